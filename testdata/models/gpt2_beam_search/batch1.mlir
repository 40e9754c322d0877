module @jit_fn attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xf32>, %arg1: tensor<384x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x512xf32>, %arg12: tensor<384xf32>, %arg13: tensor<384x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<32x128xf32>, %arg27: tensor<1000x128xf32>, %arg28: tensor<1x8xi32>) -> (tensor<1x32xi32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<12> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<2723810746> : tensor<ui32>
    %c_5 = stablehlo.constant dense<1328829645> : tensor<ui32>
    %c_6 = stablehlo.constant dense<211029637> : tensor<ui32>
    %c_7 = stablehlo.constant dense<997290576> : tensor<ui32>
    %c_8 = stablehlo.constant dense<1829223428> : tensor<ui32>
    %c_9 = stablehlo.constant dense<2870749611> : tensor<ui32>
    %c_10 = stablehlo.constant dense<2251315377> : tensor<ui32>
    %c_11 = stablehlo.constant dense<250018773> : tensor<ui32>
    %c_12 = stablehlo.constant dense<203310434> : tensor<ui32>
    %c_13 = stablehlo.constant dense<2805308958> : tensor<ui32>
    %c_14 = stablehlo.constant dense<2189849032> : tensor<ui32>
    %c_15 = stablehlo.constant dense<2188914395> : tensor<ui32>
    %c_16 = stablehlo.constant dense<3595673807> : tensor<ui32>
    %c_17 = stablehlo.constant dense<3441661193> : tensor<ui32>
    %c_18 = stablehlo.constant dense<1294592440> : tensor<ui32>
    %c_19 = stablehlo.constant dense<127538014> : tensor<ui32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_22 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %c_23 = stablehlo.constant dense<3187110288> : tensor<ui32>
    %c_24 = stablehlo.constant dense<802642106> : tensor<ui32>
    %c_25 = stablehlo.constant dense<178730832> : tensor<ui32>
    %c_26 = stablehlo.constant dense<28233567> : tensor<ui32>
    %c_27 = stablehlo.constant dense<3655871287> : tensor<ui32>
    %c_28 = stablehlo.constant dense<637396850> : tensor<ui32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_31 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %c_32 = stablehlo.constant dense<2741499576> : tensor<ui32>
    %c_33 = stablehlo.constant dense<2430065622> : tensor<ui32>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %c_35 = stablehlo.constant dense<2700756533> : tensor<ui32>
    %c_36 = stablehlo.constant dense<2935701187> : tensor<ui32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_40 = stablehlo.constant dense<159409637> : tensor<ui32>
    %cst_41 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %c_42 = stablehlo.constant dense<2025011123> : tensor<ui32>
    %cst_43 = stablehlo.constant dense<-1.000000e+07> : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_45 = stablehlo.constant dense<false> : tensor<i1>
    %c_46 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_47 = stablehlo.constant dense<[0.000000e+00, -1.000000e+07, -1.000000e+07, -1.000000e+07]> : tensor<4xf32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %c_49 = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [0, 2] : (tensor<1x8xi32>) -> tensor<1x1x8xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x8xi32>) -> tensor<1x4x8xi32>
    %2 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4x32xi32>
    %3 = stablehlo.dynamic_update_slice %2, %1, %c_48, %c_48, %c_48 : (tensor<1x4x32xi32>, tensor<1x4x8xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xi32>
    %4 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<1x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst_47, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x4xf32>) -> tensor<1x1x1x4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x1x1x4xf32>) -> tensor<1x4xf32>
    %9 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %10 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<1x4xf32>
    %12 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %13 = call @atleast_2d(%12) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %14 = stablehlo.iota dim = 0 : tensor<32xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<32xi32>) -> tensor<4x32xi32>
    %16 = stablehlo.shift_right_logical %c_48, %c_49 : tensor<i32>
    %17 = stablehlo.convert %16 : (tensor<i32>) -> tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %19 = stablehlo.and %c_48, %c_46 : tensor<i32>
    %20 = stablehlo.convert %19 : (tensor<i32>) -> tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %22 = stablehlo.concatenate %18, %21, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %23 = stablehlo.convert %12 : (tensor<4x32xf32>) -> tensor<4x32xi32>
    %24 = call @_threefry_fold_in(%22, %c_42) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %25 = call @_normal(%24) : (tensor<2xui32>) -> tensor<1000x128xf32>
    %26 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1000x128xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<1000x128xf32>
    %28 = call @_take(%27, %23) : (tensor<1000x128xf32>, tensor<4x32xi32>) -> tensor<4x32x128xf32>
    %29 = call @_threefry_fold_in(%22, %c_40) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %30 = call @_normal_2(%29) : (tensor<2xui32>) -> tensor<32x128xf32>
    %31 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<32x128xf32>
    %33 = call @_take_7(%32, %15) : (tensor<32x128xf32>, tensor<4x32xi32>) -> tensor<4x32x128xf32>
    %34 = call @_threefry_fold_in(%22, %c_36) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %35 = call @_threefry_fold_in(%22, %c_35) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %36 = call @_threefry_fold_in(%22, %c_33) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %37 = call @_normal_8(%36) : (tensor<2xui32>) -> tensor<384x128xf32>
    %38 = call @_threefry_fold_in(%22, %c_32) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %39 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x32x4x32xf32>
    %40 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x32x4x32xf32>
    %41 = call @_threefry_fold_in(%22, %c_28) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %42 = call @_normal_13(%41) : (tensor<2xui32>) -> tensor<128x128xf32>
    %43 = call @_threefry_fold_in(%22, %c_27) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %44 = call @_threefry_fold_in(%22, %c_26) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %45 = call @_threefry_fold_in(%22, %c_25) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %46 = call @_threefry_fold_in(%22, %c_24) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %47 = call @_normal_18(%46) : (tensor<2xui32>) -> tensor<512x128xf32>
    %48 = call @_threefry_fold_in(%22, %c_23) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %49 = call @_threefry_fold_in(%22, %c_19) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %50 = call @_normal_23(%49) : (tensor<2xui32>) -> tensor<128x512xf32>
    %51 = call @_threefry_fold_in(%22, %c_18) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %52 = call @_threefry_fold_in(%22, %c_17) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %53 = call @_threefry_fold_in(%22, %c_16) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %54 = call @_threefry_fold_in(%22, %c_15) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %55 = call @_normal_8(%54) : (tensor<2xui32>) -> tensor<384x128xf32>
    %56 = call @_threefry_fold_in(%22, %c_14) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %57 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x32x4x32xf32>
    %58 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x32x4x32xf32>
    %59 = call @_threefry_fold_in(%22, %c_13) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %60 = call @_normal_13(%59) : (tensor<2xui32>) -> tensor<128x128xf32>
    %61 = call @_threefry_fold_in(%22, %c_12) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %62 = call @_threefry_fold_in(%22, %c_11) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %63 = call @_threefry_fold_in(%22, %c_10) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %64 = call @_threefry_fold_in(%22, %c_9) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %65 = call @_normal_18(%64) : (tensor<2xui32>) -> tensor<512x128xf32>
    %66 = call @_threefry_fold_in(%22, %c_8) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %67 = call @_threefry_fold_in(%22, %c_7) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %68 = call @_normal_23(%67) : (tensor<2xui32>) -> tensor<128x512xf32>
    %69 = call @_threefry_fold_in(%22, %c_6) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %70 = call @_threefry_fold_in(%22, %c_5) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %71 = call @_threefry_fold_in(%22, %c_4) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %72 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x32xi32>
    %73 = stablehlo.iota dim = 0 : tensor<8xi32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %76 = stablehlo.subtract %c_2, %c_2 : tensor<i32>
    %77 = stablehlo.compare LT, %76, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %78 = stablehlo.convert %76 : tensor<i32>
    %79 = stablehlo.add %78, %c_49 : tensor<i32>
    %80 = stablehlo.select %77, %79, %76 : tensor<i1>, tensor<i32>
    %81 = stablehlo.dynamic_slice %3, %c_48, %c_48, %80, sizes = [1, 4, 8] : (tensor<1x4x32xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8xi32>
    %82 = stablehlo.reshape %81 : (tensor<1x4x8xi32>) -> tensor<4x8xi32>
    %83 = call @_take_28(%arg27, %82) : (tensor<1000x128xf32>, tensor<4x8xi32>) -> tensor<4x8x128xf32>
    %84 = call @_take_30(%arg26, %75) : (tensor<32x128xf32>, tensor<4x8xi32>) -> tensor<4x8x128xf32>
    %85 = stablehlo.add %83, %84 : tensor<4x8x128xf32>
    %86 = stablehlo.multiply %85, %85 : tensor<4x8x128xf32>
    %87 = stablehlo.reduce(%85 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %88 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %89 = stablehlo.divide %87, %88 : tensor<4x8xf32>
    %90 = stablehlo.reduce(%86 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %91 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %92 = stablehlo.divide %90, %91 : tensor<4x8xf32>
    %93 = stablehlo.multiply %89, %89 : tensor<4x8xf32>
    %94 = stablehlo.subtract %92, %93 : tensor<4x8xf32>
    %95 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %96 = stablehlo.maximum %95, %94 : tensor<4x8xf32>
    %97 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %100 = stablehlo.subtract %85, %99 : tensor<4x8x128xf32>
    %101 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %102 = stablehlo.add %98, %101 : tensor<4x8x1xf32>
    %103 = stablehlo.rsqrt %102 : tensor<4x8x1xf32>
    %104 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<4x8x128xf32>
    %108 = stablehlo.multiply %100, %107 : tensor<4x8x128xf32>
    %109 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %111 = stablehlo.add %108, %110 : tensor<4x8x128xf32>
    %112 = stablehlo.iota dim = 0 : tensor<32xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %118 = stablehlo.compare GE, %116, %117, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %120 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %121 = stablehlo.dot_general %111, %120, contracting_dims = [2] x [0] : (tensor<4x8x128xf32>, tensor<128x384xf32>) -> tensor<4x8x384xf32>
    %122 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x8x384xf32>
    %124 = stablehlo.add %121, %123 : tensor<4x8x384xf32>
    %125 = stablehlo.slice %124 [0:4, 0:8, 0:128] : (tensor<4x8x384xf32>) -> tensor<4x8x128xf32>
    %126 = stablehlo.slice %124 [0:4, 0:8, 128:256] : (tensor<4x8x384xf32>) -> tensor<4x8x128xf32>
    %127 = stablehlo.slice %124 [0:4, 0:8, 256:384] : (tensor<4x8x384xf32>) -> tensor<4x8x128xf32>
    %128 = stablehlo.reshape %125 : (tensor<4x8x128xf32>) -> tensor<4x8x4x32xf32>
    %129 = stablehlo.reshape %126 : (tensor<4x8x128xf32>) -> tensor<4x8x4x32xf32>
    %130 = stablehlo.reshape %127 : (tensor<4x8x128xf32>) -> tensor<4x8x4x32xf32>
    %131 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.add %c_48, %c_49 : tensor<i32>
    %133 = stablehlo.select %131, %132, %c_48 : tensor<i1>, tensor<i32>
    %134 = stablehlo.dynamic_slice %119, %c_48, %c_48, %133, %c_48, sizes = [1, 1, 8, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xi1>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x8x32xi1>) -> tensor<4x1x8x32xi1>
    %136 = stablehlo.broadcast_in_dim %72, dims = [0, 3] : (tensor<4x32xi32>) -> tensor<4x1x1x32xi32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<4x1x1x32xi32>) -> tensor<4x1x8x32xi32>
    %138 = stablehlo.convert %135 : (tensor<4x1x8x32xi1>) -> tensor<4x1x8x32xi32>
    %139 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4x1x8x32xi32>
    %140 = stablehlo.compare NE, %137, %139, SIGNED : (tensor<4x1x8x32xi32>, tensor<4x1x8x32xi32>) -> tensor<4x1x8x32xi1>
    %141 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4x1x8x32xi32>
    %142 = stablehlo.compare NE, %138, %141, SIGNED : (tensor<4x1x8x32xi32>, tensor<4x1x8x32xi32>) -> tensor<4x1x8x32xi1>
    %143 = stablehlo.and %140, %142 : tensor<4x1x8x32xi1>
    %144 = stablehlo.convert %143 : (tensor<4x1x8x32xi1>) -> tensor<4x1x8x32xf32>
    %145 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %146 = stablehlo.add %c_48, %c_49 : tensor<i32>
    %147 = stablehlo.select %145, %146, %c_48 : tensor<i1>, tensor<i32>
    %148 = stablehlo.dynamic_update_slice %39, %129, %c_48, %147, %c_48, %c_48 : (tensor<4x32x4x32xf32>, tensor<4x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x4x32xf32>
    %149 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %150 = stablehlo.add %c_48, %c_49 : tensor<i32>
    %151 = stablehlo.select %149, %150, %c_48 : tensor<i1>, tensor<i32>
    %152 = stablehlo.dynamic_update_slice %40, %130, %c_48, %151, %c_48, %c_48 : (tensor<4x32x4x32xf32>, tensor<4x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x4x32xf32>
    %153 = stablehlo.add %c_48, %c_2 : tensor<i32>
    %154 = stablehlo.iota dim = 0 : tensor<32xi32>
    %155 = stablehlo.add %c_48, %c_2 : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %157 = stablehlo.compare LT, %154, %156, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %158 = stablehlo.broadcast_in_dim %157, dims = [3] : (tensor<32xi1>) -> tensor<4x1x8x32xi1>
    %159 = stablehlo.convert %158 : (tensor<4x1x8x32xi1>) -> tensor<4x1x8x32xf32>
    %160 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %161 = stablehlo.compare NE, %159, %160, FLOAT : (tensor<4x1x8x32xf32>, tensor<4x1x8x32xf32>) -> tensor<4x1x8x32xi1>
    %162 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %163 = stablehlo.compare NE, %144, %162, FLOAT : (tensor<4x1x8x32xf32>, tensor<4x1x8x32xf32>) -> tensor<4x1x8x32xi1>
    %164 = stablehlo.and %161, %163 : tensor<4x1x8x32xi1>
    %165 = stablehlo.convert %164 : (tensor<4x1x8x32xi1>) -> tensor<4x1x8x32xf32>
    %166 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %167 = stablehlo.compare GT, %165, %166, FLOAT : (tensor<4x1x8x32xf32>, tensor<4x1x8x32xf32>) -> tensor<4x1x8x32xi1>
    %168 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %169 = stablehlo.convert %168 : tensor<4x1x8x32xf32>
    %170 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %171 = stablehlo.select %167, %169, %170 : tensor<4x1x8x32xi1>, tensor<4x1x8x32xf32>
    %172 = stablehlo.sqrt %cst_30 : tensor<f32>
    %173 = stablehlo.convert %172 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<4x8x4x32xf32>
    %175 = stablehlo.divide %128, %174 : tensor<4x8x4x32xf32>
    %176 = stablehlo.dot_general %175, %148, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x8x4x32xf32>, tensor<4x32x4x32xf32>) -> tensor<4x4x8x32xf32>
    %177 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<4x1x8x32xf32>) -> tensor<4x4x8x32xf32>
    %178 = stablehlo.add %176, %177 : tensor<4x4x8x32xf32>
    %179 = stablehlo.reduce(%178 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x8x32xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %180 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %181 = stablehlo.maximum %180, %179 : tensor<4x4x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x32xf32>
    %184 = stablehlo.subtract %178, %183 : tensor<4x4x8x32xf32>
    %185 = stablehlo.exponential %184 : tensor<4x4x8x32xf32>
    %186 = stablehlo.reduce(%185 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x32xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x32xf32>
    %189 = stablehlo.divide %185, %188 : tensor<4x4x8x32xf32>
    %190 = stablehlo.dot_general %152, %189, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x32x4x32xf32>, tensor<4x4x8x32xf32>) -> tensor<4x4x32x8xf32>
    %191 = stablehlo.transpose %190, dims = [0, 3, 1, 2] : (tensor<4x4x32x8xf32>) -> tensor<4x8x4x32xf32>
    %192 = stablehlo.reshape %191 : (tensor<4x8x4x32xf32>) -> tensor<4x8x128xf32>
    %193 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [2] x [0] : (tensor<4x8x128xf32>, tensor<128x128xf32>) -> tensor<4x8x128xf32>
    %195 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %197 = stablehlo.add %194, %196 : tensor<4x8x128xf32>
    %198 = stablehlo.add %197, %85 : tensor<4x8x128xf32>
    %199 = stablehlo.multiply %198, %198 : tensor<4x8x128xf32>
    %200 = stablehlo.reduce(%198 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %201 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %202 = stablehlo.divide %200, %201 : tensor<4x8xf32>
    %203 = stablehlo.reduce(%199 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %204 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %205 = stablehlo.divide %203, %204 : tensor<4x8xf32>
    %206 = stablehlo.multiply %202, %202 : tensor<4x8xf32>
    %207 = stablehlo.subtract %205, %206 : tensor<4x8xf32>
    %208 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %209 = stablehlo.maximum %208, %207 : tensor<4x8xf32>
    %210 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %213 = stablehlo.subtract %198, %212 : tensor<4x8x128xf32>
    %214 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %215 = stablehlo.add %211, %214 : tensor<4x8x1xf32>
    %216 = stablehlo.rsqrt %215 : tensor<4x8x1xf32>
    %217 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<4x8x128xf32>
    %221 = stablehlo.multiply %213, %220 : tensor<4x8x128xf32>
    %222 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %224 = stablehlo.add %221, %223 : tensor<4x8x128xf32>
    %225 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %226 = stablehlo.dot_general %224, %225, contracting_dims = [2] x [0] : (tensor<4x8x128xf32>, tensor<128x512xf32>) -> tensor<4x8x512xf32>
    %227 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x8x512xf32>
    %229 = stablehlo.add %226, %228 : tensor<4x8x512xf32>
    %230 = stablehlo.multiply %229, %229 : tensor<4x8x512xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<4x8x512xf32>
    %232 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %233 = stablehlo.multiply %232, %231 : tensor<4x8x512xf32>
    %234 = stablehlo.add %229, %233 : tensor<4x8x512xf32>
    %235 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<4x8x512xf32>
    %237 = stablehlo.tanh %236 : tensor<4x8x512xf32>
    %238 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %239 = stablehlo.add %238, %237 : tensor<4x8x512xf32>
    %240 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %241 = stablehlo.multiply %240, %239 : tensor<4x8x512xf32>
    %242 = stablehlo.multiply %229, %241 : tensor<4x8x512xf32>
    %243 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %244 = stablehlo.dot_general %242, %243, contracting_dims = [2] x [0] : (tensor<4x8x512xf32>, tensor<512x128xf32>) -> tensor<4x8x128xf32>
    %245 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %247 = stablehlo.add %244, %246 : tensor<4x8x128xf32>
    %248 = stablehlo.add %198, %247 : tensor<4x8x128xf32>
    %249 = stablehlo.multiply %248, %248 : tensor<4x8x128xf32>
    %250 = stablehlo.reduce(%248 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %251 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %252 = stablehlo.divide %250, %251 : tensor<4x8xf32>
    %253 = stablehlo.reduce(%249 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %254 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %255 = stablehlo.divide %253, %254 : tensor<4x8xf32>
    %256 = stablehlo.multiply %252, %252 : tensor<4x8xf32>
    %257 = stablehlo.subtract %255, %256 : tensor<4x8xf32>
    %258 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %259 = stablehlo.maximum %258, %257 : tensor<4x8xf32>
    %260 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %261 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %263 = stablehlo.subtract %248, %262 : tensor<4x8x128xf32>
    %264 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %265 = stablehlo.add %261, %264 : tensor<4x8x1xf32>
    %266 = stablehlo.rsqrt %265 : tensor<4x8x1xf32>
    %267 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %268 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %269 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<4x8x128xf32>
    %271 = stablehlo.multiply %263, %270 : tensor<4x8x128xf32>
    %272 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %274 = stablehlo.add %271, %273 : tensor<4x8x128xf32>
    %275 = stablehlo.iota dim = 0 : tensor<32xi32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %281 = stablehlo.compare GE, %279, %280, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %283 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %284 = stablehlo.dot_general %274, %283, contracting_dims = [2] x [0] : (tensor<4x8x128xf32>, tensor<128x384xf32>) -> tensor<4x8x384xf32>
    %285 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x8x384xf32>
    %287 = stablehlo.add %284, %286 : tensor<4x8x384xf32>
    %288 = stablehlo.slice %287 [0:4, 0:8, 0:128] : (tensor<4x8x384xf32>) -> tensor<4x8x128xf32>
    %289 = stablehlo.slice %287 [0:4, 0:8, 128:256] : (tensor<4x8x384xf32>) -> tensor<4x8x128xf32>
    %290 = stablehlo.slice %287 [0:4, 0:8, 256:384] : (tensor<4x8x384xf32>) -> tensor<4x8x128xf32>
    %291 = stablehlo.reshape %288 : (tensor<4x8x128xf32>) -> tensor<4x8x4x32xf32>
    %292 = stablehlo.reshape %289 : (tensor<4x8x128xf32>) -> tensor<4x8x4x32xf32>
    %293 = stablehlo.reshape %290 : (tensor<4x8x128xf32>) -> tensor<4x8x4x32xf32>
    %294 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %295 = stablehlo.add %c_48, %c_49 : tensor<i32>
    %296 = stablehlo.select %294, %295, %c_48 : tensor<i1>, tensor<i32>
    %297 = stablehlo.dynamic_slice %282, %c_48, %c_48, %296, %c_48, sizes = [1, 1, 8, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xi1>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 3] : (tensor<1x1x8x32xi1>) -> tensor<4x1x8x32xi1>
    %299 = stablehlo.broadcast_in_dim %72, dims = [0, 3] : (tensor<4x32xi32>) -> tensor<4x1x1x32xi32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3] : (tensor<4x1x1x32xi32>) -> tensor<4x1x8x32xi32>
    %301 = stablehlo.convert %298 : (tensor<4x1x8x32xi1>) -> tensor<4x1x8x32xi32>
    %302 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4x1x8x32xi32>
    %303 = stablehlo.compare NE, %300, %302, SIGNED : (tensor<4x1x8x32xi32>, tensor<4x1x8x32xi32>) -> tensor<4x1x8x32xi1>
    %304 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4x1x8x32xi32>
    %305 = stablehlo.compare NE, %301, %304, SIGNED : (tensor<4x1x8x32xi32>, tensor<4x1x8x32xi32>) -> tensor<4x1x8x32xi1>
    %306 = stablehlo.and %303, %305 : tensor<4x1x8x32xi1>
    %307 = stablehlo.convert %306 : (tensor<4x1x8x32xi1>) -> tensor<4x1x8x32xf32>
    %308 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %309 = stablehlo.add %c_48, %c_49 : tensor<i32>
    %310 = stablehlo.select %308, %309, %c_48 : tensor<i1>, tensor<i32>
    %311 = stablehlo.dynamic_update_slice %57, %292, %c_48, %310, %c_48, %c_48 : (tensor<4x32x4x32xf32>, tensor<4x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x4x32xf32>
    %312 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %313 = stablehlo.add %c_48, %c_49 : tensor<i32>
    %314 = stablehlo.select %312, %313, %c_48 : tensor<i1>, tensor<i32>
    %315 = stablehlo.dynamic_update_slice %58, %293, %c_48, %314, %c_48, %c_48 : (tensor<4x32x4x32xf32>, tensor<4x8x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x4x32xf32>
    %316 = stablehlo.add %c_48, %c_2 : tensor<i32>
    %317 = stablehlo.iota dim = 0 : tensor<32xi32>
    %318 = stablehlo.add %c_48, %c_2 : tensor<i32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %320 = stablehlo.compare LT, %317, %319, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %321 = stablehlo.broadcast_in_dim %320, dims = [3] : (tensor<32xi1>) -> tensor<4x1x8x32xi1>
    %322 = stablehlo.convert %321 : (tensor<4x1x8x32xi1>) -> tensor<4x1x8x32xf32>
    %323 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %324 = stablehlo.compare NE, %322, %323, FLOAT : (tensor<4x1x8x32xf32>, tensor<4x1x8x32xf32>) -> tensor<4x1x8x32xi1>
    %325 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %326 = stablehlo.compare NE, %307, %325, FLOAT : (tensor<4x1x8x32xf32>, tensor<4x1x8x32xf32>) -> tensor<4x1x8x32xi1>
    %327 = stablehlo.and %324, %326 : tensor<4x1x8x32xi1>
    %328 = stablehlo.convert %327 : (tensor<4x1x8x32xi1>) -> tensor<4x1x8x32xf32>
    %329 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %330 = stablehlo.compare GT, %328, %329, FLOAT : (tensor<4x1x8x32xf32>, tensor<4x1x8x32xf32>) -> tensor<4x1x8x32xi1>
    %331 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %332 = stablehlo.convert %331 : tensor<4x1x8x32xf32>
    %333 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x1x8x32xf32>
    %334 = stablehlo.select %330, %332, %333 : tensor<4x1x8x32xi1>, tensor<4x1x8x32xf32>
    %335 = stablehlo.sqrt %cst_30 : tensor<f32>
    %336 = stablehlo.convert %335 : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [] : (tensor<f32>) -> tensor<4x8x4x32xf32>
    %338 = stablehlo.divide %291, %337 : tensor<4x8x4x32xf32>
    %339 = stablehlo.dot_general %338, %311, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x8x4x32xf32>, tensor<4x32x4x32xf32>) -> tensor<4x4x8x32xf32>
    %340 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2, 3] : (tensor<4x1x8x32xf32>) -> tensor<4x4x8x32xf32>
    %341 = stablehlo.add %339, %340 : tensor<4x4x8x32xf32>
    %342 = stablehlo.reduce(%341 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x8x32xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %343 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %344 = stablehlo.maximum %343, %342 : tensor<4x4x8xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x32xf32>
    %347 = stablehlo.subtract %341, %346 : tensor<4x4x8x32xf32>
    %348 = stablehlo.exponential %347 : tensor<4x4x8x32xf32>
    %349 = stablehlo.reduce(%348 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x32xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x32xf32>
    %352 = stablehlo.divide %348, %351 : tensor<4x4x8x32xf32>
    %353 = stablehlo.dot_general %315, %352, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x32x4x32xf32>, tensor<4x4x8x32xf32>) -> tensor<4x4x32x8xf32>
    %354 = stablehlo.transpose %353, dims = [0, 3, 1, 2] : (tensor<4x4x32x8xf32>) -> tensor<4x8x4x32xf32>
    %355 = stablehlo.reshape %354 : (tensor<4x8x4x32xf32>) -> tensor<4x8x128xf32>
    %356 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %357 = stablehlo.dot_general %355, %356, contracting_dims = [2] x [0] : (tensor<4x8x128xf32>, tensor<128x128xf32>) -> tensor<4x8x128xf32>
    %358 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %360 = stablehlo.add %357, %359 : tensor<4x8x128xf32>
    %361 = stablehlo.add %360, %248 : tensor<4x8x128xf32>
    %362 = stablehlo.multiply %361, %361 : tensor<4x8x128xf32>
    %363 = stablehlo.reduce(%361 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %364 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %365 = stablehlo.divide %363, %364 : tensor<4x8xf32>
    %366 = stablehlo.reduce(%362 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %367 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %368 = stablehlo.divide %366, %367 : tensor<4x8xf32>
    %369 = stablehlo.multiply %365, %365 : tensor<4x8xf32>
    %370 = stablehlo.subtract %368, %369 : tensor<4x8xf32>
    %371 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %372 = stablehlo.maximum %371, %370 : tensor<4x8xf32>
    %373 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %374 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %376 = stablehlo.subtract %361, %375 : tensor<4x8x128xf32>
    %377 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %378 = stablehlo.add %374, %377 : tensor<4x8x1xf32>
    %379 = stablehlo.rsqrt %378 : tensor<4x8x1xf32>
    %380 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %381 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %382 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %383 = stablehlo.multiply %381, %382 : tensor<4x8x128xf32>
    %384 = stablehlo.multiply %376, %383 : tensor<4x8x128xf32>
    %385 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %387 = stablehlo.add %384, %386 : tensor<4x8x128xf32>
    %388 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %389 = stablehlo.dot_general %387, %388, contracting_dims = [2] x [0] : (tensor<4x8x128xf32>, tensor<128x512xf32>) -> tensor<4x8x512xf32>
    %390 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x8x512xf32>
    %392 = stablehlo.add %389, %391 : tensor<4x8x512xf32>
    %393 = stablehlo.multiply %392, %392 : tensor<4x8x512xf32>
    %394 = stablehlo.multiply %393, %392 : tensor<4x8x512xf32>
    %395 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %396 = stablehlo.multiply %395, %394 : tensor<4x8x512xf32>
    %397 = stablehlo.add %392, %396 : tensor<4x8x512xf32>
    %398 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %399 = stablehlo.multiply %398, %397 : tensor<4x8x512xf32>
    %400 = stablehlo.tanh %399 : tensor<4x8x512xf32>
    %401 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %402 = stablehlo.add %401, %400 : tensor<4x8x512xf32>
    %403 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %404 = stablehlo.multiply %403, %402 : tensor<4x8x512xf32>
    %405 = stablehlo.multiply %392, %404 : tensor<4x8x512xf32>
    %406 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %407 = stablehlo.dot_general %405, %406, contracting_dims = [2] x [0] : (tensor<4x8x512xf32>, tensor<512x128xf32>) -> tensor<4x8x128xf32>
    %408 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %410 = stablehlo.add %407, %409 : tensor<4x8x128xf32>
    %411 = stablehlo.add %361, %410 : tensor<4x8x128xf32>
    %412 = stablehlo.multiply %411, %411 : tensor<4x8x128xf32>
    %413 = stablehlo.reduce(%411 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %414 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %415 = stablehlo.divide %413, %414 : tensor<4x8xf32>
    %416 = stablehlo.reduce(%412 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x8x128xf32>, tensor<f32>) -> tensor<4x8xf32>
    %417 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %418 = stablehlo.divide %416, %417 : tensor<4x8xf32>
    %419 = stablehlo.multiply %415, %415 : tensor<4x8xf32>
    %420 = stablehlo.subtract %418, %419 : tensor<4x8xf32>
    %421 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %422 = stablehlo.maximum %421, %420 : tensor<4x8xf32>
    %423 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %424 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %425 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %426 = stablehlo.subtract %411, %425 : tensor<4x8x128xf32>
    %427 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %428 = stablehlo.add %424, %427 : tensor<4x8x1xf32>
    %429 = stablehlo.rsqrt %428 : tensor<4x8x1xf32>
    %430 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %431 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x128xf32>
    %432 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<4x8x128xf32>
    %434 = stablehlo.multiply %426, %433 : tensor<4x8x128xf32>
    %435 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %437 = stablehlo.add %434, %436 : tensor<4x8x128xf32>
    %438 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %439 = stablehlo.dot_general %437, %438, contracting_dims = [2] x [0] : (tensor<4x8x128xf32>, tensor<128x1000xf32>) -> tensor<4x8x1000xf32>
    %440 = stablehlo.slice %439 [0:4, 7:8, 0:1000] : (tensor<4x8x1000xf32>) -> tensor<4x1x1000xf32>
    %441 = stablehlo.reshape %440 : (tensor<4x1x1000xf32>) -> tensor<4x1000xf32>
    %442 = stablehlo.reshape %441 : (tensor<4x1000xf32>) -> tensor<1x4x1000xf32>
    %443 = stablehlo.reshape %148 : (tensor<4x32x4x32xf32>) -> tensor<1x4x32x4x32xf32>
    %444 = stablehlo.reshape %152 : (tensor<4x32x4x32xf32>) -> tensor<1x4x32x4x32xf32>
    %445 = stablehlo.reshape %311 : (tensor<4x32x4x32xf32>) -> tensor<1x4x32x4x32xf32>
    %446 = stablehlo.reshape %315 : (tensor<4x32x4x32xf32>) -> tensor<1x4x32x4x32xf32>
    %447 = call @log_softmax(%442) : (tensor<1x4x1000xf32>) -> tensor<1x4x1000xf32>
    %448 = stablehlo.reshape %447 : (tensor<1x4x1000xf32>) -> tensor<4x1000xf32>
    %449 = stablehlo.subtract %c_2, %c_48 : tensor<i32>
    %450 = call @clip(%449, %c_48, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %451 = stablehlo.subtract %c_3, %450 : tensor<i32>
    %452 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %453 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %454 = "stablehlo.scatter"(%448, %452, %453) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      stablehlo.return %arg30 : tensor<f32>
    }) : (tensor<4x1000xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x1000xf32>
    %455 = call @_where_31(%451, %454, %448) : (tensor<i32>, tensor<4x1000xf32>, tensor<4x1000xf32>) -> tensor<4x1000xf32>
    %456 = stablehlo.reshape %455 : (tensor<4x1000xf32>) -> tensor<1x4x1000xf32>
    %457 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1000xf32>
    %459 = stablehlo.add %456, %458 : tensor<1x4x1000xf32>
    %460 = stablehlo.reshape %459 : (tensor<1x4x1000xf32>) -> tensor<1x4000xf32>
    %461:2 = stablehlo.composite "chlo.top_k" %460 {composite_attributes = {k = 8 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<1x4000xf32>) -> (tensor<1x8xf32>, tensor<1x8xi32>)
    %462 = call @floor_divide(%461#1, %c_1) : (tensor<1x8xi32>, tensor<i32>) -> tensor<1x8xi32>
    %463 = stablehlo.iota dim = 0 : tensor<8xi32>
    %464 = call @floor_divide_33(%463, %c_2) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %465 = stablehlo.reshape %464 : (tensor<8xi32>) -> tensor<1x8xi32>
    %466 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %467 = stablehlo.compare LT, %465, %466, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %468 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %469 = stablehlo.add %465, %468 : tensor<1x8xi32>
    %470 = stablehlo.select %467, %469, %465 : tensor<1x8xi1>, tensor<1x8xi32>
    %471 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %472 = stablehlo.compare LT, %462, %471, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %473 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %474 = stablehlo.add %462, %473 : tensor<1x8xi32>
    %475 = stablehlo.select %472, %474, %462 : tensor<1x8xi1>, tensor<1x8xi32>
    %476 = stablehlo.broadcast_in_dim %470, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %477 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %478 = stablehlo.concatenate %476, %477, dim = 2 : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x2xi32>
    %479 = "stablehlo.gather"(%3, %478) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32>}> : (tensor<1x4x32xi32>, tensor<1x8x2xi32>) -> tensor<1x8x32xi32>
    %480 = call @remainder(%461#1, %c_1) : (tensor<1x8xi32>, tensor<i32>) -> tensor<1x8xi32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %482 = stablehlo.compare LT, %c_2, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %483 = stablehlo.add %c_2, %c_49 : tensor<i32>
    %484 = stablehlo.select %482, %483, %c_2 : tensor<i1>, tensor<i32>
    %485 = stablehlo.dynamic_update_slice %479, %481, %c_48, %c_48, %484 : (tensor<1x8x32xi32>, tensor<1x8x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32xi32>
    %486 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %487 = stablehlo.add %c_48, %c_3 : tensor<i32>
    %488 = stablehlo.select %486, %487, %c_48 : tensor<i1>, tensor<i32>
    %489 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %490 = stablehlo.add %c_48, %c_2 : tensor<i32>
    %491 = stablehlo.select %489, %490, %c_48 : tensor<i1>, tensor<i32>
    %492 = stablehlo.compare LT, %c_2, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %493 = stablehlo.add %c_2, %c_49 : tensor<i32>
    %494 = stablehlo.select %492, %493, %c_2 : tensor<i1>, tensor<i32>
    %495 = stablehlo.dynamic_slice %485, %488, %491, %494, sizes = [1, 8, 1] : (tensor<1x8x32xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x1xi32>
    %496 = stablehlo.reshape %495 : (tensor<1x8x1xi32>) -> tensor<1x8xi32>
    %497 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %498 = stablehlo.compare EQ, %496, %497, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %499 = stablehlo.convert %498 : (tensor<1x8xi1>) -> tensor<1x8xf32>
    %500 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %501 = stablehlo.multiply %499, %500 : tensor<1x8xf32>
    %502 = stablehlo.add %461#0, %501 : tensor<1x8xf32>
    %503:2 = stablehlo.composite "chlo.top_k" %502 {composite_attributes = {k = 4 : i64}, decomposition = @chlo.top_k.impl_0, version = 1 : i32} : (tensor<1x8xf32>) -> (tensor<1x4xf32>, tensor<1x4xi32>)
    %504 = stablehlo.iota dim = 0 : tensor<4xi32>
    %505 = call @floor_divide_36(%504, %c_0) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %506 = stablehlo.reshape %505 : (tensor<4xi32>) -> tensor<1x4xi32>
    %507 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %508 = stablehlo.compare LT, %506, %507, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %509 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %510 = stablehlo.add %506, %509 : tensor<1x4xi32>
    %511 = stablehlo.select %508, %510, %506 : tensor<1x4xi1>, tensor<1x4xi32>
    %512 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %513 = stablehlo.compare LT, %503#1, %512, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %514 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %515 = stablehlo.add %503#1, %514 : tensor<1x4xi32>
    %516 = stablehlo.select %513, %515, %503#1 : tensor<1x4xi1>, tensor<1x4xi32>
    %517 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %518 = stablehlo.broadcast_in_dim %516, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %519 = stablehlo.concatenate %517, %518, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %520 = "stablehlo.gather"(%485, %519) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32>}> : (tensor<1x8x32xi32>, tensor<1x4x2xi32>) -> tensor<1x4x32xi32>
    %521 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %522 = stablehlo.compare LT, %506, %521, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %523 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %524 = stablehlo.add %506, %523 : tensor<1x4xi32>
    %525 = stablehlo.select %522, %524, %506 : tensor<1x4xi1>, tensor<1x4xi32>
    %526 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %527 = stablehlo.compare LT, %503#1, %526, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %528 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %529 = stablehlo.add %503#1, %528 : tensor<1x4xi32>
    %530 = stablehlo.select %527, %529, %503#1 : tensor<1x4xi1>, tensor<1x4xi32>
    %531 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %532 = stablehlo.broadcast_in_dim %530, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %533 = stablehlo.concatenate %531, %532, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %534 = "stablehlo.gather"(%502, %533) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xf32>, tensor<1x4x2xi32>) -> tensor<1x4xf32>
    %535 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %536 = stablehlo.subtract %535, %c_2 : tensor<i32>
    %537 = stablehlo.convert %536 : (tensor<i32>) -> tensor<f32>
    %538 = stablehlo.power %537, %cst_44 : tensor<f32>
    %539 = stablehlo.convert %538 : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %541 = stablehlo.divide %461#0, %540 : tensor<1x8xf32>
    %542 = stablehlo.reduce(%4 init: %c_34) applies stablehlo.and across dimensions = [1] : (tensor<1x4xi1>, tensor<i1>) -> tensor<1xi1>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0] : (tensor<1xi1>) -> tensor<1x1xi1>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x8xi1>
    %545 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<1x8xi1>
    %546 = stablehlo.and %544, %545 : tensor<1x8xi1>
    %547 = stablehlo.not %498 : tensor<1x8xi1>
    %548 = stablehlo.or %547, %546 : tensor<1x8xi1>
    %549 = stablehlo.convert %548 : (tensor<1x8xi1>) -> tensor<1x8xf32>
    %550 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %551 = stablehlo.multiply %549, %550 : tensor<1x8xf32>
    %552 = stablehlo.add %541, %551 : tensor<1x8xf32>
    %553 = stablehlo.concatenate %2, %485, dim = 1 : (tensor<1x4x32xi32>, tensor<1x8x32xi32>) -> tensor<1x12x32xi32>
    %554 = stablehlo.concatenate %11, %552, dim = 1 : (tensor<1x4xf32>, tensor<1x8xf32>) -> tensor<1x12xf32>
    %555 = stablehlo.concatenate %4, %498, dim = 1 : (tensor<1x4xi1>, tensor<1x8xi1>) -> tensor<1x12xi1>
    %556:2 = stablehlo.composite "chlo.top_k" %554 {composite_attributes = {k = 4 : i64}, decomposition = @chlo.top_k.impl_1, version = 1 : i32} : (tensor<1x12xf32>) -> (tensor<1x4xf32>, tensor<1x4xi32>)
    %557 = stablehlo.iota dim = 0 : tensor<4xi32>
    %558 = call @floor_divide_36(%557, %c_0) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %559 = stablehlo.reshape %558 : (tensor<4xi32>) -> tensor<1x4xi32>
    %560 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %561 = stablehlo.compare LT, %559, %560, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %562 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %563 = stablehlo.add %559, %562 : tensor<1x4xi32>
    %564 = stablehlo.select %561, %563, %559 : tensor<1x4xi1>, tensor<1x4xi32>
    %565 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %566 = stablehlo.compare LT, %556#1, %565, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %567 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %568 = stablehlo.add %556#1, %567 : tensor<1x4xi32>
    %569 = stablehlo.select %566, %568, %556#1 : tensor<1x4xi1>, tensor<1x4xi32>
    %570 = stablehlo.broadcast_in_dim %564, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %571 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %572 = stablehlo.concatenate %570, %571, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %573 = "stablehlo.gather"(%553, %572) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32>}> : (tensor<1x12x32xi32>, tensor<1x4x2xi32>) -> tensor<1x4x32xi32>
    %574 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %575 = stablehlo.compare LT, %559, %574, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %576 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %577 = stablehlo.add %559, %576 : tensor<1x4xi32>
    %578 = stablehlo.select %575, %577, %559 : tensor<1x4xi1>, tensor<1x4xi32>
    %579 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %580 = stablehlo.compare LT, %556#1, %579, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %581 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %582 = stablehlo.add %556#1, %581 : tensor<1x4xi32>
    %583 = stablehlo.select %580, %582, %556#1 : tensor<1x4xi1>, tensor<1x4xi32>
    %584 = stablehlo.broadcast_in_dim %578, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %585 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %586 = stablehlo.concatenate %584, %585, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %587 = "stablehlo.gather"(%554, %586) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x12xf32>, tensor<1x4x2xi32>) -> tensor<1x4xf32>
    %588 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %589 = stablehlo.compare LT, %559, %588, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %590 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %591 = stablehlo.add %559, %590 : tensor<1x4xi32>
    %592 = stablehlo.select %589, %591, %559 : tensor<1x4xi1>, tensor<1x4xi32>
    %593 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %594 = stablehlo.compare LT, %556#1, %593, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %595 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %596 = stablehlo.add %556#1, %595 : tensor<1x4xi32>
    %597 = stablehlo.select %594, %596, %556#1 : tensor<1x4xi1>, tensor<1x4xi32>
    %598 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %599 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %600 = stablehlo.concatenate %598, %599, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %601 = "stablehlo.gather"(%555, %600) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x12xi1>, tensor<1x4x2xi32>) -> tensor<1x4xi1>
    %602 = stablehlo.iota dim = 0 : tensor<4xi32>
    %603 = call @floor_divide_36(%602, %c_0) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %604 = stablehlo.reshape %603 : (tensor<4xi32>) -> tensor<1x4xi32>
    %605 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %606 = stablehlo.compare LT, %604, %605, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %607 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %608 = stablehlo.add %604, %607 : tensor<1x4xi32>
    %609 = stablehlo.select %606, %608, %604 : tensor<1x4xi1>, tensor<1x4xi32>
    %610 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %611 = stablehlo.compare LT, %503#1, %610, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %612 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %613 = stablehlo.add %503#1, %612 : tensor<1x4xi32>
    %614 = stablehlo.select %611, %613, %503#1 : tensor<1x4xi1>, tensor<1x4xi32>
    %615 = stablehlo.broadcast_in_dim %609, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %616 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %617 = stablehlo.concatenate %615, %616, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %618 = "stablehlo.gather"(%462, %617) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi32>, tensor<1x4x2xi32>) -> tensor<1x4xi32>
    %619 = stablehlo.iota dim = 0 : tensor<4xi32>
    %620 = call @floor_divide_36(%619, %c_0) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %621 = stablehlo.reshape %620 : (tensor<4xi32>) -> tensor<1x4xi32>
    %622 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %623 = stablehlo.compare LT, %621, %622, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %624 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %625 = stablehlo.add %621, %624 : tensor<1x4xi32>
    %626 = stablehlo.select %623, %625, %621 : tensor<1x4xi1>, tensor<1x4xi32>
    %627 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %628 = stablehlo.compare LT, %618, %627, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %629 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %630 = stablehlo.add %618, %629 : tensor<1x4xi32>
    %631 = stablehlo.select %628, %630, %618 : tensor<1x4xi1>, tensor<1x4xi32>
    %632 = stablehlo.broadcast_in_dim %626, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %633 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %634 = stablehlo.concatenate %632, %633, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %635 = "stablehlo.gather"(%443, %634) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32, 4, 32>}> : (tensor<1x4x32x4x32xf32>, tensor<1x4x2xi32>) -> tensor<1x4x32x4x32xf32>
    %636 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %637 = stablehlo.compare LT, %621, %636, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %638 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %639 = stablehlo.add %621, %638 : tensor<1x4xi32>
    %640 = stablehlo.select %637, %639, %621 : tensor<1x4xi1>, tensor<1x4xi32>
    %641 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %642 = stablehlo.compare LT, %618, %641, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %643 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %644 = stablehlo.add %618, %643 : tensor<1x4xi32>
    %645 = stablehlo.select %642, %644, %618 : tensor<1x4xi1>, tensor<1x4xi32>
    %646 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %647 = stablehlo.broadcast_in_dim %645, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %648 = stablehlo.concatenate %646, %647, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %649 = "stablehlo.gather"(%444, %648) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32, 4, 32>}> : (tensor<1x4x32x4x32xf32>, tensor<1x4x2xi32>) -> tensor<1x4x32x4x32xf32>
    %650 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %651 = stablehlo.compare LT, %621, %650, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %652 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %653 = stablehlo.add %621, %652 : tensor<1x4xi32>
    %654 = stablehlo.select %651, %653, %621 : tensor<1x4xi1>, tensor<1x4xi32>
    %655 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %656 = stablehlo.compare LT, %618, %655, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %657 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %658 = stablehlo.add %618, %657 : tensor<1x4xi32>
    %659 = stablehlo.select %656, %658, %618 : tensor<1x4xi1>, tensor<1x4xi32>
    %660 = stablehlo.broadcast_in_dim %654, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %661 = stablehlo.broadcast_in_dim %659, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %662 = stablehlo.concatenate %660, %661, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %663 = "stablehlo.gather"(%445, %662) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32, 4, 32>}> : (tensor<1x4x32x4x32xf32>, tensor<1x4x2xi32>) -> tensor<1x4x32x4x32xf32>
    %664 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %665 = stablehlo.compare LT, %621, %664, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %666 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %667 = stablehlo.add %621, %666 : tensor<1x4xi32>
    %668 = stablehlo.select %665, %667, %621 : tensor<1x4xi1>, tensor<1x4xi32>
    %669 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %670 = stablehlo.compare LT, %618, %669, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %671 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %672 = stablehlo.add %618, %671 : tensor<1x4xi32>
    %673 = stablehlo.select %670, %672, %618 : tensor<1x4xi1>, tensor<1x4xi32>
    %674 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %675 = stablehlo.broadcast_in_dim %673, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
    %676 = stablehlo.concatenate %674, %675, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
    %677 = "stablehlo.gather"(%446, %676) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32, 4, 32>}> : (tensor<1x4x32x4x32xf32>, tensor<1x4x2xi32>) -> tensor<1x4x32x4x32xf32>
    %678 = stablehlo.reshape %635 : (tensor<1x4x32x4x32xf32>) -> tensor<4x32x4x32xf32>
    %679 = stablehlo.reshape %649 : (tensor<1x4x32x4x32xf32>) -> tensor<4x32x4x32xf32>
    %680 = stablehlo.reshape %663 : (tensor<1x4x32x4x32xf32>) -> tensor<4x32x4x32xf32>
    %681 = stablehlo.reshape %677 : (tensor<1x4x32x4x32xf32>) -> tensor<4x32x4x32xf32>
    %682 = stablehlo.slice %75 [0:4, 7:8] : (tensor<4x8xi32>) -> tensor<4x1xi32>
    %683 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %684 = stablehlo.add %682, %683 : tensor<4x1xi32>
    %685 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %686:43 = stablehlo.while(%iterArg = %72, %iterArg_50 = %arg27, %iterArg_51 = %arg26, %iterArg_52 = %arg5, %iterArg_53 = %arg4, %iterArg_54 = %arg1, %iterArg_55 = %arg0, %iterArg_56 = %arg3, %iterArg_57 = %arg2, %iterArg_58 = %arg7, %iterArg_59 = %arg6, %iterArg_60 = %arg9, %iterArg_61 = %arg8, %iterArg_62 = %arg11, %iterArg_63 = %arg10, %iterArg_64 = %arg17, %iterArg_65 = %arg16, %iterArg_66 = %arg13, %iterArg_67 = %arg12, %iterArg_68 = %arg15, %iterArg_69 = %arg14, %iterArg_70 = %arg19, %iterArg_71 = %arg18, %iterArg_72 = %arg21, %iterArg_73 = %arg20, %iterArg_74 = %arg23, %iterArg_75 = %arg22, %iterArg_76 = %arg25, %iterArg_77 = %arg24, %iterArg_78 = %c_1, %iterArg_79 = %685, %iterArg_80 = %520, %iterArg_81 = %534, %iterArg_82 = %573, %iterArg_83 = %587, %iterArg_84 = %601, %iterArg_85 = %153, %iterArg_86 = %678, %iterArg_87 = %679, %iterArg_88 = %316, %iterArg_89 = %680, %iterArg_90 = %681, %iterArg_91 = %684) : tensor<4x32xi32>, tensor<1000x128xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<i32>, tensor<1x4x32xi32>, tensor<1x4xf32>, tensor<1x4x32xi32>, tensor<1x4xf32>, tensor<1x4xi1>, tensor<i32>, tensor<4x32x4x32xf32>, tensor<4x32x4x32xf32>, tensor<i32>, tensor<4x32x4x32xf32>, tensor<4x32x4x32xf32>, tensor<4x1xi32>
    cond {
      %694 = stablehlo.compare LT, %iterArg_79, %c_49, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %695 = stablehlo.slice %iterArg_81 [0:1, 0:1] : (tensor<1x4xf32>) -> tensor<1x1xf32>
      %696 = stablehlo.subtract %iterArg_79, %c_2 : tensor<i32>
      %697 = stablehlo.convert %696 : (tensor<i32>) -> tensor<f32>
      %698 = stablehlo.power %697, %cst_44 : tensor<f32>
      %699 = stablehlo.convert %698 : tensor<f32>
      %700 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
      %701 = stablehlo.divide %695, %700 : tensor<1x1xf32>
      %702 = stablehlo.reduce(%iterArg_83 init: %cst) applies stablehlo.minimum across dimensions = [1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<1xf32>
      %703 = stablehlo.broadcast_in_dim %702, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
      %704 = func.call @_where_38(%iterArg_84, %703, %cst_43) : (tensor<1x4xi1>, tensor<1x1xf32>, tensor<f32>) -> tensor<1x4xf32>
      %705 = stablehlo.broadcast_in_dim %701, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
      %706 = stablehlo.compare GT, %705, %704, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %707 = stablehlo.reduce(%706 init: %c_45) applies stablehlo.or across dimensions = [0, 1] : (tensor<1x4xi1>, tensor<i1>) -> tensor<i1>
      %708 = stablehlo.reduce(%iterArg_84 init: %c_34) applies stablehlo.and across dimensions = [0, 1] : (tensor<1x4xi1>, tensor<i1>) -> tensor<i1>
      %709 = stablehlo.and %708, %c_45 : tensor<i1>
      %710 = stablehlo.not %709 : tensor<i1>
      %711 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<i1>
      %712 = stablehlo.compare NE, %694, %711, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %713 = stablehlo.convert %712 : tensor<i1>
      %714 = stablehlo.and %713, %710 : tensor<i1>
      %715 = stablehlo.and %714, %707 : tensor<i1>
      stablehlo.return %715 : tensor<i1>
    } do {
      %694 = stablehlo.subtract %iterArg_79, %c_3 : tensor<i32>
      %695 = stablehlo.compare LT, %694, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %696 = stablehlo.convert %694 : tensor<i32>
      %697 = stablehlo.add %696, %c_49 : tensor<i32>
      %698 = stablehlo.select %695, %697, %694 : tensor<i1>, tensor<i32>
      %699 = stablehlo.dynamic_slice %iterArg_80, %c_48, %c_48, %698, sizes = [1, 4, 1] : (tensor<1x4x32xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x1xi32>
      %700 = stablehlo.reshape %699 : (tensor<1x4x1xi32>) -> tensor<4x1xi32>
      %701 = func.call @_take_39(%iterArg_50, %700) : (tensor<1000x128xf32>, tensor<4x1xi32>) -> tensor<4x1x128xf32>
      %702 = func.call @_take_41(%iterArg_51, %iterArg_91) : (tensor<32x128xf32>, tensor<4x1xi32>) -> tensor<4x1x128xf32>
      %703 = stablehlo.add %701, %702 : tensor<4x1x128xf32>
      %704 = stablehlo.multiply %703, %703 : tensor<4x1x128xf32>
      %705 = stablehlo.reduce(%703 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %706 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %707 = stablehlo.divide %705, %706 : tensor<4x1xf32>
      %708 = stablehlo.reduce(%704 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %709 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %710 = stablehlo.divide %708, %709 : tensor<4x1xf32>
      %711 = stablehlo.multiply %707, %707 : tensor<4x1xf32>
      %712 = stablehlo.subtract %710, %711 : tensor<4x1xf32>
      %713 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %714 = stablehlo.maximum %713, %712 : tensor<4x1xf32>
      %715 = stablehlo.broadcast_in_dim %707, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %716 = stablehlo.broadcast_in_dim %714, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %717 = stablehlo.broadcast_in_dim %715, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %718 = stablehlo.subtract %703, %717 : tensor<4x1x128xf32>
      %719 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      %720 = stablehlo.add %716, %719 : tensor<4x1x1xf32>
      %721 = stablehlo.rsqrt %720 : tensor<4x1x1xf32>
      %722 = stablehlo.reshape %iterArg_52 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %723 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %724 = stablehlo.broadcast_in_dim %722, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %725 = stablehlo.multiply %723, %724 : tensor<4x1x128xf32>
      %726 = stablehlo.multiply %718, %725 : tensor<4x1x128xf32>
      %727 = stablehlo.reshape %iterArg_53 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %728 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %729 = stablehlo.add %726, %728 : tensor<4x1x128xf32>
      %730 = stablehlo.iota dim = 0 : tensor<32xi32>
      %731 = stablehlo.broadcast_in_dim %730, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %733 = stablehlo.broadcast_in_dim %731, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %734 = stablehlo.broadcast_in_dim %732, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %735 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %736 = stablehlo.compare GE, %734, %735, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %737 = stablehlo.broadcast_in_dim %736, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %738 = stablehlo.transpose %iterArg_54, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
      %739 = stablehlo.dot_general %729, %738, contracting_dims = [2] x [0] : (tensor<4x1x128xf32>, tensor<128x384xf32>) -> tensor<4x1x384xf32>
      %740 = stablehlo.broadcast_in_dim %iterArg_55, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
      %741 = stablehlo.broadcast_in_dim %740, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x1x384xf32>
      %742 = stablehlo.add %739, %741 : tensor<4x1x384xf32>
      %743 = stablehlo.slice %742 [0:4, 0:1, 0:128] : (tensor<4x1x384xf32>) -> tensor<4x1x128xf32>
      %744 = stablehlo.slice %742 [0:4, 0:1, 128:256] : (tensor<4x1x384xf32>) -> tensor<4x1x128xf32>
      %745 = stablehlo.slice %742 [0:4, 0:1, 256:384] : (tensor<4x1x384xf32>) -> tensor<4x1x128xf32>
      %746 = stablehlo.reshape %743 : (tensor<4x1x128xf32>) -> tensor<4x1x4x32xf32>
      %747 = stablehlo.reshape %744 : (tensor<4x1x128xf32>) -> tensor<4x1x4x32xf32>
      %748 = stablehlo.reshape %745 : (tensor<4x1x128xf32>) -> tensor<4x1x4x32xf32>
      %749 = stablehlo.compare LT, %iterArg_85, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %750 = stablehlo.add %iterArg_85, %c_49 : tensor<i32>
      %751 = stablehlo.select %749, %750, %iterArg_85 : tensor<i1>, tensor<i32>
      %752 = stablehlo.dynamic_slice %737, %c_48, %c_48, %751, %c_48, sizes = [1, 1, 1, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x32xi1>
      %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi1>) -> tensor<4x1x1x32xi1>
      %754 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<4x32xi32>) -> tensor<4x1x1x32xi32>
      %755 = stablehlo.convert %753 : (tensor<4x1x1x32xi1>) -> tensor<4x1x1x32xi32>
      %756 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4x1x1x32xi32>
      %757 = stablehlo.compare NE, %754, %756, SIGNED : (tensor<4x1x1x32xi32>, tensor<4x1x1x32xi32>) -> tensor<4x1x1x32xi1>
      %758 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4x1x1x32xi32>
      %759 = stablehlo.compare NE, %755, %758, SIGNED : (tensor<4x1x1x32xi32>, tensor<4x1x1x32xi32>) -> tensor<4x1x1x32xi1>
      %760 = stablehlo.and %757, %759 : tensor<4x1x1x32xi1>
      %761 = stablehlo.convert %760 : (tensor<4x1x1x32xi1>) -> tensor<4x1x1x32xf32>
      %762 = stablehlo.compare LT, %iterArg_85, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %763 = stablehlo.add %iterArg_85, %c_49 : tensor<i32>
      %764 = stablehlo.select %762, %763, %iterArg_85 : tensor<i1>, tensor<i32>
      %765 = stablehlo.dynamic_update_slice %iterArg_86, %747, %c_48, %764, %c_48, %c_48 : (tensor<4x32x4x32xf32>, tensor<4x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x4x32xf32>
      %766 = stablehlo.compare LT, %iterArg_85, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %767 = stablehlo.add %iterArg_85, %c_49 : tensor<i32>
      %768 = stablehlo.select %766, %767, %iterArg_85 : tensor<i1>, tensor<i32>
      %769 = stablehlo.dynamic_update_slice %iterArg_87, %748, %c_48, %768, %c_48, %c_48 : (tensor<4x32x4x32xf32>, tensor<4x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x4x32xf32>
      %770 = stablehlo.add %iterArg_85, %c_3 : tensor<i32>
      %771 = stablehlo.iota dim = 0 : tensor<32xi32>
      %772 = stablehlo.add %iterArg_85, %c_3 : tensor<i32>
      %773 = stablehlo.broadcast_in_dim %772, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %774 = stablehlo.compare LT, %771, %773, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
      %775 = stablehlo.broadcast_in_dim %774, dims = [3] : (tensor<32xi1>) -> tensor<4x1x1x32xi1>
      %776 = stablehlo.convert %775 : (tensor<4x1x1x32xi1>) -> tensor<4x1x1x32xf32>
      %777 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %778 = stablehlo.compare NE, %776, %777, FLOAT : (tensor<4x1x1x32xf32>, tensor<4x1x1x32xf32>) -> tensor<4x1x1x32xi1>
      %779 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %780 = stablehlo.compare NE, %761, %779, FLOAT : (tensor<4x1x1x32xf32>, tensor<4x1x1x32xf32>) -> tensor<4x1x1x32xi1>
      %781 = stablehlo.and %778, %780 : tensor<4x1x1x32xi1>
      %782 = stablehlo.convert %781 : (tensor<4x1x1x32xi1>) -> tensor<4x1x1x32xf32>
      %783 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %784 = stablehlo.compare GT, %782, %783, FLOAT : (tensor<4x1x1x32xf32>, tensor<4x1x1x32xf32>) -> tensor<4x1x1x32xi1>
      %785 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %786 = stablehlo.convert %785 : tensor<4x1x1x32xf32>
      %787 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %788 = stablehlo.select %784, %786, %787 : tensor<4x1x1x32xi1>, tensor<4x1x1x32xf32>
      %789 = stablehlo.sqrt %cst_30 : tensor<f32>
      %790 = stablehlo.convert %789 : tensor<f32>
      %791 = stablehlo.broadcast_in_dim %790, dims = [] : (tensor<f32>) -> tensor<4x1x4x32xf32>
      %792 = stablehlo.divide %746, %791 : tensor<4x1x4x32xf32>
      %793 = stablehlo.dot_general %792, %765, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x1x4x32xf32>, tensor<4x32x4x32xf32>) -> tensor<4x4x1x32xf32>
      %794 = stablehlo.broadcast_in_dim %788, dims = [0, 1, 2, 3] : (tensor<4x1x1x32xf32>) -> tensor<4x4x1x32xf32>
      %795 = stablehlo.add %793, %794 : tensor<4x4x1x32xf32>
      %796 = stablehlo.reduce(%795 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x1x32xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %797 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x4x1xf32>
      %798 = stablehlo.maximum %797, %796 : tensor<4x4x1xf32>
      %799 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %800 = stablehlo.broadcast_in_dim %799, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x32xf32>
      %801 = stablehlo.subtract %795, %800 : tensor<4x4x1x32xf32>
      %802 = stablehlo.exponential %801 : tensor<4x4x1x32xf32>
      %803 = stablehlo.reduce(%802 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<4x4x1x32xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %804 = stablehlo.broadcast_in_dim %803, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %805 = stablehlo.broadcast_in_dim %804, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x32xf32>
      %806 = stablehlo.divide %802, %805 : tensor<4x4x1x32xf32>
      %807 = stablehlo.dot_general %769, %806, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x32x4x32xf32>, tensor<4x4x1x32xf32>) -> tensor<4x4x32x1xf32>
      %808 = stablehlo.transpose %807, dims = [0, 3, 1, 2] : (tensor<4x4x32x1xf32>) -> tensor<4x1x4x32xf32>
      %809 = stablehlo.reshape %808 : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
      %810 = stablehlo.transpose %iterArg_56, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %811 = stablehlo.dot_general %809, %810, contracting_dims = [2] x [0] : (tensor<4x1x128xf32>, tensor<128x128xf32>) -> tensor<4x1x128xf32>
      %812 = stablehlo.broadcast_in_dim %iterArg_57, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %814 = stablehlo.add %811, %813 : tensor<4x1x128xf32>
      %815 = stablehlo.add %814, %703 : tensor<4x1x128xf32>
      %816 = stablehlo.multiply %815, %815 : tensor<4x1x128xf32>
      %817 = stablehlo.reduce(%815 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %818 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %819 = stablehlo.divide %817, %818 : tensor<4x1xf32>
      %820 = stablehlo.reduce(%816 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %821 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %822 = stablehlo.divide %820, %821 : tensor<4x1xf32>
      %823 = stablehlo.multiply %819, %819 : tensor<4x1xf32>
      %824 = stablehlo.subtract %822, %823 : tensor<4x1xf32>
      %825 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %826 = stablehlo.maximum %825, %824 : tensor<4x1xf32>
      %827 = stablehlo.broadcast_in_dim %819, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %828 = stablehlo.broadcast_in_dim %826, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %829 = stablehlo.broadcast_in_dim %827, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %830 = stablehlo.subtract %815, %829 : tensor<4x1x128xf32>
      %831 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      %832 = stablehlo.add %828, %831 : tensor<4x1x1xf32>
      %833 = stablehlo.rsqrt %832 : tensor<4x1x1xf32>
      %834 = stablehlo.reshape %iterArg_58 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %835 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %836 = stablehlo.broadcast_in_dim %834, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %837 = stablehlo.multiply %835, %836 : tensor<4x1x128xf32>
      %838 = stablehlo.multiply %830, %837 : tensor<4x1x128xf32>
      %839 = stablehlo.reshape %iterArg_59 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %840 = stablehlo.broadcast_in_dim %839, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %841 = stablehlo.add %838, %840 : tensor<4x1x128xf32>
      %842 = stablehlo.transpose %iterArg_60, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
      %843 = stablehlo.dot_general %841, %842, contracting_dims = [2] x [0] : (tensor<4x1x128xf32>, tensor<128x512xf32>) -> tensor<4x1x512xf32>
      %844 = stablehlo.broadcast_in_dim %iterArg_61, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %845 = stablehlo.broadcast_in_dim %844, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x1x512xf32>
      %846 = stablehlo.add %843, %845 : tensor<4x1x512xf32>
      %847 = stablehlo.multiply %846, %846 : tensor<4x1x512xf32>
      %848 = stablehlo.multiply %847, %846 : tensor<4x1x512xf32>
      %849 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x1x512xf32>
      %850 = stablehlo.multiply %849, %848 : tensor<4x1x512xf32>
      %851 = stablehlo.add %846, %850 : tensor<4x1x512xf32>
      %852 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x1x512xf32>
      %853 = stablehlo.multiply %852, %851 : tensor<4x1x512xf32>
      %854 = stablehlo.tanh %853 : tensor<4x1x512xf32>
      %855 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x1x512xf32>
      %856 = stablehlo.add %855, %854 : tensor<4x1x512xf32>
      %857 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x1x512xf32>
      %858 = stablehlo.multiply %857, %856 : tensor<4x1x512xf32>
      %859 = stablehlo.multiply %846, %858 : tensor<4x1x512xf32>
      %860 = stablehlo.transpose %iterArg_62, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
      %861 = stablehlo.dot_general %859, %860, contracting_dims = [2] x [0] : (tensor<4x1x512xf32>, tensor<512x128xf32>) -> tensor<4x1x128xf32>
      %862 = stablehlo.broadcast_in_dim %iterArg_63, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %863 = stablehlo.broadcast_in_dim %862, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %864 = stablehlo.add %861, %863 : tensor<4x1x128xf32>
      %865 = stablehlo.add %815, %864 : tensor<4x1x128xf32>
      %866 = stablehlo.multiply %865, %865 : tensor<4x1x128xf32>
      %867 = stablehlo.reduce(%865 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %868 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %869 = stablehlo.divide %867, %868 : tensor<4x1xf32>
      %870 = stablehlo.reduce(%866 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %871 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %872 = stablehlo.divide %870, %871 : tensor<4x1xf32>
      %873 = stablehlo.multiply %869, %869 : tensor<4x1xf32>
      %874 = stablehlo.subtract %872, %873 : tensor<4x1xf32>
      %875 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %876 = stablehlo.maximum %875, %874 : tensor<4x1xf32>
      %877 = stablehlo.broadcast_in_dim %869, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %878 = stablehlo.broadcast_in_dim %876, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %879 = stablehlo.broadcast_in_dim %877, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %880 = stablehlo.subtract %865, %879 : tensor<4x1x128xf32>
      %881 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      %882 = stablehlo.add %878, %881 : tensor<4x1x1xf32>
      %883 = stablehlo.rsqrt %882 : tensor<4x1x1xf32>
      %884 = stablehlo.reshape %iterArg_64 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %885 = stablehlo.broadcast_in_dim %883, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %886 = stablehlo.broadcast_in_dim %884, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %887 = stablehlo.multiply %885, %886 : tensor<4x1x128xf32>
      %888 = stablehlo.multiply %880, %887 : tensor<4x1x128xf32>
      %889 = stablehlo.reshape %iterArg_65 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %890 = stablehlo.broadcast_in_dim %889, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %891 = stablehlo.add %888, %890 : tensor<4x1x128xf32>
      %892 = stablehlo.iota dim = 0 : tensor<32xi32>
      %893 = stablehlo.broadcast_in_dim %892, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %894 = stablehlo.broadcast_in_dim %893, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %895 = stablehlo.broadcast_in_dim %893, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %896 = stablehlo.broadcast_in_dim %894, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %897 = stablehlo.broadcast_in_dim %895, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %898 = stablehlo.compare GE, %896, %897, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %899 = stablehlo.broadcast_in_dim %898, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %900 = stablehlo.transpose %iterArg_66, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
      %901 = stablehlo.dot_general %891, %900, contracting_dims = [2] x [0] : (tensor<4x1x128xf32>, tensor<128x384xf32>) -> tensor<4x1x384xf32>
      %902 = stablehlo.broadcast_in_dim %iterArg_67, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
      %903 = stablehlo.broadcast_in_dim %902, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x1x384xf32>
      %904 = stablehlo.add %901, %903 : tensor<4x1x384xf32>
      %905 = stablehlo.slice %904 [0:4, 0:1, 0:128] : (tensor<4x1x384xf32>) -> tensor<4x1x128xf32>
      %906 = stablehlo.slice %904 [0:4, 0:1, 128:256] : (tensor<4x1x384xf32>) -> tensor<4x1x128xf32>
      %907 = stablehlo.slice %904 [0:4, 0:1, 256:384] : (tensor<4x1x384xf32>) -> tensor<4x1x128xf32>
      %908 = stablehlo.reshape %905 : (tensor<4x1x128xf32>) -> tensor<4x1x4x32xf32>
      %909 = stablehlo.reshape %906 : (tensor<4x1x128xf32>) -> tensor<4x1x4x32xf32>
      %910 = stablehlo.reshape %907 : (tensor<4x1x128xf32>) -> tensor<4x1x4x32xf32>
      %911 = stablehlo.compare LT, %iterArg_88, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %912 = stablehlo.add %iterArg_88, %c_49 : tensor<i32>
      %913 = stablehlo.select %911, %912, %iterArg_88 : tensor<i1>, tensor<i32>
      %914 = stablehlo.dynamic_slice %899, %c_48, %c_48, %913, %c_48, sizes = [1, 1, 1, 32] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x32xi1>
      %915 = stablehlo.broadcast_in_dim %914, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi1>) -> tensor<4x1x1x32xi1>
      %916 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<4x32xi32>) -> tensor<4x1x1x32xi32>
      %917 = stablehlo.convert %915 : (tensor<4x1x1x32xi1>) -> tensor<4x1x1x32xi32>
      %918 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4x1x1x32xi32>
      %919 = stablehlo.compare NE, %916, %918, SIGNED : (tensor<4x1x1x32xi32>, tensor<4x1x1x32xi32>) -> tensor<4x1x1x32xi1>
      %920 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4x1x1x32xi32>
      %921 = stablehlo.compare NE, %917, %920, SIGNED : (tensor<4x1x1x32xi32>, tensor<4x1x1x32xi32>) -> tensor<4x1x1x32xi1>
      %922 = stablehlo.and %919, %921 : tensor<4x1x1x32xi1>
      %923 = stablehlo.convert %922 : (tensor<4x1x1x32xi1>) -> tensor<4x1x1x32xf32>
      %924 = stablehlo.compare LT, %iterArg_88, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %925 = stablehlo.add %iterArg_88, %c_49 : tensor<i32>
      %926 = stablehlo.select %924, %925, %iterArg_88 : tensor<i1>, tensor<i32>
      %927 = stablehlo.dynamic_update_slice %iterArg_89, %909, %c_48, %926, %c_48, %c_48 : (tensor<4x32x4x32xf32>, tensor<4x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x4x32xf32>
      %928 = stablehlo.compare LT, %iterArg_88, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %929 = stablehlo.add %iterArg_88, %c_49 : tensor<i32>
      %930 = stablehlo.select %928, %929, %iterArg_88 : tensor<i1>, tensor<i32>
      %931 = stablehlo.dynamic_update_slice %iterArg_90, %910, %c_48, %930, %c_48, %c_48 : (tensor<4x32x4x32xf32>, tensor<4x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x32x4x32xf32>
      %932 = stablehlo.add %iterArg_88, %c_3 : tensor<i32>
      %933 = stablehlo.iota dim = 0 : tensor<32xi32>
      %934 = stablehlo.add %iterArg_88, %c_3 : tensor<i32>
      %935 = stablehlo.broadcast_in_dim %934, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %936 = stablehlo.compare LT, %933, %935, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
      %937 = stablehlo.broadcast_in_dim %936, dims = [3] : (tensor<32xi1>) -> tensor<4x1x1x32xi1>
      %938 = stablehlo.convert %937 : (tensor<4x1x1x32xi1>) -> tensor<4x1x1x32xf32>
      %939 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %940 = stablehlo.compare NE, %938, %939, FLOAT : (tensor<4x1x1x32xf32>, tensor<4x1x1x32xf32>) -> tensor<4x1x1x32xi1>
      %941 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %942 = stablehlo.compare NE, %923, %941, FLOAT : (tensor<4x1x1x32xf32>, tensor<4x1x1x32xf32>) -> tensor<4x1x1x32xi1>
      %943 = stablehlo.and %940, %942 : tensor<4x1x1x32xi1>
      %944 = stablehlo.convert %943 : (tensor<4x1x1x32xi1>) -> tensor<4x1x1x32xf32>
      %945 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %946 = stablehlo.compare GT, %944, %945, FLOAT : (tensor<4x1x1x32xf32>, tensor<4x1x1x32xf32>) -> tensor<4x1x1x32xi1>
      %947 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %948 = stablehlo.convert %947 : tensor<4x1x1x32xf32>
      %949 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x1x1x32xf32>
      %950 = stablehlo.select %946, %948, %949 : tensor<4x1x1x32xi1>, tensor<4x1x1x32xf32>
      %951 = stablehlo.sqrt %cst_30 : tensor<f32>
      %952 = stablehlo.convert %951 : tensor<f32>
      %953 = stablehlo.broadcast_in_dim %952, dims = [] : (tensor<f32>) -> tensor<4x1x4x32xf32>
      %954 = stablehlo.divide %908, %953 : tensor<4x1x4x32xf32>
      %955 = stablehlo.dot_general %954, %927, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<4x1x4x32xf32>, tensor<4x32x4x32xf32>) -> tensor<4x4x1x32xf32>
      %956 = stablehlo.broadcast_in_dim %950, dims = [0, 1, 2, 3] : (tensor<4x1x1x32xf32>) -> tensor<4x4x1x32xf32>
      %957 = stablehlo.add %955, %956 : tensor<4x4x1x32xf32>
      %958 = stablehlo.reduce(%957 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x1x32xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %959 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x4x1xf32>
      %960 = stablehlo.maximum %959, %958 : tensor<4x4x1xf32>
      %961 = stablehlo.broadcast_in_dim %960, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %962 = stablehlo.broadcast_in_dim %961, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x32xf32>
      %963 = stablehlo.subtract %957, %962 : tensor<4x4x1x32xf32>
      %964 = stablehlo.exponential %963 : tensor<4x4x1x32xf32>
      %965 = stablehlo.reduce(%964 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<4x4x1x32xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %966 = stablehlo.broadcast_in_dim %965, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %967 = stablehlo.broadcast_in_dim %966, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x32xf32>
      %968 = stablehlo.divide %964, %967 : tensor<4x4x1x32xf32>
      %969 = stablehlo.dot_general %931, %968, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<4x32x4x32xf32>, tensor<4x4x1x32xf32>) -> tensor<4x4x32x1xf32>
      %970 = stablehlo.transpose %969, dims = [0, 3, 1, 2] : (tensor<4x4x32x1xf32>) -> tensor<4x1x4x32xf32>
      %971 = stablehlo.reshape %970 : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
      %972 = stablehlo.transpose %iterArg_68, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %973 = stablehlo.dot_general %971, %972, contracting_dims = [2] x [0] : (tensor<4x1x128xf32>, tensor<128x128xf32>) -> tensor<4x1x128xf32>
      %974 = stablehlo.broadcast_in_dim %iterArg_69, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %975 = stablehlo.broadcast_in_dim %974, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %976 = stablehlo.add %973, %975 : tensor<4x1x128xf32>
      %977 = stablehlo.add %976, %865 : tensor<4x1x128xf32>
      %978 = stablehlo.multiply %977, %977 : tensor<4x1x128xf32>
      %979 = stablehlo.reduce(%977 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %980 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %981 = stablehlo.divide %979, %980 : tensor<4x1xf32>
      %982 = stablehlo.reduce(%978 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %983 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %984 = stablehlo.divide %982, %983 : tensor<4x1xf32>
      %985 = stablehlo.multiply %981, %981 : tensor<4x1xf32>
      %986 = stablehlo.subtract %984, %985 : tensor<4x1xf32>
      %987 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %988 = stablehlo.maximum %987, %986 : tensor<4x1xf32>
      %989 = stablehlo.broadcast_in_dim %981, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %990 = stablehlo.broadcast_in_dim %988, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %991 = stablehlo.broadcast_in_dim %989, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %992 = stablehlo.subtract %977, %991 : tensor<4x1x128xf32>
      %993 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      %994 = stablehlo.add %990, %993 : tensor<4x1x1xf32>
      %995 = stablehlo.rsqrt %994 : tensor<4x1x1xf32>
      %996 = stablehlo.reshape %iterArg_70 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %997 = stablehlo.broadcast_in_dim %995, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %998 = stablehlo.broadcast_in_dim %996, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %999 = stablehlo.multiply %997, %998 : tensor<4x1x128xf32>
      %1000 = stablehlo.multiply %992, %999 : tensor<4x1x128xf32>
      %1001 = stablehlo.reshape %iterArg_71 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %1002 = stablehlo.broadcast_in_dim %1001, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %1003 = stablehlo.add %1000, %1002 : tensor<4x1x128xf32>
      %1004 = stablehlo.transpose %iterArg_72, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
      %1005 = stablehlo.dot_general %1003, %1004, contracting_dims = [2] x [0] : (tensor<4x1x128xf32>, tensor<128x512xf32>) -> tensor<4x1x512xf32>
      %1006 = stablehlo.broadcast_in_dim %iterArg_73, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %1007 = stablehlo.broadcast_in_dim %1006, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x1x512xf32>
      %1008 = stablehlo.add %1005, %1007 : tensor<4x1x512xf32>
      %1009 = stablehlo.multiply %1008, %1008 : tensor<4x1x512xf32>
      %1010 = stablehlo.multiply %1009, %1008 : tensor<4x1x512xf32>
      %1011 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x1x512xf32>
      %1012 = stablehlo.multiply %1011, %1010 : tensor<4x1x512xf32>
      %1013 = stablehlo.add %1008, %1012 : tensor<4x1x512xf32>
      %1014 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x1x512xf32>
      %1015 = stablehlo.multiply %1014, %1013 : tensor<4x1x512xf32>
      %1016 = stablehlo.tanh %1015 : tensor<4x1x512xf32>
      %1017 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x1x512xf32>
      %1018 = stablehlo.add %1017, %1016 : tensor<4x1x512xf32>
      %1019 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x1x512xf32>
      %1020 = stablehlo.multiply %1019, %1018 : tensor<4x1x512xf32>
      %1021 = stablehlo.multiply %1008, %1020 : tensor<4x1x512xf32>
      %1022 = stablehlo.transpose %iterArg_74, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
      %1023 = stablehlo.dot_general %1021, %1022, contracting_dims = [2] x [0] : (tensor<4x1x512xf32>, tensor<512x128xf32>) -> tensor<4x1x128xf32>
      %1024 = stablehlo.broadcast_in_dim %iterArg_75, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %1025 = stablehlo.broadcast_in_dim %1024, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %1026 = stablehlo.add %1023, %1025 : tensor<4x1x128xf32>
      %1027 = stablehlo.add %977, %1026 : tensor<4x1x128xf32>
      %1028 = stablehlo.multiply %1027, %1027 : tensor<4x1x128xf32>
      %1029 = stablehlo.reduce(%1027 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %1030 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %1031 = stablehlo.divide %1029, %1030 : tensor<4x1xf32>
      %1032 = stablehlo.reduce(%1028 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1x128xf32>, tensor<f32>) -> tensor<4x1xf32>
      %1033 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %1034 = stablehlo.divide %1032, %1033 : tensor<4x1xf32>
      %1035 = stablehlo.multiply %1031, %1031 : tensor<4x1xf32>
      %1036 = stablehlo.subtract %1034, %1035 : tensor<4x1xf32>
      %1037 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %1038 = stablehlo.maximum %1037, %1036 : tensor<4x1xf32>
      %1039 = stablehlo.broadcast_in_dim %1031, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %1040 = stablehlo.broadcast_in_dim %1038, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %1041 = stablehlo.broadcast_in_dim %1039, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %1042 = stablehlo.subtract %1027, %1041 : tensor<4x1x128xf32>
      %1043 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      %1044 = stablehlo.add %1040, %1043 : tensor<4x1x1xf32>
      %1045 = stablehlo.rsqrt %1044 : tensor<4x1x1xf32>
      %1046 = stablehlo.reshape %iterArg_76 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %1047 = stablehlo.broadcast_in_dim %1045, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x128xf32>
      %1048 = stablehlo.broadcast_in_dim %1046, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %1049 = stablehlo.multiply %1047, %1048 : tensor<4x1x128xf32>
      %1050 = stablehlo.multiply %1042, %1049 : tensor<4x1x128xf32>
      %1051 = stablehlo.reshape %iterArg_77 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %1052 = stablehlo.broadcast_in_dim %1051, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %1053 = stablehlo.add %1050, %1052 : tensor<4x1x128xf32>
      %1054 = stablehlo.transpose %iterArg_50, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
      %1055 = stablehlo.dot_general %1053, %1054, contracting_dims = [2] x [0] : (tensor<4x1x128xf32>, tensor<128x1000xf32>) -> tensor<4x1x1000xf32>
      %1056 = stablehlo.reshape %1055 : (tensor<4x1x1000xf32>) -> tensor<4x1000xf32>
      %1057 = stablehlo.reshape %1056 : (tensor<4x1000xf32>) -> tensor<1x4x1000xf32>
      %1058 = stablehlo.reshape %765 : (tensor<4x32x4x32xf32>) -> tensor<1x4x32x4x32xf32>
      %1059 = stablehlo.reshape %769 : (tensor<4x32x4x32xf32>) -> tensor<1x4x32x4x32xf32>
      %1060 = stablehlo.reshape %927 : (tensor<4x32x4x32xf32>) -> tensor<1x4x32x4x32xf32>
      %1061 = stablehlo.reshape %931 : (tensor<4x32x4x32xf32>) -> tensor<1x4x32x4x32xf32>
      %1062 = func.call @log_softmax(%1057) : (tensor<1x4x1000xf32>) -> tensor<1x4x1000xf32>
      %1063 = stablehlo.reshape %1062 : (tensor<1x4x1000xf32>) -> tensor<4x1000xf32>
      %1064 = stablehlo.subtract %iterArg_79, %c_48 : tensor<i32>
      %1065 = func.call @clip(%1064, %c_48, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %1066 = stablehlo.subtract %c_3, %1065 : tensor<i32>
      %1067 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %1068 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %1069 = "stablehlo.scatter"(%1063, %1067, %1068) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
        stablehlo.return %arg30 : tensor<f32>
      }) : (tensor<4x1000xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x1000xf32>
      %1070 = func.call @_where_31(%1066, %1069, %1063) : (tensor<i32>, tensor<4x1000xf32>, tensor<4x1000xf32>) -> tensor<4x1000xf32>
      %1071 = stablehlo.reshape %1070 : (tensor<4x1000xf32>) -> tensor<1x4x1000xf32>
      %1072 = stablehlo.broadcast_in_dim %iterArg_81, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
      %1073 = stablehlo.broadcast_in_dim %1072, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1000xf32>
      %1074 = stablehlo.add %1071, %1073 : tensor<1x4x1000xf32>
      %1075 = stablehlo.reshape %1074 : (tensor<1x4x1000xf32>) -> tensor<1x4000xf32>
      %1076:2 = stablehlo.composite "chlo.top_k" %1075 {composite_attributes = {k = 8 : i64}, decomposition = @chlo.top_k.impl_2, version = 1 : i32} : (tensor<1x4000xf32>) -> (tensor<1x8xf32>, tensor<1x8xi32>)
      %1077 = func.call @floor_divide(%1076#1, %c_1) : (tensor<1x8xi32>, tensor<i32>) -> tensor<1x8xi32>
      %1078 = stablehlo.iota dim = 0 : tensor<8xi32>
      %1079 = func.call @floor_divide_33(%1078, %c_2) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
      %1080 = stablehlo.reshape %1079 : (tensor<8xi32>) -> tensor<1x8xi32>
      %1081 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
      %1082 = stablehlo.compare LT, %1080, %1081, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
      %1083 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
      %1084 = stablehlo.add %1080, %1083 : tensor<1x8xi32>
      %1085 = stablehlo.select %1082, %1084, %1080 : tensor<1x8xi1>, tensor<1x8xi32>
      %1086 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
      %1087 = stablehlo.compare LT, %1077, %1086, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
      %1088 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
      %1089 = stablehlo.add %1077, %1088 : tensor<1x8xi32>
      %1090 = stablehlo.select %1087, %1089, %1077 : tensor<1x8xi1>, tensor<1x8xi32>
      %1091 = stablehlo.broadcast_in_dim %1085, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
      %1092 = stablehlo.broadcast_in_dim %1090, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
      %1093 = stablehlo.concatenate %1091, %1092, dim = 2 : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x2xi32>
      %1094 = "stablehlo.gather"(%iterArg_80, %1093) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32>}> : (tensor<1x4x32xi32>, tensor<1x8x2xi32>) -> tensor<1x8x32xi32>
      %1095 = func.call @remainder(%1076#1, %c_1) : (tensor<1x8xi32>, tensor<i32>) -> tensor<1x8xi32>
      %1096 = stablehlo.broadcast_in_dim %1095, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
      %1097 = stablehlo.compare LT, %iterArg_79, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1098 = stablehlo.convert %iterArg_79 : tensor<i32>
      %1099 = stablehlo.add %1098, %c_49 : tensor<i32>
      %1100 = stablehlo.select %1097, %1099, %iterArg_79 : tensor<i1>, tensor<i32>
      %1101 = stablehlo.dynamic_update_slice %1094, %1096, %c_48, %c_48, %1100 : (tensor<1x8x32xi32>, tensor<1x8x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32xi32>
      %1102 = stablehlo.convert %iterArg_79 : tensor<i32>
      %1103 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1104 = stablehlo.add %c_48, %c_3 : tensor<i32>
      %1105 = stablehlo.select %1103, %1104, %c_48 : tensor<i1>, tensor<i32>
      %1106 = stablehlo.compare LT, %c_48, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1107 = stablehlo.add %c_48, %c_2 : tensor<i32>
      %1108 = stablehlo.select %1106, %1107, %c_48 : tensor<i1>, tensor<i32>
      %1109 = stablehlo.compare LT, %1102, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1110 = stablehlo.add %1102, %c_49 : tensor<i32>
      %1111 = stablehlo.select %1109, %1110, %1102 : tensor<i1>, tensor<i32>
      %1112 = stablehlo.dynamic_slice %1101, %1105, %1108, %1111, sizes = [1, 8, 1] : (tensor<1x8x32xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x1xi32>
      %1113 = stablehlo.reshape %1112 : (tensor<1x8x1xi32>) -> tensor<1x8xi32>
      %1114 = stablehlo.broadcast_in_dim %iterArg_78, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
      %1115 = stablehlo.compare EQ, %1113, %1114, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
      %1116 = stablehlo.convert %1115 : (tensor<1x8xi1>) -> tensor<1x8xf32>
      %1117 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
      %1118 = stablehlo.multiply %1116, %1117 : tensor<1x8xf32>
      %1119 = stablehlo.add %1076#0, %1118 : tensor<1x8xf32>
      %1120:2 = stablehlo.composite "chlo.top_k" %1119 {composite_attributes = {k = 4 : i64}, decomposition = @chlo.top_k.impl_3, version = 1 : i32} : (tensor<1x8xf32>) -> (tensor<1x4xf32>, tensor<1x4xi32>)
      %1121 = stablehlo.iota dim = 0 : tensor<4xi32>
      %1122 = func.call @floor_divide_36(%1121, %c_0) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
      %1123 = stablehlo.reshape %1122 : (tensor<4xi32>) -> tensor<1x4xi32>
      %1124 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1125 = stablehlo.compare LT, %1123, %1124, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1126 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1127 = stablehlo.add %1123, %1126 : tensor<1x4xi32>
      %1128 = stablehlo.select %1125, %1127, %1123 : tensor<1x4xi1>, tensor<1x4xi32>
      %1129 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1130 = stablehlo.compare LT, %1120#1, %1129, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1131 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1132 = stablehlo.add %1120#1, %1131 : tensor<1x4xi32>
      %1133 = stablehlo.select %1130, %1132, %1120#1 : tensor<1x4xi1>, tensor<1x4xi32>
      %1134 = stablehlo.broadcast_in_dim %1128, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1135 = stablehlo.broadcast_in_dim %1133, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1136 = stablehlo.concatenate %1134, %1135, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1137 = "stablehlo.gather"(%1101, %1136) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32>}> : (tensor<1x8x32xi32>, tensor<1x4x2xi32>) -> tensor<1x4x32xi32>
      %1138 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1139 = stablehlo.compare LT, %1123, %1138, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1140 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1141 = stablehlo.add %1123, %1140 : tensor<1x4xi32>
      %1142 = stablehlo.select %1139, %1141, %1123 : tensor<1x4xi1>, tensor<1x4xi32>
      %1143 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1144 = stablehlo.compare LT, %1120#1, %1143, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1145 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1146 = stablehlo.add %1120#1, %1145 : tensor<1x4xi32>
      %1147 = stablehlo.select %1144, %1146, %1120#1 : tensor<1x4xi1>, tensor<1x4xi32>
      %1148 = stablehlo.broadcast_in_dim %1142, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1149 = stablehlo.broadcast_in_dim %1147, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1150 = stablehlo.concatenate %1148, %1149, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1151 = "stablehlo.gather"(%1119, %1150) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xf32>, tensor<1x4x2xi32>) -> tensor<1x4xf32>
      %1152 = stablehlo.add %iterArg_79, %c_3 : tensor<i32>
      %1153 = stablehlo.subtract %1152, %c_2 : tensor<i32>
      %1154 = stablehlo.convert %1153 : (tensor<i32>) -> tensor<f32>
      %1155 = stablehlo.power %1154, %cst_44 : tensor<f32>
      %1156 = stablehlo.convert %1155 : tensor<f32>
      %1157 = stablehlo.broadcast_in_dim %1156, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
      %1158 = stablehlo.divide %1076#0, %1157 : tensor<1x8xf32>
      %1159 = stablehlo.reduce(%iterArg_84 init: %c_34) applies stablehlo.and across dimensions = [1] : (tensor<1x4xi1>, tensor<i1>) -> tensor<1xi1>
      %1160 = stablehlo.broadcast_in_dim %1159, dims = [0] : (tensor<1xi1>) -> tensor<1x1xi1>
      %1161 = stablehlo.broadcast_in_dim %1160, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x8xi1>
      %1162 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<1x8xi1>
      %1163 = stablehlo.and %1161, %1162 : tensor<1x8xi1>
      %1164 = stablehlo.not %1115 : tensor<1x8xi1>
      %1165 = stablehlo.or %1164, %1163 : tensor<1x8xi1>
      %1166 = stablehlo.convert %1165 : (tensor<1x8xi1>) -> tensor<1x8xf32>
      %1167 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
      %1168 = stablehlo.multiply %1166, %1167 : tensor<1x8xf32>
      %1169 = stablehlo.add %1158, %1168 : tensor<1x8xf32>
      %1170 = stablehlo.concatenate %iterArg_82, %1101, dim = 1 : (tensor<1x4x32xi32>, tensor<1x8x32xi32>) -> tensor<1x12x32xi32>
      %1171 = stablehlo.concatenate %iterArg_83, %1169, dim = 1 : (tensor<1x4xf32>, tensor<1x8xf32>) -> tensor<1x12xf32>
      %1172 = stablehlo.concatenate %iterArg_84, %1115, dim = 1 : (tensor<1x4xi1>, tensor<1x8xi1>) -> tensor<1x12xi1>
      %1173:2 = stablehlo.composite "chlo.top_k" %1171 {composite_attributes = {k = 4 : i64}, decomposition = @chlo.top_k.impl_4, version = 1 : i32} : (tensor<1x12xf32>) -> (tensor<1x4xf32>, tensor<1x4xi32>)
      %1174 = stablehlo.iota dim = 0 : tensor<4xi32>
      %1175 = func.call @floor_divide_36(%1174, %c_0) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
      %1176 = stablehlo.reshape %1175 : (tensor<4xi32>) -> tensor<1x4xi32>
      %1177 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1178 = stablehlo.compare LT, %1176, %1177, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1179 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1180 = stablehlo.add %1176, %1179 : tensor<1x4xi32>
      %1181 = stablehlo.select %1178, %1180, %1176 : tensor<1x4xi1>, tensor<1x4xi32>
      %1182 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1183 = stablehlo.compare LT, %1173#1, %1182, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1184 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1185 = stablehlo.add %1173#1, %1184 : tensor<1x4xi32>
      %1186 = stablehlo.select %1183, %1185, %1173#1 : tensor<1x4xi1>, tensor<1x4xi32>
      %1187 = stablehlo.broadcast_in_dim %1181, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1188 = stablehlo.broadcast_in_dim %1186, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1189 = stablehlo.concatenate %1187, %1188, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1190 = "stablehlo.gather"(%1170, %1189) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32>}> : (tensor<1x12x32xi32>, tensor<1x4x2xi32>) -> tensor<1x4x32xi32>
      %1191 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1192 = stablehlo.compare LT, %1176, %1191, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1193 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1194 = stablehlo.add %1176, %1193 : tensor<1x4xi32>
      %1195 = stablehlo.select %1192, %1194, %1176 : tensor<1x4xi1>, tensor<1x4xi32>
      %1196 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1197 = stablehlo.compare LT, %1173#1, %1196, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1198 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1199 = stablehlo.add %1173#1, %1198 : tensor<1x4xi32>
      %1200 = stablehlo.select %1197, %1199, %1173#1 : tensor<1x4xi1>, tensor<1x4xi32>
      %1201 = stablehlo.broadcast_in_dim %1195, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1202 = stablehlo.broadcast_in_dim %1200, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1203 = stablehlo.concatenate %1201, %1202, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1204 = "stablehlo.gather"(%1171, %1203) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x12xf32>, tensor<1x4x2xi32>) -> tensor<1x4xf32>
      %1205 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1206 = stablehlo.compare LT, %1176, %1205, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1207 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1208 = stablehlo.add %1176, %1207 : tensor<1x4xi32>
      %1209 = stablehlo.select %1206, %1208, %1176 : tensor<1x4xi1>, tensor<1x4xi32>
      %1210 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1211 = stablehlo.compare LT, %1173#1, %1210, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1212 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1213 = stablehlo.add %1173#1, %1212 : tensor<1x4xi32>
      %1214 = stablehlo.select %1211, %1213, %1173#1 : tensor<1x4xi1>, tensor<1x4xi32>
      %1215 = stablehlo.broadcast_in_dim %1209, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1216 = stablehlo.broadcast_in_dim %1214, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1217 = stablehlo.concatenate %1215, %1216, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1218 = "stablehlo.gather"(%1172, %1217) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x12xi1>, tensor<1x4x2xi32>) -> tensor<1x4xi1>
      %1219 = stablehlo.iota dim = 0 : tensor<4xi32>
      %1220 = func.call @floor_divide_36(%1219, %c_0) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
      %1221 = stablehlo.reshape %1220 : (tensor<4xi32>) -> tensor<1x4xi32>
      %1222 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1223 = stablehlo.compare LT, %1221, %1222, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1224 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1225 = stablehlo.add %1221, %1224 : tensor<1x4xi32>
      %1226 = stablehlo.select %1223, %1225, %1221 : tensor<1x4xi1>, tensor<1x4xi32>
      %1227 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1228 = stablehlo.compare LT, %1120#1, %1227, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1229 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1230 = stablehlo.add %1120#1, %1229 : tensor<1x4xi32>
      %1231 = stablehlo.select %1228, %1230, %1120#1 : tensor<1x4xi1>, tensor<1x4xi32>
      %1232 = stablehlo.broadcast_in_dim %1226, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1233 = stablehlo.broadcast_in_dim %1231, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1234 = stablehlo.concatenate %1232, %1233, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1235 = "stablehlo.gather"(%1077, %1234) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi32>, tensor<1x4x2xi32>) -> tensor<1x4xi32>
      %1236 = stablehlo.iota dim = 0 : tensor<4xi32>
      %1237 = func.call @floor_divide_36(%1236, %c_0) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
      %1238 = stablehlo.reshape %1237 : (tensor<4xi32>) -> tensor<1x4xi32>
      %1239 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1240 = stablehlo.compare LT, %1238, %1239, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1241 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1242 = stablehlo.add %1238, %1241 : tensor<1x4xi32>
      %1243 = stablehlo.select %1240, %1242, %1238 : tensor<1x4xi1>, tensor<1x4xi32>
      %1244 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1245 = stablehlo.compare LT, %1235, %1244, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1246 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1247 = stablehlo.add %1235, %1246 : tensor<1x4xi32>
      %1248 = stablehlo.select %1245, %1247, %1235 : tensor<1x4xi1>, tensor<1x4xi32>
      %1249 = stablehlo.broadcast_in_dim %1243, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1250 = stablehlo.broadcast_in_dim %1248, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1251 = stablehlo.concatenate %1249, %1250, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1252 = "stablehlo.gather"(%1058, %1251) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32, 4, 32>}> : (tensor<1x4x32x4x32xf32>, tensor<1x4x2xi32>) -> tensor<1x4x32x4x32xf32>
      %1253 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1254 = stablehlo.compare LT, %1238, %1253, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1255 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1256 = stablehlo.add %1238, %1255 : tensor<1x4xi32>
      %1257 = stablehlo.select %1254, %1256, %1238 : tensor<1x4xi1>, tensor<1x4xi32>
      %1258 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1259 = stablehlo.compare LT, %1235, %1258, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1260 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1261 = stablehlo.add %1235, %1260 : tensor<1x4xi32>
      %1262 = stablehlo.select %1259, %1261, %1235 : tensor<1x4xi1>, tensor<1x4xi32>
      %1263 = stablehlo.broadcast_in_dim %1257, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1264 = stablehlo.broadcast_in_dim %1262, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1265 = stablehlo.concatenate %1263, %1264, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1266 = "stablehlo.gather"(%1059, %1265) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32, 4, 32>}> : (tensor<1x4x32x4x32xf32>, tensor<1x4x2xi32>) -> tensor<1x4x32x4x32xf32>
      %1267 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1268 = stablehlo.compare LT, %1238, %1267, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1269 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1270 = stablehlo.add %1238, %1269 : tensor<1x4xi32>
      %1271 = stablehlo.select %1268, %1270, %1238 : tensor<1x4xi1>, tensor<1x4xi32>
      %1272 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1273 = stablehlo.compare LT, %1235, %1272, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1274 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1275 = stablehlo.add %1235, %1274 : tensor<1x4xi32>
      %1276 = stablehlo.select %1273, %1275, %1235 : tensor<1x4xi1>, tensor<1x4xi32>
      %1277 = stablehlo.broadcast_in_dim %1271, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1278 = stablehlo.broadcast_in_dim %1276, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1279 = stablehlo.concatenate %1277, %1278, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1280 = "stablehlo.gather"(%1060, %1279) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32, 4, 32>}> : (tensor<1x4x32x4x32xf32>, tensor<1x4x2xi32>) -> tensor<1x4x32x4x32xf32>
      %1281 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1282 = stablehlo.compare LT, %1238, %1281, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1283 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1284 = stablehlo.add %1238, %1283 : tensor<1x4xi32>
      %1285 = stablehlo.select %1282, %1284, %1238 : tensor<1x4xi1>, tensor<1x4xi32>
      %1286 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1287 = stablehlo.compare LT, %1235, %1286, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
      %1288 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
      %1289 = stablehlo.add %1235, %1288 : tensor<1x4xi32>
      %1290 = stablehlo.select %1287, %1289, %1235 : tensor<1x4xi1>, tensor<1x4xi32>
      %1291 = stablehlo.broadcast_in_dim %1285, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1292 = stablehlo.broadcast_in_dim %1290, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4x1xi32>
      %1293 = stablehlo.concatenate %1291, %1292, dim = 2 : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x2xi32>
      %1294 = "stablehlo.gather"(%1061, %1293) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 32, 4, 32>}> : (tensor<1x4x32x4x32xf32>, tensor<1x4x2xi32>) -> tensor<1x4x32x4x32xf32>
      %1295 = stablehlo.reshape %1252 : (tensor<1x4x32x4x32xf32>) -> tensor<4x32x4x32xf32>
      %1296 = stablehlo.reshape %1266 : (tensor<1x4x32x4x32xf32>) -> tensor<4x32x4x32xf32>
      %1297 = stablehlo.reshape %1280 : (tensor<1x4x32x4x32xf32>) -> tensor<4x32x4x32xf32>
      %1298 = stablehlo.reshape %1294 : (tensor<1x4x32x4x32xf32>) -> tensor<4x32x4x32xf32>
      %1299 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %1300 = stablehlo.add %iterArg_91, %1299 : tensor<4x1xi32>
      %1301 = stablehlo.add %iterArg_79, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %1301, %1137, %1151, %1190, %1204, %1218, %770, %1295, %1296, %932, %1297, %1298, %1300 : tensor<4x32xi32>, tensor<1000x128xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<384xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<i32>, tensor<1x4x32xi32>, tensor<1x4xf32>, tensor<1x4x32xi32>, tensor<1x4xf32>, tensor<1x4xi1>, tensor<i32>, tensor<4x32x4x32xf32>, tensor<4x32x4x32xf32>, tensor<i32>, tensor<4x32x4x32xf32>, tensor<4x32x4x32xf32>, tensor<4x1xi32>
    }
    %687 = stablehlo.reduce(%686#35 init: %c_45) applies stablehlo.or across dimensions = [1] : (tensor<1x4xi1>, tensor<i1>) -> tensor<1xi1>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0] : (tensor<1xi1>) -> tensor<1x1x1xi1>
    %689 = call @_where_42(%688, %686#33, %686#31) : (tensor<1x1x1xi1>, tensor<1x4x32xi32>, tensor<1x4x32xi32>) -> tensor<1x4x32xi32>
    %690 = stablehlo.broadcast_in_dim %687, dims = [0] : (tensor<1xi1>) -> tensor<1x1xi1>
    %691 = call @_where_43(%690, %686#34, %686#32) : (tensor<1x1xi1>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %692 = stablehlo.slice %689 [0:1, 0:1, 0:32] : (tensor<1x4x32xi32>) -> tensor<1x1x32xi32>
    %693 = stablehlo.reshape %692 : (tensor<1x1x32xi32>) -> tensor<1x32xi32>
    return %693 : tensor<1x32xi32>
  }
  func.func private @chlo.top_k.impl_4(%arg0: tensor<1x12xf32>) -> (tensor<1x4xf32>, tensor<1x4xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<1x12xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<1x12xf32>, tensor<1x12xi32>) -> (tensor<1x12xf32>, tensor<1x12xi32>)
    %2 = stablehlo.slice %1#0 [0:1, 0:4] : (tensor<1x12xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.slice %1#1 [0:1, 0:4] : (tensor<1x12xi32>) -> tensor<1x4xi32>
    return %2, %3 : tensor<1x4xf32>, tensor<1x4xi32>
  }
  func.func private @chlo.top_k.impl_3(%arg0: tensor<1x8xf32>) -> (tensor<1x4xf32>, tensor<1x4xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<1x8xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<1x8xf32>, tensor<1x8xi32>) -> (tensor<1x8xf32>, tensor<1x8xi32>)
    %2 = stablehlo.slice %1#0 [0:1, 0:4] : (tensor<1x8xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.slice %1#1 [0:1, 0:4] : (tensor<1x8xi32>) -> tensor<1x4xi32>
    return %2, %3 : tensor<1x4xf32>, tensor<1x4xi32>
  }
  func.func private @chlo.top_k.impl_2(%arg0: tensor<1x4000xf32>) -> (tensor<1x8xf32>, tensor<1x8xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<1x4000xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<1x4000xf32>, tensor<1x4000xi32>) -> (tensor<1x4000xf32>, tensor<1x4000xi32>)
    %2 = stablehlo.slice %1#0 [0:1, 0:8] : (tensor<1x4000xf32>) -> tensor<1x8xf32>
    %3 = stablehlo.slice %1#1 [0:1, 0:8] : (tensor<1x4000xi32>) -> tensor<1x8xi32>
    return %2, %3 : tensor<1x8xf32>, tensor<1x8xi32>
  }
  func.func private @chlo.top_k.impl_1(%arg0: tensor<1x12xf32>) -> (tensor<1x4xf32>, tensor<1x4xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<1x12xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<1x12xf32>, tensor<1x12xi32>) -> (tensor<1x12xf32>, tensor<1x12xi32>)
    %2 = stablehlo.slice %1#0 [0:1, 0:4] : (tensor<1x12xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.slice %1#1 [0:1, 0:4] : (tensor<1x12xi32>) -> tensor<1x4xi32>
    return %2, %3 : tensor<1x4xf32>, tensor<1x4xi32>
  }
  func.func private @chlo.top_k.impl_0(%arg0: tensor<1x8xf32>) -> (tensor<1x4xf32>, tensor<1x4xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<1x8xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<1x8xf32>, tensor<1x8xi32>) -> (tensor<1x8xf32>, tensor<1x8xi32>)
    %2 = stablehlo.slice %1#0 [0:1, 0:4] : (tensor<1x8xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.slice %1#1 [0:1, 0:4] : (tensor<1x8xi32>) -> tensor<1x4xi32>
    return %2, %3 : tensor<1x4xf32>, tensor<1x4xi32>
  }
  func.func private @chlo.top_k.impl(%arg0: tensor<1x4000xf32>) -> (tensor<1x8xf32>, tensor<1x8xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<1x4000xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<1x4000xf32>, tensor<1x4000xi32>) -> (tensor<1x4000xf32>, tensor<1x4000xi32>)
    %2 = stablehlo.slice %1#0 [0:1, 0:8] : (tensor<1x4000xf32>) -> tensor<1x8xf32>
    %3 = stablehlo.slice %1#1 [0:1, 0:8] : (tensor<1x4000xi32>) -> tensor<1x8xi32>
    return %2, %3 : tensor<1x8xf32>, tensor<1x8xi32>
  }
  func.func private @atleast_2d(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    return %arg0 : tensor<4x32xf32>
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
  func.func private @_take(%arg0: tensor<1000x128xf32>, %arg1: tensor<4x32xi32>) -> tensor<4x32x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x32xi32>, tensor<4x32xi32>) -> tensor<4x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x32xi1>, tensor<4x32xi32>, tensor<4x32xi32>) -> tensor<4x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x32xi32>) -> tensor<4x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x32x1xi32>, tensor<4x32x1xi32>) -> tensor<4x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x32x1xi32>, tensor<4x32x1xi32>) -> tensor<4x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<4x32x1xi1>, tensor<i1>) -> tensor<4x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<4x32x1xi32>) -> tensor<4x32x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x32xi1>) -> tensor<4x32x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    return %16 : tensor<4x32x128xf32>
  }
  func.func private @_where(%arg0: tensor<4x32xi1>, %arg1: tensor<4x32xi32>, %arg2: tensor<4x32xi32>) -> tensor<4x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x32xi1>, tensor<4x32xi32>
    return %0 : tensor<4x32xi32>
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
  func.func private @_take_7(%arg0: tensor<32x128xf32>, %arg1: tensor<4x32xi32>) -> tensor<4x32x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x32xi32>, tensor<4x32xi32>) -> tensor<4x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x32xi1>, tensor<4x32xi32>, tensor<4x32xi32>) -> tensor<4x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x32xi32>) -> tensor<4x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x32x1xi32>, tensor<4x32x1xi32>) -> tensor<4x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x32x1xi32>, tensor<4x32x1xi32>) -> tensor<4x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<4x32x1xi1>, tensor<i1>) -> tensor<4x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<32x128xf32>, tensor<4x32x1xi32>) -> tensor<4x32x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x32xi1>) -> tensor<4x32x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x32x128xi1>, tensor<4x32x128xf32>
    return %16 : tensor<4x32x128xf32>
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
  func.func private @_take_28(%arg0: tensor<1000x128xf32>, %arg1: tensor<4x8xi32>) -> tensor<4x8x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x8xi32>
    %4 = call @_where_29(%1, %3, %arg1) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x8x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<4x8x1xi32>) -> tensor<4x8x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x8xi1>) -> tensor<4x8x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x8x128xi1>, tensor<4x8x128xf32>
    return %16 : tensor<4x8x128xf32>
  }
  func.func private @_where_29(%arg0: tensor<4x8xi1>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>) -> tensor<4x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x8xi1>, tensor<4x8xi32>
    return %0 : tensor<4x8xi32>
  }
  func.func private @_take_30(%arg0: tensor<32x128xf32>, %arg1: tensor<4x8xi32>) -> tensor<4x8x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x8xi32>
    %4 = call @_where_29(%1, %3, %arg1) : (tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x8x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<32x128xf32>, tensor<4x8x1xi32>) -> tensor<4x8x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x8xi1>) -> tensor<4x8x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x8x128xi1>, tensor<4x8x128xf32>
    return %16 : tensor<4x8x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<1x4x1000xf32>) -> tensor<1x4x1000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<1x4x1000xf32>, tensor<f32>) -> tensor<1x4xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<1x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x4x1000xf32>
    %6 = stablehlo.exponential %5 : tensor<1x4x1000xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x4x1000xf32>, tensor<f32>) -> tensor<1x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %9 = stablehlo.log %8 : tensor<1x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<1x4x1000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<1x4x1000xf32>
    return %11 : tensor<1x4x1000xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_31(%arg0: tensor<i32>, %arg1: tensor<4x1000xf32>, %arg2: tensor<4x1000xf32>) -> tensor<4x1000xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<4x1000xf32>
    return %1 : tensor<4x1000xf32>
  }
  func.func private @floor_divide(%arg0: tensor<1x8xi32>, %arg1: tensor<i32>) -> tensor<1x8xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<1x8xi32>
    %3 = stablehlo.sign %arg0 : tensor<1x8xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<1x8xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %11 = stablehlo.and %6, %10 : tensor<1x8xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<1x8xi32>
    %14 = call @_where_32(%11, %13, %2) : (tensor<1x8xi1>, tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi32>
    return %14 : tensor<1x8xi32>
  }
  func.func private @_where_32(%arg0: tensor<1x8xi1>, %arg1: tensor<1x8xi32>, %arg2: tensor<1x8xi32>) -> tensor<1x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x8xi1>, tensor<1x8xi32>
    return %0 : tensor<1x8xi32>
  }
  func.func private @floor_divide_33(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xi32>
    %3 = stablehlo.sign %arg0 : tensor<8xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %11 = stablehlo.and %6, %10 : tensor<8xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<8xi32>
    %14 = call @_where_34(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %14 : tensor<8xi32>
  }
  func.func private @_where_34(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @remainder(%arg0: tensor<1x8xi32>, %arg1: tensor<i32>) -> tensor<1x8xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_35(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1x8xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1x8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1x8xi1>, tensor<1x8xi1>) -> tensor<1x8xi1>
    %12 = stablehlo.and %11, %6 : tensor<1x8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %14 = stablehlo.add %4, %13 : tensor<1x8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<1x8xi1>, tensor<1x8xi32>
    return %15 : tensor<1x8xi32>
  }
  func.func private @_where_35(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide_36(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4xi32>
    %3 = stablehlo.sign %arg0 : tensor<4xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<4xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %11 = stablehlo.and %6, %10 : tensor<4xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<4xi32>
    %14 = call @_where_37(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %14 : tensor<4xi32>
  }
  func.func private @_where_37(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_where_38(%arg0: tensor<1x4xi1>, %arg1: tensor<1x1xf32>, %arg2: tensor<f32>) -> tensor<1x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<1x4xi1>, tensor<1x4xf32>
    return %2 : tensor<1x4xf32>
  }
  func.func private @_take_39(%arg0: tensor<1000x128xf32>, %arg1: tensor<4x1xi32>) -> tensor<4x1x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<1000> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = call @_where_40(%1, %3, %arg1) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<4x1x1xi32>) -> tensor<4x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x1x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x1x128xi1>, tensor<4x1x128xf32>
    return %16 : tensor<4x1x128xf32>
  }
  func.func private @_where_40(%arg0: tensor<4x1xi1>, %arg1: tensor<4x1xi32>, %arg2: tensor<4x1xi32>) -> tensor<4x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x1xi1>, tensor<4x1xi32>
    return %0 : tensor<4x1xi32>
  }
  func.func private @_take_41(%arg0: tensor<32x128xf32>, %arg1: tensor<4x1xi32>) -> tensor<4x1x128xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = call @_where_40(%1, %3, %arg1) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 128>}> : (tensor<32x128xf32>, tensor<4x1x1xi32>) -> tensor<4x1x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x1x128xi1>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x1x128xi1>, tensor<4x1x128xf32>
    return %16 : tensor<4x1x128xf32>
  }
  func.func private @_where_42(%arg0: tensor<1x1x1xi1>, %arg1: tensor<1x4x32xi32>, %arg2: tensor<1x4x32xi32>) -> tensor<1x4x32xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x1x1xi1>) -> tensor<1x4x32xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<1x4x32xi1>, tensor<1x4x32xi32>
    return %1 : tensor<1x4x32xi32>
  }
  func.func private @_where_43(%arg0: tensor<1x1xi1>, %arg1: tensor<1x4xf32>, %arg2: tensor<1x4xf32>) -> tensor<1x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x4xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<1x4xi1>, tensor<1x4xf32>
    return %1 : tensor<1x4xf32>
  }
}
