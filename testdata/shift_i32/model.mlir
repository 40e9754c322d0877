module @jit_shift_i32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xi32>, %arg1: tensor<13x33xi32>) -> (tensor<13x33xi32> {jax.result_info = "result[0]"}, tensor<13x33xi32> {jax.result_info = "result[1]"}, tensor<13x33xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.shift_left %arg0, %arg1 : tensor<13x33xi32>
    %1 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<13x33xi32>
    %2 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<13x33xi32>
    return %0, %1, %2 : tensor<13x33xi32>, tensor<13x33xi32>, tensor<13x33xi32>
  }
}
