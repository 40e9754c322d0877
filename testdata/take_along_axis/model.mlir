module @jit_take_along_axis attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xi32>, %arg1: tensor<13x33xf16>, %arg2: tensor<5x33xi32>, %arg3: tensor<13x9xi32>) -> (tensor<5x33xi32> {jax.result_info = "result[0]"}, tensor<13x9xi32> {jax.result_info = "result[1]"}, tensor<13x9xf16> {jax.result_info = "result[2]"}) {
    %0 = call @take_along_axis(%arg0, %arg2) : (tensor<13x33xi32>, tensor<5x33xi32>) -> tensor<5x33xi32>
    %1 = call @take_along_axis_0(%arg0, %arg3) : (tensor<13x33xi32>, tensor<13x9xi32>) -> tensor<13x9xi32>
    %2 = call @take_along_axis_1(%arg1, %arg3) : (tensor<13x33xf16>, tensor<13x9xi32>) -> tensor<13x9xf16>
    return %0, %1, %2 : tensor<5x33xi32>, tensor<13x9xi32>, tensor<13x9xf16>
  }
  func.func private @take_along_axis(%arg0: tensor<13x33xi32>, %arg1: tensor<5x33xi32>) -> tensor<5x33xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x33xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5x33xi32>, tensor<5x33xi32>) -> tensor<5x33xi1>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x33xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5x33xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5x33xi1>, tensor<5x33xi32>
    %5 = stablehlo.reshape %4 : (tensor<5x33xi32>) -> tensor<5x33x1xi32>
    %c_1 = stablehlo.constant dense<12> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x33x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<5x33x1xi32>, tensor<5x33x1xi32>) -> tensor<5x33x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<5x33x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<5x33x1xi32>, tensor<5x33x1xi32>) -> tensor<5x33x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<5x33x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<5x33x1xi1>, tensor<i1>) -> tensor<5x33xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<13x33xi32>, tensor<5x33x1xi32>) -> tensor<5x33xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5x33xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<5x33xi1>, tensor<5x33xi32>
    return %15 : tensor<5x33xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<13x33xi32>, %arg1: tensor<13x9xi32>) -> tensor<13x9xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<13x9xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<13x9xi32>, tensor<13x9xi32>) -> tensor<13x9xi1>
    %c_0 = stablehlo.constant dense<33> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<13x9xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<13x9xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<13x9xi1>, tensor<13x9xi32>
    %5 = stablehlo.reshape %4 : (tensor<13x9xi32>) -> tensor<13x9x1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<13x9x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<13x9x1xi32>, tensor<13x9x1xi32>) -> tensor<13x9x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<13x9x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<13x9x1xi32>, tensor<13x9x1xi32>) -> tensor<13x9x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<13x9x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<13x9x1xi1>, tensor<i1>) -> tensor<13x9xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<13x33xi32>, tensor<13x9x1xi32>) -> tensor<13x9xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<13x9xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<13x9xi1>, tensor<13x9xi32>
    return %15 : tensor<13x9xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<13x33xf16>, %arg1: tensor<13x9xi32>) -> tensor<13x9xf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<13x9xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<13x9xi32>, tensor<13x9xi32>) -> tensor<13x9xi1>
    %c_0 = stablehlo.constant dense<33> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<13x9xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<13x9xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<13x9xi1>, tensor<13x9xi32>
    %5 = stablehlo.reshape %4 : (tensor<13x9xi32>) -> tensor<13x9x1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<13x9x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<13x9x1xi32>, tensor<13x9x1xi32>) -> tensor<13x9x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<13x9x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<13x9x1xi32>, tensor<13x9x1xi32>) -> tensor<13x9x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<13x9x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<13x9x1xi1>, tensor<i1>) -> tensor<13x9xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<13x33xf16>, tensor<13x9x1xi32>) -> tensor<13x9xf16>
    %cst = stablehlo.constant dense<0x7E00> : tensor<f16>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<13x9xf16>
    %15 = stablehlo.select %12, %13, %14 : tensor<13x9xi1>, tensor<13x9xf16>
    return %15 : tensor<13x9xf16>
  }
}
