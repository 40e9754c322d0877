module @jit_zero_size attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0x5xf32>, %arg1: tensor<0x3xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<0x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<0x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<0x3xf32>
    return %0, %2 : tensor<5xf32>, tensor<0x3xf32>
  }
}
