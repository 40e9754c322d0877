module @jit_dynamic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x4xf32>) -> (tensor<?x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
}
