module @jit_sub_i32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xi32>, %arg1: tensor<13x33xi32>) -> (tensor<13x33xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<13x33xi32>
    return %0 : tensor<13x33xi32>
  }
}
