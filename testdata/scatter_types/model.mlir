module @jit_scatter_types attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<11x3xi1>, %arg1: tensor<11x3xf16>, %arg2: tensor<5x3xf16>, %arg3: tensor<7x9xi32>, %arg4: tensor<5xi32>, %arg5: tensor<7x3xi32>) -> (tensor<11x3xi1> {jax.result_info = "result[0]"}, tensor<11x3xi1> {jax.result_info = "result[1]"}, tensor<11x3xi1> {jax.result_info = "result[2]"}, tensor<11x3xf16> {jax.result_info = "result[3]"}, tensor<7x9xi32> {jax.result_info = "result[4]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.compare LT, %arg4, %0, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<11> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.add %arg4, %2 : tensor<5xi32>
    %4 = stablehlo.select %1, %3, %arg4 : tensor<5xi1>, tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<5x3xi1>
    %7 = "stablehlo.scatter"(%arg0, %5, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<i1>, %arg7: tensor<i1>):
      stablehlo.return %arg7 : tensor<i1>
    }) : (tensor<11x3xi1>, tensor<5x1xi32>, tensor<5x3xi1>) -> tensor<11x3xi1>
    %8 = stablehlo.slice %arg0 [0:5, 0:3] : (tensor<11x3xi1>) -> tensor<5x3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %10 = stablehlo.compare LT, %arg4, %9, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<11> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.add %arg4, %11 : tensor<5xi32>
    %13 = stablehlo.select %10, %12, %arg4 : tensor<5xi1>, tensor<5xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %15 = "stablehlo.scatter"(%arg0, %14, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<i1>, %arg7: tensor<i1>):
      %41 = stablehlo.maximum %arg6, %arg7 : tensor<i1>
      stablehlo.return %41 : tensor<i1>
    }) : (tensor<11x3xi1>, tensor<5x1xi32>, tensor<5x3xi1>) -> tensor<11x3xi1>
    %16 = stablehlo.slice %arg0 [3:8, 0:3] : (tensor<11x3xi1>) -> tensor<5x3xi1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %18 = stablehlo.compare LT, %arg4, %17, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_5 = stablehlo.constant dense<11> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %20 = stablehlo.add %arg4, %19 : tensor<5xi32>
    %21 = stablehlo.select %18, %20, %arg4 : tensor<5xi1>, tensor<5xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %23 = "stablehlo.scatter"(%arg0, %22, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<i1>, %arg7: tensor<i1>):
      %41 = stablehlo.minimum %arg6, %arg7 : tensor<i1>
      stablehlo.return %41 : tensor<i1>
    }) : (tensor<11x3xi1>, tensor<5x1xi32>, tensor<5x3xi1>) -> tensor<11x3xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %25 = stablehlo.compare LT, %arg4, %24, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_7 = stablehlo.constant dense<11> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %27 = stablehlo.add %arg4, %26 : tensor<5xi32>
    %28 = stablehlo.select %25, %27, %arg4 : tensor<5xi1>, tensor<5xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %30 = "stablehlo.scatter"(%arg1, %29, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f16>, %arg7: tensor<f16>):
      %41 = stablehlo.add %arg6, %arg7 : tensor<f16>
      stablehlo.return %41 : tensor<f16>
    }) : (tensor<11x3xf16>, tensor<5x1xi32>, tensor<5x3xf16>) -> tensor<11x3xf16>
    %31 = stablehlo.slice %arg3 [0:7, 0:3] : (tensor<7x9xi32>) -> tensor<7x3xi32>
    %c_8 = stablehlo.constant dense<2> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<7x3xi32>
    %33 = stablehlo.multiply %31, %32 : tensor<7x3xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7x3xi32>
    %35 = stablehlo.compare LT, %arg5, %34, SIGNED : (tensor<7x3xi32>, tensor<7x3xi32>) -> tensor<7x3xi1>
    %c_10 = stablehlo.constant dense<9> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7x3xi32>
    %37 = stablehlo.add %arg5, %36 : tensor<7x3xi32>
    %38 = stablehlo.select %35, %37, %arg5 : tensor<7x3xi1>, tensor<7x3xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<7x3xi32>) -> tensor<7x3x1xi32>
    %40 = "stablehlo.scatter"(%arg3, %39, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      %41 = stablehlo.add %arg6, %arg7 : tensor<i32>
      stablehlo.return %41 : tensor<i32>
    }) : (tensor<7x9xi32>, tensor<7x3x1xi32>, tensor<7x3xi32>) -> tensor<7x9xi32>
    return %7, %15, %23, %30, %40 : tensor<11x3xi1>, tensor<11x3xi1>, tensor<11x3xi1>, tensor<11x3xf16>, tensor<7x9xi32>
  }
}
