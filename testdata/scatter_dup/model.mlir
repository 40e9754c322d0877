module @jit_scatter_dup attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<11x7xf32>, %arg1: tensor<11x7xi32>, %arg2: tensor<11xi32>, %arg3: tensor<11x7xf32>, %arg4: tensor<11x7xi32>) -> (tensor<11x7xf32> {jax.result_info = "result[0]"}, tensor<11x7xf32> {jax.result_info = "result[1]"}, tensor<11x7xf32> {jax.result_info = "result[2]"}, tensor<11x7xi32> {jax.result_info = "result[3]"}, tensor<11x7xi32> {jax.result_info = "result[4]"}, tensor<11x7xi32> {jax.result_info = "result[5]"}, tensor<11x7xf32> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<[1, 4, 8]> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_1 = stablehlo.constant dense<11> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<11xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<11xi1>, tensor<11xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %50 : tensor<f32>
    }) : (tensor<11x7xf32>, tensor<11x1xi32>, tensor<11x7xf32>) -> tensor<11x7xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %8 = stablehlo.compare LT, %arg2, %7, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_3 = stablehlo.constant dense<11> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %10 = stablehlo.add %arg2, %9 : tensor<11xi32>
    %11 = stablehlo.select %8, %10, %arg2 : tensor<11xi1>, tensor<11xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = stablehlo.maximum %arg5, %arg6 : tensor<f32>
      stablehlo.return %50 : tensor<f32>
    }) : (tensor<11x7xf32>, tensor<11x1xi32>, tensor<11x7xf32>) -> tensor<11x7xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %15 = stablehlo.compare LT, %arg2, %14, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_5 = stablehlo.constant dense<11> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %17 = stablehlo.add %arg2, %16 : tensor<11xi32>
    %18 = stablehlo.select %15, %17, %arg2 : tensor<11xi1>, tensor<11xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %20 = "stablehlo.scatter"(%arg0, %19, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = stablehlo.minimum %arg5, %arg6 : tensor<f32>
      stablehlo.return %50 : tensor<f32>
    }) : (tensor<11x7xf32>, tensor<11x1xi32>, tensor<11x7xf32>) -> tensor<11x7xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %22 = stablehlo.compare LT, %arg2, %21, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_7 = stablehlo.constant dense<11> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %24 = stablehlo.add %arg2, %23 : tensor<11xi32>
    %25 = stablehlo.select %22, %24, %arg2 : tensor<11xi1>, tensor<11xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %27 = "stablehlo.scatter"(%arg1, %26, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %50 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %50 : tensor<i32>
    }) : (tensor<11x7xi32>, tensor<11x1xi32>, tensor<11x7xi32>) -> tensor<11x7xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %29 = stablehlo.compare LT, %arg2, %28, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_9 = stablehlo.constant dense<11> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %31 = stablehlo.add %arg2, %30 : tensor<11xi32>
    %32 = stablehlo.select %29, %31, %arg2 : tensor<11xi1>, tensor<11xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %34 = "stablehlo.scatter"(%arg1, %33, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %50 = stablehlo.multiply %arg5, %arg6 : tensor<i32>
      stablehlo.return %50 : tensor<i32>
    }) : (tensor<11x7xi32>, tensor<11x1xi32>, tensor<11x7xi32>) -> tensor<11x7xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %36 = stablehlo.compare LT, %arg2, %35, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_11 = stablehlo.constant dense<11> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %38 = stablehlo.add %arg2, %37 : tensor<11xi32>
    %39 = stablehlo.select %36, %38, %arg2 : tensor<11xi1>, tensor<11xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %41 = "stablehlo.scatter"(%arg1, %40, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %50 = stablehlo.maximum %arg5, %arg6 : tensor<i32>
      stablehlo.return %50 : tensor<i32>
    }) : (tensor<11x7xi32>, tensor<11x1xi32>, tensor<11x7xi32>) -> tensor<11x7xi32>
    %42 = stablehlo.slice %arg3 [0:3, 0:7] : (tensor<11x7xf32>) -> tensor<3x7xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %44 = stablehlo.compare LT, %c, %43, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_13 = stablehlo.constant dense<11> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %46 = stablehlo.add %c, %45 : tensor<3xi32>
    %47 = stablehlo.select %44, %46, %c : tensor<3xi1>, tensor<3xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %49 = "stablehlo.scatter"(%arg0, %48, %42) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<11x7xf32>, tensor<3x1xi32>, tensor<3x7xf32>) -> tensor<11x7xf32>
    return %6, %13, %20, %27, %34, %41, %49 : tensor<11x7xf32>, tensor<11x7xf32>, tensor<11x7xf32>, tensor<11x7xi32>, tensor<11x7xi32>, tensor<11x7xi32>, tensor<11x7xf32>
  }
}
