module @jit_convert_f16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<13x33xf16>) -> (tensor<13x33xf16> {jax.result_info = "result[0]"}, tensor<13x33xf32> {jax.result_info = "result[1]"}, tensor<13x33xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<13x33xf32>) -> tensor<13x33xf16>
    %1 = stablehlo.convert %arg0 : (tensor<13x33xf32>) -> tensor<13x33xf16>
    %2 = stablehlo.convert %1 : (tensor<13x33xf16>) -> tensor<13x33xf32>
    %3 = stablehlo.convert %arg1 : (tensor<13x33xf16>) -> tensor<13x33xf32>
    return %0, %2, %3 : tensor<13x33xf16>, tensor<13x33xf32>, tensor<13x33xf32>
  }
}
