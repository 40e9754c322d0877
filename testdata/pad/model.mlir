module @jit_pad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<5x7xi32>) -> (tensor<16x36xf32> {jax.result_info = "result[0]"}, tensor<26x96xf32> {jax.result_info = "result[1]"}, tensor<18x11xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<13x33xf32>, tensor<i32>) -> tensor<16x36xf32>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %1 = stablehlo.pad %arg0, %cst, low = [-1, 2], high = [2, -3], interior = [1, 2] : (tensor<13x33xf32>, tensor<f32>) -> tensor<26x96xf32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.pad %arg1, %c_0, low = [2, -3], high = [-1, 1], interior = [3, 1] : (tensor<5x7xi32>, tensor<i32>) -> tensor<18x11xi32>
    return %0, %1, %2 : tensor<16x36xf32>, tensor<26x96xf32>, tensor<18x11xi32>
  }
  func.func private @_pad(%arg0: tensor<13x33xf32>, %arg1: tensor<i32>) -> tensor<16x36xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 3], high = [2, 0], interior = [0, 0] : (tensor<13x33xf32>, tensor<f32>) -> tensor<16x36xf32>
    return %1 : tensor<16x36xf32>
  }
}
