module @jit_dynamic_update_slice attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13x33xf32>, %arg1: tensor<5x7xf32>, %arg2: tensor<3x5x7xi32>, %arg3: tensor<2x5x3xi32>, %arg4: tensor<9x11xi1>, %arg5: tensor<i32>, %arg6: tensor<i32>) -> (tensor<13x33xf32> {jax.result_info = "result[0]"}, tensor<13x33xf32> {jax.result_info = "result[1]"}, tensor<3x5x7xi32> {jax.result_info = "result[2]"}, tensor<9x11xi1> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg5, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<13> : tensor<i32>
    %1 = stablehlo.add %arg5, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg5 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg6, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<33> : tensor<i32>
    %4 = stablehlo.add %arg6, %c_2 : tensor<i32>
    %5 = stablehlo.select %3, %4, %arg6 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_update_slice %arg0, %arg1, %2, %5 : (tensor<13x33xf32>, tensor<5x7xf32>, tensor<i32>, tensor<i32>) -> tensor<13x33xf32>
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %7 = stablehlo.multiply %arg6, %c_3 : tensor<i32>
    %8 = stablehlo.negate %arg5 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %7, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<13> : tensor<i32>
    %10 = stablehlo.add %7, %c_5 : tensor<i32>
    %11 = stablehlo.select %9, %10, %7 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %8, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<33> : tensor<i32>
    %13 = stablehlo.add %8, %c_7 : tensor<i32>
    %14 = stablehlo.select %12, %13, %8 : tensor<i1>, tensor<i32>
    %15 = stablehlo.dynamic_update_slice %arg0, %arg1, %11, %14 : (tensor<13x33xf32>, tensor<5x7xf32>, tensor<i32>, tensor<i32>) -> tensor<13x33xf32>
    %16 = stablehlo.negate %arg6 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %arg5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %18 = stablehlo.add %arg5, %c_9 : tensor<i32>
    %19 = stablehlo.select %17, %18, %arg5 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %arg6, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<5> : tensor<i32>
    %21 = stablehlo.add %arg6, %c_11 : tensor<i32>
    %22 = stablehlo.select %20, %21, %arg6 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.compare LT, %16, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %24 = stablehlo.add %16, %c_13 : tensor<i32>
    %25 = stablehlo.select %23, %24, %16 : tensor<i1>, tensor<i32>
    %26 = stablehlo.dynamic_update_slice %arg2, %arg3, %19, %22, %25 : (tensor<3x5x7xi32>, tensor<2x5x3xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x5x7xi32>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %27 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i1>) -> tensor<2x3xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare LT, %arg6, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<9> : tensor<i32>
    %29 = stablehlo.add %arg6, %c_16 : tensor<i32>
    %30 = stablehlo.select %28, %29, %arg6 : tensor<i1>, tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.compare LT, %arg5, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<11> : tensor<i32>
    %32 = stablehlo.add %arg5, %c_18 : tensor<i32>
    %33 = stablehlo.select %31, %32, %arg5 : tensor<i1>, tensor<i32>
    %34 = stablehlo.dynamic_update_slice %arg4, %27, %30, %33 : (tensor<9x11xi1>, tensor<2x3xi1>, tensor<i32>, tensor<i32>) -> tensor<9x11xi1>
    return %6, %15, %26, %34 : tensor<13x33xf32>, tensor<13x33xf32>, tensor<3x5x7xi32>, tensor<9x11xi1>
  }
}
