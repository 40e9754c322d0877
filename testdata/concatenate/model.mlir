module @jit_concatenate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x3xf32>, %arg1: tensor<7x5xf32>, %arg2: tensor<7x1xf32>, %arg3: tensor<2x3x4xf32>, %arg4: tensor<2x5x4xf32>) -> (tensor<7x9xf32> {jax.result_info = "result[0]"}, tensor<2x8x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 1 : (tensor<7x3xf32>, tensor<7x5xf32>, tensor<7x1xf32>) -> tensor<7x9xf32>
    %1 = stablehlo.concatenate %arg3, %arg4, dim = 1 : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x8x4xf32>
    return %0, %1 : tensor<7x9xf32>, tensor<2x8x4xf32>
  }
}
