module @jit_transformer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>) -> (tensor<16x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x64xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %12 = stablehlo.add %10, %11 : tensor<16x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<16x64xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<16x64xf32>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %21 = stablehlo.add %18, %20 : tensor<16x64xf32>
    %22 = stablehlo.dot_general %21, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %23 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %25 = stablehlo.add %22, %24 : tensor<16x64xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %27 = stablehlo.dot_general %21, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<16x64xf32>
    %31 = stablehlo.reshape %30 : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %32 = stablehlo.dot_general %21, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %33 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<16x64xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %37 = stablehlo.dot_general %26, %31, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x4x16xf32>, tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %39 = stablehlo.divide %37, %38 : tensor<4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_5) applies stablehlo.maximum across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<4x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %45 = stablehlo.subtract %39, %44 : tensor<4x16x16xf32>
    %46 = stablehlo.exponential %45 : tensor<4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %50 = stablehlo.divide %46, %49 : tensor<4x16x16xf32>
    %51 = stablehlo.dot_general %36, %50, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x4x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %52 = stablehlo.transpose %51, dims = [2, 0, 1] : (tensor<4x16x16xf32>) -> tensor<16x4x16xf32>
    %53 = stablehlo.reshape %52 : (tensor<16x4x16xf32>) -> tensor<16x64xf32>
    %54 = stablehlo.dot_general %53, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %55 = stablehlo.add %arg0, %54 : tensor<16x64xf32>
    %56 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %58 = stablehlo.add %55, %57 : tensor<16x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<16x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<16x64xf32>
    %65 = stablehlo.multiply %64, %64 : tensor<16x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %69 = stablehlo.divide %67, %68 : tensor<16x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %71 = stablehlo.add %69, %70 : tensor<16x1xf32>
    %72 = stablehlo.rsqrt %71 : tensor<16x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %74 = stablehlo.multiply %64, %73 : tensor<16x64xf32>
    %75 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %77 = stablehlo.multiply %74, %76 : tensor<16x64xf32>
    %78 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %80 = stablehlo.add %77, %79 : tensor<16x64xf32>
    %81 = stablehlo.dot_general %80, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
    %82 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<16x256xf32>
    %84 = stablehlo.add %81, %83 : tensor<16x256xf32>
    %85 = stablehlo.multiply %84, %84 : tensor<16x256xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<16x256xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<16x256xf32>
    %89 = stablehlo.add %84, %88 : tensor<16x256xf32>
    %cst_14 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<16x256xf32>
    %92 = stablehlo.tanh %91 : tensor<16x256xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %94 = stablehlo.add %93, %92 : tensor<16x256xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<16x256xf32>
    %97 = stablehlo.multiply %84, %96 : tensor<16x256xf32>
    %98 = stablehlo.dot_general %97, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    %99 = stablehlo.add %58, %98 : tensor<16x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %102 = stablehlo.add %99, %101 : tensor<16x64xf32>
    return %102 : tensor<16x64xf32>
  }
}
