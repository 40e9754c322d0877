module @jit_scatter_window_2d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<3x13x5xf32>, %arg2: tensor<5xi32>, %arg3: tensor<5x3xf32>, %arg4: tensor<3x2x5xf32>, %arg5: tensor<8x2xi32>, %arg6: tensor<8x3xf32>) -> (tensor<13x33xf32> {jax.result_info = "result[0]"}, tensor<13x33xf32> {jax.result_info = "result[1]"}, tensor<3x13x5xf32> {jax.result_info = "result[2]"}, tensor<13x33xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<5xi1>, tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %7 = stablehlo.concatenate %5, %6, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %8 = "stablehlo.scatter"(%arg0, %7, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %31 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<13x33xf32>, tensor<5x2xi32>, tensor<5x3xf32>) -> tensor<13x33xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %10 = stablehlo.multiply %arg3, %9 : tensor<5x3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %12 = stablehlo.add %10, %11 : tensor<5x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.compare LT, %arg2, %13, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_4 = stablehlo.constant dense<13> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %16 = stablehlo.add %arg2, %15 : tensor<5xi32>
    %17 = stablehlo.select %14, %16, %arg2 : tensor<5xi1>, tensor<5xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %20 = stablehlo.concatenate %18, %19, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %21 = "stablehlo.scatter"(%arg0, %20, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      stablehlo.return %arg8 : tensor<f32>
    }) : (tensor<13x33xf32>, tensor<5x2xi32>, tensor<5x3xf32>) -> tensor<13x33xf32>
    %22 = stablehlo.slice %arg2 [0:2] : (tensor<5xi32>) -> tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %24 = stablehlo.compare LT, %22, %23, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<13> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %26 = stablehlo.add %22, %25 : tensor<2xi32>
    %27 = stablehlo.select %24, %26, %22 : tensor<2xi1>, tensor<2xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %29 = "stablehlo.scatter"(%arg1, %28, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %31 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<3x13x5xf32>, tensor<2x1xi32>, tensor<3x2x5xf32>) -> tensor<3x13x5xf32>
    %30 = "stablehlo.scatter"(%arg0, %arg5, %arg6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %31 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<13x33xf32>, tensor<8x2xi32>, tensor<8x3xf32>) -> tensor<13x33xf32>
    return %8, %21, %29, %30 : tensor<13x33xf32>, tensor<13x33xf32>, tensor<3x13x5xf32>, tensor<13x33xf32>
  }
}
