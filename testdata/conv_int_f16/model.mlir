module @jit_conv_int_f16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x9x3xi32>, %arg1: tensor<3x3x3x4xi32>, %arg2: tensor<2x7x9x3xf16>, %arg3: tensor<3x3x3x4xf16>) -> (tensor<2x7x9x4xi32> {jax.result_info = "result[0]"}, tensor<2x7x9x4xi32> {jax.result_info = "result[1]"}, tensor<2x7x9x4xf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x9x3xi32>, tensor<3x3x3x4xi32>) -> tensor<2x7x9x4xi32>
    %1 = stablehlo.convert %arg0 : (tensor<2x7x9x3xi32>) -> tensor<2x7x9x3xi8>
    %2 = stablehlo.convert %arg1 : (tensor<3x3x3x4xi32>) -> tensor<3x3x3x4xi8>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x9x3xi8>, tensor<3x3x3x4xi8>) -> tensor<2x7x9x4xi32>
    %4 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x7x9x3xf16>, tensor<3x3x3x4xf16>) -> tensor<2x7x9x4xf16>
    return %0, %3, %4 : tensor<2x7x9x4xi32>, tensor<2x7x9x4xi32>, tensor<2x7x9x4xf16>
  }
}
