module @IrToHlo.399 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128x512xf32>, %arg3: tensor<512xf32>, %arg4: tensor<512x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<384xf32>, %arg9: tensor<384x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x512xf32>, %arg13: tensor<512xf32>, %arg14: tensor<512x128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128x128xf32>, %arg18: tensor<384xf32>, %arg19: tensor<384x128xf32>, %arg20: tensor<8x64x128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128xf32>) -> tensor<8x64x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x64x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<512xf32>
    %cst_2 = stablehlo.constant dense<0.420448214> : tensor<8x4x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.420448214> : tensor<8x4x64x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg20, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[64,8,128]{2,0,1}"} : (tensor<8x64x128xf32>) -> tensor<64x8x128xf32>
    %1 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,384]{0,1}"} : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<128x384xf32>) -> tensor<64x128x384xf32>
    %3 = stablehlo.dot_general %0, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x8x128xf32>, tensor<64x128x384xf32>) -> tensor<64x8x384xf32>
    %4 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<384xf32>) -> tensor<64x8x384xf32>
    %5 = stablehlo.add %3, %4 : tensor<64x8x384xf32>
    %6 = stablehlo.reshape %5 : (tensor<64x8x384xf32>) -> tensor<1x64x8x3x128xf32>
    %7 = stablehlo.transpose %6, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[3,64,8,1,128]{4,0,2,1,3}"} : (tensor<1x64x8x3x128xf32>) -> tensor<3x64x8x1x128xf32>
    %8 = stablehlo.reshape %7 : (tensor<3x64x8x1x128xf32>) -> tensor<3x64x8x128xf32>
    %9 = stablehlo.slice %8 [0:1, 0:64, 0:8, 0:128] : (tensor<3x64x8x128xf32>) -> tensor<1x64x8x128xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x64x8x128xf32>) -> tensor<64x32x32xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{2,0,1}"} : (tensor<64x32x32xf32>) -> tensor<32x64x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<32x64x32xf32>) -> tensor<8x4x64x32xf32>
    %13 = stablehlo.multiply %12, %cst_3 : tensor<8x4x64x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<8x4x64x32xf32>) -> tensor<32x64x32xf32>
    %15 = stablehlo.slice %8 [1:2, 0:64, 0:8, 0:128] : (tensor<3x64x8x128xf32>) -> tensor<1x64x8x128xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x64x8x128xf32>) -> tensor<64x32x32xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{2,0,1}"} : (tensor<64x32x32xf32>) -> tensor<32x64x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<32x64x32xf32>) -> tensor<8x4x64x32xf32>
    %19 = stablehlo.transpose %18, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,4,32,64]{2,3,1,0}"} : (tensor<8x4x64x32xf32>) -> tensor<8x4x32x64xf32>
    %20 = stablehlo.multiply %19, %cst_2 : tensor<8x4x32x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<8x4x32x64xf32>) -> tensor<32x32x64xf32>
    %22 = stablehlo.dot_general %14, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x64xf32>) -> tensor<32x64x64xf32>
    %23 = stablehlo.reshape %22 : (tensor<32x64x64xf32>) -> tensor<8x4x64x64xf32>
    %24 = stablehlo.reduce(%23 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %26 = stablehlo.subtract %23, %25 : tensor<8x4x64x64xf32>
    %27 = stablehlo.exponential %26 : tensor<8x4x64x64xf32>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %30 = stablehlo.divide %27, %29 : tensor<8x4x64x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x4x64x64xf32>) -> tensor<32x64x64xf32>
    %32 = stablehlo.slice %8 [2:3, 0:64, 0:8, 0:128] : (tensor<3x64x8x128xf32>) -> tensor<1x64x8x128xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x64x8x128xf32>) -> tensor<64x32x32xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{2,0,1}"} : (tensor<64x32x32xf32>) -> tensor<32x64x32xf32>
    %35 = stablehlo.dot_general %31, %34, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x64xf32>, tensor<32x64x32xf32>) -> tensor<32x64x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<32x64x32xf32>) -> tensor<8x4x64x32xf32>
    %37 = stablehlo.transpose %36, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[64,8,4,32]{3,0,2,1}"} : (tensor<8x4x64x32xf32>) -> tensor<64x8x4x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<64x8x4x32xf32>) -> tensor<512x128xf32>
    %39 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %40 = stablehlo.dot_general %38, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %41 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<128xf32>) -> tensor<512x128xf32>
    %42 = stablehlo.add %40, %41 : tensor<512x128xf32>
    %43 = stablehlo.reshape %42 : (tensor<512x128xf32>) -> tensor<64x8x128xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,64,128]{2,0,1}"} : (tensor<64x8x128xf32>) -> tensor<8x64x128xf32>
    %45 = stablehlo.add %arg20, %44 : tensor<8x64x128xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x64x128xf32>) -> tensor<1x512x128xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%46, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x512x128xf32>, tensor<512xf32>, tensor<512xf32>) -> (tensor<1x512x128xf32>, tensor<512xf32>, tensor<512xf32>)
    %47 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<128xf32>) -> tensor<8x64x128xf32>
    %48 = stablehlo.reshape %output : (tensor<1x512x128xf32>) -> tensor<8x64x128xf32>
    %49 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xf32>) -> tensor<8x64x128xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<8x64x128xf32>
    %51 = stablehlo.add %47, %50 : tensor<8x64x128xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %53 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,512]{0,1}"} : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %54 = stablehlo.dot_general %52, %53, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x512xf32>) -> tensor<512x512xf32>
    %55 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<512xf32>) -> tensor<512x512xf32>
    %56 = stablehlo.add %54, %55 : tensor<512x512xf32>
    %57 = stablehlo.reshape %56 : (tensor<512x512xf32>) -> tensor<8x64x512xf32>
    %58 = stablehlo.maximum %57, %cst : tensor<8x64x512xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x64x512xf32>) -> tensor<512x512xf32>
    %60 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,128]{0,1}"} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %61 = stablehlo.dot_general %59, %60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x128xf32>) -> tensor<512x128xf32>
    %62 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<128xf32>) -> tensor<512x128xf32>
    %63 = stablehlo.add %61, %62 : tensor<512x128xf32>
    %64 = stablehlo.reshape %63 : (tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %65 = stablehlo.add %51, %64 : tensor<8x64x128xf32>
    %66 = stablehlo.reshape %65 : (tensor<8x64x128xf32>) -> tensor<1x512x128xf32>
    %output_6, %batch_mean_7, %batch_var_8 = "stablehlo.batch_norm_training"(%66, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x512x128xf32>, tensor<512xf32>, tensor<512xf32>) -> (tensor<1x512x128xf32>, tensor<512xf32>, tensor<512xf32>)
    %67 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<8x64x128xf32>
    %68 = stablehlo.reshape %output_6 : (tensor<1x512x128xf32>) -> tensor<8x64x128xf32>
    %69 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<8x64x128xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<8x64x128xf32>
    %71 = stablehlo.add %67, %70 : tensor<8x64x128xf32>
    %72 = stablehlo.transpose %71, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[64,8,128]{2,0,1}"} : (tensor<8x64x128xf32>) -> tensor<64x8x128xf32>
    %73 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,384]{0,1}"} : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 2] : (tensor<128x384xf32>) -> tensor<64x128x384xf32>
    %75 = stablehlo.dot_general %72, %74, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x8x128xf32>, tensor<64x128x384xf32>) -> tensor<64x8x384xf32>
    %76 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<384xf32>) -> tensor<64x8x384xf32>
    %77 = stablehlo.add %75, %76 : tensor<64x8x384xf32>
    %78 = stablehlo.reshape %77 : (tensor<64x8x384xf32>) -> tensor<1x64x8x3x128xf32>
    %79 = stablehlo.transpose %78, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[3,64,8,1,128]{4,0,2,1,3}"} : (tensor<1x64x8x3x128xf32>) -> tensor<3x64x8x1x128xf32>
    %80 = stablehlo.reshape %79 : (tensor<3x64x8x1x128xf32>) -> tensor<3x64x8x128xf32>
    %81 = stablehlo.slice %80 [0:1, 0:64, 0:8, 0:128] : (tensor<3x64x8x128xf32>) -> tensor<1x64x8x128xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x64x8x128xf32>) -> tensor<64x32x32xf32>
    %83 = stablehlo.transpose %82, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{2,0,1}"} : (tensor<64x32x32xf32>) -> tensor<32x64x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<32x64x32xf32>) -> tensor<8x4x64x32xf32>
    %85 = stablehlo.multiply %84, %cst_3 : tensor<8x4x64x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<8x4x64x32xf32>) -> tensor<32x64x32xf32>
    %87 = stablehlo.slice %80 [1:2, 0:64, 0:8, 0:128] : (tensor<3x64x8x128xf32>) -> tensor<1x64x8x128xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x64x8x128xf32>) -> tensor<64x32x32xf32>
    %89 = stablehlo.transpose %88, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{2,0,1}"} : (tensor<64x32x32xf32>) -> tensor<32x64x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<32x64x32xf32>) -> tensor<8x4x64x32xf32>
    %91 = stablehlo.transpose %90, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[8,4,32,64]{2,3,1,0}"} : (tensor<8x4x64x32xf32>) -> tensor<8x4x32x64xf32>
    %92 = stablehlo.multiply %91, %cst_2 : tensor<8x4x32x64xf32>
    %93 = stablehlo.reshape %92 : (tensor<8x4x32x64xf32>) -> tensor<32x32x64xf32>
    %94 = stablehlo.dot_general %86, %93, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x64xf32>) -> tensor<32x64x64xf32>
    %95 = stablehlo.reshape %94 : (tensor<32x64x64xf32>) -> tensor<8x4x64x64xf32>
    %96 = stablehlo.reduce(%95 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %98 = stablehlo.subtract %95, %97 : tensor<8x4x64x64xf32>
    %99 = stablehlo.exponential %98 : tensor<8x4x64x64xf32>
    %100 = stablehlo.reduce(%99 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %102 = stablehlo.divide %99, %101 : tensor<8x4x64x64xf32>
    %103 = stablehlo.reshape %102 : (tensor<8x4x64x64xf32>) -> tensor<32x64x64xf32>
    %104 = stablehlo.slice %80 [2:3, 0:64, 0:8, 0:128] : (tensor<3x64x8x128xf32>) -> tensor<1x64x8x128xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x64x8x128xf32>) -> tensor<64x32x32xf32>
    %106 = stablehlo.transpose %105, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{2,0,1}"} : (tensor<64x32x32xf32>) -> tensor<32x64x32xf32>
    %107 = stablehlo.dot_general %103, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x64xf32>, tensor<32x64x32xf32>) -> tensor<32x64x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<32x64x32xf32>) -> tensor<8x4x64x32xf32>
    %109 = stablehlo.transpose %108, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[64,8,4,32]{3,0,2,1}"} : (tensor<8x4x64x32xf32>) -> tensor<64x8x4x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<64x8x4x32xf32>) -> tensor<512x128xf32>
    %111 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %113 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<128xf32>) -> tensor<512x128xf32>
    %114 = stablehlo.add %112, %113 : tensor<512x128xf32>
    %115 = stablehlo.reshape %114 : (tensor<512x128xf32>) -> tensor<64x8x128xf32>
    %116 = stablehlo.transpose %115, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,64,128]{2,0,1}"} : (tensor<64x8x128xf32>) -> tensor<8x64x128xf32>
    %117 = stablehlo.add %71, %116 : tensor<8x64x128xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x64x128xf32>) -> tensor<1x512x128xf32>
    %output_9, %batch_mean_10, %batch_var_11 = "stablehlo.batch_norm_training"(%118, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x512x128xf32>, tensor<512xf32>, tensor<512xf32>) -> (tensor<1x512x128xf32>, tensor<512xf32>, tensor<512xf32>)
    %119 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<128xf32>) -> tensor<8x64x128xf32>
    %120 = stablehlo.reshape %output_9 : (tensor<1x512x128xf32>) -> tensor<8x64x128xf32>
    %121 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<8x64x128xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<8x64x128xf32>
    %123 = stablehlo.add %119, %122 : tensor<8x64x128xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %125 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,512]{0,1}"} : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x512xf32>) -> tensor<512x512xf32>
    %127 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<512x512xf32>
    %128 = stablehlo.add %126, %127 : tensor<512x512xf32>
    %129 = stablehlo.reshape %128 : (tensor<512x512xf32>) -> tensor<8x64x512xf32>
    %130 = stablehlo.maximum %129, %cst : tensor<8x64x512xf32>
    %131 = stablehlo.reshape %130 : (tensor<8x64x512xf32>) -> tensor<512x512xf32>
    %132 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,128]{0,1}"} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x128xf32>) -> tensor<512x128xf32>
    %134 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<512x128xf32>
    %135 = stablehlo.add %133, %134 : tensor<512x128xf32>
    %136 = stablehlo.reshape %135 : (tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %137 = stablehlo.add %123, %136 : tensor<8x64x128xf32>
    %138 = stablehlo.reshape %137 : (tensor<8x64x128xf32>) -> tensor<1x512x128xf32>
    %output_12, %batch_mean_13, %batch_var_14 = "stablehlo.batch_norm_training"(%138, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x512x128xf32>, tensor<512xf32>, tensor<512xf32>) -> (tensor<1x512x128xf32>, tensor<512xf32>, tensor<512xf32>)
    %139 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<8x64x128xf32>
    %140 = stablehlo.reshape %output_12 : (tensor<1x512x128xf32>) -> tensor<8x64x128xf32>
    %141 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<8x64x128xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<8x64x128xf32>
    %143 = stablehlo.add %139, %142 : tensor<8x64x128xf32>
    return %143 : tensor<8x64x128xf32>
  }
}
