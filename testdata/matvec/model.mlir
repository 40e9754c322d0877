module @jit_matvec attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<33xf32>, %arg2: tensor<33x7xf32>) -> (tensor<13xf32> {jax.result_info = "result[0]"}, tensor<7xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<13x33xf32>, tensor<33xf32>) -> tensor<13xf32>
    %1 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<33xf32>, tensor<33x7xf32>) -> tensor<7xf32>
    %2 = stablehlo.dot_general %arg1, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<33xf32>, tensor<33xf32>) -> tensor<f32>
    return %0, %1, %2 : tensor<13xf32>, tensor<7xf32>, tensor<f32>
  }
}
