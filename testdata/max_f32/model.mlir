module @jit_maximum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<13x33xf32>) -> (tensor<13x33xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<13x33xf32>
    return %0 : tensor<13x33xf32>
  }
}
