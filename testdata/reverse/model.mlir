module @jit_reverse attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>) -> (tensor<13x33xf32> {jax.result_info = "result[0]"}, tensor<13x33xf32> {jax.result_info = "result[1]"}, tensor<13x33xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<13x33xf32>
    %1 = stablehlo.reverse %arg0, dims = [1] : tensor<13x33xf32>
    %2 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<13x33xf32>
    return %0, %1, %2 : tensor<13x33xf32>, tensor<13x33xf32>, tensor<13x33xf32>
  }
}
