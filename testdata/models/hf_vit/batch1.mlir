module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<8x8x3x128xf32>, %arg3: tensor<1x65x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x128xf32>, %arg12: tensor<512xf32>, %arg13: tensor<128x512xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<512x128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x128xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128x128xf32>, %arg28: tensor<512xf32>, %arg29: tensor<128x512xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<512x128xf32>, %arg36: tensor<128xf32>, %arg37: tensor<128xf32>, %arg38: tensor<128xf32>, %arg39: tensor<128x128xf32>, %arg40: tensor<1x3x64x64xf32>) -> (tensor<1x65x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg40, dims = [0, 2, 3, 1] : (tensor<1x3x64x64xf32>) -> tensor<1x64x64x3xf32>
    %1 = stablehlo.convolution(%0, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x64x3xf32>, tensor<8x8x3x128xf32>) -> tensor<1x8x8x128xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %4 = stablehlo.add %1, %3 : tensor<1x8x8x128xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x8x8x128xf32>) -> tensor<1x64x128xf32>
    %6 = stablehlo.concatenate %arg0, %5, dim = 1 : (tensor<1x1x128xf32>, tensor<1x64x128xf32>) -> tensor<1x65x128xf32>
    %7 = stablehlo.add %6, %arg3 : tensor<1x65x128xf32>
    %8 = chlo.square %7 : tensor<1x65x128xf32> -> tensor<1x65x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x65xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x65xf32>
    %15 = chlo.square %11 : tensor<1x65xf32> -> tensor<1x65xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<1x65xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<1x65xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %22 = stablehlo.subtract %7, %21 : tensor<1x65x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<1x65x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<1x65x1xf32>
    %26 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<1x65x128xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<1x65x128xf32>
    %31 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %33 = stablehlo.add %30, %32 : tensor<1x65x128xf32>
    %34 = stablehlo.dot_general %33, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x128xf32>) -> tensor<1x65x128xf32>
    %35 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %37 = stablehlo.add %34, %36 : tensor<1x65x128xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x65x128xf32>) -> tensor<1x65x4x32xf32>
    %39 = stablehlo.dot_general %33, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x128xf32>) -> tensor<1x65x128xf32>
    %40 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %42 = stablehlo.add %39, %41 : tensor<1x65x128xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x65x128xf32>) -> tensor<1x65x4x32xf32>
    %44 = stablehlo.dot_general %33, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x128xf32>) -> tensor<1x65x128xf32>
    %45 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %47 = stablehlo.add %44, %46 : tensor<1x65x128xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x65x128xf32>) -> tensor<1x65x4x32xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %49 = stablehlo.sqrt %cst_5 : tensor<f32>
    %50 = stablehlo.convert %49 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<1x65x4x32xf32>
    %52 = stablehlo.divide %38, %51 : tensor<1x65x4x32xf32>
    %53 = stablehlo.dot_general %52, %48, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x65x4x32xf32>, tensor<1x65x4x32xf32>) -> tensor<1x4x65x65xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x65x65xf32>, tensor<f32>) -> tensor<1x4x65xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x4x65xf32>
    %56 = stablehlo.maximum %55, %54 : tensor<1x4x65xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x4x65xf32>) -> tensor<1x4x65x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x4x65x1xf32>) -> tensor<1x4x65x65xf32>
    %59 = stablehlo.subtract %53, %58 : tensor<1x4x65x65xf32>
    %60 = stablehlo.exponential %59 : tensor<1x4x65x65xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x4x65x65xf32>, tensor<f32>) -> tensor<1x4x65xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x4x65xf32>) -> tensor<1x4x65x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x4x65x1xf32>) -> tensor<1x4x65x65xf32>
    %64 = stablehlo.divide %60, %63 : tensor<1x4x65x65xf32>
    %65 = stablehlo.dot_general %43, %64, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x65x4x32xf32>, tensor<1x4x65x65xf32>) -> tensor<1x4x32x65xf32>
    %66 = stablehlo.transpose %65, dims = [0, 3, 1, 2] : (tensor<1x4x32x65xf32>) -> tensor<1x65x4x32xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x65x4x32xf32>) -> tensor<1x65x128xf32>
    %68 = stablehlo.dot_general %67, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x128xf32>) -> tensor<1x65x128xf32>
    %69 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %71 = stablehlo.add %68, %70 : tensor<1x65x128xf32>
    %72 = stablehlo.add %71, %7 : tensor<1x65x128xf32>
    %73 = chlo.square %72 : tensor<1x65x128xf32> -> tensor<1x65x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%72 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %76 = stablehlo.divide %74, %75 : tensor<1x65xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%73 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %79 = stablehlo.divide %77, %78 : tensor<1x65xf32>
    %80 = chlo.square %76 : tensor<1x65xf32> -> tensor<1x65xf32>
    %81 = stablehlo.subtract %79, %80 : tensor<1x65xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %83 = stablehlo.maximum %82, %81 : tensor<1x65xf32>
    %84 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %87 = stablehlo.subtract %72, %86 : tensor<1x65x128xf32>
    %cst_14 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %89 = stablehlo.add %85, %88 : tensor<1x65x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<1x65x1xf32>
    %91 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %92 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<1x65x128xf32>
    %95 = stablehlo.multiply %87, %94 : tensor<1x65x128xf32>
    %96 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %98 = stablehlo.add %95, %97 : tensor<1x65x128xf32>
    %99 = stablehlo.dot_general %98, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x512xf32>) -> tensor<1x65x512xf32>
    %100 = stablehlo.reshape %arg12 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x65x512xf32>
    %102 = stablehlo.add %99, %101 : tensor<1x65x512xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x65x512xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<1x65x512xf32>
    %105 = stablehlo.negate %102 : tensor<1x65x512xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x65x512xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<1x65x512xf32>
    %108 = chlo.erfc %107 : tensor<1x65x512xf32> -> tensor<1x65x512xf32>
    %109 = stablehlo.multiply %104, %108 : tensor<1x65x512xf32>
    %110 = stablehlo.dot_general %109, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x512xf32>, tensor<512x128xf32>) -> tensor<1x65x128xf32>
    %111 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %113 = stablehlo.add %110, %112 : tensor<1x65x128xf32>
    %114 = stablehlo.add %113, %72 : tensor<1x65x128xf32>
    %115 = chlo.square %114 : tensor<1x65x128xf32> -> tensor<1x65x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%114 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %118 = stablehlo.divide %116, %117 : tensor<1x65xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%115 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %121 = stablehlo.divide %119, %120 : tensor<1x65xf32>
    %122 = chlo.square %118 : tensor<1x65xf32> -> tensor<1x65xf32>
    %123 = stablehlo.subtract %121, %122 : tensor<1x65xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %125 = stablehlo.maximum %124, %123 : tensor<1x65xf32>
    %126 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %129 = stablehlo.subtract %114, %128 : tensor<1x65x128xf32>
    %cst_22 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %131 = stablehlo.add %127, %130 : tensor<1x65x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<1x65x1xf32>
    %133 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %134 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %135 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<1x65x128xf32>
    %137 = stablehlo.multiply %129, %136 : tensor<1x65x128xf32>
    %138 = stablehlo.reshape %arg32 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %140 = stablehlo.add %137, %139 : tensor<1x65x128xf32>
    %141 = stablehlo.dot_general %140, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x128xf32>) -> tensor<1x65x128xf32>
    %142 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %144 = stablehlo.add %141, %143 : tensor<1x65x128xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x65x128xf32>) -> tensor<1x65x4x32xf32>
    %146 = stablehlo.dot_general %140, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x128xf32>) -> tensor<1x65x128xf32>
    %147 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %149 = stablehlo.add %146, %148 : tensor<1x65x128xf32>
    %150 = stablehlo.reshape %149 : (tensor<1x65x128xf32>) -> tensor<1x65x4x32xf32>
    %151 = stablehlo.dot_general %140, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x128xf32>) -> tensor<1x65x128xf32>
    %152 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %154 = stablehlo.add %151, %153 : tensor<1x65x128xf32>
    %155 = stablehlo.reshape %154 : (tensor<1x65x128xf32>) -> tensor<1x65x4x32xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %156 = stablehlo.sqrt %cst_23 : tensor<f32>
    %157 = stablehlo.convert %156 : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<f32>) -> tensor<1x65x4x32xf32>
    %159 = stablehlo.divide %145, %158 : tensor<1x65x4x32xf32>
    %160 = stablehlo.dot_general %159, %155, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x65x4x32xf32>, tensor<1x65x4x32xf32>) -> tensor<1x4x65x65xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x65x65xf32>, tensor<f32>) -> tensor<1x4x65xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x4x65xf32>
    %163 = stablehlo.maximum %162, %161 : tensor<1x4x65xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x4x65xf32>) -> tensor<1x4x65x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x4x65x1xf32>) -> tensor<1x4x65x65xf32>
    %166 = stablehlo.subtract %160, %165 : tensor<1x4x65x65xf32>
    %167 = stablehlo.exponential %166 : tensor<1x4x65x65xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<1x4x65x65xf32>, tensor<f32>) -> tensor<1x4x65xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x4x65xf32>) -> tensor<1x4x65x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x4x65x1xf32>) -> tensor<1x4x65x65xf32>
    %171 = stablehlo.divide %167, %170 : tensor<1x4x65x65xf32>
    %172 = stablehlo.dot_general %150, %171, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x65x4x32xf32>, tensor<1x4x65x65xf32>) -> tensor<1x4x32x65xf32>
    %173 = stablehlo.transpose %172, dims = [0, 3, 1, 2] : (tensor<1x4x32x65xf32>) -> tensor<1x65x4x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<1x65x4x32xf32>) -> tensor<1x65x128xf32>
    %175 = stablehlo.dot_general %174, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x128xf32>) -> tensor<1x65x128xf32>
    %176 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %178 = stablehlo.add %175, %177 : tensor<1x65x128xf32>
    %179 = stablehlo.add %178, %114 : tensor<1x65x128xf32>
    %180 = chlo.square %179 : tensor<1x65x128xf32> -> tensor<1x65x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%179 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %183 = stablehlo.divide %181, %182 : tensor<1x65xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%180 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %186 = stablehlo.divide %184, %185 : tensor<1x65xf32>
    %187 = chlo.square %183 : tensor<1x65xf32> -> tensor<1x65xf32>
    %188 = stablehlo.subtract %186, %187 : tensor<1x65xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %190 = stablehlo.maximum %189, %188 : tensor<1x65xf32>
    %191 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %193 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %194 = stablehlo.subtract %179, %193 : tensor<1x65x128xf32>
    %cst_32 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %196 = stablehlo.add %192, %195 : tensor<1x65x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<1x65x1xf32>
    %198 = stablehlo.reshape %arg31 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %201 = stablehlo.multiply %199, %200 : tensor<1x65x128xf32>
    %202 = stablehlo.multiply %194, %201 : tensor<1x65x128xf32>
    %203 = stablehlo.reshape %arg30 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %205 = stablehlo.add %202, %204 : tensor<1x65x128xf32>
    %206 = stablehlo.dot_general %205, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x128xf32>, tensor<128x512xf32>) -> tensor<1x65x512xf32>
    %207 = stablehlo.reshape %arg28 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x65x512xf32>
    %209 = stablehlo.add %206, %208 : tensor<1x65x512xf32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x65x512xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<1x65x512xf32>
    %212 = stablehlo.negate %209 : tensor<1x65x512xf32>
    %cst_34 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x65x512xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<1x65x512xf32>
    %215 = chlo.erfc %214 : tensor<1x65x512xf32> -> tensor<1x65x512xf32>
    %216 = stablehlo.multiply %211, %215 : tensor<1x65x512xf32>
    %217 = stablehlo.dot_general %216, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x65x512xf32>, tensor<512x128xf32>) -> tensor<1x65x128xf32>
    %218 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %220 = stablehlo.add %217, %219 : tensor<1x65x128xf32>
    %221 = stablehlo.add %220, %179 : tensor<1x65x128xf32>
    %222 = chlo.square %221 : tensor<1x65x128xf32> -> tensor<1x65x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%221 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_36 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %225 = stablehlo.divide %223, %224 : tensor<1x65xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%222 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x65x128xf32>, tensor<f32>) -> tensor<1x65xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %228 = stablehlo.divide %226, %227 : tensor<1x65xf32>
    %229 = chlo.square %225 : tensor<1x65xf32> -> tensor<1x65xf32>
    %230 = stablehlo.subtract %228, %229 : tensor<1x65xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x65xf32>
    %232 = stablehlo.maximum %231, %230 : tensor<1x65xf32>
    %233 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %234 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<1x65xf32>) -> tensor<1x65x1xf32>
    %235 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %236 = stablehlo.subtract %221, %235 : tensor<1x65x128xf32>
    %cst_40 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x65x1xf32>
    %238 = stablehlo.add %234, %237 : tensor<1x65x1xf32>
    %239 = stablehlo.rsqrt %238 : tensor<1x65x1xf32>
    %240 = stablehlo.reshape %arg37 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x65x1xf32>) -> tensor<1x65x128xf32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<1x65x128xf32>
    %244 = stablehlo.multiply %236, %243 : tensor<1x65x128xf32>
    %245 = stablehlo.reshape %arg36 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x65x128xf32>
    %247 = stablehlo.add %244, %246 : tensor<1x65x128xf32>
    %248 = stablehlo.slice %247 [0:1, 0:1, 0:128] : (tensor<1x65x128xf32>) -> tensor<1x1x128xf32>
    %249 = stablehlo.reshape %248 : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %250 = stablehlo.dot_general %249, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
    %251 = stablehlo.reshape %arg38 : (tensor<128xf32>) -> tensor<1x128xf32>
    %252 = stablehlo.add %250, %251 : tensor<1x128xf32>
    %253 = stablehlo.tanh %252 : tensor<1x128xf32>
    return %247 : tensor<1x65x128xf32>
  }
}
