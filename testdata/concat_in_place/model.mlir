module @jit_concat_in_place attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6x8xf32>, %arg1: tensor<8x5xf32>, %arg2: tensor<8x3xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<4x3x8xf32>) -> (tensor<4x6x12xf32> {jax.result_info = "result[0]"}, tensor<4x6x5xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}, tensor<4x6x8xf32> {jax.result_info = "result[3]"}, tensor<4x3xf32> {jax.result_info = "result[4]"}, tensor<4x6x8xf32> {jax.result_info = "result[5]"}, tensor<4x6xf32> {jax.result_info = "result[6]"}, tensor<4x6xf32> {jax.result_info = "result[7]"}, tensor<4x6x8xf32> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 2.000000e-02], [4.000000e-02, 6.000000e-02], [8.000000e-02, 1.000000e-01], [1.200000e-01, 1.400000e-01], [1.600000e-01, 1.800000e-01], [2.000000e-01, 2.200000e-01]], [[2.400000e-01, 2.600000e-01], [2.800000e-01, 3.000000e-01], [3.200000e-01, 3.400000e-01], [3.600000e-01, 3.800000e-01], [4.000000e-01, 4.200000e-01], [4.400000e-01, 4.600000e-01]], [[4.800000e-01, 5.000000e-01], [5.200000e-01, 5.400000e-01], [5.600000e-01, 5.800000e-01], [6.000000e-01, 6.200000e-01], [6.400000e-01, 6.600000e-01], [6.800000e-01, 0.699999988]], [[7.200000e-01, 7.400000e-01], [7.600000e-01, 7.800000e-01], [8.000000e-01, 0.819999992], [0.839999973, 8.600000e-01], [0.879999995, 0.899999976], [9.200000e-01, 0.939999997]]]> : tensor<4x6x2xf32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6x8xf32>, tensor<8x5xf32>) -> tensor<4x6x5xf32>
    %1 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6x8xf32>, tensor<8x3xf32>) -> tensor<4x6x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 2 : (tensor<4x6x5xf32>, tensor<4x6x3xf32>) -> tensor<4x6x8xf32>
    %3 = call @relu(%2) : (tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    %4 = stablehlo.dot_general %3, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6x8xf32>, tensor<8x4xf32>) -> tensor<4x6x4xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 2 : (tensor<4x6x8xf32>, tensor<4x6x4xf32>) -> tensor<4x6x12xf32>
    %6 = stablehlo.concatenate %4, %4, dim = 2 : (tensor<4x6x4xf32>, tensor<4x6x4xf32>) -> tensor<4x6x8xf32>
    %7 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3x8xf32>, tensor<8x3xf32>) -> tensor<4x3x3xf32>
    %8 = stablehlo.slice %arg3 [0:8, 0:3] : (tensor<8x4xf32>) -> tensor<8x3xf32>
    %9 = stablehlo.dot_general %arg4, %8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3x8xf32>, tensor<8x3xf32>) -> tensor<4x3x3xf32>
    %10 = stablehlo.concatenate %7, %9, dim = 1 : (tensor<4x3x3xf32>, tensor<4x3x3xf32>) -> tensor<4x6x3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6x5xf32>
    %12 = stablehlo.multiply %0, %11 : tensor<4x6x5xf32>
    %13 = stablehlo.slice %arg3 [0:5, 0:4] : (tensor<8x4xf32>) -> tensor<5x4xf32>
    %14 = stablehlo.dot_general %12, %13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6x5xf32>, tensor<5x4xf32>) -> tensor<4x6x4xf32>
    %15 = stablehlo.concatenate %14, %4, dim = 2 : (tensor<4x6x4xf32>, tensor<4x6x4xf32>) -> tensor<4x6x8xf32>
    %16 = stablehlo.concatenate %arg0, %0, dim = 2 : (tensor<4x6x8xf32>, tensor<4x6x5xf32>) -> tensor<4x6x13xf32>
    %17 = stablehlo.concatenate %0, %cst, dim = 2 : (tensor<4x6x5xf32>, tensor<4x6x2xf32>) -> tensor<4x6x7xf32>
    %18 = stablehlo.tanh %5 : tensor<4x6x12xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6x12xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<4x6x12xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6x5xf32>
    %22 = stablehlo.add %0, %21 : tensor<4x6x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%2 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<4x6x8xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6x8xf32>
    %25 = stablehlo.multiply %2, %24 : tensor<4x6x8xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%10 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<4x6x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%16 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<4x6x13xf32>, tensor<f32>) -> tensor<4x6xf32>
    %28 = stablehlo.multiply %17, %17 : tensor<4x6x7xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<4x6x7xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6x8xf32>
    %31 = stablehlo.multiply %6, %30 : tensor<4x6x8xf32>
    return %20, %22, %23, %25, %26, %15, %27, %29, %31 : tensor<4x6x12xf32>, tensor<4x6x5xf32>, tensor<4x6xf32>, tensor<4x6x8xf32>, tensor<4x3xf32>, tensor<4x6x8xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x8xf32>
  }
  func.func private @relu(%arg0: tensor<4x6x8xf32>) -> tensor<4x6x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6x8xf32>
    return %1 : tensor<4x6x8xf32>
  }
}
