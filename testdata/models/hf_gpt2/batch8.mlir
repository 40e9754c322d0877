module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xf32>, %arg1: tensor<384x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x512xf32>, %arg12: tensor<384xf32>, %arg13: tensor<384x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<1000x128xf32>, %arg28: tensor<8x64xi32>) -> (tensor<8x64x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<8x64xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %4 = stablehlo.convert %3 : (tensor<8x64xf32>) -> tensor<8x64xi32>
    %5 = call @_take(%arg27, %arg28) : (tensor<1000x128xf32>, tensor<8x64xi32>) -> tensor<8x64x128xf32>
    %6 = call @_take_0(%arg26, %2) : (tensor<64x128xf32>, tensor<8x64xi32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x64x128xf32>
    %8 = chlo.square %7 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x64xf32>
    %15 = chlo.square %11 : tensor<8x64xf32> -> tensor<8x64xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<8x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8x64xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %22 = stablehlo.subtract %7, %21 : tensor<8x64x128xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<8x64x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x64x1xf32>
    %26 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<8x64x128xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<8x64x128xf32>
    %31 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x64x128xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %34 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x64xi1>
    %35 = stablehlo.iota dim = 0 : tensor<64xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %41 = stablehlo.compare GE, %39, %40, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %43 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %44 = stablehlo.dot_general %33, %43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %45 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x64x384xf32>
    %48 = stablehlo.slice %47 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %49 = stablehlo.slice %47 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %50 = stablehlo.slice %47 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %51 = stablehlo.reshape %48 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %52 = stablehlo.reshape %49 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %53 = stablehlo.reshape %50 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %54 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xi1>) -> tensor<8x1x64x64xi1>
    %55 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x64xi32>) -> tensor<8x1x1x64xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xi32>) -> tensor<8x1x64x64xi32>
    %57 = stablehlo.convert %54 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %59 = stablehlo.compare NE, %56, %58, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %61 = stablehlo.compare NE, %57, %60, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %62 = stablehlo.and %59, %61 : tensor<8x1x64x64xi1>
    %63 = stablehlo.convert %62 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %65 = stablehlo.compare GT, %63, %64, FLOAT : (tensor<8x1x64x64xf32>, tensor<8x1x64x64xf32>) -> tensor<8x1x64x64xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %67 = stablehlo.convert %66 : tensor<8x1x64x64xf32>
    %cst_10 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %69 = stablehlo.select %65, %67, %68 : tensor<8x1x64x64xi1>, tensor<8x1x64x64xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %70 = stablehlo.sqrt %cst_11 : tensor<f32>
    %71 = stablehlo.convert %70 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %73 = stablehlo.divide %51, %72 : tensor<8x64x4x32xf32>
    %74 = stablehlo.dot_general %73, %52, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %75 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xf32>) -> tensor<8x4x64x64xf32>
    %76 = stablehlo.add %74, %75 : tensor<8x4x64x64xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<8x4x64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<8x4x64x64xf32>
    %83 = stablehlo.exponential %82 : tensor<8x4x64x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %87 = stablehlo.divide %83, %86 : tensor<8x4x64x64xf32>
    %88 = stablehlo.dot_general %53, %87, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %91 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %92 = stablehlo.dot_general %90, %91, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %93 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %95 = stablehlo.add %92, %94 : tensor<8x64x128xf32>
    %96 = stablehlo.add %95, %7 : tensor<8x64x128xf32>
    %97 = chlo.square %96 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%96 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %100 = stablehlo.divide %98, %99 : tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%97 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %103 = stablehlo.divide %101, %102 : tensor<8x64xf32>
    %104 = chlo.square %100 : tensor<8x64xf32> -> tensor<8x64xf32>
    %105 = stablehlo.subtract %103, %104 : tensor<8x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %107 = stablehlo.maximum %106, %105 : tensor<8x64xf32>
    %108 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %111 = stablehlo.subtract %96, %110 : tensor<8x64x128xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %113 = stablehlo.add %109, %112 : tensor<8x64x1xf32>
    %114 = stablehlo.rsqrt %113 : tensor<8x64x1xf32>
    %115 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<8x64x128xf32>
    %119 = stablehlo.multiply %111, %118 : tensor<8x64x128xf32>
    %120 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %122 = stablehlo.add %119, %121 : tensor<8x64x128xf32>
    %123 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %125 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %127 = stablehlo.add %124, %126 : tensor<8x64x512xf32>
    %128 = stablehlo.multiply %127, %127 : tensor<8x64x512xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<8x64x512xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<8x64x512xf32>
    %132 = stablehlo.add %127, %131 : tensor<8x64x512xf32>
    %cst_22 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<8x64x512xf32>
    %135 = stablehlo.tanh %134 : tensor<8x64x512xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %137 = stablehlo.add %136, %135 : tensor<8x64x512xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<8x64x512xf32>
    %140 = stablehlo.multiply %127, %139 : tensor<8x64x512xf32>
    %141 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %142 = stablehlo.dot_general %140, %141, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %143 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %145 = stablehlo.add %142, %144 : tensor<8x64x128xf32>
    %146 = stablehlo.add %96, %145 : tensor<8x64x128xf32>
    %147 = chlo.square %146 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%146 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %150 = stablehlo.divide %148, %149 : tensor<8x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%147 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %153 = stablehlo.divide %151, %152 : tensor<8x64xf32>
    %154 = chlo.square %150 : tensor<8x64xf32> -> tensor<8x64xf32>
    %155 = stablehlo.subtract %153, %154 : tensor<8x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %157 = stablehlo.maximum %156, %155 : tensor<8x64xf32>
    %158 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %159 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %161 = stablehlo.subtract %146, %160 : tensor<8x64x128xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %163 = stablehlo.add %159, %162 : tensor<8x64x1xf32>
    %164 = stablehlo.rsqrt %163 : tensor<8x64x1xf32>
    %165 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %167 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<8x64x128xf32>
    %169 = stablehlo.multiply %161, %168 : tensor<8x64x128xf32>
    %170 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %172 = stablehlo.add %169, %171 : tensor<8x64x128xf32>
    %c_31 = stablehlo.constant dense<true> : tensor<i1>
    %173 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i1>) -> tensor<1x64xi1>
    %174 = stablehlo.iota dim = 0 : tensor<64xi32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %178 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %179 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %180 = stablehlo.compare GE, %178, %179, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %182 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %183 = stablehlo.dot_general %172, %182, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %184 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %186 = stablehlo.add %183, %185 : tensor<8x64x384xf32>
    %187 = stablehlo.slice %186 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %188 = stablehlo.slice %186 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %189 = stablehlo.slice %186 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %190 = stablehlo.reshape %187 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %191 = stablehlo.reshape %188 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %192 = stablehlo.reshape %189 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %193 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xi1>) -> tensor<8x1x64x64xi1>
    %194 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x64xi32>) -> tensor<8x1x1x64xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xi32>) -> tensor<8x1x64x64xi32>
    %196 = stablehlo.convert %193 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %197 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %198 = stablehlo.compare NE, %195, %197, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %199 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %200 = stablehlo.compare NE, %196, %199, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %201 = stablehlo.and %198, %200 : tensor<8x1x64x64xi1>
    %202 = stablehlo.convert %201 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %204 = stablehlo.compare GT, %202, %203, FLOAT : (tensor<8x1x64x64xf32>, tensor<8x1x64x64xf32>) -> tensor<8x1x64x64xi1>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %206 = stablehlo.convert %205 : tensor<8x1x64x64xf32>
    %cst_36 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %208 = stablehlo.select %204, %206, %207 : tensor<8x1x64x64xi1>, tensor<8x1x64x64xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %209 = stablehlo.sqrt %cst_37 : tensor<f32>
    %210 = stablehlo.convert %209 : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %212 = stablehlo.divide %190, %211 : tensor<8x64x4x32xf32>
    %213 = stablehlo.dot_general %212, %191, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %214 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xf32>) -> tensor<8x4x64x64xf32>
    %215 = stablehlo.add %213, %214 : tensor<8x4x64x64xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %218 = stablehlo.maximum %217, %216 : tensor<8x4x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %221 = stablehlo.subtract %215, %220 : tensor<8x4x64x64xf32>
    %222 = stablehlo.exponential %221 : tensor<8x4x64x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_40) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %226 = stablehlo.divide %222, %225 : tensor<8x4x64x64xf32>
    %227 = stablehlo.dot_general %192, %226, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %228 = stablehlo.transpose %227, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %230 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %232 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %234 = stablehlo.add %231, %233 : tensor<8x64x128xf32>
    %235 = stablehlo.add %234, %146 : tensor<8x64x128xf32>
    %236 = chlo.square %235 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%235 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %239 = stablehlo.divide %237, %238 : tensor<8x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%236 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_44 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %242 = stablehlo.divide %240, %241 : tensor<8x64xf32>
    %243 = chlo.square %239 : tensor<8x64xf32> -> tensor<8x64xf32>
    %244 = stablehlo.subtract %242, %243 : tensor<8x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %246 = stablehlo.maximum %245, %244 : tensor<8x64xf32>
    %247 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %250 = stablehlo.subtract %235, %249 : tensor<8x64x128xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %252 = stablehlo.add %248, %251 : tensor<8x64x1xf32>
    %253 = stablehlo.rsqrt %252 : tensor<8x64x1xf32>
    %254 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %256 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<8x64x128xf32>
    %258 = stablehlo.multiply %250, %257 : tensor<8x64x128xf32>
    %259 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %261 = stablehlo.add %258, %260 : tensor<8x64x128xf32>
    %262 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %264 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %266 = stablehlo.add %263, %265 : tensor<8x64x512xf32>
    %267 = stablehlo.multiply %266, %266 : tensor<8x64x512xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<8x64x512xf32>
    %cst_47 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<8x64x512xf32>
    %271 = stablehlo.add %266, %270 : tensor<8x64x512xf32>
    %cst_48 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<8x64x512xf32>
    %274 = stablehlo.tanh %273 : tensor<8x64x512xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %276 = stablehlo.add %275, %274 : tensor<8x64x512xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<8x64x512xf32>
    %279 = stablehlo.multiply %266, %278 : tensor<8x64x512xf32>
    %280 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %281 = stablehlo.dot_general %279, %280, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %282 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %284 = stablehlo.add %281, %283 : tensor<8x64x128xf32>
    %285 = stablehlo.add %235, %284 : tensor<8x64x128xf32>
    %286 = chlo.square %285 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%285 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %289 = stablehlo.divide %287, %288 : tensor<8x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%286 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_54 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %292 = stablehlo.divide %290, %291 : tensor<8x64xf32>
    %293 = chlo.square %289 : tensor<8x64xf32> -> tensor<8x64xf32>
    %294 = stablehlo.subtract %292, %293 : tensor<8x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %296 = stablehlo.maximum %295, %294 : tensor<8x64xf32>
    %297 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %299 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %300 = stablehlo.subtract %285, %299 : tensor<8x64x128xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %302 = stablehlo.add %298, %301 : tensor<8x64x1xf32>
    %303 = stablehlo.rsqrt %302 : tensor<8x64x1xf32>
    %304 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %305 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %306 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %307 = stablehlo.multiply %305, %306 : tensor<8x64x128xf32>
    %308 = stablehlo.multiply %300, %307 : tensor<8x64x128xf32>
    %309 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %311 = stablehlo.add %308, %310 : tensor<8x64x128xf32>
    %312 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %313 = stablehlo.dot_general %311, %312, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x1000xf32>) -> tensor<8x64x1000xf32>
    return %313 : tensor<8x64x1000xf32>
  }
  func.func private @_take(%arg0: tensor<1000x128xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %16 : tensor<8x64x128xf32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @_take_0(%arg0: tensor<64x128xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<64x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %16 : tensor<8x64x128xf32>
  }
}
