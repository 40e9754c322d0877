module @jit_reduce_sum_i32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33x100xi32>) -> (tensor<100xi32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<33x100xi32>, tensor<i32>) -> tensor<100xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<33x100xi32>, tensor<i32>) -> tensor<i32>
    return %0, %1 : tensor<100xi32>, tensor<i32>
  }
}
