module @jit_iota attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13xf32>) -> (tensor<13xi32> {jax.result_info = "result[0]"}, tensor<13xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<13xi32>
    %1 = stablehlo.iota dim = 0 : tensor<13xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<13xf32>
    return %0, %2 : tensor<13xi32>, tensor<13xf32>
  }
}
