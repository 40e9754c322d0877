module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<8x8x3x128xf32>, %arg3: tensor<1x65x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x128xf32>, %arg12: tensor<512xf32>, %arg13: tensor<128x512xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<512x128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x128xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128x128xf32>, %arg28: tensor<512xf32>, %arg29: tensor<128x512xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<512x128xf32>, %arg36: tensor<128xf32>, %arg37: tensor<128xf32>, %arg38: tensor<128xf32>, %arg39: tensor<128x128xf32>, %arg40: tensor<8x3x64x64xf32>) -> (tensor<8x65x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg40, dims = [0, 2, 3, 1] : (tensor<8x3x64x64xf32>) -> tensor<8x64x64x3xf32>
    %1 = stablehlo.convolution(%0, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x3xf32>, tensor<8x8x3x128xf32>) -> tensor<8x8x8x128xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x8x8x128xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x8x8x128xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x8x8x128xf32>) -> tensor<8x64x128xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %7 = stablehlo.concatenate %6, %5, dim = 1 : (tensor<8x1x128xf32>, tensor<8x64x128xf32>) -> tensor<8x65x128xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x65x128xf32>) -> tensor<8x65x128xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x65x128xf32>
    %10 = chlo.square %9 : tensor<8x65x128xf32> -> tensor<8x65x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x65xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x65xf32>
    %17 = chlo.square %13 : tensor<8x65xf32> -> tensor<8x65xf32>
    %18 = stablehlo.subtract %16, %17 : tensor<8x65xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<8x65xf32>
    %21 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %24 = stablehlo.subtract %9, %23 : tensor<8x65x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<8x65x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<8x65x1xf32>
    %28 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<8x65x128xf32>
    %32 = stablehlo.multiply %24, %31 : tensor<8x65x128xf32>
    %33 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x65x128xf32>
    %36 = stablehlo.dot_general %35, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x128xf32>) -> tensor<8x65x128xf32>
    %37 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x65x128xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x65x128xf32>) -> tensor<8x65x4x32xf32>
    %41 = stablehlo.dot_general %35, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x128xf32>) -> tensor<8x65x128xf32>
    %42 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x65x128xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x65x128xf32>) -> tensor<8x65x4x32xf32>
    %46 = stablehlo.dot_general %35, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x128xf32>) -> tensor<8x65x128xf32>
    %47 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %49 = stablehlo.add %46, %48 : tensor<8x65x128xf32>
    %50 = stablehlo.reshape %49 : (tensor<8x65x128xf32>) -> tensor<8x65x4x32xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %51 = stablehlo.sqrt %cst_5 : tensor<f32>
    %52 = stablehlo.convert %51 : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<8x65x4x32xf32>
    %54 = stablehlo.divide %40, %53 : tensor<8x65x4x32xf32>
    %55 = stablehlo.dot_general %54, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x65x4x32xf32>, tensor<8x65x4x32xf32>) -> tensor<8x4x65x65xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x65x65xf32>, tensor<f32>) -> tensor<8x4x65xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x65xf32>
    %58 = stablehlo.maximum %57, %56 : tensor<8x4x65xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x4x65xf32>) -> tensor<8x4x65x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x4x65x1xf32>) -> tensor<8x4x65x65xf32>
    %61 = stablehlo.subtract %55, %60 : tensor<8x4x65x65xf32>
    %62 = stablehlo.exponential %61 : tensor<8x4x65x65xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x4x65x65xf32>, tensor<f32>) -> tensor<8x4x65xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x4x65xf32>) -> tensor<8x4x65x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x4x65x1xf32>) -> tensor<8x4x65x65xf32>
    %66 = stablehlo.divide %62, %65 : tensor<8x4x65x65xf32>
    %67 = stablehlo.dot_general %45, %66, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x65x4x32xf32>, tensor<8x4x65x65xf32>) -> tensor<8x4x32x65xf32>
    %68 = stablehlo.transpose %67, dims = [0, 3, 1, 2] : (tensor<8x4x32x65xf32>) -> tensor<8x65x4x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x65x4x32xf32>) -> tensor<8x65x128xf32>
    %70 = stablehlo.dot_general %69, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x128xf32>) -> tensor<8x65x128xf32>
    %71 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %73 = stablehlo.add %70, %72 : tensor<8x65x128xf32>
    %74 = stablehlo.add %73, %9 : tensor<8x65x128xf32>
    %75 = chlo.square %74 : tensor<8x65x128xf32> -> tensor<8x65x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%74 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %78 = stablehlo.divide %76, %77 : tensor<8x65xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%75 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %81 = stablehlo.divide %79, %80 : tensor<8x65xf32>
    %82 = chlo.square %78 : tensor<8x65xf32> -> tensor<8x65xf32>
    %83 = stablehlo.subtract %81, %82 : tensor<8x65xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %85 = stablehlo.maximum %84, %83 : tensor<8x65xf32>
    %86 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %89 = stablehlo.subtract %74, %88 : tensor<8x65x128xf32>
    %cst_14 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %91 = stablehlo.add %87, %90 : tensor<8x65x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<8x65x1xf32>
    %93 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<8x65x128xf32>
    %97 = stablehlo.multiply %89, %96 : tensor<8x65x128xf32>
    %98 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x65x128xf32>
    %101 = stablehlo.dot_general %100, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x512xf32>) -> tensor<8x65x512xf32>
    %102 = stablehlo.reshape %arg12 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x65x512xf32>
    %104 = stablehlo.add %101, %103 : tensor<8x65x512xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x65x512xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8x65x512xf32>
    %107 = stablehlo.negate %104 : tensor<8x65x512xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x65x512xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<8x65x512xf32>
    %110 = chlo.erfc %109 : tensor<8x65x512xf32> -> tensor<8x65x512xf32>
    %111 = stablehlo.multiply %106, %110 : tensor<8x65x512xf32>
    %112 = stablehlo.dot_general %111, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x512xf32>, tensor<512x128xf32>) -> tensor<8x65x128xf32>
    %113 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %115 = stablehlo.add %112, %114 : tensor<8x65x128xf32>
    %116 = stablehlo.add %115, %74 : tensor<8x65x128xf32>
    %117 = chlo.square %116 : tensor<8x65x128xf32> -> tensor<8x65x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%116 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x65xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%117 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %123 = stablehlo.divide %121, %122 : tensor<8x65xf32>
    %124 = chlo.square %120 : tensor<8x65xf32> -> tensor<8x65xf32>
    %125 = stablehlo.subtract %123, %124 : tensor<8x65xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %127 = stablehlo.maximum %126, %125 : tensor<8x65xf32>
    %128 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %131 = stablehlo.subtract %116, %130 : tensor<8x65x128xf32>
    %cst_22 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %133 = stablehlo.add %129, %132 : tensor<8x65x1xf32>
    %134 = stablehlo.rsqrt %133 : tensor<8x65x1xf32>
    %135 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<8x65x128xf32>
    %139 = stablehlo.multiply %131, %138 : tensor<8x65x128xf32>
    %140 = stablehlo.reshape %arg32 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %142 = stablehlo.add %139, %141 : tensor<8x65x128xf32>
    %143 = stablehlo.dot_general %142, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x128xf32>) -> tensor<8x65x128xf32>
    %144 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %146 = stablehlo.add %143, %145 : tensor<8x65x128xf32>
    %147 = stablehlo.reshape %146 : (tensor<8x65x128xf32>) -> tensor<8x65x4x32xf32>
    %148 = stablehlo.dot_general %142, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x128xf32>) -> tensor<8x65x128xf32>
    %149 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %151 = stablehlo.add %148, %150 : tensor<8x65x128xf32>
    %152 = stablehlo.reshape %151 : (tensor<8x65x128xf32>) -> tensor<8x65x4x32xf32>
    %153 = stablehlo.dot_general %142, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x128xf32>) -> tensor<8x65x128xf32>
    %154 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %156 = stablehlo.add %153, %155 : tensor<8x65x128xf32>
    %157 = stablehlo.reshape %156 : (tensor<8x65x128xf32>) -> tensor<8x65x4x32xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %158 = stablehlo.sqrt %cst_23 : tensor<f32>
    %159 = stablehlo.convert %158 : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<8x65x4x32xf32>
    %161 = stablehlo.divide %147, %160 : tensor<8x65x4x32xf32>
    %162 = stablehlo.dot_general %161, %157, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x65x4x32xf32>, tensor<8x65x4x32xf32>) -> tensor<8x4x65x65xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x65x65xf32>, tensor<f32>) -> tensor<8x4x65xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x65xf32>
    %165 = stablehlo.maximum %164, %163 : tensor<8x4x65xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<8x4x65xf32>) -> tensor<8x4x65x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<8x4x65x1xf32>) -> tensor<8x4x65x65xf32>
    %168 = stablehlo.subtract %162, %167 : tensor<8x4x65x65xf32>
    %169 = stablehlo.exponential %168 : tensor<8x4x65x65xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x4x65x65xf32>, tensor<f32>) -> tensor<8x4x65xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<8x4x65xf32>) -> tensor<8x4x65x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<8x4x65x1xf32>) -> tensor<8x4x65x65xf32>
    %173 = stablehlo.divide %169, %172 : tensor<8x4x65x65xf32>
    %174 = stablehlo.dot_general %152, %173, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x65x4x32xf32>, tensor<8x4x65x65xf32>) -> tensor<8x4x32x65xf32>
    %175 = stablehlo.transpose %174, dims = [0, 3, 1, 2] : (tensor<8x4x32x65xf32>) -> tensor<8x65x4x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<8x65x4x32xf32>) -> tensor<8x65x128xf32>
    %177 = stablehlo.dot_general %176, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x128xf32>) -> tensor<8x65x128xf32>
    %178 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %180 = stablehlo.add %177, %179 : tensor<8x65x128xf32>
    %181 = stablehlo.add %180, %116 : tensor<8x65x128xf32>
    %182 = chlo.square %181 : tensor<8x65x128xf32> -> tensor<8x65x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%181 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %185 = stablehlo.divide %183, %184 : tensor<8x65xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%182 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %188 = stablehlo.divide %186, %187 : tensor<8x65xf32>
    %189 = chlo.square %185 : tensor<8x65xf32> -> tensor<8x65xf32>
    %190 = stablehlo.subtract %188, %189 : tensor<8x65xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<8x65xf32>
    %193 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %196 = stablehlo.subtract %181, %195 : tensor<8x65x128xf32>
    %cst_32 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %198 = stablehlo.add %194, %197 : tensor<8x65x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<8x65x1xf32>
    %200 = stablehlo.reshape %arg31 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<8x65x128xf32>
    %204 = stablehlo.multiply %196, %203 : tensor<8x65x128xf32>
    %205 = stablehlo.reshape %arg30 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %207 = stablehlo.add %204, %206 : tensor<8x65x128xf32>
    %208 = stablehlo.dot_general %207, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x128xf32>, tensor<128x512xf32>) -> tensor<8x65x512xf32>
    %209 = stablehlo.reshape %arg28 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x65x512xf32>
    %211 = stablehlo.add %208, %210 : tensor<8x65x512xf32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x65x512xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<8x65x512xf32>
    %214 = stablehlo.negate %211 : tensor<8x65x512xf32>
    %cst_34 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x65x512xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<8x65x512xf32>
    %217 = chlo.erfc %216 : tensor<8x65x512xf32> -> tensor<8x65x512xf32>
    %218 = stablehlo.multiply %213, %217 : tensor<8x65x512xf32>
    %219 = stablehlo.dot_general %218, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x65x512xf32>, tensor<512x128xf32>) -> tensor<8x65x128xf32>
    %220 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %222 = stablehlo.add %219, %221 : tensor<8x65x128xf32>
    %223 = stablehlo.add %222, %181 : tensor<8x65x128xf32>
    %224 = chlo.square %223 : tensor<8x65x128xf32> -> tensor<8x65x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%223 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_36 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %227 = stablehlo.divide %225, %226 : tensor<8x65xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%224 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x65x128xf32>, tensor<f32>) -> tensor<8x65xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %230 = stablehlo.divide %228, %229 : tensor<8x65xf32>
    %231 = chlo.square %227 : tensor<8x65xf32> -> tensor<8x65xf32>
    %232 = stablehlo.subtract %230, %231 : tensor<8x65xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x65xf32>
    %234 = stablehlo.maximum %233, %232 : tensor<8x65xf32>
    %235 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %236 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<8x65xf32>) -> tensor<8x65x1xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %238 = stablehlo.subtract %223, %237 : tensor<8x65x128xf32>
    %cst_40 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x65x1xf32>
    %240 = stablehlo.add %236, %239 : tensor<8x65x1xf32>
    %241 = stablehlo.rsqrt %240 : tensor<8x65x1xf32>
    %242 = stablehlo.reshape %arg37 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %243 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<8x65x1xf32>) -> tensor<8x65x128xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<8x65x128xf32>
    %246 = stablehlo.multiply %238, %245 : tensor<8x65x128xf32>
    %247 = stablehlo.reshape %arg36 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x65x128xf32>
    %249 = stablehlo.add %246, %248 : tensor<8x65x128xf32>
    %250 = stablehlo.slice %249 [0:8, 0:1, 0:128] : (tensor<8x65x128xf32>) -> tensor<8x1x128xf32>
    %251 = stablehlo.reshape %250 : (tensor<8x1x128xf32>) -> tensor<8x128xf32>
    %252 = stablehlo.dot_general %251, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %253 = stablehlo.reshape %arg38 : (tensor<128xf32>) -> tensor<1x128xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %255 = stablehlo.add %252, %254 : tensor<8x128xf32>
    %256 = stablehlo.tanh %255 : tensor<8x128xf32>
    return %249 : tensor<8x65x128xf32>
  }
}
