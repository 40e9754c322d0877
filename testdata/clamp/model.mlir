module @jit_clamp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<13x33xf32>, %arg2: tensor<13x33xf32>) -> (tensor<13x33xf32> {jax.result_info = "result[0]"}, tensor<13x33xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<13x33xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<13x33xf32>
    %2 = stablehlo.clamp %0, %arg0, %1 : tensor<13x33xf32>
    %3 = stablehlo.clamp %arg1, %arg0, %arg2 : tensor<13x33xf32>
    return %2, %3 : tensor<13x33xf32>, tensor<13x33xf32>
  }
}
