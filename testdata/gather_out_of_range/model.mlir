module @jit_gather_out_of_range attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x5xf32>, %arg1: tensor<3x13xi32>, %arg2: tensor<13x4xi1>, %arg3: tensor<10xi32>) -> (tensor<10x5xf32> {jax.result_info = "result[0]"}, tensor<10x5xf32> {jax.result_info = "result[1]"}, tensor<10x5xf32> {jax.result_info = "result[2]"}, tensor<3x10xi32> {jax.result_info = "result[3]"}, tensor<3x10xi32> {jax.result_info = "result[4]"}, tensor<10x4xi1> {jax.result_info = "result[5]"}, tensor<10x4xi1> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %1 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %3 = stablehlo.add %arg3, %2 : tensor<10xi32>
    %4 = stablehlo.select %1, %3, %arg3 : tensor<10xi1>, tensor<10xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<13x5xf32>, tensor<10x1xi32>) -> tensor<10x5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare LT, %arg3, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<13> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.add %arg3, %9 : tensor<10xi32>
    %11 = stablehlo.select %8, %10, %arg3 : tensor<10xi1>, tensor<10xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %c_3 = stablehlo.constant dense<12> : tensor<1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x1xi32>
    %14 = stablehlo.compare GE, %12, %13, SIGNED : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<10x1xi32>
    %17 = stablehlo.compare LE, %12, %16, SIGNED : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %18 = stablehlo.and %14, %17 : tensor<10x1xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_5) applies stablehlo.and across dimensions = [1] : (tensor<10x1xi1>, tensor<i1>) -> tensor<10xi1>
    %20 = "stablehlo.gather"(%arg0, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<13x5xf32>, tensor<10x1xi32>) -> tensor<10x5xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<10xi1>) -> tensor<10x5xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x5xf32>
    %23 = stablehlo.select %21, %20, %22 : tensor<10x5xi1>, tensor<10x5xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %25 = stablehlo.compare LT, %arg3, %24, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_7 = stablehlo.constant dense<13> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %27 = stablehlo.add %arg3, %26 : tensor<10xi32>
    %28 = stablehlo.select %25, %27, %arg3 : tensor<10xi1>, tensor<10xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %30 = "stablehlo.gather"(%arg0, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<13x5xf32>, tensor<10x1xi32>) -> tensor<10x5xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %32 = stablehlo.compare LT, %arg3, %31, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_9 = stablehlo.constant dense<13> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %34 = stablehlo.add %arg3, %33 : tensor<10xi32>
    %35 = stablehlo.select %32, %34, %arg3 : tensor<10xi1>, tensor<10xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %c_10 = stablehlo.constant dense<12> : tensor<1xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10x1xi32>
    %38 = stablehlo.compare GE, %36, %37, SIGNED : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %39 = stablehlo.broadcast_in_dim %c_10, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<10x1xi32>
    %41 = stablehlo.compare LE, %36, %40, SIGNED : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %42 = stablehlo.and %38, %41 : tensor<10x1xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_12) applies stablehlo.and across dimensions = [1] : (tensor<10x1xi1>, tensor<i1>) -> tensor<10xi1>
    %44 = "stablehlo.gather"(%arg1, %36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x13xi32>, tensor<10x1xi32>) -> tensor<3x10xi32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [1] : (tensor<10xi1>) -> tensor<3x10xi1>
    %c_13 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3x10xi32>
    %47 = stablehlo.select %45, %44, %46 : tensor<3x10xi1>, tensor<3x10xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %49 = stablehlo.compare LT, %arg3, %48, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_15 = stablehlo.constant dense<13> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %51 = stablehlo.add %arg3, %50 : tensor<10xi32>
    %52 = stablehlo.select %49, %51, %arg3 : tensor<10xi1>, tensor<10xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %54 = "stablehlo.gather"(%arg1, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x13xi32>, tensor<10x1xi32>) -> tensor<3x10xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %56 = stablehlo.compare LT, %arg3, %55, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_17 = stablehlo.constant dense<13> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %58 = stablehlo.add %arg3, %57 : tensor<10xi32>
    %59 = stablehlo.select %56, %58, %arg3 : tensor<10xi1>, tensor<10xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %c_18 = stablehlo.constant dense<12> : tensor<1xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10x1xi32>
    %62 = stablehlo.compare GE, %60, %61, SIGNED : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %63 = stablehlo.broadcast_in_dim %c_18, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<10x1xi32>
    %65 = stablehlo.compare LE, %60, %64, SIGNED : (tensor<10x1xi32>, tensor<10x1xi32>) -> tensor<10x1xi1>
    %66 = stablehlo.and %62, %65 : tensor<10x1xi1>
    %c_20 = stablehlo.constant dense<true> : tensor<i1>
    %67 = stablehlo.reduce(%66 init: %c_20) applies stablehlo.and across dimensions = [1] : (tensor<10x1xi1>, tensor<i1>) -> tensor<10xi1>
    %68 = "stablehlo.gather"(%arg2, %60) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<13x4xi1>, tensor<10x1xi32>) -> tensor<10x4xi1>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<10xi1>) -> tensor<10x4xi1>
    %c_21 = stablehlo.constant dense<true> : tensor<i1>
    %70 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i1>) -> tensor<10x4xi1>
    %71 = stablehlo.select %69, %68, %70 : tensor<10x4xi1>, tensor<10x4xi1>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %73 = stablehlo.compare LT, %arg3, %72, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_23 = stablehlo.constant dense<13> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %75 = stablehlo.add %arg3, %74 : tensor<10xi32>
    %76 = stablehlo.select %73, %75, %arg3 : tensor<10xi1>, tensor<10xi32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %78 = "stablehlo.gather"(%arg2, %77) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<13x4xi1>, tensor<10x1xi32>) -> tensor<10x4xi1>
    return %6, %23, %30, %47, %54, %71, %78 : tensor<10x5xf32>, tensor<10x5xf32>, tensor<10x5xf32>, tensor<3x10xi32>, tensor<3x10xi32>, tensor<10x4xi1>, tensor<10x4xi1>
  }
}
