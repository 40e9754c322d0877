module @jit_big_elementwise attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<547x549xf32>, %arg1: tensor<547x549xf32>) -> (tensor<547x549xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<547x549xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<547x549xf32>
    return %1 : tensor<547x549xf32>
  }
}
