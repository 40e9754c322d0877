module @jit_iota_2d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<7x13xi32> {jax.result_info = "result[0]"}, tensor<7x13xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<7x13xi32>
    %1 = stablehlo.iota dim = 1 : tensor<7x13xf32>
    return %0, %1 : tensor<7x13xi32>, tensor<7x13xf32>
  }
}
