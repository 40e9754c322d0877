module @jit_indexing_unsigned_indices attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<ui8>, %arg2: tensor<ui8>, %arg3: tensor<8xui8>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<13x8xf32> {jax.result_info = "result[1]"}, tensor<13x33xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [3, 4] : (tensor<13x33xf32>, tensor<ui8>, tensor<ui8>) -> tensor<3x4xf32>
    %1 = call @_take(%arg0, %arg3) : (tensor<13x33xf32>, tensor<8xui8>) -> tensor<13x8xf32>
    %2 = stablehlo.convert %arg3 : (tensor<8xui8>) -> tensor<8xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<13x8xf32>
    %5 = "stablehlo.scatter"(%arg0, %3, %4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %6 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<13x33xf32>, tensor<8x1xi32>, tensor<13x8xf32>) -> tensor<13x33xf32>
    return %0, %1, %5 : tensor<3x4xf32>, tensor<13x8xf32>, tensor<13x33xf32>
  }
  func.func private @_take(%arg0: tensor<13x33xf32>, %arg1: tensor<8xui8>) -> tensor<13x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xui8>) -> tensor<8x1xui8>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 13, 1>}> : (tensor<13x33xf32>, tensor<8x1xui8>) -> tensor<13x8xf32>
    return %1 : tensor<13x8xf32>
  }
}
