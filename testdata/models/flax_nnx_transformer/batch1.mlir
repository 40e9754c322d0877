module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32xf32>, %arg1: tensor<128x4x32xf32>, %arg2: tensor<128xf32>, %arg3: tensor<4x32x128xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<128x4x32xf32>, %arg6: tensor<4x32xf32>, %arg7: tensor<128x4x32xf32>, %arg8: tensor<128xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<512xf32>, %arg15: tensor<128x512xf32>, %arg16: tensor<4x32xf32>, %arg17: tensor<128x4x32xf32>, %arg18: tensor<128xf32>, %arg19: tensor<4x32x128xf32>, %arg20: tensor<4x32xf32>, %arg21: tensor<128x4x32xf32>, %arg22: tensor<4x32xf32>, %arg23: tensor<128x4x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<512x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<512xf32>, %arg31: tensor<128x512xf32>, %arg32: tensor<1000x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<64x128xf32>, %arg36: tensor<1x64xi32>) -> (tensor<1x64x1000xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg32, %arg36) : (tensor<1000x128xf32>, tensor<1x64xi32>) -> tensor<1x64x128xf32>
    %1 = stablehlo.iota dim = 0 : tensor<64xi32>
    %2 = call @_take_0(%arg35, %1) : (tensor<64x128xf32>, tensor<64xi32>) -> tensor<64x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %4 = stablehlo.add %0, %3 : tensor<1x64x128xf32>
    %5 = stablehlo.iota dim = 0 : tensor<64xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %13 = stablehlo.convert %12 : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xf32>
    %14 = chlo.square %4 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %17 = stablehlo.divide %15, %16 : tensor<1x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %20 = stablehlo.divide %18, %19 : tensor<1x64xf32>
    %21 = chlo.square %17 : tensor<1x64xf32> -> tensor<1x64xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<1x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<1x64xf32>
    %25 = stablehlo.reshape %17 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %26 = stablehlo.reshape %24 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %28 = stablehlo.subtract %4, %27 : tensor<1x64x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %30 = stablehlo.add %26, %29 : tensor<1x64x1xf32>
    %31 = stablehlo.rsqrt %30 : tensor<1x64x1xf32>
    %32 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<1x64x128xf32>
    %36 = stablehlo.multiply %28, %35 : tensor<1x64x128xf32>
    %37 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %39 = stablehlo.add %36, %38 : tensor<1x64x128xf32>
    %40 = stablehlo.dot_general %39, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x4x32xf32>) -> tensor<1x64x4x32xf32>
    %41 = stablehlo.reshape %arg4 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x64x4x32xf32>
    %43 = stablehlo.add %40, %42 : tensor<1x64x4x32xf32>
    %44 = stablehlo.dot_general %39, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x4x32xf32>) -> tensor<1x64x4x32xf32>
    %45 = stablehlo.reshape %arg0 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x64x4x32xf32>
    %47 = stablehlo.add %44, %46 : tensor<1x64x4x32xf32>
    %48 = stablehlo.dot_general %39, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x4x32xf32>) -> tensor<1x64x4x32xf32>
    %49 = stablehlo.reshape %arg6 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x64x4x32xf32>
    %51 = stablehlo.add %48, %50 : tensor<1x64x4x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %53 = stablehlo.compare NE, %13, %52, FLOAT : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xi1>
    %54 = stablehlo.convert %53 : tensor<1x1x64x64xi1>
    %55 = stablehlo.reshape %43 : (tensor<1x64x4x32xf32>) -> tensor<1x64x4x1x32xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %57 = stablehlo.dot_general %55, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x1x32xf32>, tensor<1x64x4x32xf32>) -> tensor<1x4x64x1x64xf32>
    %cst_6 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x4x64x1x64xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<1x4x64x1x64xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x4x64x64xi1>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1, 2, 3, 4] : (tensor<1x4x64x64xi1>) -> tensor<1x1x4x64x64xi1>
    %62 = stablehlo.transpose %56, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x4x64x64xi1>
    %64 = stablehlo.and %61, %63 : tensor<1x1x4x64x64xi1>
    %cst_7 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %65 = call @_where_2(%64, %59, %cst_7) : (tensor<1x1x4x64x64xi1>, tensor<1x4x64x1x64xf32>, tensor<f32>) -> tensor<1x1x4x64x64xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x4x64x64xf32>, tensor<f32>) -> tensor<1x1x4x64xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %68 = stablehlo.maximum %67, %66 : tensor<1x1x4x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x1x4x64x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x64x1xf32>) -> tensor<1x1x4x64x64xf32>
    %71 = stablehlo.subtract %65, %70 : tensor<1x1x4x64x64xf32>
    %72 = stablehlo.exponential %71 : tensor<1x1x4x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x64x64xf32>, tensor<f32>) -> tensor<1x1x4x64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x1x4x64x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x64x1xf32>) -> tensor<1x1x4x64x64xf32>
    %76 = stablehlo.divide %72, %75 : tensor<1x1x4x64x64xf32>
    %77 = stablehlo.dot_general %51, %76, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x1x4x64x64xf32>) -> tensor<1x4x32x1x64xf32>
    %78 = stablehlo.transpose %77, dims = [3, 0, 4, 1, 2] : (tensor<1x4x32x1x64xf32>) -> tensor<1x1x64x4x32xf32>
    %79 = stablehlo.transpose %78, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x4x32xf32>) -> tensor<1x64x4x1x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<1x64x4x1x32xf32>) -> tensor<1x64x4x32xf32>
    %81 = stablehlo.dot_general %80, %arg3, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<1x64x128xf32>
    %82 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %84 = stablehlo.add %81, %83 : tensor<1x64x128xf32>
    %85 = stablehlo.add %4, %84 : tensor<1x64x128xf32>
    %86 = chlo.square %85 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%85 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %89 = stablehlo.divide %87, %88 : tensor<1x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%86 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %92 = stablehlo.divide %90, %91 : tensor<1x64xf32>
    %93 = chlo.square %89 : tensor<1x64xf32> -> tensor<1x64xf32>
    %94 = stablehlo.subtract %92, %93 : tensor<1x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %96 = stablehlo.maximum %95, %94 : tensor<1x64xf32>
    %97 = stablehlo.reshape %89 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %98 = stablehlo.reshape %96 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %100 = stablehlo.subtract %85, %99 : tensor<1x64x128xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %102 = stablehlo.add %98, %101 : tensor<1x64x1xf32>
    %103 = stablehlo.rsqrt %102 : tensor<1x64x1xf32>
    %104 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<1x64x128xf32>
    %108 = stablehlo.multiply %100, %107 : tensor<1x64x128xf32>
    %109 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %111 = stablehlo.add %108, %110 : tensor<1x64x128xf32>
    %112 = stablehlo.dot_general %111, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x512xf32>) -> tensor<1x64x512xf32>
    %113 = stablehlo.reshape %arg14 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x64x512xf32>
    %115 = stablehlo.add %112, %114 : tensor<1x64x512xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<1x64x512xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<1x64x512xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<1x64x512xf32>
    %120 = stablehlo.add %115, %119 : tensor<1x64x512xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<1x64x512xf32>
    %123 = stablehlo.tanh %122 : tensor<1x64x512xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %125 = stablehlo.add %124, %123 : tensor<1x64x512xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<1x64x512xf32>
    %128 = stablehlo.multiply %115, %127 : tensor<1x64x512xf32>
    %129 = stablehlo.dot_general %128, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xf32>, tensor<512x128xf32>) -> tensor<1x64x128xf32>
    %130 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %132 = stablehlo.add %129, %131 : tensor<1x64x128xf32>
    %133 = stablehlo.add %85, %132 : tensor<1x64x128xf32>
    %134 = chlo.square %133 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%133 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_22 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %137 = stablehlo.divide %135, %136 : tensor<1x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%134 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %140 = stablehlo.divide %138, %139 : tensor<1x64xf32>
    %141 = chlo.square %137 : tensor<1x64xf32> -> tensor<1x64xf32>
    %142 = stablehlo.subtract %140, %141 : tensor<1x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %144 = stablehlo.maximum %143, %142 : tensor<1x64xf32>
    %145 = stablehlo.reshape %137 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %146 = stablehlo.reshape %144 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %147 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %148 = stablehlo.subtract %133, %147 : tensor<1x64x128xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %150 = stablehlo.add %146, %149 : tensor<1x64x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<1x64x1xf32>
    %152 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<1x64x128xf32>
    %156 = stablehlo.multiply %148, %155 : tensor<1x64x128xf32>
    %157 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %159 = stablehlo.add %156, %158 : tensor<1x64x128xf32>
    %160 = stablehlo.dot_general %159, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x4x32xf32>) -> tensor<1x64x4x32xf32>
    %161 = stablehlo.reshape %arg20 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x64x4x32xf32>
    %163 = stablehlo.add %160, %162 : tensor<1x64x4x32xf32>
    %164 = stablehlo.dot_general %159, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x4x32xf32>) -> tensor<1x64x4x32xf32>
    %165 = stablehlo.reshape %arg16 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x64x4x32xf32>
    %167 = stablehlo.add %164, %166 : tensor<1x64x4x32xf32>
    %168 = stablehlo.dot_general %159, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x4x32xf32>) -> tensor<1x64x4x32xf32>
    %169 = stablehlo.reshape %arg22 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x64x4x32xf32>
    %171 = stablehlo.add %168, %170 : tensor<1x64x4x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %173 = stablehlo.compare NE, %13, %172, FLOAT : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xi1>
    %174 = stablehlo.convert %173 : tensor<1x1x64x64xi1>
    %175 = stablehlo.reshape %163 : (tensor<1x64x4x32xf32>) -> tensor<1x64x4x1x32xf32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %177 = stablehlo.dot_general %175, %167, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x1x32xf32>, tensor<1x64x4x32xf32>) -> tensor<1x4x64x1x64xf32>
    %cst_28 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x4x64x1x64xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<1x4x64x1x64xf32>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %180 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i1>) -> tensor<1x4x64x64xi1>
    %181 = stablehlo.broadcast_in_dim %180, dims = [1, 2, 3, 4] : (tensor<1x4x64x64xi1>) -> tensor<1x1x4x64x64xi1>
    %182 = stablehlo.transpose %176, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x4x64x64xi1>
    %184 = stablehlo.and %181, %183 : tensor<1x1x4x64x64xi1>
    %cst_30 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %185 = call @_where_2(%184, %179, %cst_30) : (tensor<1x1x4x64x64xi1>, tensor<1x4x64x1x64xf32>, tensor<f32>) -> tensor<1x1x4x64x64xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_31) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x4x64x64xf32>, tensor<f32>) -> tensor<1x1x4x64xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %188 = stablehlo.maximum %187, %186 : tensor<1x1x4x64xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x1x4x64x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x64x1xf32>) -> tensor<1x1x4x64x64xf32>
    %191 = stablehlo.subtract %185, %190 : tensor<1x1x4x64x64xf32>
    %192 = stablehlo.exponential %191 : tensor<1x1x4x64x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_33) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x64x64xf32>, tensor<f32>) -> tensor<1x1x4x64xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<1x1x4x64x1xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x64x1xf32>) -> tensor<1x1x4x64x64xf32>
    %196 = stablehlo.divide %192, %195 : tensor<1x1x4x64x64xf32>
    %197 = stablehlo.dot_general %171, %196, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x1x4x64x64xf32>) -> tensor<1x4x32x1x64xf32>
    %198 = stablehlo.transpose %197, dims = [3, 0, 4, 1, 2] : (tensor<1x4x32x1x64xf32>) -> tensor<1x1x64x4x32xf32>
    %199 = stablehlo.transpose %198, dims = [1, 2, 3, 0, 4] : (tensor<1x1x64x4x32xf32>) -> tensor<1x64x4x1x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x64x4x1x32xf32>) -> tensor<1x64x4x32xf32>
    %201 = stablehlo.dot_general %200, %arg19, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<1x64x128xf32>
    %202 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %204 = stablehlo.add %201, %203 : tensor<1x64x128xf32>
    %205 = stablehlo.add %133, %204 : tensor<1x64x128xf32>
    %206 = chlo.square %205 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%205 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %209 = stablehlo.divide %207, %208 : tensor<1x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%206 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_37 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %212 = stablehlo.divide %210, %211 : tensor<1x64xf32>
    %213 = chlo.square %209 : tensor<1x64xf32> -> tensor<1x64xf32>
    %214 = stablehlo.subtract %212, %213 : tensor<1x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %216 = stablehlo.maximum %215, %214 : tensor<1x64xf32>
    %217 = stablehlo.reshape %209 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %218 = stablehlo.reshape %216 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %220 = stablehlo.subtract %205, %219 : tensor<1x64x128xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %222 = stablehlo.add %218, %221 : tensor<1x64x1xf32>
    %223 = stablehlo.rsqrt %222 : tensor<1x64x1xf32>
    %224 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<1x64x128xf32>
    %228 = stablehlo.multiply %220, %227 : tensor<1x64x128xf32>
    %229 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %231 = stablehlo.add %228, %230 : tensor<1x64x128xf32>
    %232 = stablehlo.dot_general %231, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x512xf32>) -> tensor<1x64x512xf32>
    %233 = stablehlo.reshape %arg30 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x64x512xf32>
    %235 = stablehlo.add %232, %234 : tensor<1x64x512xf32>
    %236 = stablehlo.multiply %235, %235 : tensor<1x64x512xf32>
    %237 = stablehlo.multiply %236, %235 : tensor<1x64x512xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<1x64x512xf32>
    %240 = stablehlo.add %235, %239 : tensor<1x64x512xf32>
    %cst_41 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<1x64x512xf32>
    %243 = stablehlo.tanh %242 : tensor<1x64x512xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %245 = stablehlo.add %244, %243 : tensor<1x64x512xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<1x64x512xf32>
    %248 = stablehlo.multiply %235, %247 : tensor<1x64x512xf32>
    %249 = stablehlo.dot_general %248, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xf32>, tensor<512x128xf32>) -> tensor<1x64x128xf32>
    %250 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %252 = stablehlo.add %249, %251 : tensor<1x64x128xf32>
    %253 = stablehlo.add %205, %252 : tensor<1x64x128xf32>
    %254 = chlo.square %253 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%253 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %257 = stablehlo.divide %255, %256 : tensor<1x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%254 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_47 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %260 = stablehlo.divide %258, %259 : tensor<1x64xf32>
    %261 = chlo.square %257 : tensor<1x64xf32> -> tensor<1x64xf32>
    %262 = stablehlo.subtract %260, %261 : tensor<1x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %264 = stablehlo.maximum %263, %262 : tensor<1x64xf32>
    %265 = stablehlo.reshape %257 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %266 = stablehlo.reshape %264 : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %268 = stablehlo.subtract %253, %267 : tensor<1x64x128xf32>
    %cst_49 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %270 = stablehlo.add %266, %269 : tensor<1x64x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<1x64x1xf32>
    %272 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %274 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %275 = stablehlo.multiply %273, %274 : tensor<1x64x128xf32>
    %276 = stablehlo.multiply %268, %275 : tensor<1x64x128xf32>
    %277 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %279 = stablehlo.add %276, %278 : tensor<1x64x128xf32>
    %280 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %281 = stablehlo.dot_general %279, %280, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x1000xf32>) -> tensor<1x64x1000xf32>
    return %281 : tensor<1x64x1000xf32>
  }
  func.func private @_take(%arg0: tensor<1000x128xf32>, %arg1: tensor<1x64xi32>) -> tensor<1x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x64xi1>, tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x64x1xi1>, tensor<i1>) -> tensor<1x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<1x64x1xi32>) -> tensor<1x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<1x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x128xi1>, tensor<1x64x128xf32>
    return %16 : tensor<1x64x128xf32>
  }
  func.func private @_where(%arg0: tensor<1x64xi1>, %arg1: tensor<1x64xi32>, %arg2: tensor<1x64xi32>) -> tensor<1x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x64xi1>, tensor<1x64xi32>
    return %0 : tensor<1x64xi32>
  }
  func.func private @_take_0(%arg0: tensor<64x128xf32>, %arg1: tensor<64xi32>) -> tensor<64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<64xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<64x1xi1>, tensor<i1>) -> tensor<64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<64x128xf32>, tensor<64x1xi32>) -> tensor<64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<64xi1>) -> tensor<64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<64x128xi1>, tensor<64x128xf32>
    return %16 : tensor<64x128xf32>
  }
  func.func private @_where_1(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
    return %0 : tensor<64xi32>
  }
  func.func private @_where_2(%arg0: tensor<1x1x4x64x64xi1>, %arg1: tensor<1x4x64x1x64xf32>, %arg2: tensor<f32>) -> tensor<1x1x4x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x4x64x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x4x64x64xf32>) -> tensor<1x1x4x64x64xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x4x64x1x64xf32>) -> tensor<1x1x4x64x64xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x1x4x64x64xi1>, tensor<1x1x4x64x64xf32>
    return %3 : tensor<1x1x4x64x64xf32>
  }
}
