module @jit_reduce_window_two_operands attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x11xf32>, %arg1: tensor<9x11xf32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<5x6xf32> {jax.result_info = "result[1]"}, tensor<5x6xf32> {jax.result_info = "result[2]"}, tensor<5x6xi32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0:2 = "stablehlo.reduce_window"(%arg0, %arg1, %cst, %cst_0) <{base_dilations = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>):
      %7 = stablehlo.add %arg2, %arg4 : tensor<f32>
      %8 = stablehlo.maximum %arg3, %arg5 : tensor<f32>
      stablehlo.return %7, %8 : tensor<f32>, tensor<f32>
    }) : (tensor<9x11xf32>, tensor<9x11xf32>, tensor<f32>, tensor<f32>) -> (tensor<5x6xf32>, tensor<5x6xf32>)
    %1 = stablehlo.iota dim = 0 : tensor<9x11xi32>
    %c = stablehlo.constant dense<11> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9x11xi32>
    %3 = stablehlo.multiply %1, %2 : tensor<9x11xi32>
    %4 = stablehlo.iota dim = 1 : tensor<9x11xi32>
    %5 = stablehlo.add %3, %4 : tensor<9x11xi32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_2 = stablehlo.constant dense<-1> : tensor<i32>
    %6:2 = "stablehlo.reduce_window"(%arg1, %5, %cst_1, %c_2) <{base_dilations = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<i32>):
      %7 = stablehlo.compare GT, %arg4, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.compare EQ, %arg4, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.compare LT, %arg5, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_3 = stablehlo.constant dense<false> : tensor<i1>
      %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<i1>
      %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = stablehlo.convert %11 : tensor<i1>
      %13 = stablehlo.and %12, %9 : tensor<i1>
      %c_4 = stablehlo.constant dense<false> : tensor<i1>
      %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<i1>
      %15 = stablehlo.compare NE, %7, %14, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %16 = stablehlo.convert %15 : tensor<i1>
      %17 = stablehlo.or %16, %13 : tensor<i1>
      %18 = func.call @_where(%17, %arg4, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %19 = func.call @_where_0(%17, %arg5, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %18, %19 : tensor<f32>, tensor<i32>
    }) : (tensor<9x11xf32>, tensor<9x11xi32>, tensor<f32>, tensor<i32>) -> (tensor<5x6xf32>, tensor<5x6xi32>)
    return %0#0, %0#1, %6#0, %6#1 : tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xf32>, tensor<5x6xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
