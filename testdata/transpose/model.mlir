module @jit_transpose attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5x7xf32>, %arg1: tensor<7x13xf32>) -> (tensor<7x3x5xf32> {jax.result_info = "result[0]"}, tensor<5x7x3xf32> {jax.result_info = "result[1]"}, tensor<13x7xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<3x5x7xf32>) -> tensor<7x3x5xf32>
    %1 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<3x5x7xf32>) -> tensor<5x7x3xf32>
    %2 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<7x13xf32>) -> tensor<13x7xf32>
    return %0, %1, %2 : tensor<7x3x5xf32>, tensor<5x7x3xf32>, tensor<13x7xf32>
  }
}
