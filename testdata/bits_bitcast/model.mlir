module @jit_bitcast attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<7x3xf16>, %arg2: tensor<13x2xi8>, %arg3: tensor<11xi32>) -> (tensor<5x6xui32> {jax.result_info = "result[0]"}, tensor<5x6x4xui8> {jax.result_info = "result[1]"}, tensor<5x6xui32> {jax.result_info = "result[2]"}, tensor<7x3xi16> {jax.result_info = "result[3]"}, tensor<13xf16> {jax.result_info = "result[4]"}, tensor<11xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<5x6xf32>) -> tensor<5x6x4xui8>
    %1 = stablehlo.bitcast_convert %arg0 : (tensor<5x6xf32>) -> tensor<5x6xui32>
    %2 = stablehlo.bitcast_convert %0 : (tensor<5x6x4xui8>) -> tensor<5x6xui32>
    %3 = stablehlo.bitcast_convert %arg1 : (tensor<7x3xf16>) -> tensor<7x3xi16>
    %4 = stablehlo.bitcast_convert %arg2 : (tensor<13x2xi8>) -> tensor<13xf16>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %6 = stablehlo.multiply %arg3, %5 : tensor<11xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %8 = stablehlo.add %6, %7 : tensor<11xi32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<11xi32>) -> tensor<11xf32>
    return %1, %0, %2, %3, %4, %9 : tensor<5x6xui32>, tensor<5x6x4xui8>, tensor<5x6xui32>, tensor<7x3xi16>, tensor<13xf16>, tensor<11xf32>
  }
}
