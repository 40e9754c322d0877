module @jit_multi_output attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x13xf32>, %arg1: tensor<7x13xf32>) -> (tensor<7x13xf32> {jax.result_info = "result[0]"}, tensor<7x13xf32> {jax.result_info = "result[1]"}, tensor<7x13xf32> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3]"}, tensor<7x13xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<7x13xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %3 = stablehlo.multiply %arg1, %2 : tensor<7x13xf32>
    %4 = stablehlo.convert %3 : (tensor<7x13xf32>) -> tensor<7x13xi32>
    return %0, %arg0, %0, %1, %4 : tensor<7x13xf32>, tensor<7x13xf32>, tensor<7x13xf32>, tensor<3xi32>, tensor<7x13xi32>
  }
}
