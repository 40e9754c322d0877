module @jit_constants attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>, %arg1: tensor<7x3xf32>, %arg2: tensor<7xi32>) -> (tensor<7xf32> {jax.result_info = "result[0]"}, tensor<7x3xf32> {jax.result_info = "result[1]"}, tensor<7xi32> {jax.result_info = "result[2]"}, tensor<7xf32> {jax.result_info = "result[3]"}, tensor<7xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<[5.000000e-01, -1.000000e+00, 2.250000e+00, 3.000000e+00, -4.500000e+00, 1.000000e-03, 1.000000e+02]> : tensor<7xf32>
    %cst_0 = stablehlo.constant dense<[[0.000000e+00, 0.142857149, 0.285714298], [0.428571433, 0.571428597, 0.714285731], [0.857142865, 1.000000e+00, 1.14285719], [1.28571427, 1.42857146, 1.57142854], [1.71428573, 1.85714281, 2.000000e+00], [2.14285707, 2.28571439, 2.42857146], [2.57142854, 2.71428561, 2.85714293]]> : tensor<7x3xf32>
    %cst_1 = stablehlo.constant dense<2.500000e+00> : tensor<7x3xf32>
    %c = stablehlo.constant dense<[3, -1, 4, -1, 5, -9, 2]> : tensor<7xi32>
    %c_2 = stablehlo.constant dense<[true, false, true, true, false, false, true]> : tensor<7xi1>
    %0 = stablehlo.add %arg0, %cst : tensor<7xf32>
    %1 = stablehlo.multiply %arg1, %cst_0 : tensor<7x3xf32>
    %2 = stablehlo.add %1, %cst_1 : tensor<7x3xf32>
    %3 = stablehlo.multiply %arg2, %c : tensor<7xi32>
    %4 = stablehlo.negate %arg0 : tensor<7xf32>
    %5 = call @_where(%c_2, %arg0, %4) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<7xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.add %7, %8 : tensor<7xf32>
    return %0, %2, %3, %5, %9 : tensor<7xf32>, tensor<7x3xf32>, tensor<7xi32>, tensor<7xf32>, tensor<7xf32>
  }
  func.func private @_where(%arg0: tensor<7xi1>, %arg1: tensor<7xf32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7xi1>, tensor<7xf32>
    return %0 : tensor<7xf32>
  }
}
