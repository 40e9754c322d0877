module @jit_broadcast attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>, %arg1: tensor<13x1xf32>, %arg2: tensor<f32>) -> (tensor<13x7xf32> {jax.result_info = "result[0]"}, tensor<13x7xf32> {jax.result_info = "result[1]"}, tensor<13x7xf32> {jax.result_info = "result[2]"}, tensor<7xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<7xf32>) -> tensor<13x7xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<13x1xf32>) -> tensor<13x7xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<7xf32>) -> tensor<1x7xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x7xf32>) -> tensor<13x7xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<13x1xf32>) -> tensor<13x7xf32>
    %5 = stablehlo.add %3, %4 : tensor<13x7xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<7xf32>
    return %0, %1, %5, %7 : tensor<13x7xf32>, tensor<13x7xf32>, tensor<13x7xf32>, tensor<7xf32>
  }
}
