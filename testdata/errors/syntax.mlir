module @jit_broken attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x13xf32>, %arg1: tensor<7x13xf32>) -> (tensor<7x13xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<7x13xf32>
    %1 = stablehlo.multiply %0, %arg1 tensor<7x13xf32>
    return %1 : tensor<7x13xf32>
  }
}
