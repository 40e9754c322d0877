module @jit_reshape attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5x7xf32>, %arg1: tensor<15x7xf32>) -> (tensor<15x7xf32> {jax.result_info = "result[0]"}, tensor<3x5x7xf32> {jax.result_info = "result[1]"}, tensor<5x21xf32> {jax.result_info = "result[2]"}, tensor<105xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x5x7xf32>) -> tensor<15x7xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<15x7xf32>) -> tensor<3x5x7xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<3x5x7xf32>) -> tensor<5x21xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<3x5x7xf32>) -> tensor<105xf32>
    return %0, %1, %2, %3 : tensor<15x7xf32>, tensor<3x5x7xf32>, tensor<5x21xf32>, tensor<105xf32>
  }
}
