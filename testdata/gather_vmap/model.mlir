module @jit_gather_vmap attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<13xi32>, %arg2: tensor<13xi32>) -> (tensor<13xf32> {jax.result_info = "result[0]"}, tensor<13x4xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_0 = stablehlo.constant dense<33> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<13xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<13xi1>, tensor<13xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<13x33xf32>, tensor<13x1xi32>) -> tensor<13x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<13x1xf32>) -> tensor<13xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %9 = stablehlo.compare LT, %arg2, %8, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_2 = stablehlo.constant dense<33> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %11 = stablehlo.add %arg2, %10 : tensor<13xi32>
    %12 = stablehlo.select %9, %11, %arg2 : tensor<13xi1>, tensor<13xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %14 = "stablehlo.gather"(%arg0, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 4>}> : (tensor<13x33xf32>, tensor<13x1xi32>) -> tensor<13x4xf32>
    return %7, %14 : tensor<13xf32>, tensor<13x4xf32>
  }
}
