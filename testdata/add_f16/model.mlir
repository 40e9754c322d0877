module @jit_add_f16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf16>, %arg1: tensor<13x33xf16>) -> (tensor<13x33xf16> {jax.result_info = "result[0]"}, tensor<13x33xf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<13x33xf16>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<13x33xf16>
    return %0, %1 : tensor<13x33xf16>, tensor<13x33xf16>
  }
}
