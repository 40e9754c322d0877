module @jit_tree attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<5xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<3x5xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<4x5xf32> {jax.result_info = "[0][0]"}, tensor<5xf32> {jax.result_info = "[0][1]"}, tensor<f32> {jax.result_info = "[1]['max']"}, tensor<f32> {jax.result_info = "[1]['mean']"}) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x5xf32>
    %4 = stablehlo.tanh %3 : tensor<4x5xf32>
    %5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%4 init: %7) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %9) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %12 = stablehlo.divide %10, %11 : tensor<f32>
    return %4, %6, %8, %12 : tensor<4x5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>
  }
}
