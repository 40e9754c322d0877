module @jit_unsupported attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<i32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %2 = stablehlo.cholesky %arg1, lower = true : tensor<4x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_0, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      stablehlo.return %iterArg, %4 : tensor<i32>, tensor<i32>
    }
    return %1, %2, %3#1 : tensor<5xf32>, tensor<4x4xf32>, tensor<i32>
  }
}
