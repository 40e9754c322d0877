module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<2x128xf32>, %arg4: tensor<1000x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128x128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128x128xf32>, %arg15: tensor<512xf32>, %arg16: tensor<128x512xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512x128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128x128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128x128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128x128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128x128xf32>, %arg31: tensor<512xf32>, %arg32: tensor<128x512xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<512x128xf32>, %arg37: tensor<8x64xi32>, %arg38: tensor<8x64xi32>) -> (tensor<8x64x128xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.iota dim = 0 : tensor<64xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<64xi32>) -> tensor<8x64xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %4 = stablehlo.convert %3 : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %5 = call @_take(%arg4, %arg37) : (tensor<1000x128xf32>, tensor<8x64xi32>) -> tensor<8x64x128xf32>
    %6 = call @_take_0(%arg2, %2) : (tensor<64x128xf32>, tensor<8x64xi32>) -> tensor<8x64x128xf32>
    %7 = call @_take_1(%arg3, %0) : (tensor<2x128xf32>, tensor<8x64xi32>) -> tensor<8x64x128xf32>
    %8 = stablehlo.add %5, %7 : tensor<8x64x128xf32>
    %9 = stablehlo.add %8, %6 : tensor<8x64x128xf32>
    %10 = chlo.square %9 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x64xf32>
    %17 = chlo.square %13 : tensor<8x64xf32> -> tensor<8x64xf32>
    %18 = stablehlo.subtract %16, %17 : tensor<8x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<8x64xf32>
    %21 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %24 = stablehlo.subtract %9, %23 : tensor<8x64x128xf32>
    %cst_5 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<8x64x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<8x64x1xf32>
    %28 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<8x64x128xf32>
    %32 = stablehlo.multiply %24, %31 : tensor<8x64x128xf32>
    %33 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x64x128xf32>
    %36 = stablehlo.slice %4 [0:1, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %37 = stablehlo.reshape %36 : (tensor<1x4xi32>) -> tensor<4xi32>
    %38 = stablehlo.dot_general %35, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %39 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x64x128xf32>
    %42 = stablehlo.dot_general %35, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %43 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %45 = stablehlo.add %42, %44 : tensor<8x64x128xf32>
    %46 = stablehlo.dot_general %35, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %47 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %49 = stablehlo.add %46, %48 : tensor<8x64x128xf32>
    %50 = stablehlo.reshape %41 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %51 = stablehlo.reshape %45 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %52 = stablehlo.reshape %49 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %53 = stablehlo.broadcast_in_dim %arg38, dims = [0, 3] : (tensor<8x64xi32>) -> tensor<8x1x1x64xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8x1x1x64xi32>
    %55 = stablehlo.compare GT, %53, %54, SIGNED : (tensor<8x1x1x64xi32>, tensor<8x1x1x64xi32>) -> tensor<8x1x1x64xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %57 = stablehlo.convert %56 : tensor<8x1x1x64xf32>
    %cst_8 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %59 = stablehlo.select %55, %57, %58 : tensor<8x1x1x64xi1>, tensor<8x1x1x64xf32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %60 = stablehlo.sqrt %cst_9 : tensor<f32>
    %61 = stablehlo.convert %60 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %63 = stablehlo.divide %50, %62 : tensor<8x64x4x32xf32>
    %64 = stablehlo.dot_general %63, %51, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %65 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x4x64x64xf32>
    %66 = stablehlo.add %64, %65 : tensor<8x4x64x64xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %69 = stablehlo.maximum %68, %67 : tensor<8x4x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %72 = stablehlo.subtract %66, %71 : tensor<8x4x64x64xf32>
    %73 = stablehlo.exponential %72 : tensor<8x4x64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %77 = stablehlo.divide %73, %76 : tensor<8x4x64x64xf32>
    %78 = stablehlo.convert %37 : (tensor<4xi32>) -> tensor<4xf32>
    %79 = stablehlo.convert %77 : tensor<8x4x64x64xf32>
    %80 = stablehlo.dot_general %78, %79, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x64x64xf32>) -> tensor<4x8x64x64xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0, 2, 3] : (tensor<4x8x64x64xf32>) -> tensor<8x4x64x64xf32>
    %82 = stablehlo.dot_general %52, %81, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %83 = stablehlo.transpose %82, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %85 = stablehlo.dot_general %84, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %86 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %88 = stablehlo.add %85, %87 : tensor<8x64x128xf32>
    %89 = stablehlo.add %88, %35 : tensor<8x64x128xf32>
    %90 = chlo.square %89 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%89 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %93 = stablehlo.divide %91, %92 : tensor<8x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%90 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %96 = stablehlo.divide %94, %95 : tensor<8x64xf32>
    %97 = chlo.square %93 : tensor<8x64xf32> -> tensor<8x64xf32>
    %98 = stablehlo.subtract %96, %97 : tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %100 = stablehlo.maximum %99, %98 : tensor<8x64xf32>
    %101 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %104 = stablehlo.subtract %89, %103 : tensor<8x64x128xf32>
    %cst_18 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %106 = stablehlo.add %102, %105 : tensor<8x64x1xf32>
    %107 = stablehlo.rsqrt %106 : tensor<8x64x1xf32>
    %108 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<8x64x128xf32>
    %112 = stablehlo.multiply %104, %111 : tensor<8x64x128xf32>
    %113 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %115 = stablehlo.add %112, %114 : tensor<8x64x128xf32>
    %116 = stablehlo.dot_general %115, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %117 = stablehlo.reshape %arg15 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %119 = stablehlo.add %116, %118 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<8x64x512xf32>
    %122 = stablehlo.negate %119 : tensor<8x64x512xf32>
    %cst_20 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<8x64x512xf32>
    %125 = chlo.erfc %124 : tensor<8x64x512xf32> -> tensor<8x64x512xf32>
    %126 = stablehlo.multiply %121, %125 : tensor<8x64x512xf32>
    %127 = stablehlo.dot_general %126, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %128 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %130 = stablehlo.add %127, %129 : tensor<8x64x128xf32>
    %131 = stablehlo.add %130, %115 : tensor<8x64x128xf32>
    %132 = chlo.square %131 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%131 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_22 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %135 = stablehlo.divide %133, %134 : tensor<8x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%132 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x64xf32>
    %139 = chlo.square %135 : tensor<8x64xf32> -> tensor<8x64xf32>
    %140 = stablehlo.subtract %138, %139 : tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<8x64xf32>
    %143 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %146 = stablehlo.subtract %131, %145 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %148 = stablehlo.add %144, %147 : tensor<8x64x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<8x64x1xf32>
    %150 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<8x64x128xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<8x64x128xf32>
    %155 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %157 = stablehlo.add %154, %156 : tensor<8x64x128xf32>
    %158 = stablehlo.slice %4 [1:2, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %159 = stablehlo.reshape %158 : (tensor<1x4xi32>) -> tensor<4xi32>
    %160 = stablehlo.dot_general %157, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %161 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %163 = stablehlo.add %160, %162 : tensor<8x64x128xf32>
    %164 = stablehlo.dot_general %157, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %165 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %167 = stablehlo.add %164, %166 : tensor<8x64x128xf32>
    %168 = stablehlo.dot_general %157, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %169 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %171 = stablehlo.add %168, %170 : tensor<8x64x128xf32>
    %172 = stablehlo.reshape %163 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %173 = stablehlo.reshape %167 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %174 = stablehlo.reshape %171 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %175 = stablehlo.broadcast_in_dim %arg38, dims = [0, 3] : (tensor<8x64xi32>) -> tensor<8x1x1x64xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %176 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<8x1x1x64xi32>
    %177 = stablehlo.compare GT, %175, %176, SIGNED : (tensor<8x1x1x64xi32>, tensor<8x1x1x64xi32>) -> tensor<8x1x1x64xi1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %179 = stablehlo.convert %178 : tensor<8x1x1x64xf32>
    %cst_29 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %181 = stablehlo.select %177, %179, %180 : tensor<8x1x1x64xi1>, tensor<8x1x1x64xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %182 = stablehlo.sqrt %cst_30 : tensor<f32>
    %183 = stablehlo.convert %182 : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %185 = stablehlo.divide %172, %184 : tensor<8x64x4x32xf32>
    %186 = stablehlo.dot_general %185, %173, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %187 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x4x64x64xf32>
    %188 = stablehlo.add %186, %187 : tensor<8x4x64x64xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %191 = stablehlo.maximum %190, %189 : tensor<8x4x64xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %194 = stablehlo.subtract %188, %193 : tensor<8x4x64x64xf32>
    %195 = stablehlo.exponential %194 : tensor<8x4x64x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_33) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %199 = stablehlo.divide %195, %198 : tensor<8x4x64x64xf32>
    %200 = stablehlo.convert %159 : (tensor<4xi32>) -> tensor<4xf32>
    %201 = stablehlo.convert %199 : tensor<8x4x64x64xf32>
    %202 = stablehlo.dot_general %200, %201, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x64x64xf32>) -> tensor<4x8x64x64xf32>
    %203 = stablehlo.transpose %202, dims = [1, 0, 2, 3] : (tensor<4x8x64x64xf32>) -> tensor<8x4x64x64xf32>
    %204 = stablehlo.dot_general %174, %203, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %205 = stablehlo.transpose %204, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %207 = stablehlo.dot_general %206, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %208 = stablehlo.reshape %arg23 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %210 = stablehlo.add %207, %209 : tensor<8x64x128xf32>
    %211 = stablehlo.add %210, %157 : tensor<8x64x128xf32>
    %212 = chlo.square %211 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%211 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %215 = stablehlo.divide %213, %214 : tensor<8x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%212 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_37 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %218 = stablehlo.divide %216, %217 : tensor<8x64xf32>
    %219 = chlo.square %215 : tensor<8x64xf32> -> tensor<8x64xf32>
    %220 = stablehlo.subtract %218, %219 : tensor<8x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %222 = stablehlo.maximum %221, %220 : tensor<8x64xf32>
    %223 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %226 = stablehlo.subtract %211, %225 : tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %228 = stablehlo.add %224, %227 : tensor<8x64x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<8x64x1xf32>
    %230 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %232 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<8x64x128xf32>
    %234 = stablehlo.multiply %226, %233 : tensor<8x64x128xf32>
    %235 = stablehlo.reshape %arg21 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %237 = stablehlo.add %234, %236 : tensor<8x64x128xf32>
    %238 = stablehlo.dot_general %237, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %239 = stablehlo.reshape %arg31 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %241 = stablehlo.add %238, %240 : tensor<8x64x512xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<8x64x512xf32>
    %244 = stablehlo.negate %241 : tensor<8x64x512xf32>
    %cst_41 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<8x64x512xf32>
    %247 = chlo.erfc %246 : tensor<8x64x512xf32> -> tensor<8x64x512xf32>
    %248 = stablehlo.multiply %243, %247 : tensor<8x64x512xf32>
    %249 = stablehlo.dot_general %248, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %250 = stablehlo.reshape %arg35 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %252 = stablehlo.add %249, %251 : tensor<8x64x128xf32>
    %253 = stablehlo.add %252, %237 : tensor<8x64x128xf32>
    %254 = chlo.square %253 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%253 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %257 = stablehlo.divide %255, %256 : tensor<8x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%254 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %260 = stablehlo.divide %258, %259 : tensor<8x64xf32>
    %261 = chlo.square %257 : tensor<8x64xf32> -> tensor<8x64xf32>
    %262 = stablehlo.subtract %260, %261 : tensor<8x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %264 = stablehlo.maximum %263, %262 : tensor<8x64xf32>
    %265 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %268 = stablehlo.subtract %253, %267 : tensor<8x64x128xf32>
    %cst_47 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %270 = stablehlo.add %266, %269 : tensor<8x64x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<8x64x1xf32>
    %272 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %274 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %275 = stablehlo.multiply %273, %274 : tensor<8x64x128xf32>
    %276 = stablehlo.multiply %268, %275 : tensor<8x64x128xf32>
    %277 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %279 = stablehlo.add %276, %278 : tensor<8x64x128xf32>
    return %279 : tensor<8x64x128xf32>
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
  func.func private @_take_1(%arg0: tensor<2x128xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<2x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %16 : tensor<8x64x128xf32>
  }
}
