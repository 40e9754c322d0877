module @jit_fn attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xf32>, %arg1: tensor<384x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x512xf32>, %arg12: tensor<384xf32>, %arg13: tensor<384x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<32x128xf32>, %arg27: tensor<1000x128xf32>, %arg28: tensor<1x8xi32>) -> (tensor<1x32xi32> {jax.result_info = "result"}) {
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
    %0 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.dynamic_update_slice %0, %arg28, %c_43, %c_43 : (tensor<1x32xi32>, tensor<1x8xi32>, tensor<i32>, tensor<i32>) -> tensor<1x32xi32>
    %2 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %3 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %4 = call @atleast_2d(%3) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<32xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %7 = stablehlo.shift_right_logical %c_43, %c_44 : tensor<i32>
    %8 = stablehlo.convert %7 : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %10 = stablehlo.and %c_43, %c_42 : tensor<i32>
    %11 = stablehlo.convert %10 : (tensor<i32>) -> tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %13 = stablehlo.concatenate %9, %12, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %14 = stablehlo.convert %3 : (tensor<1x32xf32>) -> tensor<1x32xi32>
    %15 = call @_threefry_fold_in(%13, %c_39) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %16 = call @_normal(%15) : (tensor<2xui32>) -> tensor<1000x128xf32>
    %17 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1000x128xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<1000x128xf32>
    %19 = call @_take(%18, %14) : (tensor<1000x128xf32>, tensor<1x32xi32>) -> tensor<1x32x128xf32>
    %20 = call @_threefry_fold_in(%13, %c_37) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %21 = call @_normal_2(%20) : (tensor<2xui32>) -> tensor<32x128xf32>
    %22 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<32x128xf32>
    %24 = call @_take_7(%23, %6) : (tensor<32x128xf32>, tensor<1x32xi32>) -> tensor<1x32x128xf32>
    %25 = call @_threefry_fold_in(%13, %c_33) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %26 = call @_threefry_fold_in(%13, %c_32) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %27 = call @_threefry_fold_in(%13, %c_30) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %28 = call @_normal_8(%27) : (tensor<2xui32>) -> tensor<384x128xf32>
    %29 = call @_threefry_fold_in(%13, %c_29) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %30 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x32x4x32xf32>
    %31 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x32x4x32xf32>
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
    %48 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x32x4x32xf32>
    %49 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x32x4x32xf32>
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
    %63 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %64 = stablehlo.iota dim = 0 : tensor<8xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
    %66 = call @_take_28(%arg27, %arg28) : (tensor<1000x128xf32>, tensor<1x8xi32>) -> tensor<1x8x128xf32>
    %67 = call @_take_30(%arg26, %65) : (tensor<32x128xf32>, tensor<1x8xi32>) -> tensor<1x8x128xf32>
    %68 = stablehlo.add %66, %67 : tensor<1x8x128xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<1x8x128xf32>
    %70 = stablehlo.reduce(%68 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %71 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %72 = stablehlo.divide %70, %71 : tensor<1x8xf32>
    %73 = stablehlo.reduce(%69 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %74 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %75 = stablehlo.divide %73, %74 : tensor<1x8xf32>
    %76 = stablehlo.multiply %72, %72 : tensor<1x8xf32>
    %77 = stablehlo.subtract %75, %76 : tensor<1x8xf32>
    %78 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<1x8xf32>
    %80 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %83 = stablehlo.subtract %68, %82 : tensor<1x8x128xf32>
    %84 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %85 = stablehlo.add %81, %84 : tensor<1x8x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<1x8x1xf32>
    %87 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<1x8x128xf32>
    %91 = stablehlo.multiply %83, %90 : tensor<1x8x128xf32>
    %92 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %94 = stablehlo.add %91, %93 : tensor<1x8x128xf32>
    %95 = stablehlo.iota dim = 0 : tensor<32xi32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %101 = stablehlo.compare GE, %99, %100, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %103 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %104 = stablehlo.dot_general %94, %103, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x384xf32>) -> tensor<1x8x384xf32>
    %105 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<1x8x384xf32>
    %107 = stablehlo.add %104, %106 : tensor<1x8x384xf32>
    %108 = stablehlo.slice %107 [0:1, 0:8, 0:128] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %109 = stablehlo.slice %107 [0:1, 0:8, 128:256] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %110 = stablehlo.slice %107 [0:1, 0:8, 256:384] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %111 = stablehlo.reshape %108 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %112 = stablehlo.reshape %109 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %113 = stablehlo.reshape %110 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %114 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %115 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %116 = stablehlo.select %114, %115, %c_43 : tensor<i1>, tensor<i32>
    %117 = stablehlo.dynamic_slice %102, %c_43, %c_43, %116, %c_43, sizes = [1, 1, 8, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xi1>
    %118 = stablehlo.broadcast_in_dim %63, dims = [0, 3] : (tensor<1x32xi32>) -> tensor<1x1x1x32xi32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi32>) -> tensor<1x1x8x32xi32>
    %120 = stablehlo.convert %117 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xi32>
    %121 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x8x32xi32>
    %122 = stablehlo.compare NE, %119, %121, SIGNED : (tensor<1x1x8x32xi32>, tensor<1x1x8x32xi32>) -> tensor<1x1x8x32xi1>
    %123 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x8x32xi32>
    %124 = stablehlo.compare NE, %120, %123, SIGNED : (tensor<1x1x8x32xi32>, tensor<1x1x8x32xi32>) -> tensor<1x1x8x32xi1>
    %125 = stablehlo.and %122, %124 : tensor<1x1x8x32xi1>
    %126 = stablehlo.convert %125 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %127 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %128 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %129 = stablehlo.select %127, %128, %c_43 : tensor<i1>, tensor<i32>
    %130 = stablehlo.dynamic_update_slice %30, %112, %c_43, %129, %c_43, %c_43 : (tensor<1x32x4x32xf32>, tensor<1x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
    %131 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %133 = stablehlo.select %131, %132, %c_43 : tensor<i1>, tensor<i32>
    %134 = stablehlo.dynamic_update_slice %31, %113, %c_43, %133, %c_43, %c_43 : (tensor<1x32x4x32xf32>, tensor<1x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
    %135 = stablehlo.add %c_43, %c_0 : tensor<i32>
    %136 = stablehlo.iota dim = 0 : tensor<32xi32>
    %137 = stablehlo.add %c_43, %c_0 : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %139 = stablehlo.compare LT, %136, %138, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %140 = stablehlo.broadcast_in_dim %139, dims = [3] : (tensor<32xi1>) -> tensor<1x1x8x32xi1>
    %141 = stablehlo.convert %140 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %142 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %143 = stablehlo.compare NE, %141, %142, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %144 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %145 = stablehlo.compare NE, %126, %144, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %146 = stablehlo.and %143, %145 : tensor<1x1x8x32xi1>
    %147 = stablehlo.convert %146 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %148 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %149 = stablehlo.compare GT, %147, %148, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %150 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %151 = stablehlo.convert %150 : tensor<1x1x8x32xf32>
    %152 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %153 = stablehlo.select %149, %151, %152 : tensor<1x1x8x32xi1>, tensor<1x1x8x32xf32>
    %154 = stablehlo.sqrt %cst_27 : tensor<f32>
    %155 = stablehlo.convert %154 : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %157 = stablehlo.divide %111, %156 : tensor<1x8x4x32xf32>
    %158 = stablehlo.dot_general %157, %130, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x8x4x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x8x32xf32>
    %159 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x8x32xf32>) -> tensor<1x4x8x32xf32>
    %160 = stablehlo.add %158, %159 : tensor<1x4x8x32xf32>
    %161 = stablehlo.reduce(%160 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x8x32xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %162 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x4x8xf32>
    %163 = stablehlo.maximum %162, %161 : tensor<1x4x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x32xf32>
    %166 = stablehlo.subtract %160, %165 : tensor<1x4x8x32xf32>
    %167 = stablehlo.exponential %166 : tensor<1x4x8x32xf32>
    %168 = stablehlo.reduce(%167 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<1x4x8x32xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x32xf32>
    %171 = stablehlo.divide %167, %170 : tensor<1x4x8x32xf32>
    %172 = stablehlo.dot_general %134, %171, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x32x4x32xf32>, tensor<1x4x8x32xf32>) -> tensor<1x4x32x8xf32>
    %173 = stablehlo.transpose %172, dims = [0, 3, 1, 2] : (tensor<1x4x32x8xf32>) -> tensor<1x8x4x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<1x8x4x32xf32>) -> tensor<1x8x128xf32>
    %175 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %176 = stablehlo.dot_general %174, %175, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x128xf32>) -> tensor<1x8x128xf32>
    %177 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %179 = stablehlo.add %176, %178 : tensor<1x8x128xf32>
    %180 = stablehlo.add %179, %68 : tensor<1x8x128xf32>
    %181 = stablehlo.multiply %180, %180 : tensor<1x8x128xf32>
    %182 = stablehlo.reduce(%180 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %183 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %184 = stablehlo.divide %182, %183 : tensor<1x8xf32>
    %185 = stablehlo.reduce(%181 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %186 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %187 = stablehlo.divide %185, %186 : tensor<1x8xf32>
    %188 = stablehlo.multiply %184, %184 : tensor<1x8xf32>
    %189 = stablehlo.subtract %187, %188 : tensor<1x8xf32>
    %190 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %191 = stablehlo.maximum %190, %189 : tensor<1x8xf32>
    %192 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %193 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %195 = stablehlo.subtract %180, %194 : tensor<1x8x128xf32>
    %196 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %197 = stablehlo.add %193, %196 : tensor<1x8x1xf32>
    %198 = stablehlo.rsqrt %197 : tensor<1x8x1xf32>
    %199 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<1x8x128xf32>
    %203 = stablehlo.multiply %195, %202 : tensor<1x8x128xf32>
    %204 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %206 = stablehlo.add %203, %205 : tensor<1x8x128xf32>
    %207 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %208 = stablehlo.dot_general %206, %207, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x512xf32>) -> tensor<1x8x512xf32>
    %209 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x8x512xf32>
    %211 = stablehlo.add %208, %210 : tensor<1x8x512xf32>
    %212 = stablehlo.multiply %211, %211 : tensor<1x8x512xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<1x8x512xf32>
    %214 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<1x8x512xf32>
    %216 = stablehlo.add %211, %215 : tensor<1x8x512xf32>
    %217 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<1x8x512xf32>
    %219 = stablehlo.tanh %218 : tensor<1x8x512xf32>
    %220 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %221 = stablehlo.add %220, %219 : tensor<1x8x512xf32>
    %222 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<1x8x512xf32>
    %224 = stablehlo.multiply %211, %223 : tensor<1x8x512xf32>
    %225 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %226 = stablehlo.dot_general %224, %225, contracting_dims = [2] x [0] : (tensor<1x8x512xf32>, tensor<512x128xf32>) -> tensor<1x8x128xf32>
    %227 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %229 = stablehlo.add %226, %228 : tensor<1x8x128xf32>
    %230 = stablehlo.add %180, %229 : tensor<1x8x128xf32>
    %231 = stablehlo.multiply %230, %230 : tensor<1x8x128xf32>
    %232 = stablehlo.reduce(%230 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %233 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %234 = stablehlo.divide %232, %233 : tensor<1x8xf32>
    %235 = stablehlo.reduce(%231 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %236 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %237 = stablehlo.divide %235, %236 : tensor<1x8xf32>
    %238 = stablehlo.multiply %234, %234 : tensor<1x8xf32>
    %239 = stablehlo.subtract %237, %238 : tensor<1x8xf32>
    %240 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %241 = stablehlo.maximum %240, %239 : tensor<1x8xf32>
    %242 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %243 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %245 = stablehlo.subtract %230, %244 : tensor<1x8x128xf32>
    %246 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %247 = stablehlo.add %243, %246 : tensor<1x8x1xf32>
    %248 = stablehlo.rsqrt %247 : tensor<1x8x1xf32>
    %249 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %250 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<1x8x128xf32>
    %253 = stablehlo.multiply %245, %252 : tensor<1x8x128xf32>
    %254 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %256 = stablehlo.add %253, %255 : tensor<1x8x128xf32>
    %257 = stablehlo.iota dim = 0 : tensor<32xi32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %260 = stablehlo.broadcast_in_dim %258, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %261 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %263 = stablehlo.compare GE, %261, %262, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %265 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %266 = stablehlo.dot_general %256, %265, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x384xf32>) -> tensor<1x8x384xf32>
    %267 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<1x8x384xf32>
    %269 = stablehlo.add %266, %268 : tensor<1x8x384xf32>
    %270 = stablehlo.slice %269 [0:1, 0:8, 0:128] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %271 = stablehlo.slice %269 [0:1, 0:8, 128:256] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %272 = stablehlo.slice %269 [0:1, 0:8, 256:384] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %273 = stablehlo.reshape %270 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %274 = stablehlo.reshape %271 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %275 = stablehlo.reshape %272 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %276 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %277 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %278 = stablehlo.select %276, %277, %c_43 : tensor<i1>, tensor<i32>
    %279 = stablehlo.dynamic_slice %264, %c_43, %c_43, %278, %c_43, sizes = [1, 1, 8, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xi1>
    %280 = stablehlo.broadcast_in_dim %63, dims = [0, 3] : (tensor<1x32xi32>) -> tensor<1x1x1x32xi32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi32>) -> tensor<1x1x8x32xi32>
    %282 = stablehlo.convert %279 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xi32>
    %283 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x8x32xi32>
    %284 = stablehlo.compare NE, %281, %283, SIGNED : (tensor<1x1x8x32xi32>, tensor<1x1x8x32xi32>) -> tensor<1x1x8x32xi1>
    %285 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x8x32xi32>
    %286 = stablehlo.compare NE, %282, %285, SIGNED : (tensor<1x1x8x32xi32>, tensor<1x1x8x32xi32>) -> tensor<1x1x8x32xi1>
    %287 = stablehlo.and %284, %286 : tensor<1x1x8x32xi1>
    %288 = stablehlo.convert %287 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %289 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %290 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %291 = stablehlo.select %289, %290, %c_43 : tensor<i1>, tensor<i32>
    %292 = stablehlo.dynamic_update_slice %48, %274, %c_43, %291, %c_43, %c_43 : (tensor<1x32x4x32xf32>, tensor<1x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
    %293 = stablehlo.compare LT, %c_43, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %294 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %295 = stablehlo.select %293, %294, %c_43 : tensor<i1>, tensor<i32>
    %296 = stablehlo.dynamic_update_slice %49, %275, %c_43, %295, %c_43, %c_43 : (tensor<1x32x4x32xf32>, tensor<1x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
    %297 = stablehlo.add %c_43, %c_0 : tensor<i32>
    %298 = stablehlo.iota dim = 0 : tensor<32xi32>
    %299 = stablehlo.add %c_43, %c_0 : tensor<i32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %301 = stablehlo.compare LT, %298, %300, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %302 = stablehlo.broadcast_in_dim %301, dims = [3] : (tensor<32xi1>) -> tensor<1x1x8x32xi1>
    %303 = stablehlo.convert %302 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %304 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %305 = stablehlo.compare NE, %303, %304, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %306 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %307 = stablehlo.compare NE, %288, %306, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %308 = stablehlo.and %305, %307 : tensor<1x1x8x32xi1>
    %309 = stablehlo.convert %308 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %310 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %311 = stablehlo.compare GT, %309, %310, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %312 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %313 = stablehlo.convert %312 : tensor<1x1x8x32xf32>
    %314 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %315 = stablehlo.select %311, %313, %314 : tensor<1x1x8x32xi1>, tensor<1x1x8x32xf32>
    %316 = stablehlo.sqrt %cst_27 : tensor<f32>
    %317 = stablehlo.convert %316 : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %319 = stablehlo.divide %273, %318 : tensor<1x8x4x32xf32>
    %320 = stablehlo.dot_general %319, %292, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x8x4x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x8x32xf32>
    %321 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<1x1x8x32xf32>) -> tensor<1x4x8x32xf32>
    %322 = stablehlo.add %320, %321 : tensor<1x4x8x32xf32>
    %323 = stablehlo.reduce(%322 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x8x32xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %324 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x4x8xf32>
    %325 = stablehlo.maximum %324, %323 : tensor<1x4x8xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x32xf32>
    %328 = stablehlo.subtract %322, %327 : tensor<1x4x8x32xf32>
    %329 = stablehlo.exponential %328 : tensor<1x4x8x32xf32>
    %330 = stablehlo.reduce(%329 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<1x4x8x32xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x32xf32>
    %333 = stablehlo.divide %329, %332 : tensor<1x4x8x32xf32>
    %334 = stablehlo.dot_general %296, %333, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x32x4x32xf32>, tensor<1x4x8x32xf32>) -> tensor<1x4x32x8xf32>
    %335 = stablehlo.transpose %334, dims = [0, 3, 1, 2] : (tensor<1x4x32x8xf32>) -> tensor<1x8x4x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<1x8x4x32xf32>) -> tensor<1x8x128xf32>
    %337 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %338 = stablehlo.dot_general %336, %337, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x128xf32>) -> tensor<1x8x128xf32>
    %339 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %341 = stablehlo.add %338, %340 : tensor<1x8x128xf32>
    %342 = stablehlo.add %341, %230 : tensor<1x8x128xf32>
    %343 = stablehlo.multiply %342, %342 : tensor<1x8x128xf32>
    %344 = stablehlo.reduce(%342 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %345 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %346 = stablehlo.divide %344, %345 : tensor<1x8xf32>
    %347 = stablehlo.reduce(%343 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %348 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %349 = stablehlo.divide %347, %348 : tensor<1x8xf32>
    %350 = stablehlo.multiply %346, %346 : tensor<1x8xf32>
    %351 = stablehlo.subtract %349, %350 : tensor<1x8xf32>
    %352 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %353 = stablehlo.maximum %352, %351 : tensor<1x8xf32>
    %354 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %355 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %356 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %357 = stablehlo.subtract %342, %356 : tensor<1x8x128xf32>
    %358 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %359 = stablehlo.add %355, %358 : tensor<1x8x1xf32>
    %360 = stablehlo.rsqrt %359 : tensor<1x8x1xf32>
    %361 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %362 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %363 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %364 = stablehlo.multiply %362, %363 : tensor<1x8x128xf32>
    %365 = stablehlo.multiply %357, %364 : tensor<1x8x128xf32>
    %366 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %368 = stablehlo.add %365, %367 : tensor<1x8x128xf32>
    %369 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %370 = stablehlo.dot_general %368, %369, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x512xf32>) -> tensor<1x8x512xf32>
    %371 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x8x512xf32>
    %373 = stablehlo.add %370, %372 : tensor<1x8x512xf32>
    %374 = stablehlo.multiply %373, %373 : tensor<1x8x512xf32>
    %375 = stablehlo.multiply %374, %373 : tensor<1x8x512xf32>
    %376 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %377 = stablehlo.multiply %376, %375 : tensor<1x8x512xf32>
    %378 = stablehlo.add %373, %377 : tensor<1x8x512xf32>
    %379 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<1x8x512xf32>
    %381 = stablehlo.tanh %380 : tensor<1x8x512xf32>
    %382 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %383 = stablehlo.add %382, %381 : tensor<1x8x512xf32>
    %384 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<1x8x512xf32>
    %386 = stablehlo.multiply %373, %385 : tensor<1x8x512xf32>
    %387 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %388 = stablehlo.dot_general %386, %387, contracting_dims = [2] x [0] : (tensor<1x8x512xf32>, tensor<512x128xf32>) -> tensor<1x8x128xf32>
    %389 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %391 = stablehlo.add %388, %390 : tensor<1x8x128xf32>
    %392 = stablehlo.add %342, %391 : tensor<1x8x128xf32>
    %393 = stablehlo.multiply %392, %392 : tensor<1x8x128xf32>
    %394 = stablehlo.reduce(%392 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %395 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %396 = stablehlo.divide %394, %395 : tensor<1x8xf32>
    %397 = stablehlo.reduce(%393 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %398 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %399 = stablehlo.divide %397, %398 : tensor<1x8xf32>
    %400 = stablehlo.multiply %396, %396 : tensor<1x8xf32>
    %401 = stablehlo.subtract %399, %400 : tensor<1x8xf32>
    %402 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %403 = stablehlo.maximum %402, %401 : tensor<1x8xf32>
    %404 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %405 = stablehlo.broadcast_in_dim %403, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %406 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %407 = stablehlo.subtract %392, %406 : tensor<1x8x128xf32>
    %408 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %409 = stablehlo.add %405, %408 : tensor<1x8x1xf32>
    %410 = stablehlo.rsqrt %409 : tensor<1x8x1xf32>
    %411 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %412 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %413 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %414 = stablehlo.multiply %412, %413 : tensor<1x8x128xf32>
    %415 = stablehlo.multiply %407, %414 : tensor<1x8x128xf32>
    %416 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %418 = stablehlo.add %415, %417 : tensor<1x8x128xf32>
    %419 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %420 = stablehlo.dot_general %418, %419, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x1000xf32>) -> tensor<1x8x1000xf32>
    %421 = stablehlo.slice %420 [0:1, 7:8, 0:1000] : (tensor<1x8x1000xf32>) -> tensor<1x1x1000xf32>
    %422 = stablehlo.reshape %421 : (tensor<1x1x1000xf32>) -> tensor<1x1000xf32>
    %423 = stablehlo.subtract %c_0, %c_43 : tensor<i32>
    %424 = call @clip(%423, %c_43, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %425 = stablehlo.subtract %c_1, %424 : tensor<i32>
    %426 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %427 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %428 = "stablehlo.scatter"(%422, %426, %427) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      stablehlo.return %arg30 : tensor<f32>
    }) : (tensor<1x1000xf32>, tensor<1xi32>, tensor<1xf32>) -> tensor<1x1000xf32>
    %429 = call @_where_31(%425, %428, %422) : (tensor<i32>, tensor<1x1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %430 = call @argmax(%429) : (tensor<1x1000xf32>) -> tensor<1xi32>
    %431 = stablehlo.not %2 : tensor<1xi1>
    %432 = stablehlo.convert %431 : (tensor<1xi1>) -> tensor<1xi32>
    %433 = stablehlo.multiply %430, %432 : tensor<1xi32>
    %434 = stablehlo.convert %2 : (tensor<1xi1>) -> tensor<1xi32>
    %435 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %436 = stablehlo.multiply %435, %434 : tensor<1xi32>
    %437 = stablehlo.add %433, %436 : tensor<1xi32>
    %438 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %439 = stablehlo.compare EQ, %437, %438, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %440 = stablehlo.or %2, %439 : tensor<1xi1>
    %441 = stablehlo.broadcast_in_dim %437, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %442 = stablehlo.compare LT, %c_0, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %443 = stablehlo.add %c_0, %c_44 : tensor<i32>
    %444 = stablehlo.select %442, %443, %c_0 : tensor<i1>, tensor<i32>
    %445 = stablehlo.dynamic_update_slice %1, %441, %c_43, %444 : (tensor<1x32xi32>, tensor<1x1xi32>, tensor<i32>, tensor<i32>) -> tensor<1x32xi32>
    %446 = stablehlo.slice %65 [0:1, 7:8] : (tensor<1x8xi32>) -> tensor<1x1xi32>
    %447 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %448 = stablehlo.add %446, %447 : tensor<1x1xi32>
    %449 = stablehlo.add %c_0, %c_1 : tensor<i32>
    %450:42 = stablehlo.while(%iterArg = %63, %iterArg_45 = %arg27, %iterArg_46 = %arg26, %iterArg_47 = %arg5, %iterArg_48 = %arg4, %iterArg_49 = %arg1, %iterArg_50 = %arg0, %iterArg_51 = %arg3, %iterArg_52 = %arg2, %iterArg_53 = %arg7, %iterArg_54 = %arg6, %iterArg_55 = %arg9, %iterArg_56 = %arg8, %iterArg_57 = %arg11, %iterArg_58 = %arg10, %iterArg_59 = %arg17, %iterArg_60 = %arg16, %iterArg_61 = %arg13, %iterArg_62 = %arg12, %iterArg_63 = %arg15, %iterArg_64 = %arg14, %iterArg_65 = %arg19, %iterArg_66 = %arg18, %iterArg_67 = %arg21, %iterArg_68 = %arg20, %iterArg_69 = %arg23, %iterArg_70 = %arg22, %iterArg_71 = %arg25, %iterArg_72 = %arg24, %iterArg_73 = %c_43, %iterArg_74 = %c, %iterArg_75 = %449, %iterArg_76 = %445, %iterArg_77 = %441, %iterArg_78 = %440, %iterArg_79 = %135, %iterArg_80 = %130, %iterArg_81 = %134, %iterArg_82 = %297, %iterArg_83 = %292, %iterArg_84 = %296, %iterArg_85 = %448) : tensor<1x32xi32>, tensor<1000x128xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x32xi32>, tensor<1x1xi32>, tensor<1xi1>, tensor<i32>, tensor<1x32x4x32xf32>, tensor<1x32x4x32xf32>, tensor<i32>, tensor<1x32x4x32xf32>, tensor<1x32x4x32xf32>, tensor<1x1xi32>
    cond {
      %451 = stablehlo.compare EQ, %iterArg_75, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %452 = stablehlo.reduce(%iterArg_78 init: %c_31) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
      %453 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<i1>
      %454 = stablehlo.compare NE, %451, %453, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %455 = stablehlo.convert %454 : tensor<i1>
      %456 = stablehlo.or %455, %452 : tensor<i1>
      %457 = stablehlo.not %456 : tensor<i1>
      stablehlo.return %457 : tensor<i1>
    } do {
      %451 = func.call @_take_32(%iterArg_45, %iterArg_77) : (tensor<1000x128xf32>, tensor<1x1xi32>) -> tensor<1x1x128xf32>
      %452 = func.call @_take_34(%iterArg_46, %iterArg_85) : (tensor<32x128xf32>, tensor<1x1xi32>) -> tensor<1x1x128xf32>
      %453 = stablehlo.add %451, %452 : tensor<1x1x128xf32>
      %454 = stablehlo.multiply %453, %453 : tensor<1x1x128xf32>
      %455 = stablehlo.reduce(%453 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %456 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %457 = stablehlo.divide %455, %456 : tensor<1x1xf32>
      %458 = stablehlo.reduce(%454 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %459 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %460 = stablehlo.divide %458, %459 : tensor<1x1xf32>
      %461 = stablehlo.multiply %457, %457 : tensor<1x1xf32>
      %462 = stablehlo.subtract %460, %461 : tensor<1x1xf32>
      %463 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %464 = stablehlo.maximum %463, %462 : tensor<1x1xf32>
      %465 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %466 = stablehlo.broadcast_in_dim %464, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %467 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %468 = stablehlo.subtract %453, %467 : tensor<1x1x128xf32>
      %469 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %470 = stablehlo.add %466, %469 : tensor<1x1x1xf32>
      %471 = stablehlo.rsqrt %470 : tensor<1x1x1xf32>
      %472 = stablehlo.reshape %iterArg_47 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %473 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %474 = stablehlo.multiply %473, %472 : tensor<1x1x128xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<1x1x128xf32>
      %476 = stablehlo.reshape %iterArg_48 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %477 = stablehlo.add %475, %476 : tensor<1x1x128xf32>
      %478 = stablehlo.iota dim = 0 : tensor<32xi32>
      %479 = stablehlo.broadcast_in_dim %478, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %481 = stablehlo.broadcast_in_dim %479, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %482 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %483 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %484 = stablehlo.compare GE, %482, %483, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %485 = stablehlo.broadcast_in_dim %484, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %486 = stablehlo.transpose %iterArg_49, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
      %487 = stablehlo.dot_general %477, %486, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x384xf32>) -> tensor<1x1x384xf32>
      %488 = stablehlo.broadcast_in_dim %iterArg_50, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
      %489 = stablehlo.add %487, %488 : tensor<1x1x384xf32>
      %490 = stablehlo.slice %489 [0:1, 0:1, 0:128] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %491 = stablehlo.slice %489 [0:1, 0:1, 128:256] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %492 = stablehlo.slice %489 [0:1, 0:1, 256:384] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %493 = stablehlo.reshape %490 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %494 = stablehlo.reshape %491 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %495 = stablehlo.reshape %492 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %496 = stablehlo.compare LT, %iterArg_79, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %497 = stablehlo.add %iterArg_79, %c_44 : tensor<i32>
      %498 = stablehlo.select %496, %497, %iterArg_79 : tensor<i1>, tensor<i32>
      %499 = stablehlo.dynamic_slice %485, %c_43, %c_43, %498, %c_43, sizes = [1, 1, 1, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x32xi1>
      %500 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<1x32xi32>) -> tensor<1x1x1x32xi32>
      %501 = stablehlo.convert %499 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xi32>
      %502 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x1x32xi32>
      %503 = stablehlo.compare NE, %500, %502, SIGNED : (tensor<1x1x1x32xi32>, tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi1>
      %504 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x1x32xi32>
      %505 = stablehlo.compare NE, %501, %504, SIGNED : (tensor<1x1x1x32xi32>, tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi1>
      %506 = stablehlo.and %503, %505 : tensor<1x1x1x32xi1>
      %507 = stablehlo.convert %506 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %508 = stablehlo.compare LT, %iterArg_79, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %509 = stablehlo.add %iterArg_79, %c_44 : tensor<i32>
      %510 = stablehlo.select %508, %509, %iterArg_79 : tensor<i1>, tensor<i32>
      %511 = stablehlo.dynamic_update_slice %iterArg_80, %494, %c_43, %510, %c_43, %c_43 : (tensor<1x32x4x32xf32>, tensor<1x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
      %512 = stablehlo.compare LT, %iterArg_79, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %513 = stablehlo.add %iterArg_79, %c_44 : tensor<i32>
      %514 = stablehlo.select %512, %513, %iterArg_79 : tensor<i1>, tensor<i32>
      %515 = stablehlo.dynamic_update_slice %iterArg_81, %495, %c_43, %514, %c_43, %c_43 : (tensor<1x32x4x32xf32>, tensor<1x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
      %516 = stablehlo.add %iterArg_79, %c_1 : tensor<i32>
      %517 = stablehlo.iota dim = 0 : tensor<32xi32>
      %518 = stablehlo.add %iterArg_79, %c_1 : tensor<i32>
      %519 = stablehlo.broadcast_in_dim %518, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %520 = stablehlo.compare LT, %517, %519, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
      %521 = stablehlo.broadcast_in_dim %520, dims = [3] : (tensor<32xi1>) -> tensor<1x1x1x32xi1>
      %522 = stablehlo.convert %521 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %523 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %524 = stablehlo.compare NE, %522, %523, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %525 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %526 = stablehlo.compare NE, %507, %525, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %527 = stablehlo.and %524, %526 : tensor<1x1x1x32xi1>
      %528 = stablehlo.convert %527 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %529 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %530 = stablehlo.compare GT, %528, %529, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %531 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %532 = stablehlo.convert %531 : tensor<1x1x1x32xf32>
      %533 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %534 = stablehlo.select %530, %532, %533 : tensor<1x1x1x32xi1>, tensor<1x1x1x32xf32>
      %535 = stablehlo.sqrt %cst_27 : tensor<f32>
      %536 = stablehlo.convert %535 : tensor<f32>
      %537 = stablehlo.broadcast_in_dim %536, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
      %538 = stablehlo.divide %493, %537 : tensor<1x1x4x32xf32>
      %539 = stablehlo.dot_general %538, %511, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x1x4x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x1x32xf32>
      %540 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x4x1x32xf32>
      %541 = stablehlo.add %539, %540 : tensor<1x4x1x32xf32>
      %542 = stablehlo.reduce(%541 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x32xf32>, tensor<f32>) -> tensor<1x4x1xf32>
      %543 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x4x1xf32>
      %544 = stablehlo.maximum %543, %542 : tensor<1x4x1xf32>
      %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
      %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x32xf32>
      %547 = stablehlo.subtract %541, %546 : tensor<1x4x1x32xf32>
      %548 = stablehlo.exponential %547 : tensor<1x4x1x32xf32>
      %549 = stablehlo.reduce(%548 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x32xf32>, tensor<f32>) -> tensor<1x4x1xf32>
      %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
      %551 = stablehlo.broadcast_in_dim %550, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x32xf32>
      %552 = stablehlo.divide %548, %551 : tensor<1x4x1x32xf32>
      %553 = stablehlo.dot_general %515, %552, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x32x4x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x32x1xf32>
      %554 = stablehlo.transpose %553, dims = [0, 3, 1, 2] : (tensor<1x4x32x1xf32>) -> tensor<1x1x4x32xf32>
      %555 = stablehlo.reshape %554 : (tensor<1x1x4x32xf32>) -> tensor<1x1x128xf32>
      %556 = stablehlo.transpose %iterArg_51, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %557 = stablehlo.dot_general %555, %556, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x128xf32>) -> tensor<1x1x128xf32>
      %558 = stablehlo.broadcast_in_dim %iterArg_52, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %559 = stablehlo.add %557, %558 : tensor<1x1x128xf32>
      %560 = stablehlo.add %559, %453 : tensor<1x1x128xf32>
      %561 = stablehlo.multiply %560, %560 : tensor<1x1x128xf32>
      %562 = stablehlo.reduce(%560 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %563 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %564 = stablehlo.divide %562, %563 : tensor<1x1xf32>
      %565 = stablehlo.reduce(%561 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %566 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %567 = stablehlo.divide %565, %566 : tensor<1x1xf32>
      %568 = stablehlo.multiply %564, %564 : tensor<1x1xf32>
      %569 = stablehlo.subtract %567, %568 : tensor<1x1xf32>
      %570 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %571 = stablehlo.maximum %570, %569 : tensor<1x1xf32>
      %572 = stablehlo.broadcast_in_dim %564, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %573 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %574 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %575 = stablehlo.subtract %560, %574 : tensor<1x1x128xf32>
      %576 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %577 = stablehlo.add %573, %576 : tensor<1x1x1xf32>
      %578 = stablehlo.rsqrt %577 : tensor<1x1x1xf32>
      %579 = stablehlo.reshape %iterArg_53 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %580 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %581 = stablehlo.multiply %580, %579 : tensor<1x1x128xf32>
      %582 = stablehlo.multiply %575, %581 : tensor<1x1x128xf32>
      %583 = stablehlo.reshape %iterArg_54 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %584 = stablehlo.add %582, %583 : tensor<1x1x128xf32>
      %585 = stablehlo.transpose %iterArg_55, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
      %586 = stablehlo.dot_general %584, %585, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x512xf32>) -> tensor<1x1x512xf32>
      %587 = stablehlo.broadcast_in_dim %iterArg_56, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %588 = stablehlo.add %586, %587 : tensor<1x1x512xf32>
      %589 = stablehlo.multiply %588, %588 : tensor<1x1x512xf32>
      %590 = stablehlo.multiply %589, %588 : tensor<1x1x512xf32>
      %591 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %592 = stablehlo.multiply %591, %590 : tensor<1x1x512xf32>
      %593 = stablehlo.add %588, %592 : tensor<1x1x512xf32>
      %594 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %595 = stablehlo.multiply %594, %593 : tensor<1x1x512xf32>
      %596 = stablehlo.tanh %595 : tensor<1x1x512xf32>
      %597 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %598 = stablehlo.add %597, %596 : tensor<1x1x512xf32>
      %599 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %600 = stablehlo.multiply %599, %598 : tensor<1x1x512xf32>
      %601 = stablehlo.multiply %588, %600 : tensor<1x1x512xf32>
      %602 = stablehlo.transpose %iterArg_57, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
      %603 = stablehlo.dot_general %601, %602, contracting_dims = [2] x [0] : (tensor<1x1x512xf32>, tensor<512x128xf32>) -> tensor<1x1x128xf32>
      %604 = stablehlo.broadcast_in_dim %iterArg_58, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %605 = stablehlo.add %603, %604 : tensor<1x1x128xf32>
      %606 = stablehlo.add %560, %605 : tensor<1x1x128xf32>
      %607 = stablehlo.multiply %606, %606 : tensor<1x1x128xf32>
      %608 = stablehlo.reduce(%606 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %609 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %610 = stablehlo.divide %608, %609 : tensor<1x1xf32>
      %611 = stablehlo.reduce(%607 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %612 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %613 = stablehlo.divide %611, %612 : tensor<1x1xf32>
      %614 = stablehlo.multiply %610, %610 : tensor<1x1xf32>
      %615 = stablehlo.subtract %613, %614 : tensor<1x1xf32>
      %616 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %617 = stablehlo.maximum %616, %615 : tensor<1x1xf32>
      %618 = stablehlo.broadcast_in_dim %610, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %619 = stablehlo.broadcast_in_dim %617, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %620 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %621 = stablehlo.subtract %606, %620 : tensor<1x1x128xf32>
      %622 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %623 = stablehlo.add %619, %622 : tensor<1x1x1xf32>
      %624 = stablehlo.rsqrt %623 : tensor<1x1x1xf32>
      %625 = stablehlo.reshape %iterArg_59 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %626 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %627 = stablehlo.multiply %626, %625 : tensor<1x1x128xf32>
      %628 = stablehlo.multiply %621, %627 : tensor<1x1x128xf32>
      %629 = stablehlo.reshape %iterArg_60 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %630 = stablehlo.add %628, %629 : tensor<1x1x128xf32>
      %631 = stablehlo.iota dim = 0 : tensor<32xi32>
      %632 = stablehlo.broadcast_in_dim %631, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %634 = stablehlo.broadcast_in_dim %632, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %635 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %636 = stablehlo.broadcast_in_dim %634, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %637 = stablehlo.compare GE, %635, %636, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %638 = stablehlo.broadcast_in_dim %637, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %639 = stablehlo.transpose %iterArg_61, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
      %640 = stablehlo.dot_general %630, %639, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x384xf32>) -> tensor<1x1x384xf32>
      %641 = stablehlo.broadcast_in_dim %iterArg_62, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
      %642 = stablehlo.add %640, %641 : tensor<1x1x384xf32>
      %643 = stablehlo.slice %642 [0:1, 0:1, 0:128] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %644 = stablehlo.slice %642 [0:1, 0:1, 128:256] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %645 = stablehlo.slice %642 [0:1, 0:1, 256:384] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %646 = stablehlo.reshape %643 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %647 = stablehlo.reshape %644 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %648 = stablehlo.reshape %645 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %649 = stablehlo.compare LT, %iterArg_82, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %650 = stablehlo.add %iterArg_82, %c_44 : tensor<i32>
      %651 = stablehlo.select %649, %650, %iterArg_82 : tensor<i1>, tensor<i32>
      %652 = stablehlo.dynamic_slice %638, %c_43, %c_43, %651, %c_43, sizes = [1, 1, 1, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x32xi1>
      %653 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<1x32xi32>) -> tensor<1x1x1x32xi32>
      %654 = stablehlo.convert %652 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xi32>
      %655 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x1x32xi32>
      %656 = stablehlo.compare NE, %653, %655, SIGNED : (tensor<1x1x1x32xi32>, tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi1>
      %657 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x1x1x32xi32>
      %658 = stablehlo.compare NE, %654, %657, SIGNED : (tensor<1x1x1x32xi32>, tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi1>
      %659 = stablehlo.and %656, %658 : tensor<1x1x1x32xi1>
      %660 = stablehlo.convert %659 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %661 = stablehlo.compare LT, %iterArg_82, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %662 = stablehlo.add %iterArg_82, %c_44 : tensor<i32>
      %663 = stablehlo.select %661, %662, %iterArg_82 : tensor<i1>, tensor<i32>
      %664 = stablehlo.dynamic_update_slice %iterArg_83, %647, %c_43, %663, %c_43, %c_43 : (tensor<1x32x4x32xf32>, tensor<1x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
      %665 = stablehlo.compare LT, %iterArg_82, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %666 = stablehlo.add %iterArg_82, %c_44 : tensor<i32>
      %667 = stablehlo.select %665, %666, %iterArg_82 : tensor<i1>, tensor<i32>
      %668 = stablehlo.dynamic_update_slice %iterArg_84, %648, %c_43, %667, %c_43, %c_43 : (tensor<1x32x4x32xf32>, tensor<1x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
      %669 = stablehlo.add %iterArg_82, %c_1 : tensor<i32>
      %670 = stablehlo.iota dim = 0 : tensor<32xi32>
      %671 = stablehlo.add %iterArg_82, %c_1 : tensor<i32>
      %672 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %673 = stablehlo.compare LT, %670, %672, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
      %674 = stablehlo.broadcast_in_dim %673, dims = [3] : (tensor<32xi1>) -> tensor<1x1x1x32xi1>
      %675 = stablehlo.convert %674 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %676 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %677 = stablehlo.compare NE, %675, %676, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %678 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %679 = stablehlo.compare NE, %660, %678, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %680 = stablehlo.and %677, %679 : tensor<1x1x1x32xi1>
      %681 = stablehlo.convert %680 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %682 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %683 = stablehlo.compare GT, %681, %682, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %684 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %685 = stablehlo.convert %684 : tensor<1x1x1x32xf32>
      %686 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %687 = stablehlo.select %683, %685, %686 : tensor<1x1x1x32xi1>, tensor<1x1x1x32xf32>
      %688 = stablehlo.sqrt %cst_27 : tensor<f32>
      %689 = stablehlo.convert %688 : tensor<f32>
      %690 = stablehlo.broadcast_in_dim %689, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
      %691 = stablehlo.divide %646, %690 : tensor<1x1x4x32xf32>
      %692 = stablehlo.dot_general %691, %664, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x1x4x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x1x32xf32>
      %693 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x4x1x32xf32>
      %694 = stablehlo.add %692, %693 : tensor<1x4x1x32xf32>
      %695 = stablehlo.reduce(%694 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x32xf32>, tensor<f32>) -> tensor<1x4x1xf32>
      %696 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x4x1xf32>
      %697 = stablehlo.maximum %696, %695 : tensor<1x4x1xf32>
      %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
      %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x32xf32>
      %700 = stablehlo.subtract %694, %699 : tensor<1x4x1x32xf32>
      %701 = stablehlo.exponential %700 : tensor<1x4x1x32xf32>
      %702 = stablehlo.reduce(%701 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x32xf32>, tensor<f32>) -> tensor<1x4x1xf32>
      %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
      %704 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x32xf32>
      %705 = stablehlo.divide %701, %704 : tensor<1x4x1x32xf32>
      %706 = stablehlo.dot_general %668, %705, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x32x4x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x32x1xf32>
      %707 = stablehlo.transpose %706, dims = [0, 3, 1, 2] : (tensor<1x4x32x1xf32>) -> tensor<1x1x4x32xf32>
      %708 = stablehlo.reshape %707 : (tensor<1x1x4x32xf32>) -> tensor<1x1x128xf32>
      %709 = stablehlo.transpose %iterArg_63, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %710 = stablehlo.dot_general %708, %709, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x128xf32>) -> tensor<1x1x128xf32>
      %711 = stablehlo.broadcast_in_dim %iterArg_64, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %712 = stablehlo.add %710, %711 : tensor<1x1x128xf32>
      %713 = stablehlo.add %712, %606 : tensor<1x1x128xf32>
      %714 = stablehlo.multiply %713, %713 : tensor<1x1x128xf32>
      %715 = stablehlo.reduce(%713 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %716 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %717 = stablehlo.divide %715, %716 : tensor<1x1xf32>
      %718 = stablehlo.reduce(%714 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %719 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %720 = stablehlo.divide %718, %719 : tensor<1x1xf32>
      %721 = stablehlo.multiply %717, %717 : tensor<1x1xf32>
      %722 = stablehlo.subtract %720, %721 : tensor<1x1xf32>
      %723 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %724 = stablehlo.maximum %723, %722 : tensor<1x1xf32>
      %725 = stablehlo.broadcast_in_dim %717, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %726 = stablehlo.broadcast_in_dim %724, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %727 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %728 = stablehlo.subtract %713, %727 : tensor<1x1x128xf32>
      %729 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %730 = stablehlo.add %726, %729 : tensor<1x1x1xf32>
      %731 = stablehlo.rsqrt %730 : tensor<1x1x1xf32>
      %732 = stablehlo.reshape %iterArg_65 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %733 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %734 = stablehlo.multiply %733, %732 : tensor<1x1x128xf32>
      %735 = stablehlo.multiply %728, %734 : tensor<1x1x128xf32>
      %736 = stablehlo.reshape %iterArg_66 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %737 = stablehlo.add %735, %736 : tensor<1x1x128xf32>
      %738 = stablehlo.transpose %iterArg_67, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
      %739 = stablehlo.dot_general %737, %738, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x512xf32>) -> tensor<1x1x512xf32>
      %740 = stablehlo.broadcast_in_dim %iterArg_68, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %741 = stablehlo.add %739, %740 : tensor<1x1x512xf32>
      %742 = stablehlo.multiply %741, %741 : tensor<1x1x512xf32>
      %743 = stablehlo.multiply %742, %741 : tensor<1x1x512xf32>
      %744 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %745 = stablehlo.multiply %744, %743 : tensor<1x1x512xf32>
      %746 = stablehlo.add %741, %745 : tensor<1x1x512xf32>
      %747 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %748 = stablehlo.multiply %747, %746 : tensor<1x1x512xf32>
      %749 = stablehlo.tanh %748 : tensor<1x1x512xf32>
      %750 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %751 = stablehlo.add %750, %749 : tensor<1x1x512xf32>
      %752 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %753 = stablehlo.multiply %752, %751 : tensor<1x1x512xf32>
      %754 = stablehlo.multiply %741, %753 : tensor<1x1x512xf32>
      %755 = stablehlo.transpose %iterArg_69, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
      %756 = stablehlo.dot_general %754, %755, contracting_dims = [2] x [0] : (tensor<1x1x512xf32>, tensor<512x128xf32>) -> tensor<1x1x128xf32>
      %757 = stablehlo.broadcast_in_dim %iterArg_70, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %758 = stablehlo.add %756, %757 : tensor<1x1x128xf32>
      %759 = stablehlo.add %713, %758 : tensor<1x1x128xf32>
      %760 = stablehlo.multiply %759, %759 : tensor<1x1x128xf32>
      %761 = stablehlo.reduce(%759 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %762 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %763 = stablehlo.divide %761, %762 : tensor<1x1xf32>
      %764 = stablehlo.reduce(%760 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %765 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %766 = stablehlo.divide %764, %765 : tensor<1x1xf32>
      %767 = stablehlo.multiply %763, %763 : tensor<1x1xf32>
      %768 = stablehlo.subtract %766, %767 : tensor<1x1xf32>
      %769 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %770 = stablehlo.maximum %769, %768 : tensor<1x1xf32>
      %771 = stablehlo.broadcast_in_dim %763, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %772 = stablehlo.broadcast_in_dim %770, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %773 = stablehlo.broadcast_in_dim %771, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %774 = stablehlo.subtract %759, %773 : tensor<1x1x128xf32>
      %775 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %776 = stablehlo.add %772, %775 : tensor<1x1x1xf32>
      %777 = stablehlo.rsqrt %776 : tensor<1x1x1xf32>
      %778 = stablehlo.reshape %iterArg_71 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %779 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %780 = stablehlo.multiply %779, %778 : tensor<1x1x128xf32>
      %781 = stablehlo.multiply %774, %780 : tensor<1x1x128xf32>
      %782 = stablehlo.reshape %iterArg_72 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %783 = stablehlo.add %781, %782 : tensor<1x1x128xf32>
      %784 = stablehlo.transpose %iterArg_45, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
      %785 = stablehlo.dot_general %783, %784, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x1000xf32>) -> tensor<1x1x1000xf32>
      %786 = stablehlo.reshape %785 : (tensor<1x1x1000xf32>) -> tensor<1x1000xf32>
      %787 = stablehlo.subtract %iterArg_75, %c_43 : tensor<i32>
      %788 = func.call @clip(%787, %c_43, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %789 = stablehlo.subtract %c_1, %788 : tensor<i32>
      %790 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %791 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %792 = "stablehlo.scatter"(%786, %790, %791) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
        stablehlo.return %arg30 : tensor<f32>
      }) : (tensor<1x1000xf32>, tensor<1xi32>, tensor<1xf32>) -> tensor<1x1000xf32>
      %793 = func.call @_where_31(%789, %792, %786) : (tensor<i32>, tensor<1x1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
      %794 = func.call @argmax(%793) : (tensor<1x1000xf32>) -> tensor<1xi32>
      %795 = stablehlo.not %iterArg_78 : tensor<1xi1>
      %796 = stablehlo.convert %795 : (tensor<1xi1>) -> tensor<1xi32>
      %797 = stablehlo.multiply %794, %796 : tensor<1xi32>
      %798 = stablehlo.convert %iterArg_78 : (tensor<1xi1>) -> tensor<1xi32>
      %799 = stablehlo.broadcast_in_dim %iterArg_73, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %800 = stablehlo.multiply %799, %798 : tensor<1xi32>
      %801 = stablehlo.add %797, %800 : tensor<1xi32>
      %802 = stablehlo.broadcast_in_dim %iterArg_74, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %803 = stablehlo.compare EQ, %801, %802, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
      %804 = stablehlo.or %iterArg_78, %803 : tensor<1xi1>
      %805 = stablehlo.broadcast_in_dim %801, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
      %806 = stablehlo.compare LT, %iterArg_75, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %807 = stablehlo.convert %iterArg_75 : tensor<i32>
      %808 = stablehlo.add %807, %c_44 : tensor<i32>
      %809 = stablehlo.select %806, %808, %iterArg_75 : tensor<i1>, tensor<i32>
      %810 = stablehlo.dynamic_update_slice %iterArg_76, %805, %c_43, %809 : (tensor<1x32xi32>, tensor<1x1xi32>, tensor<i32>, tensor<i32>) -> tensor<1x32xi32>
      %811 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
      %812 = stablehlo.add %iterArg_85, %811 : tensor<1x1xi32>
      %813 = stablehlo.add %iterArg_75, %c_1 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %813, %810, %805, %804, %516, %511, %515, %669, %664, %668, %812 : tensor<1x32xi32>, tensor<1000x128xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x32xi32>, tensor<1x1xi32>, tensor<1xi1>, tensor<i32>, tensor<1x32x4x32xf32>, tensor<1x32x4x32xf32>, tensor<i32>, tensor<1x32x4x32xf32>, tensor<1x32x4x32xf32>, tensor<1x1xi32>
    }
    return %450#32 : tensor<1x32xi32>
  }
  func.func private @atleast_2d(%arg0: tensor<1x32xf32>) -> tensor<1x32xf32> {
    return %arg0 : tensor<1x32xf32>
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
  func.func private @_take(%arg0: tensor<1000x128xf32>, %arg1: tensor<1x32xi32>) -> tensor<1x32x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x32xi1>, tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<1x32x1xi1>, tensor<i1>) -> tensor<1x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<1x32x1xi32>) -> tensor<1x32x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<1x32x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x128xi1>, tensor<1x32x128xf32>
    return %16 : tensor<1x32x128xf32>
  }
  func.func private @_where(%arg0: tensor<1x32xi1>, %arg1: tensor<1x32xi32>, %arg2: tensor<1x32xi32>) -> tensor<1x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x32xi1>, tensor<1x32xi32>
    return %0 : tensor<1x32xi32>
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
  func.func private @_take_7(%arg0: tensor<32x128xf32>, %arg1: tensor<1x32xi32>) -> tensor<1x32x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x32xi1>, tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<1x32x1xi1>, tensor<i1>) -> tensor<1x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<32x128xf32>, tensor<1x32x1xi32>) -> tensor<1x32x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<1x32x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x128xi1>, tensor<1x32x128xf32>
    return %16 : tensor<1x32x128xf32>
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
  func.func private @_take_28(%arg0: tensor<1000x128xf32>, %arg1: tensor<1x8xi32>) -> tensor<1x8x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x8xi32>
    %4 = call @_where_29(%1, %3, %arg1) : (tensor<1x8xi1>, tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x8x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<1x8x1xi1>, tensor<i1>) -> tensor<1x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<1x8x1xi32>) -> tensor<1x8x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x8x128xi1>, tensor<1x8x128xf32>
    return %16 : tensor<1x8x128xf32>
  }
  func.func private @_where_29(%arg0: tensor<1x8xi1>, %arg1: tensor<1x8xi32>, %arg2: tensor<1x8xi32>) -> tensor<1x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x8xi1>, tensor<1x8xi32>
    return %0 : tensor<1x8xi32>
  }
  func.func private @_take_30(%arg0: tensor<32x128xf32>, %arg1: tensor<1x8xi32>) -> tensor<1x8x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x8xi32>
    %4 = call @_where_29(%1, %3, %arg1) : (tensor<1x8xi1>, tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x8x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<1x8x1xi1>, tensor<i1>) -> tensor<1x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<32x128xf32>, tensor<1x8x1xi32>) -> tensor<1x8x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x8x128xi1>, tensor<1x8x128xf32>
    return %16 : tensor<1x8x128xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_31(%arg0: tensor<i32>, %arg1: tensor<1x1000xf32>, %arg2: tensor<1x1000xf32>) -> tensor<1x1000xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<1x1000xf32>
    return %1 : tensor<1x1000xf32>
  }
  func.func private @argmax(%arg0: tensor<1x1000xf32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.iota dim = 1 : tensor<1x1000xi32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<1x1000xf32>, tensor<1x1000xi32>, tensor<f32>, tensor<i32>) -> (tensor<1xf32>, tensor<1xi32>)
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
    return %1#1 : tensor<1xi32>
  }
  func.func private @_take_32(%arg0: tensor<1000x128xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x1xi32>
    %4 = call @_where_33(%1, %3, %arg1) : (tensor<1x1xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.compare LE, %5, %8, SIGNED : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<1x1x1xi1>
    %11 = stablehlo.reduce(%10 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<1x1x1xi1>, tensor<i1>) -> tensor<1x1xi1>
    %12 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<1x1x1xi32>) -> tensor<1x1x128xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1x128xi1>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<1x1x128xi1>, tensor<1x1x128xf32>
    return %15 : tensor<1x1x128xf32>
  }
  func.func private @_where_33(%arg0: tensor<1x1xi1>, %arg1: tensor<1x1xi32>, %arg2: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x1xi1>, tensor<1x1xi32>
    return %0 : tensor<1x1xi32>
  }
  func.func private @_take_34(%arg0: tensor<32x128xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x1xi32>
    %4 = call @_where_33(%1, %3, %arg1) : (tensor<1x1xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.compare LE, %5, %8, SIGNED : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<1x1x1xi1>
    %11 = stablehlo.reduce(%10 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<1x1x1xi1>, tensor<i1>) -> tensor<1x1xi1>
    %12 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<32x128xf32>, tensor<1x1x1xi32>) -> tensor<1x1x128xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1x128xi1>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<1x1x128xi1>, tensor<1x1x128xf32>
    return %15 : tensor<1x1x128xf32>
  }
}
