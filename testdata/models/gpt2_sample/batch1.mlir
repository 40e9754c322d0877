module @jit_fn attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xf32>, %arg1: tensor<384x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x512xf32>, %arg12: tensor<384xf32>, %arg13: tensor<384x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<32x128xf32>, %arg27: tensor<1000x128xf32>, %arg28: tensor<1x8xi32>, %arg29: tensor<2xui32>) -> (tensor<1x32xi32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<8.000000e-01> : tensor<f32>
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
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %c_21 = stablehlo.constant dense<3187110288> : tensor<ui32>
    %c_22 = stablehlo.constant dense<802642106> : tensor<ui32>
    %c_23 = stablehlo.constant dense<178730832> : tensor<ui32>
    %c_24 = stablehlo.constant dense<28233567> : tensor<ui32>
    %c_25 = stablehlo.constant dense<3655871287> : tensor<ui32>
    %c_26 = stablehlo.constant dense<637396850> : tensor<ui32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_28 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_29 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %c_30 = stablehlo.constant dense<2741499576> : tensor<ui32>
    %c_31 = stablehlo.constant dense<2430065622> : tensor<ui32>
    %c_32 = stablehlo.constant dense<true> : tensor<i1>
    %c_33 = stablehlo.constant dense<2700756533> : tensor<ui32>
    %c_34 = stablehlo.constant dense<2935701187> : tensor<ui32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_38 = stablehlo.constant dense<159409637> : tensor<ui32>
    %cst_39 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %c_40 = stablehlo.constant dense<2025011123> : tensor<ui32>
    %c_41 = stablehlo.constant dense<-1> : tensor<i32>
    %c_42 = stablehlo.constant dense<32> : tensor<i32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_44 = stablehlo.constant dense<false> : tensor<i1>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.dynamic_update_slice %0, %arg28, %c_45, %c_45 : (tensor<1x32xi32>, tensor<1x8xi32>, tensor<i32>, tensor<i32>) -> tensor<1x32xi32>
    %2 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %3 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %4 = call @atleast_2d(%3) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<32xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %7 = stablehlo.shift_right_logical %c_45, %c_42 : tensor<i32>
    %8 = stablehlo.convert %7 : (tensor<i32>) -> tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %10 = stablehlo.and %c_45, %c_41 : tensor<i32>
    %11 = stablehlo.convert %10 : (tensor<i32>) -> tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %13 = stablehlo.concatenate %9, %12, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %14 = stablehlo.convert %3 : (tensor<1x32xf32>) -> tensor<1x32xi32>
    %15 = call @_threefry_fold_in(%13, %c_40) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %16 = call @_normal(%15) : (tensor<2xui32>) -> tensor<1000x128xf32>
    %17 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1000x128xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<1000x128xf32>
    %19 = call @_take(%18, %14) : (tensor<1000x128xf32>, tensor<1x32xi32>) -> tensor<1x32x128xf32>
    %20 = call @_threefry_fold_in(%13, %c_38) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %21 = call @_normal_2(%20) : (tensor<2xui32>) -> tensor<32x128xf32>
    %22 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<32x128xf32>
    %24 = call @_take_7(%23, %6) : (tensor<32x128xf32>, tensor<1x32xi32>) -> tensor<1x32x128xf32>
    %25 = call @_threefry_fold_in(%13, %c_34) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %26 = call @_threefry_fold_in(%13, %c_33) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %27 = call @_threefry_fold_in(%13, %c_31) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %28 = call @_normal_8(%27) : (tensor<2xui32>) -> tensor<384x128xf32>
    %29 = call @_threefry_fold_in(%13, %c_30) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %30 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x32x4x32xf32>
    %31 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x32x4x32xf32>
    %32 = call @_threefry_fold_in(%13, %c_26) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %33 = call @_normal_13(%32) : (tensor<2xui32>) -> tensor<128x128xf32>
    %34 = call @_threefry_fold_in(%13, %c_25) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %35 = call @_threefry_fold_in(%13, %c_24) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %36 = call @_threefry_fold_in(%13, %c_23) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %37 = call @_threefry_fold_in(%13, %c_22) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %38 = call @_normal_18(%37) : (tensor<2xui32>) -> tensor<512x128xf32>
    %39 = call @_threefry_fold_in(%13, %c_21) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %40 = call @_threefry_fold_in(%13, %c_17) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %41 = call @_normal_23(%40) : (tensor<2xui32>) -> tensor<128x512xf32>
    %42 = call @_threefry_fold_in(%13, %c_16) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %43 = call @_threefry_fold_in(%13, %c_15) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %44 = call @_threefry_fold_in(%13, %c_14) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %45 = call @_threefry_fold_in(%13, %c_13) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %46 = call @_normal_8(%45) : (tensor<2xui32>) -> tensor<384x128xf32>
    %47 = call @_threefry_fold_in(%13, %c_12) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x32x4x32xf32>
    %49 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x32x4x32xf32>
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
    %66 = call @_threefry_split(%arg29) : (tensor<2xui32>) -> tensor<2x2xui32>
    %67 = stablehlo.slice %66 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %68 = stablehlo.reshape %67 : (tensor<1x2xui32>) -> tensor<2xui32>
    %69 = stablehlo.slice %66 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %70 = stablehlo.reshape %69 : (tensor<1x2xui32>) -> tensor<2xui32>
    %71 = call @_take_30(%arg27, %arg28) : (tensor<1000x128xf32>, tensor<1x8xi32>) -> tensor<1x8x128xf32>
    %72 = call @_take_32(%arg26, %65) : (tensor<32x128xf32>, tensor<1x8xi32>) -> tensor<1x8x128xf32>
    %73 = stablehlo.add %71, %72 : tensor<1x8x128xf32>
    %74 = stablehlo.multiply %73, %73 : tensor<1x8x128xf32>
    %75 = stablehlo.reduce(%73 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %76 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %77 = stablehlo.divide %75, %76 : tensor<1x8xf32>
    %78 = stablehlo.reduce(%74 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %79 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %80 = stablehlo.divide %78, %79 : tensor<1x8xf32>
    %81 = stablehlo.multiply %77, %77 : tensor<1x8xf32>
    %82 = stablehlo.subtract %80, %81 : tensor<1x8xf32>
    %83 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %84 = stablehlo.maximum %83, %82 : tensor<1x8xf32>
    %85 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %88 = stablehlo.subtract %73, %87 : tensor<1x8x128xf32>
    %89 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %90 = stablehlo.add %86, %89 : tensor<1x8x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<1x8x1xf32>
    %92 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<1x8x128xf32>
    %96 = stablehlo.multiply %88, %95 : tensor<1x8x128xf32>
    %97 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %99 = stablehlo.add %96, %98 : tensor<1x8x128xf32>
    %100 = stablehlo.iota dim = 0 : tensor<32xi32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %106 = stablehlo.compare GE, %104, %105, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %108 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %109 = stablehlo.dot_general %99, %108, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x384xf32>) -> tensor<1x8x384xf32>
    %110 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<1x8x384xf32>
    %112 = stablehlo.add %109, %111 : tensor<1x8x384xf32>
    %113 = stablehlo.slice %112 [0:1, 0:8, 0:128] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %114 = stablehlo.slice %112 [0:1, 0:8, 128:256] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %115 = stablehlo.slice %112 [0:1, 0:8, 256:384] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %116 = stablehlo.reshape %113 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %117 = stablehlo.reshape %114 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %118 = stablehlo.reshape %115 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %119 = stablehlo.compare LT, %c_45, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %120 = stablehlo.add %c_45, %c_42 : tensor<i32>
    %121 = stablehlo.select %119, %120, %c_45 : tensor<i1>, tensor<i32>
    %122 = stablehlo.dynamic_slice %107, %c_45, %c_45, %121, %c_45, sizes = [1, 1, 8, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xi1>
    %123 = stablehlo.broadcast_in_dim %63, dims = [0, 3] : (tensor<1x32xi32>) -> tensor<1x1x1x32xi32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi32>) -> tensor<1x1x8x32xi32>
    %125 = stablehlo.convert %122 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xi32>
    %126 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1x1x8x32xi32>
    %127 = stablehlo.compare NE, %124, %126, SIGNED : (tensor<1x1x8x32xi32>, tensor<1x1x8x32xi32>) -> tensor<1x1x8x32xi1>
    %128 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1x1x8x32xi32>
    %129 = stablehlo.compare NE, %125, %128, SIGNED : (tensor<1x1x8x32xi32>, tensor<1x1x8x32xi32>) -> tensor<1x1x8x32xi1>
    %130 = stablehlo.and %127, %129 : tensor<1x1x8x32xi1>
    %131 = stablehlo.convert %130 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %132 = stablehlo.compare LT, %c_45, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.add %c_45, %c_42 : tensor<i32>
    %134 = stablehlo.select %132, %133, %c_45 : tensor<i1>, tensor<i32>
    %135 = stablehlo.dynamic_update_slice %30, %117, %c_45, %134, %c_45, %c_45 : (tensor<1x32x4x32xf32>, tensor<1x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
    %136 = stablehlo.compare LT, %c_45, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %137 = stablehlo.add %c_45, %c_42 : tensor<i32>
    %138 = stablehlo.select %136, %137, %c_45 : tensor<i1>, tensor<i32>
    %139 = stablehlo.dynamic_update_slice %31, %118, %c_45, %138, %c_45, %c_45 : (tensor<1x32x4x32xf32>, tensor<1x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
    %140 = stablehlo.add %c_45, %c_0 : tensor<i32>
    %141 = stablehlo.iota dim = 0 : tensor<32xi32>
    %142 = stablehlo.add %c_45, %c_0 : tensor<i32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %144 = stablehlo.compare LT, %141, %143, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %145 = stablehlo.broadcast_in_dim %144, dims = [3] : (tensor<32xi1>) -> tensor<1x1x8x32xi1>
    %146 = stablehlo.convert %145 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %147 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %148 = stablehlo.compare NE, %146, %147, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %149 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %150 = stablehlo.compare NE, %131, %149, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %151 = stablehlo.and %148, %150 : tensor<1x1x8x32xi1>
    %152 = stablehlo.convert %151 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %153 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %154 = stablehlo.compare GT, %152, %153, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %155 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %156 = stablehlo.convert %155 : tensor<1x1x8x32xf32>
    %157 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %158 = stablehlo.select %154, %156, %157 : tensor<1x1x8x32xi1>, tensor<1x1x8x32xf32>
    %159 = stablehlo.sqrt %cst_28 : tensor<f32>
    %160 = stablehlo.convert %159 : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %162 = stablehlo.divide %116, %161 : tensor<1x8x4x32xf32>
    %163 = stablehlo.dot_general %162, %135, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x8x4x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x8x32xf32>
    %164 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<1x1x8x32xf32>) -> tensor<1x4x8x32xf32>
    %165 = stablehlo.add %163, %164 : tensor<1x4x8x32xf32>
    %166 = stablehlo.reduce(%165 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x8x32xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %167 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x4x8xf32>
    %168 = stablehlo.maximum %167, %166 : tensor<1x4x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x32xf32>
    %171 = stablehlo.subtract %165, %170 : tensor<1x4x8x32xf32>
    %172 = stablehlo.exponential %171 : tensor<1x4x8x32xf32>
    %173 = stablehlo.reduce(%172 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<1x4x8x32xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x32xf32>
    %176 = stablehlo.divide %172, %175 : tensor<1x4x8x32xf32>
    %177 = stablehlo.dot_general %139, %176, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x32x4x32xf32>, tensor<1x4x8x32xf32>) -> tensor<1x4x32x8xf32>
    %178 = stablehlo.transpose %177, dims = [0, 3, 1, 2] : (tensor<1x4x32x8xf32>) -> tensor<1x8x4x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<1x8x4x32xf32>) -> tensor<1x8x128xf32>
    %180 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %181 = stablehlo.dot_general %179, %180, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x128xf32>) -> tensor<1x8x128xf32>
    %182 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %184 = stablehlo.add %181, %183 : tensor<1x8x128xf32>
    %185 = stablehlo.add %184, %73 : tensor<1x8x128xf32>
    %186 = stablehlo.multiply %185, %185 : tensor<1x8x128xf32>
    %187 = stablehlo.reduce(%185 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %188 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %189 = stablehlo.divide %187, %188 : tensor<1x8xf32>
    %190 = stablehlo.reduce(%186 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %191 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %192 = stablehlo.divide %190, %191 : tensor<1x8xf32>
    %193 = stablehlo.multiply %189, %189 : tensor<1x8xf32>
    %194 = stablehlo.subtract %192, %193 : tensor<1x8xf32>
    %195 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %196 = stablehlo.maximum %195, %194 : tensor<1x8xf32>
    %197 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %198 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %200 = stablehlo.subtract %185, %199 : tensor<1x8x128xf32>
    %201 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %202 = stablehlo.add %198, %201 : tensor<1x8x1xf32>
    %203 = stablehlo.rsqrt %202 : tensor<1x8x1xf32>
    %204 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<1x8x128xf32>
    %208 = stablehlo.multiply %200, %207 : tensor<1x8x128xf32>
    %209 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %211 = stablehlo.add %208, %210 : tensor<1x8x128xf32>
    %212 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %213 = stablehlo.dot_general %211, %212, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x512xf32>) -> tensor<1x8x512xf32>
    %214 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x8x512xf32>
    %216 = stablehlo.add %213, %215 : tensor<1x8x512xf32>
    %217 = stablehlo.multiply %216, %216 : tensor<1x8x512xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<1x8x512xf32>
    %219 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<1x8x512xf32>
    %221 = stablehlo.add %216, %220 : tensor<1x8x512xf32>
    %222 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<1x8x512xf32>
    %224 = stablehlo.tanh %223 : tensor<1x8x512xf32>
    %225 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %226 = stablehlo.add %225, %224 : tensor<1x8x512xf32>
    %227 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %228 = stablehlo.multiply %227, %226 : tensor<1x8x512xf32>
    %229 = stablehlo.multiply %216, %228 : tensor<1x8x512xf32>
    %230 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [2] x [0] : (tensor<1x8x512xf32>, tensor<512x128xf32>) -> tensor<1x8x128xf32>
    %232 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %234 = stablehlo.add %231, %233 : tensor<1x8x128xf32>
    %235 = stablehlo.add %185, %234 : tensor<1x8x128xf32>
    %236 = stablehlo.multiply %235, %235 : tensor<1x8x128xf32>
    %237 = stablehlo.reduce(%235 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %238 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %239 = stablehlo.divide %237, %238 : tensor<1x8xf32>
    %240 = stablehlo.reduce(%236 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %241 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %242 = stablehlo.divide %240, %241 : tensor<1x8xf32>
    %243 = stablehlo.multiply %239, %239 : tensor<1x8xf32>
    %244 = stablehlo.subtract %242, %243 : tensor<1x8xf32>
    %245 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %246 = stablehlo.maximum %245, %244 : tensor<1x8xf32>
    %247 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %250 = stablehlo.subtract %235, %249 : tensor<1x8x128xf32>
    %251 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %252 = stablehlo.add %248, %251 : tensor<1x8x1xf32>
    %253 = stablehlo.rsqrt %252 : tensor<1x8x1xf32>
    %254 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %256 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<1x8x128xf32>
    %258 = stablehlo.multiply %250, %257 : tensor<1x8x128xf32>
    %259 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %261 = stablehlo.add %258, %260 : tensor<1x8x128xf32>
    %262 = stablehlo.iota dim = 0 : tensor<32xi32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %268 = stablehlo.compare GE, %266, %267, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %270 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %271 = stablehlo.dot_general %261, %270, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x384xf32>) -> tensor<1x8x384xf32>
    %272 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<1x8x384xf32>
    %274 = stablehlo.add %271, %273 : tensor<1x8x384xf32>
    %275 = stablehlo.slice %274 [0:1, 0:8, 0:128] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %276 = stablehlo.slice %274 [0:1, 0:8, 128:256] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %277 = stablehlo.slice %274 [0:1, 0:8, 256:384] : (tensor<1x8x384xf32>) -> tensor<1x8x128xf32>
    %278 = stablehlo.reshape %275 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %279 = stablehlo.reshape %276 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %280 = stablehlo.reshape %277 : (tensor<1x8x128xf32>) -> tensor<1x8x4x32xf32>
    %281 = stablehlo.compare LT, %c_45, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %282 = stablehlo.add %c_45, %c_42 : tensor<i32>
    %283 = stablehlo.select %281, %282, %c_45 : tensor<i1>, tensor<i32>
    %284 = stablehlo.dynamic_slice %269, %c_45, %c_45, %283, %c_45, sizes = [1, 1, 8, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xi1>
    %285 = stablehlo.broadcast_in_dim %63, dims = [0, 3] : (tensor<1x32xi32>) -> tensor<1x1x1x32xi32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi32>) -> tensor<1x1x8x32xi32>
    %287 = stablehlo.convert %284 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xi32>
    %288 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1x1x8x32xi32>
    %289 = stablehlo.compare NE, %286, %288, SIGNED : (tensor<1x1x8x32xi32>, tensor<1x1x8x32xi32>) -> tensor<1x1x8x32xi1>
    %290 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1x1x8x32xi32>
    %291 = stablehlo.compare NE, %287, %290, SIGNED : (tensor<1x1x8x32xi32>, tensor<1x1x8x32xi32>) -> tensor<1x1x8x32xi1>
    %292 = stablehlo.and %289, %291 : tensor<1x1x8x32xi1>
    %293 = stablehlo.convert %292 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %294 = stablehlo.compare LT, %c_45, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %295 = stablehlo.add %c_45, %c_42 : tensor<i32>
    %296 = stablehlo.select %294, %295, %c_45 : tensor<i1>, tensor<i32>
    %297 = stablehlo.dynamic_update_slice %48, %279, %c_45, %296, %c_45, %c_45 : (tensor<1x32x4x32xf32>, tensor<1x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
    %298 = stablehlo.compare LT, %c_45, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %299 = stablehlo.add %c_45, %c_42 : tensor<i32>
    %300 = stablehlo.select %298, %299, %c_45 : tensor<i1>, tensor<i32>
    %301 = stablehlo.dynamic_update_slice %49, %280, %c_45, %300, %c_45, %c_45 : (tensor<1x32x4x32xf32>, tensor<1x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
    %302 = stablehlo.add %c_45, %c_0 : tensor<i32>
    %303 = stablehlo.iota dim = 0 : tensor<32xi32>
    %304 = stablehlo.add %c_45, %c_0 : tensor<i32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %306 = stablehlo.compare LT, %303, %305, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %307 = stablehlo.broadcast_in_dim %306, dims = [3] : (tensor<32xi1>) -> tensor<1x1x8x32xi1>
    %308 = stablehlo.convert %307 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %309 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %310 = stablehlo.compare NE, %308, %309, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %311 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %312 = stablehlo.compare NE, %293, %311, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %313 = stablehlo.and %310, %312 : tensor<1x1x8x32xi1>
    %314 = stablehlo.convert %313 : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x32xf32>
    %315 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %316 = stablehlo.compare GT, %314, %315, FLOAT : (tensor<1x1x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xi1>
    %317 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %318 = stablehlo.convert %317 : tensor<1x1x8x32xf32>
    %319 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %320 = stablehlo.select %316, %318, %319 : tensor<1x1x8x32xi1>, tensor<1x1x8x32xf32>
    %321 = stablehlo.sqrt %cst_28 : tensor<f32>
    %322 = stablehlo.convert %321 : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %324 = stablehlo.divide %278, %323 : tensor<1x8x4x32xf32>
    %325 = stablehlo.dot_general %324, %297, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x8x4x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x8x32xf32>
    %326 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<1x1x8x32xf32>) -> tensor<1x4x8x32xf32>
    %327 = stablehlo.add %325, %326 : tensor<1x4x8x32xf32>
    %328 = stablehlo.reduce(%327 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x8x32xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %329 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x4x8xf32>
    %330 = stablehlo.maximum %329, %328 : tensor<1x4x8xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x32xf32>
    %333 = stablehlo.subtract %327, %332 : tensor<1x4x8x32xf32>
    %334 = stablehlo.exponential %333 : tensor<1x4x8x32xf32>
    %335 = stablehlo.reduce(%334 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<1x4x8x32xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x32xf32>
    %338 = stablehlo.divide %334, %337 : tensor<1x4x8x32xf32>
    %339 = stablehlo.dot_general %301, %338, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x32x4x32xf32>, tensor<1x4x8x32xf32>) -> tensor<1x4x32x8xf32>
    %340 = stablehlo.transpose %339, dims = [0, 3, 1, 2] : (tensor<1x4x32x8xf32>) -> tensor<1x8x4x32xf32>
    %341 = stablehlo.reshape %340 : (tensor<1x8x4x32xf32>) -> tensor<1x8x128xf32>
    %342 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %343 = stablehlo.dot_general %341, %342, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x128xf32>) -> tensor<1x8x128xf32>
    %344 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %346 = stablehlo.add %343, %345 : tensor<1x8x128xf32>
    %347 = stablehlo.add %346, %235 : tensor<1x8x128xf32>
    %348 = stablehlo.multiply %347, %347 : tensor<1x8x128xf32>
    %349 = stablehlo.reduce(%347 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %350 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %351 = stablehlo.divide %349, %350 : tensor<1x8xf32>
    %352 = stablehlo.reduce(%348 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %353 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %354 = stablehlo.divide %352, %353 : tensor<1x8xf32>
    %355 = stablehlo.multiply %351, %351 : tensor<1x8xf32>
    %356 = stablehlo.subtract %354, %355 : tensor<1x8xf32>
    %357 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %358 = stablehlo.maximum %357, %356 : tensor<1x8xf32>
    %359 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %360 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %361 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %362 = stablehlo.subtract %347, %361 : tensor<1x8x128xf32>
    %363 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %364 = stablehlo.add %360, %363 : tensor<1x8x1xf32>
    %365 = stablehlo.rsqrt %364 : tensor<1x8x1xf32>
    %366 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %367 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %368 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %369 = stablehlo.multiply %367, %368 : tensor<1x8x128xf32>
    %370 = stablehlo.multiply %362, %369 : tensor<1x8x128xf32>
    %371 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %373 = stablehlo.add %370, %372 : tensor<1x8x128xf32>
    %374 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %375 = stablehlo.dot_general %373, %374, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x512xf32>) -> tensor<1x8x512xf32>
    %376 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x8x512xf32>
    %378 = stablehlo.add %375, %377 : tensor<1x8x512xf32>
    %379 = stablehlo.multiply %378, %378 : tensor<1x8x512xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<1x8x512xf32>
    %381 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<1x8x512xf32>
    %383 = stablehlo.add %378, %382 : tensor<1x8x512xf32>
    %384 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<1x8x512xf32>
    %386 = stablehlo.tanh %385 : tensor<1x8x512xf32>
    %387 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %388 = stablehlo.add %387, %386 : tensor<1x8x512xf32>
    %389 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x8x512xf32>
    %390 = stablehlo.multiply %389, %388 : tensor<1x8x512xf32>
    %391 = stablehlo.multiply %378, %390 : tensor<1x8x512xf32>
    %392 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %393 = stablehlo.dot_general %391, %392, contracting_dims = [2] x [0] : (tensor<1x8x512xf32>, tensor<512x128xf32>) -> tensor<1x8x128xf32>
    %394 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %396 = stablehlo.add %393, %395 : tensor<1x8x128xf32>
    %397 = stablehlo.add %347, %396 : tensor<1x8x128xf32>
    %398 = stablehlo.multiply %397, %397 : tensor<1x8x128xf32>
    %399 = stablehlo.reduce(%397 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %400 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %401 = stablehlo.divide %399, %400 : tensor<1x8xf32>
    %402 = stablehlo.reduce(%398 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x8x128xf32>, tensor<f32>) -> tensor<1x8xf32>
    %403 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %404 = stablehlo.divide %402, %403 : tensor<1x8xf32>
    %405 = stablehlo.multiply %401, %401 : tensor<1x8xf32>
    %406 = stablehlo.subtract %404, %405 : tensor<1x8xf32>
    %407 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %408 = stablehlo.maximum %407, %406 : tensor<1x8xf32>
    %409 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %410 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %411 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %412 = stablehlo.subtract %397, %411 : tensor<1x8x128xf32>
    %413 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %414 = stablehlo.add %410, %413 : tensor<1x8x1xf32>
    %415 = stablehlo.rsqrt %414 : tensor<1x8x1xf32>
    %416 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %417 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x128xf32>
    %418 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %419 = stablehlo.multiply %417, %418 : tensor<1x8x128xf32>
    %420 = stablehlo.multiply %412, %419 : tensor<1x8x128xf32>
    %421 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x8x128xf32>
    %423 = stablehlo.add %420, %422 : tensor<1x8x128xf32>
    %424 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %425 = stablehlo.dot_general %423, %424, contracting_dims = [2] x [0] : (tensor<1x8x128xf32>, tensor<128x1000xf32>) -> tensor<1x8x1000xf32>
    %426 = stablehlo.slice %425 [0:1, 7:8, 0:1000] : (tensor<1x8x1000xf32>) -> tensor<1x1x1000xf32>
    %427 = stablehlo.reshape %426 : (tensor<1x1x1000xf32>) -> tensor<1x1000xf32>
    %428 = stablehlo.subtract %c_0, %c_45 : tensor<i32>
    %429 = call @clip(%428, %c_45, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %430 = stablehlo.subtract %c_1, %429 : tensor<i32>
    %431 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %432 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %433 = "stablehlo.scatter"(%427, %431, %432) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      stablehlo.return %arg31 : tensor<f32>
    }) : (tensor<1x1000xf32>, tensor<1xi32>, tensor<1xf32>) -> tensor<1x1000xf32>
    %434 = call @_where_33(%430, %433, %427) : (tensor<i32>, tensor<1x1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %435 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1000xf32>
    %436 = stablehlo.divide %434, %435 : tensor<1x1000xf32>
    %437 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %438:2 = stablehlo.composite "chlo.top_k" %436 {composite_attributes = {k = 50 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<1x1000xf32>) -> (tensor<1x50xf32>, tensor<1x50xi32>)
    %439 = stablehlo.iota dim = 0 : tensor<1xi32>
    %440 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %441 = stablehlo.multiply %439, %440 : tensor<1xi32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x50xi32>
    %444 = stablehlo.reshape %443 : (tensor<1x50xi32>) -> tensor<50xi32>
    %445 = stablehlo.reshape %438#0 : (tensor<1x50xf32>) -> tensor<50xf32>
    %446 = stablehlo.reshape %438#1 : (tensor<1x50xi32>) -> tensor<50xi32>
    %447 = stablehlo.add %446, %444 : tensor<50xi32>
    %448 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<50xi32>
    %449 = stablehlo.compare LT, %447, %448, SIGNED : (tensor<50xi32>, tensor<50xi32>) -> tensor<50xi1>
    %450 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<50xi32>
    %451 = stablehlo.add %447, %450 : tensor<50xi32>
    %452 = stablehlo.select %449, %451, %447 : tensor<50xi1>, tensor<50xi32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0] : (tensor<50xi32>) -> tensor<50x1xi32>
    %454 = stablehlo.convert %437 : tensor<1000xf32>
    %455 = "stablehlo.scatter"(%454, %453, %445) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      stablehlo.return %arg31 : tensor<f32>
    }) : (tensor<1000xf32>, tensor<50x1xi32>, tensor<50xf32>) -> tensor<1000xf32>
    %456 = stablehlo.convert %455 : tensor<1000xf32>
    %457 = stablehlo.reshape %456 : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %458 = call @_gumbel(%68) : (tensor<2xui32>) -> tensor<1x1000xf32>
    %459 = stablehlo.convert %457 : tensor<1x1000xf32>
    %460 = stablehlo.add %458, %459 : tensor<1x1000xf32>
    %461 = call @argmax(%460) : (tensor<1x1000xf32>) -> tensor<1xi32>
    %462 = stablehlo.not %2 : tensor<1xi1>
    %463 = stablehlo.convert %462 : (tensor<1xi1>) -> tensor<1xi32>
    %464 = stablehlo.multiply %461, %463 : tensor<1xi32>
    %465 = stablehlo.convert %2 : (tensor<1xi1>) -> tensor<1xi32>
    %466 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %467 = stablehlo.multiply %466, %465 : tensor<1xi32>
    %468 = stablehlo.add %464, %467 : tensor<1xi32>
    %469 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %470 = stablehlo.compare EQ, %468, %469, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %471 = stablehlo.or %2, %470 : tensor<1xi1>
    %472 = stablehlo.broadcast_in_dim %468, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %473 = stablehlo.compare LT, %c_0, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %474 = stablehlo.add %c_0, %c_42 : tensor<i32>
    %475 = stablehlo.select %473, %474, %c_0 : tensor<i1>, tensor<i32>
    %476 = stablehlo.dynamic_update_slice %1, %472, %c_45, %475 : (tensor<1x32xi32>, tensor<1x1xi32>, tensor<i32>, tensor<i32>) -> tensor<1x32xi32>
    %477 = stablehlo.slice %65 [0:1, 7:8] : (tensor<1x8xi32>) -> tensor<1x1xi32>
    %478 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %479 = stablehlo.add %477, %478 : tensor<1x1xi32>
    %480 = stablehlo.add %c_0, %c_1 : tensor<i32>
    %481:43 = stablehlo.while(%iterArg = %63, %iterArg_46 = %arg27, %iterArg_47 = %arg26, %iterArg_48 = %arg5, %iterArg_49 = %arg4, %iterArg_50 = %arg1, %iterArg_51 = %arg0, %iterArg_52 = %arg3, %iterArg_53 = %arg2, %iterArg_54 = %arg7, %iterArg_55 = %arg6, %iterArg_56 = %arg9, %iterArg_57 = %arg8, %iterArg_58 = %arg11, %iterArg_59 = %arg10, %iterArg_60 = %arg17, %iterArg_61 = %arg16, %iterArg_62 = %arg13, %iterArg_63 = %arg12, %iterArg_64 = %arg15, %iterArg_65 = %arg14, %iterArg_66 = %arg19, %iterArg_67 = %arg18, %iterArg_68 = %arg21, %iterArg_69 = %arg20, %iterArg_70 = %arg23, %iterArg_71 = %arg22, %iterArg_72 = %arg25, %iterArg_73 = %arg24, %iterArg_74 = %c_45, %iterArg_75 = %c, %iterArg_76 = %480, %iterArg_77 = %476, %iterArg_78 = %472, %iterArg_79 = %471, %iterArg_80 = %70, %iterArg_81 = %140, %iterArg_82 = %135, %iterArg_83 = %139, %iterArg_84 = %302, %iterArg_85 = %297, %iterArg_86 = %301, %iterArg_87 = %479) : tensor<1x32xi32>, tensor<1000x128xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x32xi32>, tensor<1x1xi32>, tensor<1xi1>, tensor<2xui32>, tensor<i32>, tensor<1x32x4x32xf32>, tensor<1x32x4x32xf32>, tensor<i32>, tensor<1x32x4x32xf32>, tensor<1x32x4x32xf32>, tensor<1x1xi32>
    cond {
      %482 = stablehlo.compare EQ, %iterArg_76, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %483 = stablehlo.reduce(%iterArg_79 init: %c_32) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
      %484 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i1>) -> tensor<i1>
      %485 = stablehlo.compare NE, %482, %484, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %486 = stablehlo.convert %485 : tensor<i1>
      %487 = stablehlo.or %486, %483 : tensor<i1>
      %488 = stablehlo.not %487 : tensor<i1>
      stablehlo.return %488 : tensor<i1>
    } do {
      %482 = func.call @_threefry_split(%iterArg_80) : (tensor<2xui32>) -> tensor<2x2xui32>
      %483 = stablehlo.slice %482 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %484 = stablehlo.reshape %483 : (tensor<1x2xui32>) -> tensor<2xui32>
      %485 = stablehlo.slice %482 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %486 = stablehlo.reshape %485 : (tensor<1x2xui32>) -> tensor<2xui32>
      %487 = func.call @_take_37(%iterArg_46, %iterArg_78) : (tensor<1000x128xf32>, tensor<1x1xi32>) -> tensor<1x1x128xf32>
      %488 = func.call @_take_39(%iterArg_47, %iterArg_87) : (tensor<32x128xf32>, tensor<1x1xi32>) -> tensor<1x1x128xf32>
      %489 = stablehlo.add %487, %488 : tensor<1x1x128xf32>
      %490 = stablehlo.multiply %489, %489 : tensor<1x1x128xf32>
      %491 = stablehlo.reduce(%489 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %492 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %493 = stablehlo.divide %491, %492 : tensor<1x1xf32>
      %494 = stablehlo.reduce(%490 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %495 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %496 = stablehlo.divide %494, %495 : tensor<1x1xf32>
      %497 = stablehlo.multiply %493, %493 : tensor<1x1xf32>
      %498 = stablehlo.subtract %496, %497 : tensor<1x1xf32>
      %499 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %500 = stablehlo.maximum %499, %498 : tensor<1x1xf32>
      %501 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %502 = stablehlo.broadcast_in_dim %500, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %503 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %504 = stablehlo.subtract %489, %503 : tensor<1x1x128xf32>
      %505 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %506 = stablehlo.add %502, %505 : tensor<1x1x1xf32>
      %507 = stablehlo.rsqrt %506 : tensor<1x1x1xf32>
      %508 = stablehlo.reshape %iterArg_48 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %509 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %510 = stablehlo.multiply %509, %508 : tensor<1x1x128xf32>
      %511 = stablehlo.multiply %504, %510 : tensor<1x1x128xf32>
      %512 = stablehlo.reshape %iterArg_49 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %513 = stablehlo.add %511, %512 : tensor<1x1x128xf32>
      %514 = stablehlo.iota dim = 0 : tensor<32xi32>
      %515 = stablehlo.broadcast_in_dim %514, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %517 = stablehlo.broadcast_in_dim %515, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %518 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %519 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %520 = stablehlo.compare GE, %518, %519, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %521 = stablehlo.broadcast_in_dim %520, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %522 = stablehlo.transpose %iterArg_50, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
      %523 = stablehlo.dot_general %513, %522, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x384xf32>) -> tensor<1x1x384xf32>
      %524 = stablehlo.broadcast_in_dim %iterArg_51, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
      %525 = stablehlo.add %523, %524 : tensor<1x1x384xf32>
      %526 = stablehlo.slice %525 [0:1, 0:1, 0:128] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %527 = stablehlo.slice %525 [0:1, 0:1, 128:256] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %528 = stablehlo.slice %525 [0:1, 0:1, 256:384] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %529 = stablehlo.reshape %526 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %530 = stablehlo.reshape %527 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %531 = stablehlo.reshape %528 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %532 = stablehlo.compare LT, %iterArg_81, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %533 = stablehlo.add %iterArg_81, %c_42 : tensor<i32>
      %534 = stablehlo.select %532, %533, %iterArg_81 : tensor<i1>, tensor<i32>
      %535 = stablehlo.dynamic_slice %521, %c_45, %c_45, %534, %c_45, sizes = [1, 1, 1, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x32xi1>
      %536 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<1x32xi32>) -> tensor<1x1x1x32xi32>
      %537 = stablehlo.convert %535 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xi32>
      %538 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1x1x1x32xi32>
      %539 = stablehlo.compare NE, %536, %538, SIGNED : (tensor<1x1x1x32xi32>, tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi1>
      %540 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1x1x1x32xi32>
      %541 = stablehlo.compare NE, %537, %540, SIGNED : (tensor<1x1x1x32xi32>, tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi1>
      %542 = stablehlo.and %539, %541 : tensor<1x1x1x32xi1>
      %543 = stablehlo.convert %542 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %544 = stablehlo.compare LT, %iterArg_81, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %545 = stablehlo.add %iterArg_81, %c_42 : tensor<i32>
      %546 = stablehlo.select %544, %545, %iterArg_81 : tensor<i1>, tensor<i32>
      %547 = stablehlo.dynamic_update_slice %iterArg_82, %530, %c_45, %546, %c_45, %c_45 : (tensor<1x32x4x32xf32>, tensor<1x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
      %548 = stablehlo.compare LT, %iterArg_81, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %549 = stablehlo.add %iterArg_81, %c_42 : tensor<i32>
      %550 = stablehlo.select %548, %549, %iterArg_81 : tensor<i1>, tensor<i32>
      %551 = stablehlo.dynamic_update_slice %iterArg_83, %531, %c_45, %550, %c_45, %c_45 : (tensor<1x32x4x32xf32>, tensor<1x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
      %552 = stablehlo.add %iterArg_81, %c_1 : tensor<i32>
      %553 = stablehlo.iota dim = 0 : tensor<32xi32>
      %554 = stablehlo.add %iterArg_81, %c_1 : tensor<i32>
      %555 = stablehlo.broadcast_in_dim %554, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %556 = stablehlo.compare LT, %553, %555, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
      %557 = stablehlo.broadcast_in_dim %556, dims = [3] : (tensor<32xi1>) -> tensor<1x1x1x32xi1>
      %558 = stablehlo.convert %557 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %559 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %560 = stablehlo.compare NE, %558, %559, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %561 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %562 = stablehlo.compare NE, %543, %561, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %563 = stablehlo.and %560, %562 : tensor<1x1x1x32xi1>
      %564 = stablehlo.convert %563 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %565 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %566 = stablehlo.compare GT, %564, %565, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %567 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %568 = stablehlo.convert %567 : tensor<1x1x1x32xf32>
      %569 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %570 = stablehlo.select %566, %568, %569 : tensor<1x1x1x32xi1>, tensor<1x1x1x32xf32>
      %571 = stablehlo.sqrt %cst_28 : tensor<f32>
      %572 = stablehlo.convert %571 : tensor<f32>
      %573 = stablehlo.broadcast_in_dim %572, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
      %574 = stablehlo.divide %529, %573 : tensor<1x1x4x32xf32>
      %575 = stablehlo.dot_general %574, %547, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x1x4x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x1x32xf32>
      %576 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x4x1x32xf32>
      %577 = stablehlo.add %575, %576 : tensor<1x4x1x32xf32>
      %578 = stablehlo.reduce(%577 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x32xf32>, tensor<f32>) -> tensor<1x4x1xf32>
      %579 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x4x1xf32>
      %580 = stablehlo.maximum %579, %578 : tensor<1x4x1xf32>
      %581 = stablehlo.broadcast_in_dim %580, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
      %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x32xf32>
      %583 = stablehlo.subtract %577, %582 : tensor<1x4x1x32xf32>
      %584 = stablehlo.exponential %583 : tensor<1x4x1x32xf32>
      %585 = stablehlo.reduce(%584 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x32xf32>, tensor<f32>) -> tensor<1x4x1xf32>
      %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
      %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x32xf32>
      %588 = stablehlo.divide %584, %587 : tensor<1x4x1x32xf32>
      %589 = stablehlo.dot_general %551, %588, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x32x4x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x32x1xf32>
      %590 = stablehlo.transpose %589, dims = [0, 3, 1, 2] : (tensor<1x4x32x1xf32>) -> tensor<1x1x4x32xf32>
      %591 = stablehlo.reshape %590 : (tensor<1x1x4x32xf32>) -> tensor<1x1x128xf32>
      %592 = stablehlo.transpose %iterArg_52, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %593 = stablehlo.dot_general %591, %592, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x128xf32>) -> tensor<1x1x128xf32>
      %594 = stablehlo.broadcast_in_dim %iterArg_53, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %595 = stablehlo.add %593, %594 : tensor<1x1x128xf32>
      %596 = stablehlo.add %595, %489 : tensor<1x1x128xf32>
      %597 = stablehlo.multiply %596, %596 : tensor<1x1x128xf32>
      %598 = stablehlo.reduce(%596 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %599 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %600 = stablehlo.divide %598, %599 : tensor<1x1xf32>
      %601 = stablehlo.reduce(%597 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %602 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %603 = stablehlo.divide %601, %602 : tensor<1x1xf32>
      %604 = stablehlo.multiply %600, %600 : tensor<1x1xf32>
      %605 = stablehlo.subtract %603, %604 : tensor<1x1xf32>
      %606 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %607 = stablehlo.maximum %606, %605 : tensor<1x1xf32>
      %608 = stablehlo.broadcast_in_dim %600, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %609 = stablehlo.broadcast_in_dim %607, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %610 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %611 = stablehlo.subtract %596, %610 : tensor<1x1x128xf32>
      %612 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %613 = stablehlo.add %609, %612 : tensor<1x1x1xf32>
      %614 = stablehlo.rsqrt %613 : tensor<1x1x1xf32>
      %615 = stablehlo.reshape %iterArg_54 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %616 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %617 = stablehlo.multiply %616, %615 : tensor<1x1x128xf32>
      %618 = stablehlo.multiply %611, %617 : tensor<1x1x128xf32>
      %619 = stablehlo.reshape %iterArg_55 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %620 = stablehlo.add %618, %619 : tensor<1x1x128xf32>
      %621 = stablehlo.transpose %iterArg_56, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
      %622 = stablehlo.dot_general %620, %621, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x512xf32>) -> tensor<1x1x512xf32>
      %623 = stablehlo.broadcast_in_dim %iterArg_57, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %624 = stablehlo.add %622, %623 : tensor<1x1x512xf32>
      %625 = stablehlo.multiply %624, %624 : tensor<1x1x512xf32>
      %626 = stablehlo.multiply %625, %624 : tensor<1x1x512xf32>
      %627 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %628 = stablehlo.multiply %627, %626 : tensor<1x1x512xf32>
      %629 = stablehlo.add %624, %628 : tensor<1x1x512xf32>
      %630 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %631 = stablehlo.multiply %630, %629 : tensor<1x1x512xf32>
      %632 = stablehlo.tanh %631 : tensor<1x1x512xf32>
      %633 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %634 = stablehlo.add %633, %632 : tensor<1x1x512xf32>
      %635 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %636 = stablehlo.multiply %635, %634 : tensor<1x1x512xf32>
      %637 = stablehlo.multiply %624, %636 : tensor<1x1x512xf32>
      %638 = stablehlo.transpose %iterArg_58, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
      %639 = stablehlo.dot_general %637, %638, contracting_dims = [2] x [0] : (tensor<1x1x512xf32>, tensor<512x128xf32>) -> tensor<1x1x128xf32>
      %640 = stablehlo.broadcast_in_dim %iterArg_59, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %641 = stablehlo.add %639, %640 : tensor<1x1x128xf32>
      %642 = stablehlo.add %596, %641 : tensor<1x1x128xf32>
      %643 = stablehlo.multiply %642, %642 : tensor<1x1x128xf32>
      %644 = stablehlo.reduce(%642 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %645 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %646 = stablehlo.divide %644, %645 : tensor<1x1xf32>
      %647 = stablehlo.reduce(%643 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %648 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %649 = stablehlo.divide %647, %648 : tensor<1x1xf32>
      %650 = stablehlo.multiply %646, %646 : tensor<1x1xf32>
      %651 = stablehlo.subtract %649, %650 : tensor<1x1xf32>
      %652 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %653 = stablehlo.maximum %652, %651 : tensor<1x1xf32>
      %654 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %655 = stablehlo.broadcast_in_dim %653, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %656 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %657 = stablehlo.subtract %642, %656 : tensor<1x1x128xf32>
      %658 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %659 = stablehlo.add %655, %658 : tensor<1x1x1xf32>
      %660 = stablehlo.rsqrt %659 : tensor<1x1x1xf32>
      %661 = stablehlo.reshape %iterArg_60 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %662 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %663 = stablehlo.multiply %662, %661 : tensor<1x1x128xf32>
      %664 = stablehlo.multiply %657, %663 : tensor<1x1x128xf32>
      %665 = stablehlo.reshape %iterArg_61 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %666 = stablehlo.add %664, %665 : tensor<1x1x128xf32>
      %667 = stablehlo.iota dim = 0 : tensor<32xi32>
      %668 = stablehlo.broadcast_in_dim %667, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %670 = stablehlo.broadcast_in_dim %668, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %671 = stablehlo.broadcast_in_dim %669, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %672 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %673 = stablehlo.compare GE, %671, %672, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %674 = stablehlo.broadcast_in_dim %673, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %675 = stablehlo.transpose %iterArg_62, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
      %676 = stablehlo.dot_general %666, %675, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x384xf32>) -> tensor<1x1x384xf32>
      %677 = stablehlo.broadcast_in_dim %iterArg_63, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
      %678 = stablehlo.add %676, %677 : tensor<1x1x384xf32>
      %679 = stablehlo.slice %678 [0:1, 0:1, 0:128] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %680 = stablehlo.slice %678 [0:1, 0:1, 128:256] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %681 = stablehlo.slice %678 [0:1, 0:1, 256:384] : (tensor<1x1x384xf32>) -> tensor<1x1x128xf32>
      %682 = stablehlo.reshape %679 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %683 = stablehlo.reshape %680 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %684 = stablehlo.reshape %681 : (tensor<1x1x128xf32>) -> tensor<1x1x4x32xf32>
      %685 = stablehlo.compare LT, %iterArg_84, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %686 = stablehlo.add %iterArg_84, %c_42 : tensor<i32>
      %687 = stablehlo.select %685, %686, %iterArg_84 : tensor<i1>, tensor<i32>
      %688 = stablehlo.dynamic_slice %674, %c_45, %c_45, %687, %c_45, sizes = [1, 1, 1, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x32xi1>
      %689 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<1x32xi32>) -> tensor<1x1x1x32xi32>
      %690 = stablehlo.convert %688 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xi32>
      %691 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1x1x1x32xi32>
      %692 = stablehlo.compare NE, %689, %691, SIGNED : (tensor<1x1x1x32xi32>, tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi1>
      %693 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1x1x1x32xi32>
      %694 = stablehlo.compare NE, %690, %693, SIGNED : (tensor<1x1x1x32xi32>, tensor<1x1x1x32xi32>) -> tensor<1x1x1x32xi1>
      %695 = stablehlo.and %692, %694 : tensor<1x1x1x32xi1>
      %696 = stablehlo.convert %695 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %697 = stablehlo.compare LT, %iterArg_84, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %698 = stablehlo.add %iterArg_84, %c_42 : tensor<i32>
      %699 = stablehlo.select %697, %698, %iterArg_84 : tensor<i1>, tensor<i32>
      %700 = stablehlo.dynamic_update_slice %iterArg_85, %683, %c_45, %699, %c_45, %c_45 : (tensor<1x32x4x32xf32>, tensor<1x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
      %701 = stablehlo.compare LT, %iterArg_84, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %702 = stablehlo.add %iterArg_84, %c_42 : tensor<i32>
      %703 = stablehlo.select %701, %702, %iterArg_84 : tensor<i1>, tensor<i32>
      %704 = stablehlo.dynamic_update_slice %iterArg_86, %684, %c_45, %703, %c_45, %c_45 : (tensor<1x32x4x32xf32>, tensor<1x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x32xf32>
      %705 = stablehlo.add %iterArg_84, %c_1 : tensor<i32>
      %706 = stablehlo.iota dim = 0 : tensor<32xi32>
      %707 = stablehlo.add %iterArg_84, %c_1 : tensor<i32>
      %708 = stablehlo.broadcast_in_dim %707, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %709 = stablehlo.compare LT, %706, %708, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
      %710 = stablehlo.broadcast_in_dim %709, dims = [3] : (tensor<32xi1>) -> tensor<1x1x1x32xi1>
      %711 = stablehlo.convert %710 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %712 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %713 = stablehlo.compare NE, %711, %712, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %714 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %715 = stablehlo.compare NE, %696, %714, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %716 = stablehlo.and %713, %715 : tensor<1x1x1x32xi1>
      %717 = stablehlo.convert %716 : (tensor<1x1x1x32xi1>) -> tensor<1x1x1x32xf32>
      %718 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %719 = stablehlo.compare GT, %717, %718, FLOAT : (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xi1>
      %720 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %721 = stablehlo.convert %720 : tensor<1x1x1x32xf32>
      %722 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
      %723 = stablehlo.select %719, %721, %722 : tensor<1x1x1x32xi1>, tensor<1x1x1x32xf32>
      %724 = stablehlo.sqrt %cst_28 : tensor<f32>
      %725 = stablehlo.convert %724 : tensor<f32>
      %726 = stablehlo.broadcast_in_dim %725, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
      %727 = stablehlo.divide %682, %726 : tensor<1x1x4x32xf32>
      %728 = stablehlo.dot_general %727, %700, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x1x4x32xf32>, tensor<1x32x4x32xf32>) -> tensor<1x4x1x32xf32>
      %729 = stablehlo.broadcast_in_dim %723, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x4x1x32xf32>
      %730 = stablehlo.add %728, %729 : tensor<1x4x1x32xf32>
      %731 = stablehlo.reduce(%730 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x32xf32>, tensor<f32>) -> tensor<1x4x1xf32>
      %732 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x4x1xf32>
      %733 = stablehlo.maximum %732, %731 : tensor<1x4x1xf32>
      %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
      %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x32xf32>
      %736 = stablehlo.subtract %730, %735 : tensor<1x4x1x32xf32>
      %737 = stablehlo.exponential %736 : tensor<1x4x1x32xf32>
      %738 = stablehlo.reduce(%737 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x32xf32>, tensor<f32>) -> tensor<1x4x1xf32>
      %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
      %740 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x32xf32>
      %741 = stablehlo.divide %737, %740 : tensor<1x4x1x32xf32>
      %742 = stablehlo.dot_general %704, %741, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<1x32x4x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x32x1xf32>
      %743 = stablehlo.transpose %742, dims = [0, 3, 1, 2] : (tensor<1x4x32x1xf32>) -> tensor<1x1x4x32xf32>
      %744 = stablehlo.reshape %743 : (tensor<1x1x4x32xf32>) -> tensor<1x1x128xf32>
      %745 = stablehlo.transpose %iterArg_64, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %746 = stablehlo.dot_general %744, %745, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x128xf32>) -> tensor<1x1x128xf32>
      %747 = stablehlo.broadcast_in_dim %iterArg_65, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %748 = stablehlo.add %746, %747 : tensor<1x1x128xf32>
      %749 = stablehlo.add %748, %642 : tensor<1x1x128xf32>
      %750 = stablehlo.multiply %749, %749 : tensor<1x1x128xf32>
      %751 = stablehlo.reduce(%749 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %752 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %753 = stablehlo.divide %751, %752 : tensor<1x1xf32>
      %754 = stablehlo.reduce(%750 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %755 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %756 = stablehlo.divide %754, %755 : tensor<1x1xf32>
      %757 = stablehlo.multiply %753, %753 : tensor<1x1xf32>
      %758 = stablehlo.subtract %756, %757 : tensor<1x1xf32>
      %759 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %760 = stablehlo.maximum %759, %758 : tensor<1x1xf32>
      %761 = stablehlo.broadcast_in_dim %753, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %762 = stablehlo.broadcast_in_dim %760, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %763 = stablehlo.broadcast_in_dim %761, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %764 = stablehlo.subtract %749, %763 : tensor<1x1x128xf32>
      %765 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %766 = stablehlo.add %762, %765 : tensor<1x1x1xf32>
      %767 = stablehlo.rsqrt %766 : tensor<1x1x1xf32>
      %768 = stablehlo.reshape %iterArg_66 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %769 = stablehlo.broadcast_in_dim %767, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %770 = stablehlo.multiply %769, %768 : tensor<1x1x128xf32>
      %771 = stablehlo.multiply %764, %770 : tensor<1x1x128xf32>
      %772 = stablehlo.reshape %iterArg_67 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %773 = stablehlo.add %771, %772 : tensor<1x1x128xf32>
      %774 = stablehlo.transpose %iterArg_68, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
      %775 = stablehlo.dot_general %773, %774, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x512xf32>) -> tensor<1x1x512xf32>
      %776 = stablehlo.broadcast_in_dim %iterArg_69, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %777 = stablehlo.add %775, %776 : tensor<1x1x512xf32>
      %778 = stablehlo.multiply %777, %777 : tensor<1x1x512xf32>
      %779 = stablehlo.multiply %778, %777 : tensor<1x1x512xf32>
      %780 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %781 = stablehlo.multiply %780, %779 : tensor<1x1x512xf32>
      %782 = stablehlo.add %777, %781 : tensor<1x1x512xf32>
      %783 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %784 = stablehlo.multiply %783, %782 : tensor<1x1x512xf32>
      %785 = stablehlo.tanh %784 : tensor<1x1x512xf32>
      %786 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %787 = stablehlo.add %786, %785 : tensor<1x1x512xf32>
      %788 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x512xf32>
      %789 = stablehlo.multiply %788, %787 : tensor<1x1x512xf32>
      %790 = stablehlo.multiply %777, %789 : tensor<1x1x512xf32>
      %791 = stablehlo.transpose %iterArg_70, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
      %792 = stablehlo.dot_general %790, %791, contracting_dims = [2] x [0] : (tensor<1x1x512xf32>, tensor<512x128xf32>) -> tensor<1x1x128xf32>
      %793 = stablehlo.broadcast_in_dim %iterArg_71, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %794 = stablehlo.add %792, %793 : tensor<1x1x128xf32>
      %795 = stablehlo.add %749, %794 : tensor<1x1x128xf32>
      %796 = stablehlo.multiply %795, %795 : tensor<1x1x128xf32>
      %797 = stablehlo.reduce(%795 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %798 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %799 = stablehlo.divide %797, %798 : tensor<1x1xf32>
      %800 = stablehlo.reduce(%796 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<1x1xf32>
      %801 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %802 = stablehlo.divide %800, %801 : tensor<1x1xf32>
      %803 = stablehlo.multiply %799, %799 : tensor<1x1xf32>
      %804 = stablehlo.subtract %802, %803 : tensor<1x1xf32>
      %805 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %806 = stablehlo.maximum %805, %804 : tensor<1x1xf32>
      %807 = stablehlo.broadcast_in_dim %799, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %808 = stablehlo.broadcast_in_dim %806, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
      %809 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %810 = stablehlo.subtract %795, %809 : tensor<1x1x128xf32>
      %811 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
      %812 = stablehlo.add %808, %811 : tensor<1x1x1xf32>
      %813 = stablehlo.rsqrt %812 : tensor<1x1x1xf32>
      %814 = stablehlo.reshape %iterArg_72 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %815 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x128xf32>
      %816 = stablehlo.multiply %815, %814 : tensor<1x1x128xf32>
      %817 = stablehlo.multiply %810, %816 : tensor<1x1x128xf32>
      %818 = stablehlo.reshape %iterArg_73 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %819 = stablehlo.add %817, %818 : tensor<1x1x128xf32>
      %820 = stablehlo.transpose %iterArg_46, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
      %821 = stablehlo.dot_general %819, %820, contracting_dims = [2] x [0] : (tensor<1x1x128xf32>, tensor<128x1000xf32>) -> tensor<1x1x1000xf32>
      %822 = stablehlo.reshape %821 : (tensor<1x1x1000xf32>) -> tensor<1x1000xf32>
      %823 = stablehlo.subtract %iterArg_76, %c_45 : tensor<i32>
      %824 = func.call @clip(%823, %c_45, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %825 = stablehlo.subtract %c_1, %824 : tensor<i32>
      %826 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %827 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %828 = "stablehlo.scatter"(%822, %826, %827) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        stablehlo.return %arg31 : tensor<f32>
      }) : (tensor<1x1000xf32>, tensor<1xi32>, tensor<1xf32>) -> tensor<1x1000xf32>
      %829 = func.call @_where_33(%825, %828, %822) : (tensor<i32>, tensor<1x1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
      %830 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1000xf32>
      %831 = stablehlo.divide %829, %830 : tensor<1x1000xf32>
      %832 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1000xf32>
      %833:2 = stablehlo.composite "chlo.top_k" %831 {composite_attributes = {k = 50 : i64}, decomposition = @chlo.top_k.impl_0, version = 1 : i32} : (tensor<1x1000xf32>) -> (tensor<1x50xf32>, tensor<1x50xi32>)
      %834 = stablehlo.iota dim = 0 : tensor<1xi32>
      %835 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %836 = stablehlo.multiply %834, %835 : tensor<1xi32>
      %837 = stablehlo.broadcast_in_dim %836, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
      %838 = stablehlo.broadcast_in_dim %837, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x50xi32>
      %839 = stablehlo.reshape %838 : (tensor<1x50xi32>) -> tensor<50xi32>
      %840 = stablehlo.reshape %833#0 : (tensor<1x50xf32>) -> tensor<50xf32>
      %841 = stablehlo.reshape %833#1 : (tensor<1x50xi32>) -> tensor<50xi32>
      %842 = stablehlo.add %841, %839 : tensor<50xi32>
      %843 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<50xi32>
      %844 = stablehlo.compare LT, %842, %843, SIGNED : (tensor<50xi32>, tensor<50xi32>) -> tensor<50xi1>
      %845 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<50xi32>
      %846 = stablehlo.add %842, %845 : tensor<50xi32>
      %847 = stablehlo.select %844, %846, %842 : tensor<50xi1>, tensor<50xi32>
      %848 = stablehlo.broadcast_in_dim %847, dims = [0] : (tensor<50xi32>) -> tensor<50x1xi32>
      %849 = stablehlo.convert %832 : tensor<1000xf32>
      %850 = "stablehlo.scatter"(%849, %848, %840) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        stablehlo.return %arg31 : tensor<f32>
      }) : (tensor<1000xf32>, tensor<50x1xi32>, tensor<50xf32>) -> tensor<1000xf32>
      %851 = stablehlo.convert %850 : tensor<1000xf32>
      %852 = stablehlo.reshape %851 : (tensor<1000xf32>) -> tensor<1x1000xf32>
      %853 = func.call @_gumbel(%484) : (tensor<2xui32>) -> tensor<1x1000xf32>
      %854 = stablehlo.convert %852 : tensor<1x1000xf32>
      %855 = stablehlo.add %853, %854 : tensor<1x1000xf32>
      %856 = func.call @argmax(%855) : (tensor<1x1000xf32>) -> tensor<1xi32>
      %857 = stablehlo.not %iterArg_79 : tensor<1xi1>
      %858 = stablehlo.convert %857 : (tensor<1xi1>) -> tensor<1xi32>
      %859 = stablehlo.multiply %856, %858 : tensor<1xi32>
      %860 = stablehlo.convert %iterArg_79 : (tensor<1xi1>) -> tensor<1xi32>
      %861 = stablehlo.broadcast_in_dim %iterArg_74, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %862 = stablehlo.multiply %861, %860 : tensor<1xi32>
      %863 = stablehlo.add %859, %862 : tensor<1xi32>
      %864 = stablehlo.broadcast_in_dim %iterArg_75, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %865 = stablehlo.compare EQ, %863, %864, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
      %866 = stablehlo.or %iterArg_79, %865 : tensor<1xi1>
      %867 = stablehlo.broadcast_in_dim %863, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
      %868 = stablehlo.compare LT, %iterArg_76, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %869 = stablehlo.convert %iterArg_76 : tensor<i32>
      %870 = stablehlo.add %869, %c_42 : tensor<i32>
      %871 = stablehlo.select %868, %870, %iterArg_76 : tensor<i1>, tensor<i32>
      %872 = stablehlo.dynamic_update_slice %iterArg_77, %867, %c_45, %871 : (tensor<1x32xi32>, tensor<1x1xi32>, tensor<i32>, tensor<i32>) -> tensor<1x32xi32>
      %873 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
      %874 = stablehlo.add %iterArg_87, %873 : tensor<1x1xi32>
      %875 = stablehlo.add %iterArg_76, %c_1 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %875, %872, %867, %866, %486, %552, %547, %551, %705, %700, %704, %874 : tensor<1x32xi32>, tensor<1000x128xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x32xi32>, tensor<1x1xi32>, tensor<1xi1>, tensor<2xui32>, tensor<i32>, tensor<1x32x4x32xf32>, tensor<1x32x4x32xf32>, tensor<i32>, tensor<1x32x4x32xf32>, tensor<1x32x4x32xf32>, tensor<1x1xi32>
    }
    return %481#32 : tensor<1x32xi32>
  }
  func.func private @chlo.top_k.impl_0(%arg0: tensor<1x1000xf32>) -> (tensor<1x50xf32>, tensor<1x50xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<1x1000xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<1x1000xf32>, tensor<1x1000xi32>) -> (tensor<1x1000xf32>, tensor<1x1000xi32>)
    %2 = stablehlo.slice %1#0 [0:1, 0:50] : (tensor<1x1000xf32>) -> tensor<1x50xf32>
    %3 = stablehlo.slice %1#1 [0:1, 0:50] : (tensor<1x1000xi32>) -> tensor<1x50xi32>
    return %2, %3 : tensor<1x50xf32>, tensor<1x50xi32>
  }
  func.func private @chlo.top_k.impl(%arg0: tensor<1x1000xf32>) -> (tensor<1x50xf32>, tensor<1x50xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<1x1000xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<1x1000xf32>, tensor<1x1000xi32>) -> (tensor<1x1000xf32>, tensor<1x1000xi32>)
    %2 = stablehlo.slice %1#0 [0:1, 0:50] : (tensor<1x1000xf32>) -> tensor<1x50xf32>
    %3 = stablehlo.slice %1#1 [0:1, 0:50] : (tensor<1x1000xi32>) -> tensor<1x50xi32>
    return %2, %3 : tensor<1x50xf32>, tensor<1x50xi32>
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
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_28(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_28(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_29(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call_29(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_take_30(%arg0: tensor<1000x128xf32>, %arg1: tensor<1x8xi32>) -> tensor<1x8x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x8xi32>
    %4 = call @_where_31(%1, %3, %arg1) : (tensor<1x8xi1>, tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi32>
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
  func.func private @_where_31(%arg0: tensor<1x8xi1>, %arg1: tensor<1x8xi32>, %arg2: tensor<1x8xi32>) -> tensor<1x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x8xi1>, tensor<1x8xi32>
    return %0 : tensor<1x8xi32>
  }
  func.func private @_take_32(%arg0: tensor<32x128xf32>, %arg1: tensor<1x8xi32>) -> tensor<1x8x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x8xi32>
    %4 = call @_where_31(%1, %3, %arg1) : (tensor<1x8xi1>, tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi32>
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
  func.func private @_where_33(%arg0: tensor<i32>, %arg1: tensor<1x1000xf32>, %arg2: tensor<1x1000xf32>) -> tensor<1x1000xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<1x1000xf32>
    return %1 : tensor<1x1000xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<1x1000xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform_34(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1000xf32>
    %1 = stablehlo.log %0 : tensor<1x1000xf32>
    %2 = stablehlo.negate %1 : tensor<1x1000xf32>
    %3 = stablehlo.log %2 : tensor<1x1000xf32>
    %4 = stablehlo.negate %3 : tensor<1x1000xf32>
    return %4 : tensor<1x1000xf32>
  }
  func.func private @_uniform_34(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1000xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<1000> : tensor<ui64>
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<1x1000xui64>
    %8 = stablehlo.iota dim = 1 : tensor<1x1000xui64>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1000xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<1x1000xui64>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1000xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<1x1000xui64>
    %13 = stablehlo.add %10, %12 : tensor<1x1000xui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1000xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<1x1000xui64>
    %16 = stablehlo.convert %13 : (tensor<1x1000xui64>) -> tensor<1x1000xui32>
    %17 = stablehlo.convert %15 : (tensor<1x1000xui64>) -> tensor<1x1000xui32>
    %18:2 = call @threefry2x32_35(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<1x1000xui32>, tensor<1x1000xui32>) -> (tensor<1x1000xui32>, tensor<1x1000xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<1x1000xui32>
    %20 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<1x1000xui32>
    %22 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %23 = stablehlo.or %21, %22 : tensor<1x1000xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<1x1000xui32>) -> tensor<1x1000xf32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1000xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<1x1000xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1000xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<1x1000xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1000xf32>
    %31 = stablehlo.add %29, %30 : tensor<1x1000xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1000xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<1x1000xf32>
    return %33 : tensor<1x1000xf32>
  }
  func.func private @threefry2x32_35(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1000xui32>, %arg3: tensor<1x1000xui32>) -> (tensor<1x1000xui32>, tensor<1x1000xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1000xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1000xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<1x1000xui32>, tensor<1x1000xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_36(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<1x1000xui32>, tensor<1x1000xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1000xui32>, tensor<1x1000xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1000xui32>, tensor<1x1000xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1000xui32>, tensor<1x1000xui32>
  }
  func.func private @closed_call_36(%arg0: tensor<i32>, %arg1: tensor<1x1000xui32>, %arg2: tensor<1x1000xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1000xui32>, tensor<1x1000xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1000xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1000xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1000xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1000xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1000xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1000xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1000xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1000xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1000xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1000xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1000xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1000xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1000xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1000xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1000xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1000xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1000xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1000xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1000xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1000xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1000xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1000xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1000xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1000xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1000xui32>, tensor<1x1000xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
  func.func private @_take_37(%arg0: tensor<1000x128xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x1xi32>
    %4 = call @_where_38(%1, %3, %arg1) : (tensor<1x1xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
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
  func.func private @_where_38(%arg0: tensor<1x1xi1>, %arg1: tensor<1x1xi32>, %arg2: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x1xi1>, tensor<1x1xi32>
    return %0 : tensor<1x1xi32>
  }
  func.func private @_take_39(%arg0: tensor<32x128xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x1xi32>
    %4 = call @_where_38(%1, %3, %arg1) : (tensor<1x1xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
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
