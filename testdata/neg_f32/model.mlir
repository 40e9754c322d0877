module @jit_negative attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>) -> (tensor<13x33xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.negate %arg0 : tensor<13x33xf32>
    return %0 : tensor<13x33xf32>
  }
}
