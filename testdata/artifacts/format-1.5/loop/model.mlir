module @jit_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %arg1, %iterArg_3 = %arg0) : tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_1, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %6 = stablehlo.multiply %iterArg_3, %5 : tensor<5xf32>
      %7 = stablehlo.convert %iterArg_1 : (tensor<i32>) -> tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %9 = stablehlo.multiply %iterArg, %8 : tensor<5xf32>
      %10 = stablehlo.add %6, %9 : tensor<5xf32>
      stablehlo.return %iterArg, %4, %iterArg_2, %10 : tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>
    }
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.compare GT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %5 = stablehlo.subtract %arg0, %4 : tensor<5xf32>
      stablehlo.return %5 : tensor<5xf32>
    }, {
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %5 = stablehlo.multiply %arg0, %4 : tensor<5xf32>
      stablehlo.return %5 : tensor<5xf32>
    }) : (tensor<i32>) -> tensor<5xf32>
    return %0#3, %3 : tensor<5xf32>, tensor<5xf32>
  }
}
