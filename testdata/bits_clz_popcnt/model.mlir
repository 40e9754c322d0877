module @jit_bits attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<45xi32>, %arg1: tensor<33xui8>, %arg2: tensor<29xi16>) -> (tensor<45xi32> {jax.result_info = "result[0]"}, tensor<45xi32> {jax.result_info = "result[1]"}, tensor<33xui8> {jax.result_info = "result[2]"}, tensor<33xui8> {jax.result_info = "result[3]"}, tensor<29xi16> {jax.result_info = "result[4]"}, tensor<29xi16> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.count_leading_zeros %arg0 : tensor<45xi32>
    %1 = stablehlo.popcnt %arg0 : tensor<45xi32>
    %2 = stablehlo.count_leading_zeros %arg1 : tensor<33xui8>
    %3 = stablehlo.popcnt %arg1 : tensor<33xui8>
    %4 = stablehlo.count_leading_zeros %arg2 : tensor<29xi16>
    %5 = stablehlo.popcnt %arg2 : tensor<29xi16>
    return %0, %1, %2, %3, %4, %5 : tensor<45xi32>, tensor<45xi32>, tensor<33xui8>, tensor<33xui8>, tensor<29xi16>, tensor<29xi16>
  }
}
