module @jit_nested_call attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x13xf32>, %arg1: tensor<7x13xf32>) -> (tensor<7x13xf32> {jax.result_info = "result"}) {
    %0 = call @inner(%arg0, %arg1) : (tensor<7x13xf32>, tensor<7x13xf32>) -> tensor<7x13xf32>
    %1 = call @inner(%arg1, %arg0) : (tensor<7x13xf32>, tensor<7x13xf32>) -> tensor<7x13xf32>
    %2 = stablehlo.add %0, %1 : tensor<7x13xf32>
    %3 = call @"<lambda>"(%2) : (tensor<7x13xf32>) -> tensor<7x13xf32>
    return %3 : tensor<7x13xf32>
  }
  func.func private @inner(%arg0: tensor<7x13xf32>, %arg1: tensor<7x13xf32>) -> tensor<7x13xf32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<7x13xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %2 = stablehlo.add %0, %1 : tensor<7x13xf32>
    return %2 : tensor<7x13xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<7x13xf32>) -> tensor<7x13xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<7x13xf32>
    return %1 : tensor<7x13xf32>
  }
}
