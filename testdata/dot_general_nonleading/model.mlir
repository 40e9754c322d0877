module @jit_dot_general_nonleading attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3x33xf32>, %arg1: tensor<33x3x7xf32>) -> (tensor<3x5x7xf32> {jax.result_info = "result[0]"}, tensor<3x5x7xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [1], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3x33xf32>, tensor<33x3x7xf32>) -> tensor<3x5x7xf32>
    %1 = stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [1], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3x33xf32>, tensor<33x3x7xf32>) -> tensor<3x5x7xf32>
    return %0, %1 : tensor<3x5x7xf32>, tensor<3x5x7xf32>
  }
}
