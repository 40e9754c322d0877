module @jit_reduce_window_i32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x11xi32>) -> (tensor<5x11xi32> {jax.result_info = "result[0]"}, tensor<8x7xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %4 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %4 : tensor<i32>
    }) : (tensor<9x11xi32>, tensor<i32>) -> tensor<5x11xi32>
    %c_0 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.reduce_window"(%arg0, %2) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %4 = stablehlo.minimum %arg1, %arg2 : tensor<i32>
      stablehlo.return %4 : tensor<i32>
    }) : (tensor<9x11xi32>, tensor<i32>) -> tensor<8x7xi32>
    return %1, %3 : tensor<5x11xi32>, tensor<8x7xi32>
  }
}
