module @jit_fn attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xf32>, %arg1: tensor<384x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x512xf32>, %arg12: tensor<384xf32>, %arg13: tensor<384x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<32x128xf32>, %arg27: tensor<1000x128xf32>, %arg28: tensor<8x8xi32>) -> (tensor<8x32xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1000> : tensor<i32>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<2723810746> : tensor<ui32>
    %c_3 = stablehlo.constant dense<1328829645> : tensor<ui32>
    %c_4 = stablehlo.constant dense<211029637> : tensor<ui32>
    %c_5 = stablehlo.constant dense<997290576> : tensor<ui32>
    %c_6 = stablehlo.constant dense<1829223428> : tensor<ui32>
    %c_7 = stablehlo.constant dense<2870749611> : tensor<ui32>
    %c_8 = stablehlo.constant dense<2251315377> : tensor<ui32>
    %c_9 = stablehlo.constant dense<250018773> : tensor<ui32>
    %c_10 = stablehlo.constant dense<203310434> : tensor<ui32>
    %c_11 = stablehlo.constant dense<2805308958> : tensor<ui32>
    %c_12 = stablehlo.constant dense<2189849032> : tensor<ui32>
    %c_13 = stablehlo.constant dense<2188914395> : tensor<ui32>
    %c_14 = stablehlo.constant dense<3595673807> : tensor<ui32>
    %c_15 = stablehlo.constant dense<3441661193> : tensor<ui32>
    %c_16 = stablehlo.constant dense<1294592440> : tensor<ui32>
    %c_17 = stablehlo.constant dense<127538014> : tensor<ui32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %c_20 = stablehlo.constant dense<3187110288> : tensor<ui32>
    %c_21 = stablehlo.constant dense<802642106> : tensor<ui32>
    %c_22 = stablehlo.constant dense<178730832> : tensor<ui32>
    %c_23 = stablehlo.constant dense<28233567> : tensor<ui32>
    %c_24 = stablehlo.constant dense<3655871287> : tensor<ui32>
    %c_25 = stablehlo.constant dense<637396850> : tensor<ui32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_28 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %c_29 = stablehlo.constant dense<2741499576> : tensor<ui32>
    %c_30 = stablehlo.constant dense<2430065622> : tensor<ui32>
    %c_31 = stablehlo.constant dense<true> : tensor<i1>
    %c_32 = stablehlo.constant dense<2700756533> : tensor<ui32>
    %c_33 = stablehlo.constant dense<2935701187> : tensor<ui32>
    %cst_34 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_37 = stablehlo.constant dense<159409637> : tensor<ui32>
    %cst_38 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %c_39 = stablehlo.constant dense<2025011123> : tensor<ui32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_41 = stablehlo.constant dense<false> : tensor<i1>
    %c_42 = stablehlo.constant dense<-1> : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.dynamic_update_slice %0, %arg28, %c_43, %c_43 : (tensor<8x32xi32>, tensor<8x8xi32>, tensor<i32>, tensor<i32>) -> tensor<8x32xi32>
    %2 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %3 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %4 = call @atleast_2d(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<32xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<32xi32>) -> tensor<8x32xi32>
    %7 = stablehlo.shift_right_logical %c_43, %c_44 : tensor<i32>
    %8 = stablehlo.convert %7 : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %10 = stablehlo.and %c_43, %c_42 : tensor<i32>
    %11 = stablehlo.convert %10 : (tensor<i32>) -> tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %13 = stablehlo.concatenate %9, %12, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %14 = stablehlo.convert %3 : (tensor<8x32xf32>) -> tensor<8x32xi32>
    %15 = call @_threefry_fold_in(%13, %c_39) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %16 = call @_normal(%15) : (tensor<2xui32>) -> tensor<1000x128xf32>
    %17 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1000x128xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<1000x128xf32>
    %19 = call @_take(%18, %14) : (tensor<1000x128xf32>, tensor<8x32xi32>) -> tensor<8x32x128xf32>
    %20 = call @_threefry_fold_in(%13, %c_37) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %21 = call @_normal_2(%20) : (tensor<2xui32>) -> tensor<32x128xf32>
    %22 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<32x128xf32>
    %24 = call @_take_7(%23, %6) : (tensor<32x128xf32>, tensor<8x32xi32>) -> tensor<8x32x128xf32>
    %25 = call @_threefry_fold_in(%13, %c_33) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %26 = call @_threefry_fold_in(%13, %c_32) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %27 = call @_threefry_fold_in(%13, %c_30) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %28 = call @_normal_8(%27) : (tensor<2xui32>) -> tensor<384x128xf32>
    %29 = call @_threefry_fold_in(%13, %c_29) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %30 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x4x32xf32>
    %31 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x4x32xf32>
    %32 = call @_threefry_fold_in(%13, %c_25) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %33 = call @_normal_13(%32) : (tensor<2xui32>) -> tensor<128x128xf32>
    %34 = call @_threefry_fold_in(%13, %c_24) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %35 = call @_threefry_fold_in(%13, %c_23) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %36 = call @_threefry_fold_in(%13, %c_22) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %37 = call @_threefry_fold_in(%13, %c_21) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %38 = call @_normal_18(%37) : (tensor<2xui32>) -> tensor<512x128xf32>
    %39 = call @_threefry_fold_in(%13, %c_20) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %40 = call @_threefry_fold_in(%13, %c_17) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %41 = call @_normal_23(%40) : (tensor<2xui32>) -> tensor<128x512xf32>
    %42 = call @_threefry_fold_in(%13, %c_16) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %43 = call @_threefry_fold_in(%13, %c_15) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %44 = call @_threefry_fold_in(%13, %c_14) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %45 = call @_threefry_fold_in(%13, %c_13) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %46 = call @_normal_8(%45) : (tensor<2xui32>) -> tensor<384x128xf32>
    %47 = call @_threefry_fold_in(%13, %c_12) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x4x32xf32>
    %49 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x4x32xf32>
    %50 = call @_threefry_fold_in(%13, %c_11) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %51 = call @_normal_13(%50) : (tensor<2xui32>) -> tensor<128x128xf32>
    %52 = call @_threefry_fold_in(%13, %c_10) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %53 = call @_threefry_fold_in(%13, %c_9) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %54 = call @_threefry_fold_in(%13, %c_8) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %55 = call @_threefry_fold_in(%13, %c_7) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %56 = call @_normal_18(%55) : (tensor<2xui32>) -> tensor<512x128xf32>
    %57 = call @_threefry_fold_in(%13, %c_6) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %58 = call @_threefry_fold_in(%13, %c_5) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %59 = call @_normal_23(%58) : (tensor<2xui32>) -> tensor<128x512xf32>
    %60 = call @_threefry_fold_in(%13, %c_4) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %61 = call @_threefry_fold_in(%13, %c_3) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %62 = call @_threefry_fold_in(%13, %c_2) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %63 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %64 = stablehlo.iota dim = 0 : tensor<8xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<8x8xi32>
    %67 = call @_take_28(%arg27, %arg28) : (tensor<1000x128xf32>, tensor<8x8xi32>) -> tensor<8x8x128xf32>
    %68 = call @_take_30(%arg26, %66) : (tensor<32x128xf32>, tensor<8x8xi32>) -> tensor<8x8x128xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x8x128xf32>
    %70 = stablehlo.multiply %69, %69 : tensor<8x8x128xf32>
    %71 = stablehlo.reduce(%69 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %72 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %73 = stablehlo.divide %71, %72 : tensor<8x8xf32>
    %74 = stablehlo.reduce(%70 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %75 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %76 = stablehlo.divide %74, %75 : tensor<8x8xf32>
    %77 = stablehlo.multiply %73, %73 : tensor<8x8xf32>
    %78 = stablehlo.subtract %76, %77 : tensor<8x8xf32>
    %79 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %80 = stablehlo.maximum %79, %78 : tensor<8x8xf32>
    %81 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %84 = stablehlo.subtract %69, %83 : tensor<8x8x128xf32>
    %85 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %86 = stablehlo.add %82, %85 : tensor<8x8x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<8x8x1xf32>
    %88 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<8x8x128xf32>
    %92 = stablehlo.multiply %84, %91 : tensor<8x8x128xf32>
    %93 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %95 = stablehlo.add %92, %94 : tensor<8x8x128xf32>
    %96 = stablehlo.iota dim = 0 : tensor<32xi32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %102 = stablehlo.compare GE, %100, %101, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %104 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %105 = stablehlo.dot_general %95, %104, contracting_dims = [2] x [0] : (tensor<8x8x128xf32>, tensor<128x384xf32>) -> tensor<8x8x384xf32>
    %106 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x8x384xf32>
    %108 = stablehlo.add %105, %107 : tensor<8x8x384xf32>
    %109 = stablehlo.slice %108 [0:8, 0:8, 0:128] : (tensor<8x8x384xf32>) -> tensor<8x8x128xf32>
    %110 = stablehlo.slice %108 [0:8, 0:8, 128:256] : (tensor<8x8x384xf32>) -> tensor<8x8x128xf32>
    %111 = stablehlo.slice %108 [0:8, 0:8, 256:384] : (tensor<8x8x384xf32>) -> tensor<8x8x128xf32>
    %112 = stablehlo.reshape %109 : (tensor<8x8x128xf32>) -> tensor<8x8x4x32xf32>
    %113 = stablehlo.reshape %110 : (tensor<8x8x128xf32>) -> tensor<8x8x4x32xf32>
    %114 = stablehlo.reshape %111 : (tensor<8x8x128xf32>) -> tensor<8x8x4x32xf32>
    %115 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %117 = stablehlo.select %115, %116, %c_43 : tensor<i1>, tensor<i32>
    %118 = stablehlo.dynamic_slice %103, %c_43, %c_43, %117, %c_43, sizes = [1, 1, 8, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xi1>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x8x32xi1>) -> tensor<8x1x8x32xi1>
    %120 = stablehlo.broadcast_in_dim %63, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x8x32xi32>
    %122 = stablehlo.convert %119 : (tensor<8x1x8x32xi1>) -> tensor<8x1x8x32xi32>
    %123 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x8x32xi32>
    %124 = stablehlo.compare NE, %121, %123, SIGNED : (tensor<8x1x8x32xi32>, tensor<8x1x8x32xi32>) -> tensor<8x1x8x32xi1>
    %125 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x8x32xi32>
    %126 = stablehlo.compare NE, %122, %125, SIGNED : (tensor<8x1x8x32xi32>, tensor<8x1x8x32xi32>) -> tensor<8x1x8x32xi1>
    %127 = stablehlo.and %124, %126 : tensor<8x1x8x32xi1>
    %128 = stablehlo.convert %127 : (tensor<8x1x8x32xi1>) -> tensor<8x1x8x32xf32>
    %129 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %130 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %131 = stablehlo.select %129, %130, %c_43 : tensor<i1>, tensor<i32>
    %132 = stablehlo.dynamic_update_slice %30, %113, %c_43, %131, %c_43, %c_43 : (tensor<8x32x4x32xf32>, tensor<8x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x32xf32>
    %133 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %134 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %135 = stablehlo.select %133, %134, %c_43 : tensor<i1>, tensor<i32>
    %136 = stablehlo.dynamic_update_slice %31, %114, %c_43, %135, %c_43, %c_43 : (tensor<8x32x4x32xf32>, tensor<8x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x32xf32>
    %137 = stablehlo.add %c_43, %c_0 : tensor<i32>
    %138 = stablehlo.iota dim = 0 : tensor<32xi32>
    %139 = stablehlo.add %c_43, %c_0 : tensor<i32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %141 = stablehlo.compare LT, %138, %140, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %142 = stablehlo.broadcast_in_dim %141, dims = [3] : (tensor<32xi1>) -> tensor<8x1x8x32xi1>
    %143 = stablehlo.convert %142 : (tensor<8x1x8x32xi1>) -> tensor<8x1x8x32xf32>
    %144 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %145 = stablehlo.compare NE, %143, %144, FLOAT : (tensor<8x1x8x32xf32>, tensor<8x1x8x32xf32>) -> tensor<8x1x8x32xi1>
    %146 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %147 = stablehlo.compare NE, %128, %146, FLOAT : (tensor<8x1x8x32xf32>, tensor<8x1x8x32xf32>) -> tensor<8x1x8x32xi1>
    %148 = stablehlo.and %145, %147 : tensor<8x1x8x32xi1>
    %149 = stablehlo.convert %148 : (tensor<8x1x8x32xi1>) -> tensor<8x1x8x32xf32>
    %150 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %151 = stablehlo.compare GT, %149, %150, FLOAT : (tensor<8x1x8x32xf32>, tensor<8x1x8x32xf32>) -> tensor<8x1x8x32xi1>
    %152 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %153 = stablehlo.convert %152 : tensor<8x1x8x32xf32>
    %154 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %155 = stablehlo.select %151, %153, %154 : tensor<8x1x8x32xi1>, tensor<8x1x8x32xf32>
    %156 = stablehlo.sqrt %cst_27 : tensor<f32>
    %157 = stablehlo.convert %156 : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<f32>) -> tensor<8x8x4x32xf32>
    %159 = stablehlo.divide %112, %158 : tensor<8x8x4x32xf32>
    %160 = stablehlo.dot_general %159, %132, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<8x8x4x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x8x32xf32>
    %161 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<8x1x8x32xf32>) -> tensor<8x4x8x32xf32>
    %162 = stablehlo.add %160, %161 : tensor<8x4x8x32xf32>
    %163 = stablehlo.reduce(%162 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x32xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %164 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %165 = stablehlo.maximum %164, %163 : tensor<8x4x8xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x32xf32>
    %168 = stablehlo.subtract %162, %167 : tensor<8x4x8x32xf32>
    %169 = stablehlo.exponential %168 : tensor<8x4x8x32xf32>
    %170 = stablehlo.reduce(%169 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x32xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x32xf32>
    %173 = stablehlo.divide %169, %172 : tensor<8x4x8x32xf32>
    %174 = stablehlo.dot_general %136, %173, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<8x32x4x32xf32>, tensor<8x4x8x32xf32>) -> tensor<8x4x32x8xf32>
    %175 = stablehlo.transpose %174, dims = [0, 3, 1, 2] : (tensor<8x4x32x8xf32>) -> tensor<8x8x4x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<8x8x4x32xf32>) -> tensor<8x8x128xf32>
    %177 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [2] x [0] : (tensor<8x8x128xf32>, tensor<128x128xf32>) -> tensor<8x8x128xf32>
    %179 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %181 = stablehlo.add %178, %180 : tensor<8x8x128xf32>
    %182 = stablehlo.add %181, %69 : tensor<8x8x128xf32>
    %183 = stablehlo.multiply %182, %182 : tensor<8x8x128xf32>
    %184 = stablehlo.reduce(%182 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %185 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %186 = stablehlo.divide %184, %185 : tensor<8x8xf32>
    %187 = stablehlo.reduce(%183 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %188 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %189 = stablehlo.divide %187, %188 : tensor<8x8xf32>
    %190 = stablehlo.multiply %186, %186 : tensor<8x8xf32>
    %191 = stablehlo.subtract %189, %190 : tensor<8x8xf32>
    %192 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %193 = stablehlo.maximum %192, %191 : tensor<8x8xf32>
    %194 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %196 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %197 = stablehlo.subtract %182, %196 : tensor<8x8x128xf32>
    %198 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %199 = stablehlo.add %195, %198 : tensor<8x8x1xf32>
    %200 = stablehlo.rsqrt %199 : tensor<8x8x1xf32>
    %201 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %203 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<8x8x128xf32>
    %205 = stablehlo.multiply %197, %204 : tensor<8x8x128xf32>
    %206 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %208 = stablehlo.add %205, %207 : tensor<8x8x128xf32>
    %209 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %210 = stablehlo.dot_general %208, %209, contracting_dims = [2] x [0] : (tensor<8x8x128xf32>, tensor<128x512xf32>) -> tensor<8x8x512xf32>
    %211 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x8x512xf32>
    %213 = stablehlo.add %210, %212 : tensor<8x8x512xf32>
    %214 = stablehlo.multiply %213, %213 : tensor<8x8x512xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<8x8x512xf32>
    %216 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x512xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<8x8x512xf32>
    %218 = stablehlo.add %213, %217 : tensor<8x8x512xf32>
    %219 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x8x512xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<8x8x512xf32>
    %221 = stablehlo.tanh %220 : tensor<8x8x512xf32>
    %222 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x8x512xf32>
    %223 = stablehlo.add %222, %221 : tensor<8x8x512xf32>
    %224 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x512xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<8x8x512xf32>
    %226 = stablehlo.multiply %213, %225 : tensor<8x8x512xf32>
    %227 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %228 = stablehlo.dot_general %226, %227, contracting_dims = [2] x [0] : (tensor<8x8x512xf32>, tensor<512x128xf32>) -> tensor<8x8x128xf32>
    %229 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %231 = stablehlo.add %228, %230 : tensor<8x8x128xf32>
    %232 = stablehlo.add %182, %231 : tensor<8x8x128xf32>
    %233 = stablehlo.multiply %232, %232 : tensor<8x8x128xf32>
    %234 = stablehlo.reduce(%232 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %235 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %236 = stablehlo.divide %234, %235 : tensor<8x8xf32>
    %237 = stablehlo.reduce(%233 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %238 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %239 = stablehlo.divide %237, %238 : tensor<8x8xf32>
    %240 = stablehlo.multiply %236, %236 : tensor<8x8xf32>
    %241 = stablehlo.subtract %239, %240 : tensor<8x8xf32>
    %242 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %243 = stablehlo.maximum %242, %241 : tensor<8x8xf32>
    %244 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %246 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %247 = stablehlo.subtract %232, %246 : tensor<8x8x128xf32>
    %248 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %249 = stablehlo.add %245, %248 : tensor<8x8x1xf32>
    %250 = stablehlo.rsqrt %249 : tensor<8x8x1xf32>
    %251 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %252 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %253 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %254 = stablehlo.multiply %252, %253 : tensor<8x8x128xf32>
    %255 = stablehlo.multiply %247, %254 : tensor<8x8x128xf32>
    %256 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %258 = stablehlo.add %255, %257 : tensor<8x8x128xf32>
    %259 = stablehlo.iota dim = 0 : tensor<32xi32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %265 = stablehlo.compare GE, %263, %264, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %267 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %268 = stablehlo.dot_general %258, %267, contracting_dims = [2] x [0] : (tensor<8x8x128xf32>, tensor<128x384xf32>) -> tensor<8x8x384xf32>
    %269 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x8x384xf32>
    %271 = stablehlo.add %268, %270 : tensor<8x8x384xf32>
    %272 = stablehlo.slice %271 [0:8, 0:8, 0:128] : (tensor<8x8x384xf32>) -> tensor<8x8x128xf32>
    %273 = stablehlo.slice %271 [0:8, 0:8, 128:256] : (tensor<8x8x384xf32>) -> tensor<8x8x128xf32>
    %274 = stablehlo.slice %271 [0:8, 0:8, 256:384] : (tensor<8x8x384xf32>) -> tensor<8x8x128xf32>
    %275 = stablehlo.reshape %272 : (tensor<8x8x128xf32>) -> tensor<8x8x4x32xf32>
    %276 = stablehlo.reshape %273 : (tensor<8x8x128xf32>) -> tensor<8x8x4x32xf32>
    %277 = stablehlo.reshape %274 : (tensor<8x8x128xf32>) -> tensor<8x8x4x32xf32>
    %278 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %279 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %280 = stablehlo.select %278, %279, %c_43 : tensor<i1>, tensor<i32>
    %281 = stablehlo.dynamic_slice %266, %c_43, %c_43, %280, %c_43, sizes = [1, 1, 8, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xi1>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x1x8x32xi1>) -> tensor<8x1x8x32xi1>
    %283 = stablehlo.broadcast_in_dim %63, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x8x32xi32>
    %285 = stablehlo.convert %282 : (tensor<8x1x8x32xi1>) -> tensor<8x1x8x32xi32>
    %286 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x8x32xi32>
    %287 = stablehlo.compare NE, %284, %286, SIGNED : (tensor<8x1x8x32xi32>, tensor<8x1x8x32xi32>) -> tensor<8x1x8x32xi1>
    %288 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x8x32xi32>
    %289 = stablehlo.compare NE, %285, %288, SIGNED : (tensor<8x1x8x32xi32>, tensor<8x1x8x32xi32>) -> tensor<8x1x8x32xi1>
    %290 = stablehlo.and %287, %289 : tensor<8x1x8x32xi1>
    %291 = stablehlo.convert %290 : (tensor<8x1x8x32xi1>) -> tensor<8x1x8x32xf32>
    %292 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %293 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %294 = stablehlo.select %292, %293, %c_43 : tensor<i1>, tensor<i32>
    %295 = stablehlo.dynamic_update_slice %48, %276, %c_43, %294, %c_43, %c_43 : (tensor<8x32x4x32xf32>, tensor<8x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x32xf32>
    %296 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %297 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %298 = stablehlo.select %296, %297, %c_43 : tensor<i1>, tensor<i32>
    %299 = stablehlo.dynamic_update_slice %49, %277, %c_43, %298, %c_43, %c_43 : (tensor<8x32x4x32xf32>, tensor<8x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x32xf32>
    %300 = stablehlo.add %c_43, %c_0 : tensor<i32>
    %301 = stablehlo.iota dim = 0 : tensor<32xi32>
    %302 = stablehlo.add %c_43, %c_0 : tensor<i32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %304 = stablehlo.compare LT, %301, %303, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %305 = stablehlo.broadcast_in_dim %304, dims = [3] : (tensor<32xi1>) -> tensor<8x1x8x32xi1>
    %306 = stablehlo.convert %305 : (tensor<8x1x8x32xi1>) -> tensor<8x1x8x32xf32>
    %307 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %308 = stablehlo.compare NE, %306, %307, FLOAT : (tensor<8x1x8x32xf32>, tensor<8x1x8x32xf32>) -> tensor<8x1x8x32xi1>
    %309 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %310 = stablehlo.compare NE, %291, %309, FLOAT : (tensor<8x1x8x32xf32>, tensor<8x1x8x32xf32>) -> tensor<8x1x8x32xi1>
    %311 = stablehlo.and %308, %310 : tensor<8x1x8x32xi1>
    %312 = stablehlo.convert %311 : (tensor<8x1x8x32xi1>) -> tensor<8x1x8x32xf32>
    %313 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %314 = stablehlo.compare GT, %312, %313, FLOAT : (tensor<8x1x8x32xf32>, tensor<8x1x8x32xf32>) -> tensor<8x1x8x32xi1>
    %315 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %316 = stablehlo.convert %315 : tensor<8x1x8x32xf32>
    %317 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %318 = stablehlo.select %314, %316, %317 : tensor<8x1x8x32xi1>, tensor<8x1x8x32xf32>
    %319 = stablehlo.sqrt %cst_27 : tensor<f32>
    %320 = stablehlo.convert %319 : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [] : (tensor<f32>) -> tensor<8x8x4x32xf32>
    %322 = stablehlo.divide %275, %321 : tensor<8x8x4x32xf32>
    %323 = stablehlo.dot_general %322, %295, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<8x8x4x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x8x32xf32>
    %324 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<8x1x8x32xf32>) -> tensor<8x4x8x32xf32>
    %325 = stablehlo.add %323, %324 : tensor<8x4x8x32xf32>
    %326 = stablehlo.reduce(%325 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x8x32xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %327 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x4x8xf32>
    %328 = stablehlo.maximum %327, %326 : tensor<8x4x8xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x32xf32>
    %331 = stablehlo.subtract %325, %330 : tensor<8x4x8x32xf32>
    %332 = stablehlo.exponential %331 : tensor<8x4x8x32xf32>
    %333 = stablehlo.reduce(%332 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<8x4x8x32xf32>, tensor<f32>) -> tensor<8x4x8xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<8x4x8xf32>) -> tensor<8x4x8x1xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2, 3] : (tensor<8x4x8x1xf32>) -> tensor<8x4x8x32xf32>
    %336 = stablehlo.divide %332, %335 : tensor<8x4x8x32xf32>
    %337 = stablehlo.dot_general %299, %336, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<8x32x4x32xf32>, tensor<8x4x8x32xf32>) -> tensor<8x4x32x8xf32>
    %338 = stablehlo.transpose %337, dims = [0, 3, 1, 2] : (tensor<8x4x32x8xf32>) -> tensor<8x8x4x32xf32>
    %339 = stablehlo.reshape %338 : (tensor<8x8x4x32xf32>) -> tensor<8x8x128xf32>
    %340 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %341 = stablehlo.dot_general %339, %340, contracting_dims = [2] x [0] : (tensor<8x8x128xf32>, tensor<128x128xf32>) -> tensor<8x8x128xf32>
    %342 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %344 = stablehlo.add %341, %343 : tensor<8x8x128xf32>
    %345 = stablehlo.add %344, %232 : tensor<8x8x128xf32>
    %346 = stablehlo.multiply %345, %345 : tensor<8x8x128xf32>
    %347 = stablehlo.reduce(%345 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %348 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %349 = stablehlo.divide %347, %348 : tensor<8x8xf32>
    %350 = stablehlo.reduce(%346 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %351 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %352 = stablehlo.divide %350, %351 : tensor<8x8xf32>
    %353 = stablehlo.multiply %349, %349 : tensor<8x8xf32>
    %354 = stablehlo.subtract %352, %353 : tensor<8x8xf32>
    %355 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %356 = stablehlo.maximum %355, %354 : tensor<8x8xf32>
    %357 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %358 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %359 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %360 = stablehlo.subtract %345, %359 : tensor<8x8x128xf32>
    %361 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %362 = stablehlo.add %358, %361 : tensor<8x8x1xf32>
    %363 = stablehlo.rsqrt %362 : tensor<8x8x1xf32>
    %364 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %365 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %366 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %367 = stablehlo.multiply %365, %366 : tensor<8x8x128xf32>
    %368 = stablehlo.multiply %360, %367 : tensor<8x8x128xf32>
    %369 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %371 = stablehlo.add %368, %370 : tensor<8x8x128xf32>
    %372 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %373 = stablehlo.dot_general %371, %372, contracting_dims = [2] x [0] : (tensor<8x8x128xf32>, tensor<128x512xf32>) -> tensor<8x8x512xf32>
    %374 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x8x512xf32>
    %376 = stablehlo.add %373, %375 : tensor<8x8x512xf32>
    %377 = stablehlo.multiply %376, %376 : tensor<8x8x512xf32>
    %378 = stablehlo.multiply %377, %376 : tensor<8x8x512xf32>
    %379 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x512xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<8x8x512xf32>
    %381 = stablehlo.add %376, %380 : tensor<8x8x512xf32>
    %382 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x8x512xf32>
    %383 = stablehlo.multiply %382, %381 : tensor<8x8x512xf32>
    %384 = stablehlo.tanh %383 : tensor<8x8x512xf32>
    %385 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x8x512xf32>
    %386 = stablehlo.add %385, %384 : tensor<8x8x512xf32>
    %387 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x512xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<8x8x512xf32>
    %389 = stablehlo.multiply %376, %388 : tensor<8x8x512xf32>
    %390 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %391 = stablehlo.dot_general %389, %390, contracting_dims = [2] x [0] : (tensor<8x8x512xf32>, tensor<512x128xf32>) -> tensor<8x8x128xf32>
    %392 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %394 = stablehlo.add %391, %393 : tensor<8x8x128xf32>
    %395 = stablehlo.add %345, %394 : tensor<8x8x128xf32>
    %396 = stablehlo.multiply %395, %395 : tensor<8x8x128xf32>
    %397 = stablehlo.reduce(%395 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %398 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %399 = stablehlo.divide %397, %398 : tensor<8x8xf32>
    %400 = stablehlo.reduce(%396 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x8xf32>
    %401 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %402 = stablehlo.divide %400, %401 : tensor<8x8xf32>
    %403 = stablehlo.multiply %399, %399 : tensor<8x8xf32>
    %404 = stablehlo.subtract %402, %403 : tensor<8x8xf32>
    %405 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %406 = stablehlo.maximum %405, %404 : tensor<8x8xf32>
    %407 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %408 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %409 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %410 = stablehlo.subtract %395, %409 : tensor<8x8x128xf32>
    %411 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %412 = stablehlo.add %408, %411 : tensor<8x8x1xf32>
    %413 = stablehlo.rsqrt %412 : tensor<8x8x1xf32>
    %414 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %415 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x128xf32>
    %416 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<8x8x128xf32>
    %418 = stablehlo.multiply %410, %417 : tensor<8x8x128xf32>
    %419 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x8x128xf32>
    %421 = stablehlo.add %418, %420 : tensor<8x8x128xf32>
    %422 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %423 = stablehlo.dot_general %421, %422, contracting_dims = [2] x [0] : (tensor<8x8x128xf32>, tensor<128x1000xf32>) -> tensor<8x8x1000xf32>
    %424 = stablehlo.slice %423 [0:8, 7:8, 0:1000] : (tensor<8x8x1000xf32>) -> tensor<8x1x1000xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x1x1000xf32>) -> tensor<8x1000xf32>
    %426 = stablehlo.subtract %c_0, %c_43 : tensor<i32>
    %427 = call @clip(%426, %c_43, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %428 = stablehlo.subtract %c_1, %427 : tensor<i32>
    %429 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %430 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %431 = "stablehlo.scatter"(%425, %429, %430) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      stablehlo.return %arg30 : tensor<f32>
    }) : (tensor<8x1000xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1000xf32>
    %432 = call @_where_31(%428, %431, %425) : (tensor<i32>, tensor<8x1000xf32>, tensor<8x1000xf32>) -> tensor<8x1000xf32>
    %433 = call @argmax(%432) : (tensor<8x1000xf32>) -> tensor<8xi32>
    %434 = stablehlo.not %2 : tensor<8xi1>
    %435 = stablehlo.convert %434 : (tensor<8xi1>) -> tensor<8xi32>
    %436 = stablehlo.multiply %433, %435 : tensor<8xi32>
    %437 = stablehlo.convert %2 : (tensor<8xi1>) -> tensor<8xi32>
    %438 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %439 = stablehlo.multiply %438, %437 : tensor<8xi32>
    %440 = stablehlo.add %436, %439 : tensor<8xi32>
    %441 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %442 = stablehlo.compare EQ, %440, %441, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %443 = stablehlo.or %2, %442 : tensor<8xi1>
    %444 = stablehlo.broadcast_in_dim %440, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %445 = stablehlo.compare LT, %c_0, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %446 = stablehlo.add %c_0, %c_44 : tensor<i32>
    %447 = stablehlo.select %445, %446, %c_0 : tensor<i1>, tensor<i32>
    %448 = stablehlo.dynamic_update_slice %1, %444, %c_43, %447 : (tensor<8x32xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x32xi32>
    %449 = stablehlo.slice %66 [0:8, 7:8] : (tensor<8x8xi32>) -> tensor<8x1xi32>
    %450 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %451 = stablehlo.add %449, %450 : tensor<8x1xi32>
    %452 = stablehlo.add %c_0, %c_1 : tensor<i32>
    %453:42 = stablehlo.while(%iterArg = %63, %iterArg_45 = %arg27, %iterArg_46 = %arg26, %iterArg_47 = %arg5, %iterArg_48 = %arg4, %iterArg_49 = %arg1, %iterArg_50 = %arg0, %iterArg_51 = %arg3, %iterArg_52 = %arg2, %iterArg_53 = %arg7, %iterArg_54 = %arg6, %iterArg_55 = %arg9, %iterArg_56 = %arg8, %iterArg_57 = %arg11, %iterArg_58 = %arg10, %iterArg_59 = %arg17, %iterArg_60 = %arg16, %iterArg_61 = %arg13, %iterArg_62 = %arg12, %iterArg_63 = %arg15, %iterArg_64 = %arg14, %iterArg_65 = %arg19, %iterArg_66 = %arg18, %iterArg_67 = %arg21, %iterArg_68 = %arg20, %iterArg_69 = %arg23, %iterArg_70 = %arg22, %iterArg_71 = %arg25, %iterArg_72 = %arg24, %iterArg_73 = %c_43, %iterArg_74 = %c, %iterArg_75 = %452, %iterArg_76 = %448, %iterArg_77 = %444, %iterArg_78 = %443, %iterArg_79 = %137, %iterArg_80 = %132, %iterArg_81 = %136, %iterArg_82 = %300, %iterArg_83 = %295, %iterArg_84 = %299, %iterArg_85 = %451) : tensor<8x32xi32>, tensor<1000x128xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<8x32xi32>, tensor<8x1xi32>, tensor<8xi1>, tensor<i32>, tensor<8x32x4x32xf32>, tensor<8x32x4x32xf32>, tensor<i32>, tensor<8x32x4x32xf32>, tensor<8x32x4x32xf32>, tensor<8x1xi32>
    cond {
      %454 = stablehlo.compare EQ, %iterArg_75, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %455 = stablehlo.reduce(%iterArg_78 init: %c_31) applies stablehlo.and across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      %456 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<i1>
      %457 = stablehlo.compare NE, %454, %456, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %458 = stablehlo.convert %457 : tensor<i1>
      %459 = stablehlo.or %458, %455 : tensor<i1>
      %460 = stablehlo.not %459 : tensor<i1>
      stablehlo.return %460 : tensor<i1>
    } do {
      %454 = func.call @_take_32(%iterArg_45, %iterArg_77) : (tensor<1000x128xf32>, tensor<8x1xi32>) -> tensor<8x1x128xf32>
      %455 = func.call @_take_34(%iterArg_46, %iterArg_85) : (tensor<32x128xf32>, tensor<8x1xi32>) -> tensor<8x1x128xf32>
      %456 = stablehlo.add %454, %455 : tensor<8x1x128xf32>
      %457 = stablehlo.multiply %456, %456 : tensor<8x1x128xf32>
      %458 = stablehlo.reduce(%456 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %459 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %460 = stablehlo.divide %458, %459 : tensor<8x1xf32>
      %461 = stablehlo.reduce(%457 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %462 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %463 = stablehlo.divide %461, %462 : tensor<8x1xf32>
      %464 = stablehlo.multiply %460, %460 : tensor<8x1xf32>
      %465 = stablehlo.subtract %463, %464 : tensor<8x1xf32>
      %466 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %467 = stablehlo.maximum %466, %465 : tensor<8x1xf32>
      %468 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %469 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %470 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %471 = stablehlo.subtract %456, %470 : tensor<8x1x128xf32>
      %472 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %473 = stablehlo.add %469, %472 : tensor<8x1x1xf32>
      %474 = stablehlo.rsqrt %473 : tensor<8x1x1xf32>
      %475 = stablehlo.reshape %iterArg_47 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %476 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %477 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %478 = stablehlo.multiply %476, %477 : tensor<8x1x128xf32>
      %479 = stablehlo.multiply %471, %478 : tensor<8x1x128xf32>
      %480 = stablehlo.reshape %iterArg_48 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %482 = stablehlo.add %479, %481 : tensor<8x1x128xf32>
      %483 = stablehlo.iota dim = 0 : tensor<32xi32>
      %484 = stablehlo.broadcast_in_dim %483, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %486 = stablehlo.broadcast_in_dim %484, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %487 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %488 = stablehlo.broadcast_in_dim %486, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %489 = stablehlo.compare GE, %487, %488, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %490 = stablehlo.broadcast_in_dim %489, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %491 = stablehlo.transpose %iterArg_49, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
      %492 = stablehlo.dot_general %482, %491, contracting_dims = [2] x [0] : (tensor<8x1x128xf32>, tensor<128x384xf32>) -> tensor<8x1x384xf32>
      %493 = stablehlo.broadcast_in_dim %iterArg_50, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
      %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x1x384xf32>
      %495 = stablehlo.add %492, %494 : tensor<8x1x384xf32>
      %496 = stablehlo.slice %495 [0:8, 0:1, 0:128] : (tensor<8x1x384xf32>) -> tensor<8x1x128xf32>
      %497 = stablehlo.slice %495 [0:8, 0:1, 128:256] : (tensor<8x1x384xf32>) -> tensor<8x1x128xf32>
      %498 = stablehlo.slice %495 [0:8, 0:1, 256:384] : (tensor<8x1x384xf32>) -> tensor<8x1x128xf32>
      %499 = stablehlo.reshape %496 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
      %500 = stablehlo.reshape %497 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
      %501 = stablehlo.reshape %498 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
      %502 = stablehlo.compare LT, %iterArg_79, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %503 = stablehlo.add %iterArg_79, %c_44 : tensor<i32>
      %504 = stablehlo.select %502, %503, %iterArg_79 : tensor<i1>, tensor<i32>
      %505 = stablehlo.dynamic_slice %490, %c_43, %c_43, %504, %c_43, sizes = [1, 1, 1, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x32xi1>
      %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi1>) -> tensor<8x1x1x32xi1>
      %507 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
      %508 = stablehlo.convert %506 : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x32xi32>
      %509 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
      %510 = stablehlo.compare NE, %507, %509, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
      %511 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
      %512 = stablehlo.compare NE, %508, %511, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
      %513 = stablehlo.and %510, %512 : tensor<8x1x1x32xi1>
      %514 = stablehlo.convert %513 : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x32xf32>
      %515 = stablehlo.compare LT, %iterArg_79, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %516 = stablehlo.add %iterArg_79, %c_44 : tensor<i32>
      %517 = stablehlo.select %515, %516, %iterArg_79 : tensor<i1>, tensor<i32>
      %518 = stablehlo.dynamic_update_slice %iterArg_80, %500, %c_43, %517, %c_43, %c_43 : (tensor<8x32x4x32xf32>, tensor<8x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x32xf32>
      %519 = stablehlo.compare LT, %iterArg_79, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %520 = stablehlo.add %iterArg_79, %c_44 : tensor<i32>
      %521 = stablehlo.select %519, %520, %iterArg_79 : tensor<i1>, tensor<i32>
      %522 = stablehlo.dynamic_update_slice %iterArg_81, %501, %c_43, %521, %c_43, %c_43 : (tensor<8x32x4x32xf32>, tensor<8x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x32xf32>
      %523 = stablehlo.add %iterArg_79, %c_1 : tensor<i32>
      %524 = stablehlo.iota dim = 0 : tensor<32xi32>
      %525 = stablehlo.add %iterArg_79, %c_1 : tensor<i32>
      %526 = stablehlo.broadcast_in_dim %525, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %527 = stablehlo.compare LT, %524, %526, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
      %528 = stablehlo.broadcast_in_dim %527, dims = [3] : (tensor<32xi1>) -> tensor<8x1x1x32xi1>
      %529 = stablehlo.convert %528 : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x32xf32>
      %530 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %531 = stablehlo.compare NE, %529, %530, FLOAT : (tensor<8x1x1x32xf32>, tensor<8x1x1x32xf32>) -> tensor<8x1x1x32xi1>
      %532 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %533 = stablehlo.compare NE, %514, %532, FLOAT : (tensor<8x1x1x32xf32>, tensor<8x1x1x32xf32>) -> tensor<8x1x1x32xi1>
      %534 = stablehlo.and %531, %533 : tensor<8x1x1x32xi1>
      %535 = stablehlo.convert %534 : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x32xf32>
      %536 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %537 = stablehlo.compare GT, %535, %536, FLOAT : (tensor<8x1x1x32xf32>, tensor<8x1x1x32xf32>) -> tensor<8x1x1x32xi1>
      %538 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %539 = stablehlo.convert %538 : tensor<8x1x1x32xf32>
      %540 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %541 = stablehlo.select %537, %539, %540 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
      %542 = stablehlo.sqrt %cst_27 : tensor<f32>
      %543 = stablehlo.convert %542 : tensor<f32>
      %544 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<8x1x4x32xf32>
      %545 = stablehlo.divide %499, %544 : tensor<8x1x4x32xf32>
      %546 = stablehlo.dot_general %545, %518, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<8x1x4x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x1x32xf32>
      %547 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x1x32xf32>
      %548 = stablehlo.add %546, %547 : tensor<8x4x1x32xf32>
      %549 = stablehlo.reduce(%548 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %550 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %551 = stablehlo.maximum %550, %549 : tensor<8x4x1xf32>
      %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x32xf32>
      %554 = stablehlo.subtract %548, %553 : tensor<8x4x1x32xf32>
      %555 = stablehlo.exponential %554 : tensor<8x4x1x32xf32>
      %556 = stablehlo.reduce(%555 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x32xf32>
      %559 = stablehlo.divide %555, %558 : tensor<8x4x1x32xf32>
      %560 = stablehlo.dot_general %522, %559, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<8x32x4x32xf32>, tensor<8x4x1x32xf32>) -> tensor<8x4x32x1xf32>
      %561 = stablehlo.transpose %560, dims = [0, 3, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<8x1x4x32xf32>
      %562 = stablehlo.reshape %561 : (tensor<8x1x4x32xf32>) -> tensor<8x1x128xf32>
      %563 = stablehlo.transpose %iterArg_51, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %564 = stablehlo.dot_general %562, %563, contracting_dims = [2] x [0] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
      %565 = stablehlo.broadcast_in_dim %iterArg_52, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %567 = stablehlo.add %564, %566 : tensor<8x1x128xf32>
      %568 = stablehlo.add %567, %456 : tensor<8x1x128xf32>
      %569 = stablehlo.multiply %568, %568 : tensor<8x1x128xf32>
      %570 = stablehlo.reduce(%568 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %571 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %572 = stablehlo.divide %570, %571 : tensor<8x1xf32>
      %573 = stablehlo.reduce(%569 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %574 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %575 = stablehlo.divide %573, %574 : tensor<8x1xf32>
      %576 = stablehlo.multiply %572, %572 : tensor<8x1xf32>
      %577 = stablehlo.subtract %575, %576 : tensor<8x1xf32>
      %578 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %579 = stablehlo.maximum %578, %577 : tensor<8x1xf32>
      %580 = stablehlo.broadcast_in_dim %572, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %581 = stablehlo.broadcast_in_dim %579, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %582 = stablehlo.broadcast_in_dim %580, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %583 = stablehlo.subtract %568, %582 : tensor<8x1x128xf32>
      %584 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %585 = stablehlo.add %581, %584 : tensor<8x1x1xf32>
      %586 = stablehlo.rsqrt %585 : tensor<8x1x1xf32>
      %587 = stablehlo.reshape %iterArg_53 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %588 = stablehlo.broadcast_in_dim %586, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %589 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %590 = stablehlo.multiply %588, %589 : tensor<8x1x128xf32>
      %591 = stablehlo.multiply %583, %590 : tensor<8x1x128xf32>
      %592 = stablehlo.reshape %iterArg_54 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %594 = stablehlo.add %591, %593 : tensor<8x1x128xf32>
      %595 = stablehlo.transpose %iterArg_55, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
      %596 = stablehlo.dot_general %594, %595, contracting_dims = [2] x [0] : (tensor<8x1x128xf32>, tensor<128x512xf32>) -> tensor<8x1x512xf32>
      %597 = stablehlo.broadcast_in_dim %iterArg_56, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x1x512xf32>
      %599 = stablehlo.add %596, %598 : tensor<8x1x512xf32>
      %600 = stablehlo.multiply %599, %599 : tensor<8x1x512xf32>
      %601 = stablehlo.multiply %600, %599 : tensor<8x1x512xf32>
      %602 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
      %603 = stablehlo.multiply %602, %601 : tensor<8x1x512xf32>
      %604 = stablehlo.add %599, %603 : tensor<8x1x512xf32>
      %605 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
      %606 = stablehlo.multiply %605, %604 : tensor<8x1x512xf32>
      %607 = stablehlo.tanh %606 : tensor<8x1x512xf32>
      %608 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
      %609 = stablehlo.add %608, %607 : tensor<8x1x512xf32>
      %610 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
      %611 = stablehlo.multiply %610, %609 : tensor<8x1x512xf32>
      %612 = stablehlo.multiply %599, %611 : tensor<8x1x512xf32>
      %613 = stablehlo.transpose %iterArg_57, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
      %614 = stablehlo.dot_general %612, %613, contracting_dims = [2] x [0] : (tensor<8x1x512xf32>, tensor<512x128xf32>) -> tensor<8x1x128xf32>
      %615 = stablehlo.broadcast_in_dim %iterArg_58, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %617 = stablehlo.add %614, %616 : tensor<8x1x128xf32>
      %618 = stablehlo.add %568, %617 : tensor<8x1x128xf32>
      %619 = stablehlo.multiply %618, %618 : tensor<8x1x128xf32>
      %620 = stablehlo.reduce(%618 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %621 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %622 = stablehlo.divide %620, %621 : tensor<8x1xf32>
      %623 = stablehlo.reduce(%619 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %624 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %625 = stablehlo.divide %623, %624 : tensor<8x1xf32>
      %626 = stablehlo.multiply %622, %622 : tensor<8x1xf32>
      %627 = stablehlo.subtract %625, %626 : tensor<8x1xf32>
      %628 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %629 = stablehlo.maximum %628, %627 : tensor<8x1xf32>
      %630 = stablehlo.broadcast_in_dim %622, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %631 = stablehlo.broadcast_in_dim %629, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %632 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %633 = stablehlo.subtract %618, %632 : tensor<8x1x128xf32>
      %634 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %635 = stablehlo.add %631, %634 : tensor<8x1x1xf32>
      %636 = stablehlo.rsqrt %635 : tensor<8x1x1xf32>
      %637 = stablehlo.reshape %iterArg_59 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %638 = stablehlo.broadcast_in_dim %636, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %639 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %640 = stablehlo.multiply %638, %639 : tensor<8x1x128xf32>
      %641 = stablehlo.multiply %633, %640 : tensor<8x1x128xf32>
      %642 = stablehlo.reshape %iterArg_60 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %644 = stablehlo.add %641, %643 : tensor<8x1x128xf32>
      %645 = stablehlo.iota dim = 0 : tensor<32xi32>
      %646 = stablehlo.broadcast_in_dim %645, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %648 = stablehlo.broadcast_in_dim %646, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %649 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %650 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %651 = stablehlo.compare GE, %649, %650, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %652 = stablehlo.broadcast_in_dim %651, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %653 = stablehlo.transpose %iterArg_61, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
      %654 = stablehlo.dot_general %644, %653, contracting_dims = [2] x [0] : (tensor<8x1x128xf32>, tensor<128x384xf32>) -> tensor<8x1x384xf32>
      %655 = stablehlo.broadcast_in_dim %iterArg_62, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
      %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x1x384xf32>
      %657 = stablehlo.add %654, %656 : tensor<8x1x384xf32>
      %658 = stablehlo.slice %657 [0:8, 0:1, 0:128] : (tensor<8x1x384xf32>) -> tensor<8x1x128xf32>
      %659 = stablehlo.slice %657 [0:8, 0:1, 128:256] : (tensor<8x1x384xf32>) -> tensor<8x1x128xf32>
      %660 = stablehlo.slice %657 [0:8, 0:1, 256:384] : (tensor<8x1x384xf32>) -> tensor<8x1x128xf32>
      %661 = stablehlo.reshape %658 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
      %662 = stablehlo.reshape %659 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
      %663 = stablehlo.reshape %660 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
      %664 = stablehlo.compare LT, %iterArg_82, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %665 = stablehlo.add %iterArg_82, %c_44 : tensor<i32>
      %666 = stablehlo.select %664, %665, %iterArg_82 : tensor<i1>, tensor<i32>
      %667 = stablehlo.dynamic_slice %652, %c_43, %c_43, %666, %c_43, sizes = [1, 1, 1, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x32xi1>
      %668 = stablehlo.broadcast_in_dim %667, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi1>) -> tensor<8x1x1x32xi1>
      %669 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
      %670 = stablehlo.convert %668 : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x32xi32>
      %671 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
      %672 = stablehlo.compare NE, %669, %671, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
      %673 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
      %674 = stablehlo.compare NE, %670, %673, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
      %675 = stablehlo.and %672, %674 : tensor<8x1x1x32xi1>
      %676 = stablehlo.convert %675 : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x32xf32>
      %677 = stablehlo.compare LT, %iterArg_82, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %678 = stablehlo.add %iterArg_82, %c_44 : tensor<i32>
      %679 = stablehlo.select %677, %678, %iterArg_82 : tensor<i1>, tensor<i32>
      %680 = stablehlo.dynamic_update_slice %iterArg_83, %662, %c_43, %679, %c_43, %c_43 : (tensor<8x32x4x32xf32>, tensor<8x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x32xf32>
      %681 = stablehlo.compare LT, %iterArg_82, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %682 = stablehlo.add %iterArg_82, %c_44 : tensor<i32>
      %683 = stablehlo.select %681, %682, %iterArg_82 : tensor<i1>, tensor<i32>
      %684 = stablehlo.dynamic_update_slice %iterArg_84, %663, %c_43, %683, %c_43, %c_43 : (tensor<8x32x4x32xf32>, tensor<8x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x32xf32>
      %685 = stablehlo.add %iterArg_82, %c_1 : tensor<i32>
      %686 = stablehlo.iota dim = 0 : tensor<32xi32>
      %687 = stablehlo.add %iterArg_82, %c_1 : tensor<i32>
      %688 = stablehlo.broadcast_in_dim %687, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %689 = stablehlo.compare LT, %686, %688, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
      %690 = stablehlo.broadcast_in_dim %689, dims = [3] : (tensor<32xi1>) -> tensor<8x1x1x32xi1>
      %691 = stablehlo.convert %690 : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x32xf32>
      %692 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %693 = stablehlo.compare NE, %691, %692, FLOAT : (tensor<8x1x1x32xf32>, tensor<8x1x1x32xf32>) -> tensor<8x1x1x32xi1>
      %694 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %695 = stablehlo.compare NE, %676, %694, FLOAT : (tensor<8x1x1x32xf32>, tensor<8x1x1x32xf32>) -> tensor<8x1x1x32xi1>
      %696 = stablehlo.and %693, %695 : tensor<8x1x1x32xi1>
      %697 = stablehlo.convert %696 : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x32xf32>
      %698 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %699 = stablehlo.compare GT, %697, %698, FLOAT : (tensor<8x1x1x32xf32>, tensor<8x1x1x32xf32>) -> tensor<8x1x1x32xi1>
      %700 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %701 = stablehlo.convert %700 : tensor<8x1x1x32xf32>
      %702 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
      %703 = stablehlo.select %699, %701, %702 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
      %704 = stablehlo.sqrt %cst_27 : tensor<f32>
      %705 = stablehlo.convert %704 : tensor<f32>
      %706 = stablehlo.broadcast_in_dim %705, dims = [] : (tensor<f32>) -> tensor<8x1x4x32xf32>
      %707 = stablehlo.divide %661, %706 : tensor<8x1x4x32xf32>
      %708 = stablehlo.dot_general %707, %680, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<8x1x4x32xf32>, tensor<8x32x4x32xf32>) -> tensor<8x4x1x32xf32>
      %709 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x1x32xf32>
      %710 = stablehlo.add %708, %709 : tensor<8x4x1x32xf32>
      %711 = stablehlo.reduce(%710 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %712 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %713 = stablehlo.maximum %712, %711 : tensor<8x4x1xf32>
      %714 = stablehlo.broadcast_in_dim %713, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %715 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x32xf32>
      %716 = stablehlo.subtract %710, %715 : tensor<8x4x1x32xf32>
      %717 = stablehlo.exponential %716 : tensor<8x4x1x32xf32>
      %718 = stablehlo.reduce(%717 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x32xf32>
      %721 = stablehlo.divide %717, %720 : tensor<8x4x1x32xf32>
      %722 = stablehlo.dot_general %684, %721, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<8x32x4x32xf32>, tensor<8x4x1x32xf32>) -> tensor<8x4x32x1xf32>
      %723 = stablehlo.transpose %722, dims = [0, 3, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<8x1x4x32xf32>
      %724 = stablehlo.reshape %723 : (tensor<8x1x4x32xf32>) -> tensor<8x1x128xf32>
      %725 = stablehlo.transpose %iterArg_63, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %726 = stablehlo.dot_general %724, %725, contracting_dims = [2] x [0] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
      %727 = stablehlo.broadcast_in_dim %iterArg_64, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %728 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %729 = stablehlo.add %726, %728 : tensor<8x1x128xf32>
      %730 = stablehlo.add %729, %618 : tensor<8x1x128xf32>
      %731 = stablehlo.multiply %730, %730 : tensor<8x1x128xf32>
      %732 = stablehlo.reduce(%730 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %733 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %734 = stablehlo.divide %732, %733 : tensor<8x1xf32>
      %735 = stablehlo.reduce(%731 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %736 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %737 = stablehlo.divide %735, %736 : tensor<8x1xf32>
      %738 = stablehlo.multiply %734, %734 : tensor<8x1xf32>
      %739 = stablehlo.subtract %737, %738 : tensor<8x1xf32>
      %740 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %741 = stablehlo.maximum %740, %739 : tensor<8x1xf32>
      %742 = stablehlo.broadcast_in_dim %734, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %743 = stablehlo.broadcast_in_dim %741, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %744 = stablehlo.broadcast_in_dim %742, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %745 = stablehlo.subtract %730, %744 : tensor<8x1x128xf32>
      %746 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %747 = stablehlo.add %743, %746 : tensor<8x1x1xf32>
      %748 = stablehlo.rsqrt %747 : tensor<8x1x1xf32>
      %749 = stablehlo.reshape %iterArg_65 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %750 = stablehlo.broadcast_in_dim %748, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %751 = stablehlo.broadcast_in_dim %749, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %752 = stablehlo.multiply %750, %751 : tensor<8x1x128xf32>
      %753 = stablehlo.multiply %745, %752 : tensor<8x1x128xf32>
      %754 = stablehlo.reshape %iterArg_66 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %755 = stablehlo.broadcast_in_dim %754, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %756 = stablehlo.add %753, %755 : tensor<8x1x128xf32>
      %757 = stablehlo.transpose %iterArg_67, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
      %758 = stablehlo.dot_general %756, %757, contracting_dims = [2] x [0] : (tensor<8x1x128xf32>, tensor<128x512xf32>) -> tensor<8x1x512xf32>
      %759 = stablehlo.broadcast_in_dim %iterArg_68, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x1x512xf32>
      %761 = stablehlo.add %758, %760 : tensor<8x1x512xf32>
      %762 = stablehlo.multiply %761, %761 : tensor<8x1x512xf32>
      %763 = stablehlo.multiply %762, %761 : tensor<8x1x512xf32>
      %764 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
      %765 = stablehlo.multiply %764, %763 : tensor<8x1x512xf32>
      %766 = stablehlo.add %761, %765 : tensor<8x1x512xf32>
      %767 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
      %768 = stablehlo.multiply %767, %766 : tensor<8x1x512xf32>
      %769 = stablehlo.tanh %768 : tensor<8x1x512xf32>
      %770 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
      %771 = stablehlo.add %770, %769 : tensor<8x1x512xf32>
      %772 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
      %773 = stablehlo.multiply %772, %771 : tensor<8x1x512xf32>
      %774 = stablehlo.multiply %761, %773 : tensor<8x1x512xf32>
      %775 = stablehlo.transpose %iterArg_69, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
      %776 = stablehlo.dot_general %774, %775, contracting_dims = [2] x [0] : (tensor<8x1x512xf32>, tensor<512x128xf32>) -> tensor<8x1x128xf32>
      %777 = stablehlo.broadcast_in_dim %iterArg_70, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %778 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %779 = stablehlo.add %776, %778 : tensor<8x1x128xf32>
      %780 = stablehlo.add %730, %779 : tensor<8x1x128xf32>
      %781 = stablehlo.multiply %780, %780 : tensor<8x1x128xf32>
      %782 = stablehlo.reduce(%780 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %783 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %784 = stablehlo.divide %782, %783 : tensor<8x1xf32>
      %785 = stablehlo.reduce(%781 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
      %786 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %787 = stablehlo.divide %785, %786 : tensor<8x1xf32>
      %788 = stablehlo.multiply %784, %784 : tensor<8x1xf32>
      %789 = stablehlo.subtract %787, %788 : tensor<8x1xf32>
      %790 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %791 = stablehlo.maximum %790, %789 : tensor<8x1xf32>
      %792 = stablehlo.broadcast_in_dim %784, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %793 = stablehlo.broadcast_in_dim %791, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %794 = stablehlo.broadcast_in_dim %792, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %795 = stablehlo.subtract %780, %794 : tensor<8x1x128xf32>
      %796 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %797 = stablehlo.add %793, %796 : tensor<8x1x1xf32>
      %798 = stablehlo.rsqrt %797 : tensor<8x1x1xf32>
      %799 = stablehlo.reshape %iterArg_71 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %800 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
      %801 = stablehlo.broadcast_in_dim %799, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %802 = stablehlo.multiply %800, %801 : tensor<8x1x128xf32>
      %803 = stablehlo.multiply %795, %802 : tensor<8x1x128xf32>
      %804 = stablehlo.reshape %iterArg_72 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %805 = stablehlo.broadcast_in_dim %804, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %806 = stablehlo.add %803, %805 : tensor<8x1x128xf32>
      %807 = stablehlo.transpose %iterArg_45, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
      %808 = stablehlo.dot_general %806, %807, contracting_dims = [2] x [0] : (tensor<8x1x128xf32>, tensor<128x1000xf32>) -> tensor<8x1x1000xf32>
      %809 = stablehlo.reshape %808 : (tensor<8x1x1000xf32>) -> tensor<8x1000xf32>
      %810 = stablehlo.subtract %iterArg_75, %c_43 : tensor<i32>
      %811 = func.call @clip(%810, %c_43, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %812 = stablehlo.subtract %c_1, %811 : tensor<i32>
      %813 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %814 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %815 = "stablehlo.scatter"(%809, %813, %814) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
        stablehlo.return %arg30 : tensor<f32>
      }) : (tensor<8x1000xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1000xf32>
      %816 = func.call @_where_31(%812, %815, %809) : (tensor<i32>, tensor<8x1000xf32>, tensor<8x1000xf32>) -> tensor<8x1000xf32>
      %817 = func.call @argmax(%816) : (tensor<8x1000xf32>) -> tensor<8xi32>
      %818 = stablehlo.not %iterArg_78 : tensor<8xi1>
      %819 = stablehlo.convert %818 : (tensor<8xi1>) -> tensor<8xi32>
      %820 = stablehlo.multiply %817, %819 : tensor<8xi32>
      %821 = stablehlo.convert %iterArg_78 : (tensor<8xi1>) -> tensor<8xi32>
      %822 = stablehlo.broadcast_in_dim %iterArg_73, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %823 = stablehlo.multiply %822, %821 : tensor<8xi32>
      %824 = stablehlo.add %820, %823 : tensor<8xi32>
      %825 = stablehlo.broadcast_in_dim %iterArg_74, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %826 = stablehlo.compare EQ, %824, %825, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %827 = stablehlo.or %iterArg_78, %826 : tensor<8xi1>
      %828 = stablehlo.broadcast_in_dim %824, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %829 = stablehlo.compare LT, %iterArg_75, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %830 = stablehlo.convert %iterArg_75 : tensor<i32>
      %831 = stablehlo.add %830, %c_44 : tensor<i32>
      %832 = stablehlo.select %829, %831, %iterArg_75 : tensor<i1>, tensor<i32>
      %833 = stablehlo.dynamic_update_slice %iterArg_76, %828, %c_43, %832 : (tensor<8x32xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x32xi32>
      %834 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %835 = stablehlo.add %iterArg_85, %834 : tensor<8x1xi32>
      %836 = stablehlo.add %iterArg_75, %c_1 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %836, %833, %828, %827, %523, %518, %522, %685, %680, %684, %835 : tensor<8x32xi32>, tensor<1000x128xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<8x32xi32>, tensor<8x1xi32>, tensor<8xi1>, tensor<i32>, tensor<8x32x4x32xf32>, tensor<8x32x4x32xf32>, tensor<i32>, tensor<8x32x4x32xf32>, tensor<8x32x4x32xf32>, tensor<8x1xi32>
    }
    return %453#32 : tensor<8x32xi32>
  }
  func.func private @atleast_2d(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    return %arg0 : tensor<8x32xf32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<4294967295> : tensor<ui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c_0 : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %2 = stablehlo.and %arg1, %c : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<1000x128xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<1000x128xf32>
    return %0 : tensor<1000x128xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<1000x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<1000x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1000x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<1000x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<1000x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<1000x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<1000x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<1000x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<1000x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<1000x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<1000x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<1000x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<1000x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<1000x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<1000x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<1000x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<1000x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<1000x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<1000x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<1000x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<1000x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<1000x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<1000x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<1000x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1000x128xf32>
    %1 = stablehlo.negate %0 : tensor<1000x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1000x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<1000x128xf32>
    %4 = stablehlo.negate %3 : tensor<1000x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<1000x128xf32>, tensor<1000x128xf32>) -> tensor<1000x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<1000x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<1000x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<1000x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<1000x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<1000x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<1000x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<1000x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<1000x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<1000x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<1000x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<1000x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<1000x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<1000x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<1000x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<1000x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<1000x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<1000x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<1000x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<1000x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<1000x128xf32>
    %36 = stablehlo.abs %0 : tensor<1000x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<1000x128xf32>, tensor<1000x128xf32>) -> tensor<1000x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<1000x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<1000x128xi1>, tensor<1000x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1000x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<1000x128xf32>
    return %41 : tensor<1000x128xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1000x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1000x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1000x128xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1000x128xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<1000x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1000x128xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<1000x128xui64>
    %12 = stablehlo.add %9, %11 : tensor<1000x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1000x128xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<1000x128xui64>
    %15 = stablehlo.convert %12 : (tensor<1000x128xui64>) -> tensor<1000x128xui32>
    %16 = stablehlo.convert %14 : (tensor<1000x128xui64>) -> tensor<1000x128xui32>
    %17:2 = call @threefry2x32_0(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<1000x128xui32>, tensor<1000x128xui32>) -> (tensor<1000x128xui32>, tensor<1000x128xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<1000x128xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<1000x128xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %22 = stablehlo.or %20, %21 : tensor<1000x128xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<1000x128xui32>) -> tensor<1000x128xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1000x128xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<1000x128xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1000x128xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<1000x128xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1000x128xf32>
    %30 = stablehlo.add %28, %29 : tensor<1000x128xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1000x128xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<1000x128xf32>
    return %32 : tensor<1000x128xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1000x128xui32>, %arg3: tensor<1000x128xui32>) -> (tensor<1000x128xui32>, tensor<1000x128xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1000x128xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1000x128xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<1000x128xui32>, tensor<1000x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<1000x128xui32>, tensor<1000x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1000x128xui32>, tensor<1000x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1000x128xui32>, tensor<1000x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1000x128xui32>, tensor<1000x128xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<1000x128xui32>, %arg2: tensor<1000x128xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1000x128xui32>, tensor<1000x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1000x128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1000x128xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1000x128xui32>
    %9 = stablehlo.or %5, %8 : tensor<1000x128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1000x128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1000x128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1000x128xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1000x128xui32>
    %19 = stablehlo.or %15, %18 : tensor<1000x128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1000x128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1000x128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1000x128xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1000x128xui32>
    %29 = stablehlo.or %25, %28 : tensor<1000x128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1000x128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1000x128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1000x128xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1000x128xui32>
    %39 = stablehlo.or %35, %38 : tensor<1000x128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1000x128xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %42 = stablehlo.add %33, %41 : tensor<1000x128xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %44 = stablehlo.add %40, %43 : tensor<1000x128xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1000x128xui32>
    %48 = stablehlo.add %44, %47 : tensor<1000x128xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1000x128xui32>, tensor<1000x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_take(%arg0: tensor<1000x128xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<8x32x1xi32>) -> tensor<8x32x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x128xi1>, tensor<8x32x128xf32>
    return %16 : tensor<8x32x128xf32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_normal_2(%arg0: tensor<2xui32>) -> tensor<32x128xf32> {
    %0 = call @_normal_real_3(%arg0) : (tensor<2xui32>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @_normal_real_3(%arg0: tensor<2xui32>) -> tensor<32x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<32x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<32x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<32x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<32x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<32x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<32x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<32x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<32x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<32x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<32x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<32x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<32x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<32x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<32x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<32x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<32x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<32x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<32x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<32x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<32x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<32x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<32x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_4(%arg0, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x128xf32>
    %1 = stablehlo.negate %0 : tensor<32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<32x128xf32>
    %4 = stablehlo.negate %3 : tensor<32x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<32x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<32x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<32x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<32x128xi1>, tensor<32x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<32x128xi1>, tensor<32x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<32x128xi1>, tensor<32x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<32x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<32x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<32x128xi1>, tensor<32x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<32x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<32x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<32x128xi1>, tensor<32x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<32x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<32x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<32x128xi1>, tensor<32x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<32x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<32x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<32x128xi1>, tensor<32x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<32x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<32x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<32x128xi1>, tensor<32x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<32x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<32x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<32x128xi1>, tensor<32x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<32x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<32x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<32x128xi1>, tensor<32x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<32x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<32x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<32x128xf32>
    %36 = stablehlo.abs %0 : tensor<32x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<32x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<32x128xi1>, tensor<32x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<32x128xf32>
    return %41 : tensor<32x128xf32>
  }
  func.func private @_uniform_4(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<32x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<32x128xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<32x128xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<32x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<32x128xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<32x128xui64>
    %12 = stablehlo.add %9, %11 : tensor<32x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<32x128xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<32x128xui64>
    %15 = stablehlo.convert %12 : (tensor<32x128xui64>) -> tensor<32x128xui32>
    %16 = stablehlo.convert %14 : (tensor<32x128xui64>) -> tensor<32x128xui32>
    %17:2 = call @threefry2x32_5(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<32x128xui32>, tensor<32x128xui32>) -> (tensor<32x128xui32>, tensor<32x128xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<32x128xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<32x128xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %22 = stablehlo.or %20, %21 : tensor<32x128xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<32x128xui32>) -> tensor<32x128xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<32x128xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x128xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<32x128xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x128xf32>
    %30 = stablehlo.add %28, %29 : tensor<32x128xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x128xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<32x128xf32>
    return %32 : tensor<32x128xf32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<32x128xui32>, %arg3: tensor<32x128xui32>) -> (tensor<32x128xui32>, tensor<32x128xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<32x128xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<32x128xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<32x128xui32>, tensor<32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_6(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<32x128xui32>, tensor<32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x128xui32>, tensor<32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<32x128xui32>, tensor<32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<32x128xui32>, tensor<32x128xui32>
  }
  func.func private @closed_call_6(%arg0: tensor<i32>, %arg1: tensor<32x128xui32>, %arg2: tensor<32x128xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x128xui32>, tensor<32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32x128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32x128xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32x128xui32>
    %9 = stablehlo.or %5, %8 : tensor<32x128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32x128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32x128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32x128xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32x128xui32>
    %19 = stablehlo.or %15, %18 : tensor<32x128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32x128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32x128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32x128xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32x128xui32>
    %29 = stablehlo.or %25, %28 : tensor<32x128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32x128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32x128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32x128xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32x128xui32>
    %39 = stablehlo.or %35, %38 : tensor<32x128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32x128xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %42 = stablehlo.add %33, %41 : tensor<32x128xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %44 = stablehlo.add %40, %43 : tensor<32x128xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x128xui32>
    %48 = stablehlo.add %44, %47 : tensor<32x128xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x128xui32>, tensor<32x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_take_7(%arg0: tensor<32x128xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<32x128xf32>, tensor<8x32x1xi32>) -> tensor<8x32x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x128xi1>, tensor<8x32x128xf32>
    return %16 : tensor<8x32x128xf32>
  }
  func.func private @_normal_8(%arg0: tensor<2xui32>) -> tensor<384x128xf32> {
    %0 = call @_normal_real_9(%arg0) : (tensor<2xui32>) -> tensor<384x128xf32>
    return %0 : tensor<384x128xf32>
  }
  func.func private @_normal_real_9(%arg0: tensor<2xui32>) -> tensor<384x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<384x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<384x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<384x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<384x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<384x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<384x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<384x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<384x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<384x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<384x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<384x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<384x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<384x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<384x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<384x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<384x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<384x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<384x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<384x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<384x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<384x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<384x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<384x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_10(%arg0, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<384x128xf32>
    %1 = stablehlo.negate %0 : tensor<384x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<384x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<384x128xf32>
    %4 = stablehlo.negate %3 : tensor<384x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<384x128xf32>, tensor<384x128xf32>) -> tensor<384x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<384x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<384x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<384x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<384x128xi1>, tensor<384x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<384x128xi1>, tensor<384x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<384x128xi1>, tensor<384x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<384x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<384x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<384x128xi1>, tensor<384x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<384x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<384x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<384x128xi1>, tensor<384x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<384x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<384x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<384x128xi1>, tensor<384x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<384x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<384x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<384x128xi1>, tensor<384x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<384x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<384x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<384x128xi1>, tensor<384x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<384x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<384x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<384x128xi1>, tensor<384x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<384x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<384x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<384x128xi1>, tensor<384x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<384x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<384x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<384x128xf32>
    %36 = stablehlo.abs %0 : tensor<384x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<384x128xf32>, tensor<384x128xf32>) -> tensor<384x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<384x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<384x128xi1>, tensor<384x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<384x128xf32>
    return %41 : tensor<384x128xf32>
  }
  func.func private @_uniform_10(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<384x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<384x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<384x128xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<384x128xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<384x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<384x128xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<384x128xui64>
    %12 = stablehlo.add %9, %11 : tensor<384x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<384x128xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<384x128xui64>
    %15 = stablehlo.convert %12 : (tensor<384x128xui64>) -> tensor<384x128xui32>
    %16 = stablehlo.convert %14 : (tensor<384x128xui64>) -> tensor<384x128xui32>
    %17:2 = call @threefry2x32_11(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<384x128xui32>, tensor<384x128xui32>) -> (tensor<384x128xui32>, tensor<384x128xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<384x128xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<384x128xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %22 = stablehlo.or %20, %21 : tensor<384x128xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<384x128xui32>) -> tensor<384x128xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<384x128xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<384x128xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<384x128xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<384x128xf32>
    %30 = stablehlo.add %28, %29 : tensor<384x128xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<384x128xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<384x128xf32>
    return %32 : tensor<384x128xf32>
  }
  func.func private @threefry2x32_11(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<384x128xui32>, %arg3: tensor<384x128xui32>) -> (tensor<384x128xui32>, tensor<384x128xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<384x128xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<384x128xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<384x128xui32>, tensor<384x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_12(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<384x128xui32>, tensor<384x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<384x128xui32>, tensor<384x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<384x128xui32>, tensor<384x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<384x128xui32>, tensor<384x128xui32>
  }
  func.func private @closed_call_12(%arg0: tensor<i32>, %arg1: tensor<384x128xui32>, %arg2: tensor<384x128xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<384x128xui32>, tensor<384x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<384x128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<384x128xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<384x128xui32>
    %9 = stablehlo.or %5, %8 : tensor<384x128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<384x128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<384x128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<384x128xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<384x128xui32>
    %19 = stablehlo.or %15, %18 : tensor<384x128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<384x128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<384x128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<384x128xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<384x128xui32>
    %29 = stablehlo.or %25, %28 : tensor<384x128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<384x128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<384x128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<384x128xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<384x128xui32>
    %39 = stablehlo.or %35, %38 : tensor<384x128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<384x128xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %42 = stablehlo.add %33, %41 : tensor<384x128xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %44 = stablehlo.add %40, %43 : tensor<384x128xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<384x128xui32>
    %48 = stablehlo.add %44, %47 : tensor<384x128xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<384x128xui32>, tensor<384x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_13(%arg0: tensor<2xui32>) -> tensor<128x128xf32> {
    %0 = call @_normal_real_14(%arg0) : (tensor<2xui32>) -> tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
  func.func private @_normal_real_14(%arg0: tensor<2xui32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_15(%arg0, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.negate %0 : tensor<128x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128x128xf32>
    %4 = stablehlo.negate %3 : tensor<128x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<128x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128x128xi1>, tensor<128x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128x128xi1>, tensor<128x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128x128xi1>, tensor<128x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<128x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128x128xi1>, tensor<128x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<128x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128x128xi1>, tensor<128x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128x128xi1>, tensor<128x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<128x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128x128xi1>, tensor<128x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<128x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128x128xi1>, tensor<128x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128x128xi1>, tensor<128x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128x128xi1>, tensor<128x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128x128xf32>
    %36 = stablehlo.abs %0 : tensor<128x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128x128xi1>, tensor<128x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128x128xf32>
    return %41 : tensor<128x128xf32>
  }
  func.func private @_uniform_15(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x128xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<128x128xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<128x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x128xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<128x128xui64>
    %12 = stablehlo.add %9, %11 : tensor<128x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x128xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<128x128xui64>
    %15 = stablehlo.convert %12 : (tensor<128x128xui64>) -> tensor<128x128xui32>
    %16 = stablehlo.convert %14 : (tensor<128x128xui64>) -> tensor<128x128xui32>
    %17:2 = call @threefry2x32_16(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<128x128xui32>, tensor<128x128xui32>) -> (tensor<128x128xui32>, tensor<128x128xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<128x128xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<128x128xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %22 = stablehlo.or %20, %21 : tensor<128x128xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<128x128xui32>) -> tensor<128x128xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<128x128xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x128xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<128x128xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x128xf32>
    %30 = stablehlo.add %28, %29 : tensor<128x128xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x128xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<128x128xf32>
    return %32 : tensor<128x128xf32>
  }
  func.func private @threefry2x32_16(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<128x128xui32>, %arg3: tensor<128x128xui32>) -> (tensor<128x128xui32>, tensor<128x128xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<128x128xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<128x128xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<128x128xui32>, tensor<128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_17(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<128x128xui32>, tensor<128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<128x128xui32>, tensor<128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<128x128xui32>, tensor<128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<128x128xui32>, tensor<128x128xui32>
  }
  func.func private @closed_call_17(%arg0: tensor<i32>, %arg1: tensor<128x128xui32>, %arg2: tensor<128x128xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<128x128xui32>, tensor<128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<128x128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<128x128xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<128x128xui32>
    %9 = stablehlo.or %5, %8 : tensor<128x128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<128x128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<128x128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<128x128xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<128x128xui32>
    %19 = stablehlo.or %15, %18 : tensor<128x128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<128x128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<128x128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<128x128xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<128x128xui32>
    %29 = stablehlo.or %25, %28 : tensor<128x128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<128x128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<128x128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<128x128xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<128x128xui32>
    %39 = stablehlo.or %35, %38 : tensor<128x128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<128x128xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %42 = stablehlo.add %33, %41 : tensor<128x128xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %44 = stablehlo.add %40, %43 : tensor<128x128xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<128x128xui32>
    %48 = stablehlo.add %44, %47 : tensor<128x128xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<128x128xui32>, tensor<128x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_18(%arg0: tensor<2xui32>) -> tensor<512x128xf32> {
    %0 = call @_normal_real_19(%arg0) : (tensor<2xui32>) -> tensor<512x128xf32>
    return %0 : tensor<512x128xf32>
  }
  func.func private @_normal_real_19(%arg0: tensor<2xui32>) -> tensor<512x128xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<512x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<512x128xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<512x128xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<512x128xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<512x128xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<512x128xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<512x128xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<512x128xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<512x128xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<512x128xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<512x128xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<512x128xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<512x128xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<512x128xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<512x128xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<512x128xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<512x128xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<512x128xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<512x128xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<512x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<512x128xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<512x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<512x128xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_20(%arg0, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x128xf32>
    %1 = stablehlo.negate %0 : tensor<512x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x128xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<512x128xf32>
    %4 = stablehlo.negate %3 : tensor<512x128xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<512x128xf32>, tensor<512x128xf32>) -> tensor<512x128xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<512x128xf32>
    %7 = stablehlo.sqrt %4 : tensor<512x128xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<512x128xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<512x128xi1>, tensor<512x128xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<512x128xi1>, tensor<512x128xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<512x128xi1>, tensor<512x128xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<512x128xf32>
    %13 = stablehlo.add %11, %12 : tensor<512x128xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<512x128xi1>, tensor<512x128xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<512x128xf32>
    %16 = stablehlo.add %14, %15 : tensor<512x128xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<512x128xi1>, tensor<512x128xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<512x128xf32>
    %19 = stablehlo.add %17, %18 : tensor<512x128xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<512x128xi1>, tensor<512x128xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<512x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<512x128xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<512x128xi1>, tensor<512x128xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<512x128xf32>
    %25 = stablehlo.add %23, %24 : tensor<512x128xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<512x128xi1>, tensor<512x128xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<512x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<512x128xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<512x128xi1>, tensor<512x128xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<512x128xf32>
    %31 = stablehlo.add %29, %30 : tensor<512x128xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<512x128xi1>, tensor<512x128xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<512x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<512x128xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<512x128xf32>
    %36 = stablehlo.abs %0 : tensor<512x128xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<512x128xf32>, tensor<512x128xf32>) -> tensor<512x128xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<512x128xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<512x128xi1>, tensor<512x128xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<512x128xf32>
    return %41 : tensor<512x128xf32>
  }
  func.func private @_uniform_20(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<128> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<512x128xui64>
    %7 = stablehlo.iota dim = 1 : tensor<512x128xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<512x128xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<512x128xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<512x128xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<512x128xui64>
    %12 = stablehlo.add %9, %11 : tensor<512x128xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x128xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<512x128xui64>
    %15 = stablehlo.convert %12 : (tensor<512x128xui64>) -> tensor<512x128xui32>
    %16 = stablehlo.convert %14 : (tensor<512x128xui64>) -> tensor<512x128xui32>
    %17:2 = call @threefry2x32_21(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<512x128xui32>, tensor<512x128xui32>) -> (tensor<512x128xui32>, tensor<512x128xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<512x128xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<512x128xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %22 = stablehlo.or %20, %21 : tensor<512x128xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<512x128xui32>) -> tensor<512x128xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<512x128xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x128xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<512x128xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x128xf32>
    %30 = stablehlo.add %28, %29 : tensor<512x128xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x128xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<512x128xf32>
    return %32 : tensor<512x128xf32>
  }
  func.func private @threefry2x32_21(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512x128xui32>, %arg3: tensor<512x128xui32>) -> (tensor<512x128xui32>, tensor<512x128xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512x128xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512x128xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<512x128xui32>, tensor<512x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_22(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<512x128xui32>, tensor<512x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<512x128xui32>, tensor<512x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<512x128xui32>, tensor<512x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512x128xui32>, tensor<512x128xui32>
  }
  func.func private @closed_call_22(%arg0: tensor<i32>, %arg1: tensor<512x128xui32>, %arg2: tensor<512x128xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<512x128xui32>, tensor<512x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<512x128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<512x128xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<512x128xui32>
    %9 = stablehlo.or %5, %8 : tensor<512x128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<512x128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<512x128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<512x128xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<512x128xui32>
    %19 = stablehlo.or %15, %18 : tensor<512x128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<512x128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<512x128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<512x128xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<512x128xui32>
    %29 = stablehlo.or %25, %28 : tensor<512x128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<512x128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<512x128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<512x128xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<512x128xui32>
    %39 = stablehlo.or %35, %38 : tensor<512x128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<512x128xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %42 = stablehlo.add %33, %41 : tensor<512x128xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %44 = stablehlo.add %40, %43 : tensor<512x128xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<512x128xui32>
    %48 = stablehlo.add %44, %47 : tensor<512x128xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<512x128xui32>, tensor<512x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_23(%arg0: tensor<2xui32>) -> tensor<128x512xf32> {
    %0 = call @_normal_real_24(%arg0) : (tensor<2xui32>) -> tensor<128x512xf32>
    return %0 : tensor<128x512xf32>
  }
  func.func private @_normal_real_24(%arg0: tensor<2xui32>) -> tensor<128x512xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<128x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<128x512xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<128x512xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<128x512xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<128x512xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<128x512xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<128x512xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<128x512xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<128x512xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<128x512xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<128x512xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<128x512xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<128x512xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<128x512xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<128x512xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<128x512xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<128x512xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<128x512xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<128x512xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<128x512xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<128x512xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<128x512xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<128x512xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_25(%arg0, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<128x512xf32>
    %1 = stablehlo.negate %0 : tensor<128x512xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x512xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<128x512xf32>
    %4 = stablehlo.negate %3 : tensor<128x512xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<128x512xf32>, tensor<128x512xf32>) -> tensor<128x512xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<128x512xf32>
    %7 = stablehlo.sqrt %4 : tensor<128x512xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<128x512xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<128x512xi1>, tensor<128x512xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<128x512xi1>, tensor<128x512xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<128x512xi1>, tensor<128x512xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<128x512xf32>
    %13 = stablehlo.add %11, %12 : tensor<128x512xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<128x512xi1>, tensor<128x512xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<128x512xf32>
    %16 = stablehlo.add %14, %15 : tensor<128x512xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<128x512xi1>, tensor<128x512xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<128x512xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x512xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<128x512xi1>, tensor<128x512xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<128x512xf32>
    %22 = stablehlo.add %20, %21 : tensor<128x512xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<128x512xi1>, tensor<128x512xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<128x512xf32>
    %25 = stablehlo.add %23, %24 : tensor<128x512xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<128x512xi1>, tensor<128x512xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<128x512xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x512xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<128x512xi1>, tensor<128x512xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<128x512xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x512xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<128x512xi1>, tensor<128x512xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<128x512xf32>
    %34 = stablehlo.add %32, %33 : tensor<128x512xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<128x512xf32>
    %36 = stablehlo.abs %0 : tensor<128x512xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<128x512xf32>, tensor<128x512xf32>) -> tensor<128x512xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<128x512xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<128x512xi1>, tensor<128x512xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<128x512xf32>
    return %41 : tensor<128x512xf32>
  }
  func.func private @_uniform_25(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<128x512xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<512> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<128x512xui64>
    %7 = stablehlo.iota dim = 1 : tensor<128x512xui64>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<128x512xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<128x512xui64>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<128x512xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<128x512xui64>
    %12 = stablehlo.add %9, %11 : tensor<128x512xui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<128x512xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<128x512xui64>
    %15 = stablehlo.convert %12 : (tensor<128x512xui64>) -> tensor<128x512xui32>
    %16 = stablehlo.convert %14 : (tensor<128x512xui64>) -> tensor<128x512xui32>
    %17:2 = call @threefry2x32_26(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<128x512xui32>, tensor<128x512xui32>) -> (tensor<128x512xui32>, tensor<128x512xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<128x512xui32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<128x512xui32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %22 = stablehlo.or %20, %21 : tensor<128x512xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<128x512xui32>) -> tensor<128x512xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<128x512xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x512xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<128x512xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x512xf32>
    %30 = stablehlo.add %28, %29 : tensor<128x512xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x512xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<128x512xf32>
    return %32 : tensor<128x512xf32>
  }
  func.func private @threefry2x32_26(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<128x512xui32>, %arg3: tensor<128x512xui32>) -> (tensor<128x512xui32>, tensor<128x512xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<128x512xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<128x512xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<128x512xui32>, tensor<128x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_27(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<128x512xui32>, tensor<128x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<128x512xui32>, tensor<128x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<128x512xui32>, tensor<128x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<128x512xui32>, tensor<128x512xui32>
  }
  func.func private @closed_call_27(%arg0: tensor<i32>, %arg1: tensor<128x512xui32>, %arg2: tensor<128x512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<128x512xui32>, tensor<128x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<128x512xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<128x512xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<128x512xui32>
    %9 = stablehlo.or %5, %8 : tensor<128x512xui32>
    %10 = stablehlo.xor %3, %9 : tensor<128x512xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<128x512xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<128x512xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<128x512xui32>
    %19 = stablehlo.or %15, %18 : tensor<128x512xui32>
    %20 = stablehlo.xor %13, %19 : tensor<128x512xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<128x512xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<128x512xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<128x512xui32>
    %29 = stablehlo.or %25, %28 : tensor<128x512xui32>
    %30 = stablehlo.xor %23, %29 : tensor<128x512xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<128x512xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<128x512xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<128x512xui32>
    %39 = stablehlo.or %35, %38 : tensor<128x512xui32>
    %40 = stablehlo.xor %33, %39 : tensor<128x512xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %42 = stablehlo.add %33, %41 : tensor<128x512xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %44 = stablehlo.add %40, %43 : tensor<128x512xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<128x512xui32>
    %48 = stablehlo.add %44, %47 : tensor<128x512xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<128x512xui32>, tensor<128x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_take_28(%arg0: tensor<1000x128xf32>, %arg1: tensor<8x8xi32>) -> tensor<8x8x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x8xi32>
    %4 = call @_where_29(%1, %3, %arg1) : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x8x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<8x8x1xi1>, tensor<i1>) -> tensor<8x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<8x8x1xi32>) -> tensor<8x8x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x8xi1>) -> tensor<8x8x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x8x128xi1>, tensor<8x8x128xf32>
    return %16 : tensor<8x8x128xf32>
  }
  func.func private @_where_29(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xi32>, %arg2: tensor<8x8xi32>) -> tensor<8x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8xi1>, tensor<8x8xi32>
    return %0 : tensor<8x8xi32>
  }
  func.func private @_take_30(%arg0: tensor<32x128xf32>, %arg1: tensor<8x8xi32>) -> tensor<8x8x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x8xi32>
    %4 = call @_where_29(%1, %3, %arg1) : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x8x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<8x8x1xi1>, tensor<i1>) -> tensor<8x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<32x128xf32>, tensor<8x8x1xi32>) -> tensor<8x8x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x8xi1>) -> tensor<8x8x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x8x128xi1>, tensor<8x8x128xf32>
    return %16 : tensor<8x8x128xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_31(%arg0: tensor<i32>, %arg1: tensor<8x1000xf32>, %arg2: tensor<8x1000xf32>) -> tensor<8x1000xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<8x1000xf32>
    return %1 : tensor<8x1000xf32>
  }
  func.func private @argmax(%arg0: tensor<8x1000xf32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.iota dim = 1 : tensor<8x1000xi32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x1000xf32>, tensor<8x1000xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
  func.func private @_take_32(%arg0: tensor<1000x128xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where_33(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<8x1x1xi32>) -> tensor<8x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x1x128xi1>, tensor<8x1x128xf32>
    return %16 : tensor<8x1x128xf32>
  }
  func.func private @_where_33(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @_take_34(%arg0: tensor<32x128xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where_33(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<32x128xf32>, tensor<8x1x1xi32>) -> tensor<8x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x1x128xi1>, tensor<8x1x128xf32>
    return %16 : tensor<8x1x128xf32>
  }
}
