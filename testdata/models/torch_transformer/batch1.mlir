module @IrToHlo.385 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128x512xf32>, %arg3: tensor<512xf32>, %arg4: tensor<512x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<384xf32>, %arg9: tensor<384x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x512xf32>, %arg13: tensor<512xf32>, %arg14: tensor<512x128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128x128xf32>, %arg18: tensor<384xf32>, %arg19: tensor<384x128xf32>, %arg20: tensor<1x64x128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128xf32>) -> tensor<1x64x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x64x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.420448214> : tensor<1x4x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.420448214> : tensor<1x4x64x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg20 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    %1 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,384]{0,1}"} : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x384xf32>) -> tensor<64x384xf32>
    %3 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<384xf32>) -> tensor<64x384xf32>
    %4 = stablehlo.add %2, %3 : tensor<64x384xf32>
    %5 = stablehlo.reshape %4 : (tensor<64x384xf32>) -> tensor<1x64x1x3x128xf32>
    %6 = stablehlo.transpose %5, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[3,64,1,1,128]{4,0,2,1,3}"} : (tensor<1x64x1x3x128xf32>) -> tensor<3x64x1x1x128xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x64x1x1x128xf32>) -> tensor<3x64x1x128xf32>
    %8 = stablehlo.slice %7 [0:1, 0:64, 0:1, 0:128] : (tensor<3x64x1x128xf32>) -> tensor<1x64x1x128xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x64x1x128xf32>) -> tensor<64x4x32xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,64,32]{2,0,1}"} : (tensor<64x4x32xf32>) -> tensor<4x64x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %12 = stablehlo.multiply %11, %cst_3 : tensor<1x4x64x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x4x64x32xf32>) -> tensor<4x64x32xf32>
    %14 = stablehlo.slice %7 [1:2, 0:64, 0:1, 0:128] : (tensor<3x64x1x128xf32>) -> tensor<1x64x1x128xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x64x1x128xf32>) -> tensor<64x4x32xf32>
    %16 = stablehlo.transpose %15, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,64,32]{2,0,1}"} : (tensor<64x4x32xf32>) -> tensor<4x64x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %18 = stablehlo.transpose %17, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,32,64]{2,3,1,0}"} : (tensor<1x4x64x32xf32>) -> tensor<1x4x32x64xf32>
    %19 = stablehlo.multiply %18, %cst_2 : tensor<1x4x32x64xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x4x32x64xf32>) -> tensor<4x32x64xf32>
    %21 = stablehlo.dot_general %13, %20, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x32xf32>, tensor<4x32x64xf32>) -> tensor<4x64x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x64xf32>
    %25 = stablehlo.subtract %22, %24 : tensor<1x4x64x64xf32>
    %26 = stablehlo.exponential %25 : tensor<1x4x64x64xf32>
    %27 = stablehlo.reduce(%26 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x64xf32>
    %29 = stablehlo.divide %26, %28 : tensor<1x4x64x64xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x4x64x64xf32>) -> tensor<4x64x64xf32>
    %31 = stablehlo.slice %7 [2:3, 0:64, 0:1, 0:128] : (tensor<3x64x1x128xf32>) -> tensor<1x64x1x128xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x64x1x128xf32>) -> tensor<64x4x32xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,64,32]{2,0,1}"} : (tensor<64x4x32xf32>) -> tensor<4x64x32xf32>
    %34 = stablehlo.dot_general %30, %33, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %36 = stablehlo.transpose %35, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[64,1,4,32]{3,0,2,1}"} : (tensor<1x4x64x32xf32>) -> tensor<64x1x4x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<64x1x4x32xf32>) -> tensor<64x128xf32>
    %38 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %39 = stablehlo.dot_general %37, %38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %40 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %41 = stablehlo.add %39, %40 : tensor<64x128xf32>
    %42 = stablehlo.reshape %41 : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %43 = stablehlo.add %arg20, %42 : tensor<1x64x128xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%43, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x128xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x128xf32>, tensor<64xf32>, tensor<64xf32>)
    %44 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<128xf32>) -> tensor<1x64x128xf32>
    %45 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xf32>) -> tensor<1x64x128xf32>
    %46 = stablehlo.multiply %output, %45 : tensor<1x64x128xf32>
    %47 = stablehlo.add %44, %46 : tensor<1x64x128xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    %49 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,512]{0,1}"} : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %50 = stablehlo.dot_general %48, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x512xf32>) -> tensor<64x512xf32>
    %51 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<512xf32>) -> tensor<64x512xf32>
    %52 = stablehlo.add %50, %51 : tensor<64x512xf32>
    %53 = stablehlo.reshape %52 : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
    %54 = stablehlo.maximum %53, %cst : tensor<1x64x512xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    %56 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,128]{0,1}"} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %57 = stablehlo.dot_general %55, %56, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x128xf32>) -> tensor<64x128xf32>
    %58 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %59 = stablehlo.add %57, %58 : tensor<64x128xf32>
    %60 = stablehlo.reshape %59 : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %61 = stablehlo.add %47, %60 : tensor<1x64x128xf32>
    %output_6, %batch_mean_7, %batch_var_8 = "stablehlo.batch_norm_training"(%61, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x128xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x128xf32>, tensor<64xf32>, tensor<64xf32>)
    %62 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x64x128xf32>
    %63 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x64x128xf32>
    %64 = stablehlo.multiply %output_6, %63 : tensor<1x64x128xf32>
    %65 = stablehlo.add %62, %64 : tensor<1x64x128xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    %67 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,384]{0,1}"} : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %68 = stablehlo.dot_general %66, %67, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x384xf32>) -> tensor<64x384xf32>
    %69 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<384xf32>) -> tensor<64x384xf32>
    %70 = stablehlo.add %68, %69 : tensor<64x384xf32>
    %71 = stablehlo.reshape %70 : (tensor<64x384xf32>) -> tensor<1x64x1x3x128xf32>
    %72 = stablehlo.transpose %71, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[3,64,1,1,128]{4,0,2,1,3}"} : (tensor<1x64x1x3x128xf32>) -> tensor<3x64x1x1x128xf32>
    %73 = stablehlo.reshape %72 : (tensor<3x64x1x1x128xf32>) -> tensor<3x64x1x128xf32>
    %74 = stablehlo.slice %73 [0:1, 0:64, 0:1, 0:128] : (tensor<3x64x1x128xf32>) -> tensor<1x64x1x128xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x64x1x128xf32>) -> tensor<64x4x32xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,64,32]{2,0,1}"} : (tensor<64x4x32xf32>) -> tensor<4x64x32xf32>
    %77 = stablehlo.reshape %76 : (tensor<4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %78 = stablehlo.multiply %77, %cst_3 : tensor<1x4x64x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x4x64x32xf32>) -> tensor<4x64x32xf32>
    %80 = stablehlo.slice %73 [1:2, 0:64, 0:1, 0:128] : (tensor<3x64x1x128xf32>) -> tensor<1x64x1x128xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x64x1x128xf32>) -> tensor<64x4x32xf32>
    %82 = stablehlo.transpose %81, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,64,32]{2,0,1}"} : (tensor<64x4x32xf32>) -> tensor<4x64x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %84 = stablehlo.transpose %83, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,32,64]{2,3,1,0}"} : (tensor<1x4x64x32xf32>) -> tensor<1x4x32x64xf32>
    %85 = stablehlo.multiply %84, %cst_2 : tensor<1x4x32x64xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x4x32x64xf32>) -> tensor<4x32x64xf32>
    %87 = stablehlo.dot_general %79, %86, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x32xf32>, tensor<4x32x64xf32>) -> tensor<4x64x64xf32>
    %88 = stablehlo.reshape %87 : (tensor<4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %89 = stablehlo.reduce(%88 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x64xf32>
    %91 = stablehlo.subtract %88, %90 : tensor<1x4x64x64xf32>
    %92 = stablehlo.exponential %91 : tensor<1x4x64x64xf32>
    %93 = stablehlo.reduce(%92 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x64xf32>
    %95 = stablehlo.divide %92, %94 : tensor<1x4x64x64xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x4x64x64xf32>) -> tensor<4x64x64xf32>
    %97 = stablehlo.slice %73 [2:3, 0:64, 0:1, 0:128] : (tensor<3x64x1x128xf32>) -> tensor<1x64x1x128xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x64x1x128xf32>) -> tensor<64x4x32xf32>
    %99 = stablehlo.transpose %98, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,64,32]{2,0,1}"} : (tensor<64x4x32xf32>) -> tensor<4x64x32xf32>
    %100 = stablehlo.dot_general %96, %99, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %102 = stablehlo.transpose %101, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[64,1,4,32]{3,0,2,1}"} : (tensor<1x4x64x32xf32>) -> tensor<64x1x4x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<64x1x4x32xf32>) -> tensor<64x128xf32>
    %104 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %106 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %107 = stablehlo.add %105, %106 : tensor<64x128xf32>
    %108 = stablehlo.reshape %107 : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %109 = stablehlo.add %65, %108 : tensor<1x64x128xf32>
    %output_9, %batch_mean_10, %batch_var_11 = "stablehlo.batch_norm_training"(%109, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x128xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x128xf32>, tensor<64xf32>, tensor<64xf32>)
    %110 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<128xf32>) -> tensor<1x64x128xf32>
    %111 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<1x64x128xf32>
    %112 = stablehlo.multiply %output_9, %111 : tensor<1x64x128xf32>
    %113 = stablehlo.add %110, %112 : tensor<1x64x128xf32>
    %114 = stablehlo.reshape %113 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    %115 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,512]{0,1}"} : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x512xf32>) -> tensor<64x512xf32>
    %117 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<64x512xf32>
    %118 = stablehlo.add %116, %117 : tensor<64x512xf32>
    %119 = stablehlo.reshape %118 : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
    %120 = stablehlo.maximum %119, %cst : tensor<1x64x512xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    %122 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,128]{0,1}"} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x128xf32>) -> tensor<64x128xf32>
    %124 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
    %125 = stablehlo.add %123, %124 : tensor<64x128xf32>
    %126 = stablehlo.reshape %125 : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %127 = stablehlo.add %113, %126 : tensor<1x64x128xf32>
    %output_12, %batch_mean_13, %batch_var_14 = "stablehlo.batch_norm_training"(%127, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x128xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x128xf32>, tensor<64xf32>, tensor<64xf32>)
    %128 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<1x64x128xf32>
    %129 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<1x64x128xf32>
    %130 = stablehlo.multiply %output_12, %129 : tensor<1x64x128xf32>
    %131 = stablehlo.add %128, %130 : tensor<1x64x128xf32>
    return %131 : tensor<1x64x128xf32>
  }
}
