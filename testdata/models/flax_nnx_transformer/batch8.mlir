module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32xf32>, %arg1: tensor<128x4x32xf32>, %arg2: tensor<128xf32>, %arg3: tensor<4x32x128xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<128x4x32xf32>, %arg6: tensor<4x32xf32>, %arg7: tensor<128x4x32xf32>, %arg8: tensor<128xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<512xf32>, %arg15: tensor<128x512xf32>, %arg16: tensor<4x32xf32>, %arg17: tensor<128x4x32xf32>, %arg18: tensor<128xf32>, %arg19: tensor<4x32x128xf32>, %arg20: tensor<4x32xf32>, %arg21: tensor<128x4x32xf32>, %arg22: tensor<4x32xf32>, %arg23: tensor<128x4x32xf32>, %arg24: tensor<128xf32>, %arg25: tensor<512x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<512xf32>, %arg31: tensor<128x512xf32>, %arg32: tensor<1000x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<64x128xf32>, %arg36: tensor<8x64xi32>) -> (tensor<8x64x1000xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg32, %arg36) : (tensor<1000x128xf32>, tensor<8x64xi32>) -> tensor<8x64x128xf32>
    %1 = stablehlo.iota dim = 0 : tensor<64xi32>
    %2 = call @_take_0(%arg35, %1) : (tensor<64x128xf32>, tensor<64xi32>) -> tensor<64x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x64x128xf32>) -> tensor<8x64x128xf32>
    %5 = stablehlo.add %0, %4 : tensor<8x64x128xf32>
    %6 = stablehlo.iota dim = 0 : tensor<64xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<64xi32>) -> tensor<8x64xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 2, 3] : (tensor<8x64x64xi1>) -> tensor<8x1x64x64xi1>
    %14 = stablehlo.convert %13 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xf32>
    %15 = chlo.square %5 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %18 = stablehlo.divide %16, %17 : tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %21 = stablehlo.divide %19, %20 : tensor<8x64xf32>
    %22 = chlo.square %18 : tensor<8x64xf32> -> tensor<8x64xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %25 = stablehlo.maximum %24, %23 : tensor<8x64xf32>
    %26 = stablehlo.reshape %18 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %27 = stablehlo.reshape %25 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %29 = stablehlo.subtract %5, %28 : tensor<8x64x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<8x64x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<8x64x1xf32>
    %33 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<8x64x128xf32>
    %37 = stablehlo.multiply %29, %36 : tensor<8x64x128xf32>
    %38 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %40 = stablehlo.add %37, %39 : tensor<8x64x128xf32>
    %41 = stablehlo.dot_general %40, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %42 = stablehlo.reshape %arg4 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x64x4x32xf32>
    %45 = stablehlo.dot_general %40, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %46 = stablehlo.reshape %arg0 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %48 = stablehlo.add %45, %47 : tensor<8x64x4x32xf32>
    %49 = stablehlo.dot_general %40, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %50 = stablehlo.reshape %arg6 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x64x4x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %54 = stablehlo.compare NE, %14, %53, FLOAT : (tensor<8x1x64x64xf32>, tensor<8x1x64x64xf32>) -> tensor<8x1x64x64xi1>
    %55 = stablehlo.convert %54 : tensor<8x1x64x64xi1>
    %56 = stablehlo.reshape %44 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %58 = stablehlo.dot_general %56, %48, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x1x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x1x64xf32>
    %cst_6 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x64x1x64xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<8x4x64x1x64xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %61 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x4x64x64xi1>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1, 2, 3, 4] : (tensor<8x4x64x64xi1>) -> tensor<1x8x4x64x64xi1>
    %63 = stablehlo.transpose %57, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x4x64x64xi1>
    %65 = stablehlo.and %62, %64 : tensor<1x8x4x64x64xi1>
    %cst_7 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %66 = call @_where_2(%65, %60, %cst_7) : (tensor<1x8x4x64x64xi1>, tensor<8x4x64x1x64xf32>, tensor<f32>) -> tensor<1x8x4x64x64xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x64x64xf32>, tensor<f32>) -> tensor<1x8x4x64xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8x4x64xf32>
    %69 = stablehlo.maximum %68, %67 : tensor<1x8x4x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x8x4x64xf32>) -> tensor<1x8x4x64x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x64x1xf32>) -> tensor<1x8x4x64x64xf32>
    %72 = stablehlo.subtract %66, %71 : tensor<1x8x4x64x64xf32>
    %73 = stablehlo.exponential %72 : tensor<1x8x4x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x64x64xf32>, tensor<f32>) -> tensor<1x8x4x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x8x4x64xf32>) -> tensor<1x8x4x64x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x64x1xf32>) -> tensor<1x8x4x64x64xf32>
    %77 = stablehlo.divide %73, %76 : tensor<1x8x4x64x64xf32>
    %78 = stablehlo.dot_general %52, %77, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<1x8x4x64x64xf32>) -> tensor<8x4x32x1x64xf32>
    %79 = stablehlo.transpose %78, dims = [3, 0, 4, 1, 2] : (tensor<8x4x32x1x64xf32>) -> tensor<1x8x64x4x32xf32>
    %80 = stablehlo.transpose %79, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x64x4x1x32xf32>) -> tensor<8x64x4x32xf32>
    %82 = stablehlo.dot_general %81, %arg3, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x64x128xf32>
    %83 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %85 = stablehlo.add %82, %84 : tensor<8x64x128xf32>
    %86 = stablehlo.add %5, %85 : tensor<8x64x128xf32>
    %87 = chlo.square %86 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%86 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %90 = stablehlo.divide %88, %89 : tensor<8x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%87 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %93 = stablehlo.divide %91, %92 : tensor<8x64xf32>
    %94 = chlo.square %90 : tensor<8x64xf32> -> tensor<8x64xf32>
    %95 = stablehlo.subtract %93, %94 : tensor<8x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %97 = stablehlo.maximum %96, %95 : tensor<8x64xf32>
    %98 = stablehlo.reshape %90 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %99 = stablehlo.reshape %97 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %101 = stablehlo.subtract %86, %100 : tensor<8x64x128xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %103 = stablehlo.add %99, %102 : tensor<8x64x1xf32>
    %104 = stablehlo.rsqrt %103 : tensor<8x64x1xf32>
    %105 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<8x64x128xf32>
    %109 = stablehlo.multiply %101, %108 : tensor<8x64x128xf32>
    %110 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %112 = stablehlo.add %109, %111 : tensor<8x64x128xf32>
    %113 = stablehlo.dot_general %112, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %114 = stablehlo.reshape %arg14 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %116 = stablehlo.add %113, %115 : tensor<8x64x512xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<8x64x512xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<8x64x512xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<8x64x512xf32>
    %121 = stablehlo.add %116, %120 : tensor<8x64x512xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<8x64x512xf32>
    %124 = stablehlo.tanh %123 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %126 = stablehlo.add %125, %124 : tensor<8x64x512xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<8x64x512xf32>
    %129 = stablehlo.multiply %116, %128 : tensor<8x64x512xf32>
    %130 = stablehlo.dot_general %129, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %133 = stablehlo.add %130, %132 : tensor<8x64x128xf32>
    %134 = stablehlo.add %86, %133 : tensor<8x64x128xf32>
    %135 = chlo.square %134 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%134 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_22 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%135 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %141 = stablehlo.divide %139, %140 : tensor<8x64xf32>
    %142 = chlo.square %138 : tensor<8x64xf32> -> tensor<8x64xf32>
    %143 = stablehlo.subtract %141, %142 : tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %145 = stablehlo.maximum %144, %143 : tensor<8x64xf32>
    %146 = stablehlo.reshape %138 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %147 = stablehlo.reshape %145 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %149 = stablehlo.subtract %134, %148 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %151 = stablehlo.add %147, %150 : tensor<8x64x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<8x64x1xf32>
    %153 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<8x64x128xf32>
    %157 = stablehlo.multiply %149, %156 : tensor<8x64x128xf32>
    %158 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %160 = stablehlo.add %157, %159 : tensor<8x64x128xf32>
    %161 = stablehlo.dot_general %160, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %162 = stablehlo.reshape %arg20 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %164 = stablehlo.add %161, %163 : tensor<8x64x4x32xf32>
    %165 = stablehlo.dot_general %160, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %166 = stablehlo.reshape %arg16 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %168 = stablehlo.add %165, %167 : tensor<8x64x4x32xf32>
    %169 = stablehlo.dot_general %160, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %170 = stablehlo.reshape %arg22 : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %172 = stablehlo.add %169, %171 : tensor<8x64x4x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %174 = stablehlo.compare NE, %14, %173, FLOAT : (tensor<8x1x64x64xf32>, tensor<8x1x64x64xf32>) -> tensor<8x1x64x64xi1>
    %175 = stablehlo.convert %174 : tensor<8x1x64x64xi1>
    %176 = stablehlo.reshape %164 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %178 = stablehlo.dot_general %176, %168, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x1x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x1x64xf32>
    %cst_28 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x4x64x1x64xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<8x4x64x1x64xf32>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %181 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i1>) -> tensor<8x4x64x64xi1>
    %182 = stablehlo.broadcast_in_dim %181, dims = [1, 2, 3, 4] : (tensor<8x4x64x64xi1>) -> tensor<1x8x4x64x64xi1>
    %183 = stablehlo.transpose %177, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x4x64x64xi1>
    %185 = stablehlo.and %182, %184 : tensor<1x8x4x64x64xi1>
    %cst_30 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %186 = call @_where_2(%185, %180, %cst_30) : (tensor<1x8x4x64x64xi1>, tensor<8x4x64x1x64xf32>, tensor<f32>) -> tensor<1x8x4x64x64xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_31) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x64x64xf32>, tensor<f32>) -> tensor<1x8x4x64xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x8x4x64xf32>
    %189 = stablehlo.maximum %188, %187 : tensor<1x8x4x64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<1x8x4x64xf32>) -> tensor<1x8x4x64x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x64x1xf32>) -> tensor<1x8x4x64x64xf32>
    %192 = stablehlo.subtract %186, %191 : tensor<1x8x4x64x64xf32>
    %193 = stablehlo.exponential %192 : tensor<1x8x4x64x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_33) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x64x64xf32>, tensor<f32>) -> tensor<1x8x4x64xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x8x4x64xf32>) -> tensor<1x8x4x64x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x64x1xf32>) -> tensor<1x8x4x64x64xf32>
    %197 = stablehlo.divide %193, %196 : tensor<1x8x4x64x64xf32>
    %198 = stablehlo.dot_general %172, %197, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<1x8x4x64x64xf32>) -> tensor<8x4x32x1x64xf32>
    %199 = stablehlo.transpose %198, dims = [3, 0, 4, 1, 2] : (tensor<8x4x32x1x64xf32>) -> tensor<1x8x64x4x32xf32>
    %200 = stablehlo.transpose %199, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<8x64x4x1x32xf32>) -> tensor<8x64x4x32xf32>
    %202 = stablehlo.dot_general %201, %arg19, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x64x128xf32>
    %203 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %205 = stablehlo.add %202, %204 : tensor<8x64x128xf32>
    %206 = stablehlo.add %134, %205 : tensor<8x64x128xf32>
    %207 = chlo.square %206 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%206 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %210 = stablehlo.divide %208, %209 : tensor<8x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%207 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_37 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %213 = stablehlo.divide %211, %212 : tensor<8x64xf32>
    %214 = chlo.square %210 : tensor<8x64xf32> -> tensor<8x64xf32>
    %215 = stablehlo.subtract %213, %214 : tensor<8x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %217 = stablehlo.maximum %216, %215 : tensor<8x64xf32>
    %218 = stablehlo.reshape %210 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %219 = stablehlo.reshape %217 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %220 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %221 = stablehlo.subtract %206, %220 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %223 = stablehlo.add %219, %222 : tensor<8x64x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<8x64x1xf32>
    %225 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<8x64x128xf32>
    %229 = stablehlo.multiply %221, %228 : tensor<8x64x128xf32>
    %230 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %232 = stablehlo.add %229, %231 : tensor<8x64x128xf32>
    %233 = stablehlo.dot_general %232, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %234 = stablehlo.reshape %arg30 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %236 = stablehlo.add %233, %235 : tensor<8x64x512xf32>
    %237 = stablehlo.multiply %236, %236 : tensor<8x64x512xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<8x64x512xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<8x64x512xf32>
    %241 = stablehlo.add %236, %240 : tensor<8x64x512xf32>
    %cst_41 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<8x64x512xf32>
    %244 = stablehlo.tanh %243 : tensor<8x64x512xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %246 = stablehlo.add %245, %244 : tensor<8x64x512xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<8x64x512xf32>
    %249 = stablehlo.multiply %236, %248 : tensor<8x64x512xf32>
    %250 = stablehlo.dot_general %249, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %251 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %253 = stablehlo.add %250, %252 : tensor<8x64x128xf32>
    %254 = stablehlo.add %206, %253 : tensor<8x64x128xf32>
    %255 = chlo.square %254 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%254 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %258 = stablehlo.divide %256, %257 : tensor<8x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%255 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_47 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %261 = stablehlo.divide %259, %260 : tensor<8x64xf32>
    %262 = chlo.square %258 : tensor<8x64xf32> -> tensor<8x64xf32>
    %263 = stablehlo.subtract %261, %262 : tensor<8x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %265 = stablehlo.maximum %264, %263 : tensor<8x64xf32>
    %266 = stablehlo.reshape %258 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %267 = stablehlo.reshape %265 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %268 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %269 = stablehlo.subtract %254, %268 : tensor<8x64x128xf32>
    %cst_49 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %271 = stablehlo.add %267, %270 : tensor<8x64x1xf32>
    %272 = stablehlo.rsqrt %271 : tensor<8x64x1xf32>
    %273 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %274 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %275 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<8x64x128xf32>
    %277 = stablehlo.multiply %269, %276 : tensor<8x64x128xf32>
    %278 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %280 = stablehlo.add %277, %279 : tensor<8x64x128xf32>
    %281 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %282 = stablehlo.dot_general %280, %281, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x1000xf32>) -> tensor<8x64x1000xf32>
    return %282 : tensor<8x64x1000xf32>
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
  func.func private @_where_2(%arg0: tensor<1x8x4x64x64xi1>, %arg1: tensor<8x4x64x1x64xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x64x64xf32>) -> tensor<1x8x4x64x64xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x64x1x64xf32>) -> tensor<1x8x4x64x64xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x64x64xi1>, tensor<1x8x4x64x64xf32>
    return %3 : tensor<1x8x4x64x64xf32>
  }
}
