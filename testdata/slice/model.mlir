module @jit_slice attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>) -> (tensor<3x11xf32> {jax.result_info = "result[0]"}, tensor<3x26xf32> {jax.result_info = "result[1]"}, tensor<33xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [1:7:2, 0:33:3] : (tensor<13x33xf32>) -> tensor<3x11xf32>
    %1 = stablehlo.slice %arg0 [2:5, 4:30] : (tensor<13x33xf32>) -> tensor<3x26xf32>
    %2 = stablehlo.slice %arg0 [12:13, 0:33] : (tensor<13x33xf32>) -> tensor<1x33xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x33xf32>) -> tensor<33xf32>
    return %0, %1, %3 : tensor<3x11xf32>, tensor<3x26xf32>, tensor<33xf32>
  }
}
