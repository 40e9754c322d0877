module @jit_single attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<8xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<8xf32> {jax.result_info = ""}) {
    %0 = stablehlo.sine %arg0 : tensor<8xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<8xf32>
    %2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.add %1, %3 : tensor<8xf32>
    return %4 : tensor<8xf32>
  }
}
