module @jit_convert_bool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xi1>, %arg1: tensor<13x33xf32>, %arg2: tensor<13x33xi32>) -> (tensor<13x33xf32> {jax.result_info = "result[0]"}, tensor<13x33xi32> {jax.result_info = "result[1]"}, tensor<13x33xi1> {jax.result_info = "result[2]"}, tensor<13x33xi1> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<13x33xi1>) -> tensor<13x33xf32>
    %1 = stablehlo.convert %arg0 : (tensor<13x33xi1>) -> tensor<13x33xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<13x33xf32>
    %3 = stablehlo.compare NE, %arg1, %2, FLOAT : (tensor<13x33xf32>, tensor<13x33xf32>) -> tensor<13x33xi1>
    %4 = stablehlo.convert %3 : tensor<13x33xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<13x33xi32>
    %6 = stablehlo.compare NE, %arg2, %5, SIGNED : (tensor<13x33xi32>, tensor<13x33xi32>) -> tensor<13x33xi1>
    %7 = stablehlo.convert %6 : tensor<13x33xi1>
    return %0, %1, %4, %7 : tensor<13x33xf32>, tensor<13x33xi32>, tensor<13x33xi1>, tensor<13x33xi1>
  }
}
