module @jit_reduce_sum_multi attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5x7x9xf32>) -> (tensor<5x9xf32> {jax.result_info = "result[0]"}, tensor<3x7xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x5x7x9xf32>, tensor<f32>) -> tensor<5x9xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [1, 3] : (tensor<3x5x7x9xf32>, tensor<f32>) -> tensor<3x7xf32>
    return %0, %1 : tensor<5x9xf32>, tensor<3x7xf32>
  }
}
