module @jit_select attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xi1>, %arg1: tensor<13x33xf32>, %arg2: tensor<13x33xf32>) -> (tensor<13x33xf32> {jax.result_info = "result[0]"}, tensor<13x33xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<13x33xi1>, tensor<13x33xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<13x33xf32>
    %2 = stablehlo.compare GT, %arg1, %1, FLOAT : (tensor<13x33xf32>, tensor<13x33xf32>) -> tensor<13x33xi1>
    %3 = call @_where(%2, %arg1, %arg2) : (tensor<13x33xi1>, tensor<13x33xf32>, tensor<13x33xf32>) -> tensor<13x33xf32>
    return %0, %3 : tensor<13x33xf32>, tensor<13x33xf32>
  }
  func.func private @_where(%arg0: tensor<13x33xi1>, %arg1: tensor<13x33xf32>, %arg2: tensor<13x33xf32>) -> tensor<13x33xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<13x33xi1>, tensor<13x33xf32>
    return %0 : tensor<13x33xf32>
  }
}
