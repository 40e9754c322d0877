module @jit_conv_batch_group attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x1x3xf32>, %arg1: tensor<2x7x9x3xf32>, %arg2: tensor<6x3x7x5xf32>, %arg3: tensor<4x3x3x3xf32>) -> (tensor<3x3x1x3xf32> {jax.result_info = "result[0]"}, tensor<3x4x5x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg1, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x9x3xf32>, tensor<3x3x1x3xf32>) -> tensor<2x7x9x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x9x3xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x7x9x3xf32>
    %3 = stablehlo.multiply %1, %0 : tensor<2x7x9x3xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x7x9x3xf32>
    %5 = stablehlo.convolution(%arg1, %4) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 3 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x9x3xf32>, tensor<2x7x9x3xf32>) -> tensor<3x3x1x3xf32>
    %6 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<6x3x7x5xf32>, tensor<4x3x3x3xf32>) -> tensor<3x4x5x3xf32>
    return %5, %6 : tensor<3x3x1x3xf32>, tensor<3x4x5x3xf32>
  }
}
