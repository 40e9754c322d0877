module @jit_gather_take attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<9xi32>, %arg2: tensor<4x3xi32>, %arg3: tensor<4x3xi32>) -> (tensor<13x9xf32> {jax.result_info = "result[0]"}, tensor<13x9xf32> {jax.result_info = "result[1]"}, tensor<4x3x33xf32> {jax.result_info = "result[2]"}, tensor<4x3xf32> {jax.result_info = "result[3]"}, tensor<4x3x4x3xf32> {jax.result_info = "result[4]"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<13x33xf32>, tensor<9xi32>) -> tensor<13x9xf32>
    %1 = call @_take_0(%arg0, %arg1) : (tensor<13x33xf32>, tensor<9xi32>) -> tensor<13x9xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %3 = stablehlo.compare LT, %arg2, %2, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %5 = stablehlo.add %arg2, %4 : tensor<4x3xi32>
    %6 = stablehlo.select %3, %5, %arg2 : tensor<4x3xi1>, tensor<4x3xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 33>}> : (tensor<13x33xf32>, tensor<4x3x1xi32>) -> tensor<4x3x33xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %10 = stablehlo.compare LT, %arg2, %9, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_2 = stablehlo.constant dense<13> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %12 = stablehlo.add %arg2, %11 : tensor<4x3xi32>
    %13 = stablehlo.select %10, %12, %arg2 : tensor<4x3xi1>, tensor<4x3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %15 = stablehlo.compare LT, %arg3, %14, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_4 = stablehlo.constant dense<33> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %17 = stablehlo.add %arg3, %16 : tensor<4x3xi32>
    %18 = stablehlo.select %15, %17, %arg3 : tensor<4x3xi1>, tensor<4x3xi32>
    %19 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %21 = stablehlo.concatenate %19, %20, dim = 2 : (tensor<4x3x1xi32>, tensor<4x3x1xi32>) -> tensor<4x3x2xi32>
    %22 = "stablehlo.gather"(%arg0, %21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<13x33xf32>, tensor<4x3x2xi32>) -> tensor<4x3xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %24 = stablehlo.compare LT, %arg3, %23, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_6 = stablehlo.constant dense<33> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %26 = stablehlo.add %arg3, %25 : tensor<4x3xi32>
    %27 = stablehlo.select %24, %26, %arg3 : tensor<4x3xi1>, tensor<4x3xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %29 = "stablehlo.gather"(%arg0, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 13, 1>}> : (tensor<13x33xf32>, tensor<4x3x1xi32>) -> tensor<13x4x3xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %31 = stablehlo.compare LT, %arg2, %30, SIGNED : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %c_8 = stablehlo.constant dense<13> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %33 = stablehlo.add %arg2, %32 : tensor<4x3xi32>
    %34 = stablehlo.select %31, %33, %arg2 : tensor<4x3xi1>, tensor<4x3xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<4x3xi32>) -> tensor<4x3x1xi32>
    %36 = "stablehlo.gather"(%29, %35) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 3>}> : (tensor<13x4x3xf32>, tensor<4x3x1xi32>) -> tensor<4x3x4x3xf32>
    return %0, %1, %8, %22, %36 : tensor<13x9xf32>, tensor<13x9xf32>, tensor<4x3x33xf32>, tensor<4x3xf32>, tensor<4x3x4x3xf32>
  }
  func.func private @_take(%arg0: tensor<13x33xf32>, %arg1: tensor<9xi32>) -> tensor<13x9xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_0 = stablehlo.constant dense<33> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<9xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<9x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<9x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<9x1xi1>, tensor<i1>) -> tensor<9xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 13, 1>}> : (tensor<13x33xf32>, tensor<9x1xi32>) -> tensor<13x9xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<9xi1>) -> tensor<13x9xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<13x9xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<13x9xi1>, tensor<13x9xf32>
    return %16 : tensor<13x9xf32>
  }
  func.func private @_where(%arg0: tensor<9xi1>, %arg1: tensor<9xi32>, %arg2: tensor<9xi32>) -> tensor<9xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<9xi1>, tensor<9xi32>
    return %0 : tensor<9xi32>
  }
  func.func private @_take_0(%arg0: tensor<13x33xf32>, %arg1: tensor<9xi32>) -> tensor<13x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 13, 1>}> : (tensor<13x33xf32>, tensor<9x1xi32>) -> tensor<13x9xf32>
    return %1 : tensor<13x9xf32>
  }
}
