module @jit_wrap_i32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xi32>, %arg1: tensor<13x33xi32>) -> (tensor<13x33xi32> {jax.result_info = "result[0]"}, tensor<13x33xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<13x33xi32>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<13x33xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<13x33xi32>
    %3 = stablehlo.add %1, %2 : tensor<13x33xi32>
    return %0, %3 : tensor<13x33xi32>, tensor<13x33xi32>
  }
}
