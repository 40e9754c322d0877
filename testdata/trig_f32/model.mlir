module @jit_trig_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>) -> (tensor<13x33xf32> {jax.result_info = "result[0]"}, tensor<13x33xf32> {jax.result_info = "result[1]"}, tensor<13x33xf32> {jax.result_info = "result[2]"}, tensor<13x33xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.sine %arg0 : tensor<13x33xf32>
    %1 = stablehlo.cosine %arg0 : tensor<13x33xf32>
    %2 = stablehlo.log_plus_one %arg0 : tensor<13x33xf32>
    %3 = stablehlo.exponential_minus_one %arg0 : tensor<13x33xf32>
    return %0, %1, %2, %3 : tensor<13x33xf32>, tensor<13x33xf32>, tensor<13x33xf32>, tensor<13x33xf32>
  }
}
