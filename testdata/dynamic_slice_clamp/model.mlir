module @jit_dynamic_slice_clamp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<3x5x7xi32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<13x7xf32> {jax.result_info = "result[1]"}, tensor<2x33xf32> {jax.result_info = "result[2]"}, tensor<2x3x1xi32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %1 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<33> : tensor<i32>
    %4 = stablehlo.add %arg3, %c_2 : tensor<i32>
    %5 = stablehlo.select %3, %4, %arg3 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [4, 5] : (tensor<13x33xf32>, tensor<i32>, tensor<i32>) -> tensor<4x5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %arg4, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<13> : tensor<i32>
    %8 = stablehlo.add %arg4, %c_4 : tensor<i32>
    %9 = stablehlo.select %7, %8, %arg4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %arg2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<33> : tensor<i32>
    %11 = stablehlo.add %arg2, %c_6 : tensor<i32>
    %12 = stablehlo.select %10, %11, %arg2 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg0, %9, %12, sizes = [13, 7] : (tensor<13x33xf32>, tensor<i32>, tensor<i32>) -> tensor<13x7xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.compare LT, %arg3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<13> : tensor<i32>
    %15 = stablehlo.add %arg3, %c_8 : tensor<i32>
    %16 = stablehlo.select %14, %15, %arg3 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %arg4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<33> : tensor<i32>
    %18 = stablehlo.add %arg4, %c_10 : tensor<i32>
    %19 = stablehlo.select %17, %18, %arg4 : tensor<i1>, tensor<i32>
    %20 = stablehlo.dynamic_slice %arg0, %16, %19, sizes = [2, 33] : (tensor<13x33xf32>, tensor<i32>, tensor<i32>) -> tensor<2x33xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %arg4, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %22 = stablehlo.add %arg4, %c_12 : tensor<i32>
    %23 = stablehlo.select %21, %22, %arg4 : tensor<i1>, tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %arg3, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %25 = stablehlo.add %arg3, %c_14 : tensor<i32>
    %26 = stablehlo.select %24, %25, %arg3 : tensor<i1>, tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %arg2, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<7> : tensor<i32>
    %28 = stablehlo.add %arg2, %c_16 : tensor<i32>
    %29 = stablehlo.select %27, %28, %arg2 : tensor<i1>, tensor<i32>
    %30 = stablehlo.dynamic_slice %arg1, %23, %26, %29, sizes = [2, 3, 1] : (tensor<3x5x7xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x1xi32>
    return %6, %13, %20, %30 : tensor<4x5xf32>, tensor<13x7xf32>, tensor<2x33xf32>, tensor<2x3x1xi32>
  }
}
