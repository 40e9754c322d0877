module @jit_batched_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x13x33xf32>, %arg1: tensor<3x33x7xf32>) -> (tensor<3x13x7xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x13x33xf32>, tensor<3x33x7xf32>) -> tensor<3x13x7xf32>
    return %0 : tensor<3x13x7xf32>
  }
}
