module @jit_reduce_precision attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<60xf32>, %arg1: tensor<29xf16>) -> (tensor<60xf32> {jax.result_info = "result[0]"}, tensor<60xf32> {jax.result_info = "result[1]"}, tensor<60xf32> {jax.result_info = "result[2]"}, tensor<29xf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<60xf32>
    %1 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<60xf32>
    %2 = stablehlo.reduce_precision %arg0, format = e2m0 : tensor<60xf32>
    %3 = stablehlo.reduce_precision %arg1, format = e4m3 : tensor<29xf16>
    return %0, %1, %2, %3 : tensor<60xf32>, tensor<60xf32>, tensor<60xf32>, tensor<29xf16>
  }
}
