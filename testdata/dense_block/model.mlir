module @jit_dense_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x6x6x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<3x16x8xf32>, %arg3: tensor<3x3x8x4xf32>, %arg4: tensor<3x3x8x4xf32>, %arg5: tensor<3x3x8x4xf32>) -> (tensor<1x6x6x20xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x6x6x8xf32>, tensor<8x8xf32>) -> tensor<1x6x6x8xf32>
    %1 = stablehlo.slice %arg2 [0:1, 0:16, 0:8] : (tensor<3x16x8xf32>) -> tensor<1x16x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    %3 = stablehlo.slice %2 [0:8, 0:8] : (tensor<16x8xf32>) -> tensor<8x8xf32>
    %4 = stablehlo.dot_general %0, %3, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x6x6x8xf32>, tensor<8x8xf32>) -> tensor<1x6x6x8xf32>
    %5 = call @relu(%4) : (tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
    %6 = stablehlo.convolution(%5, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x6x8xf32>, tensor<3x3x8x4xf32>) -> tensor<1x6x6x4xf32>
    %7 = stablehlo.concatenate %0, %6, dim = 3 : (tensor<1x6x6x8xf32>, tensor<1x6x6x4xf32>) -> tensor<1x6x6x12xf32>
    %8 = stablehlo.slice %arg2 [1:2, 0:16, 0:8] : (tensor<3x16x8xf32>) -> tensor<1x16x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    %10 = stablehlo.slice %9 [0:12, 0:8] : (tensor<16x8xf32>) -> tensor<12x8xf32>
    %11 = stablehlo.dot_general %7, %10, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x6x6x12xf32>, tensor<12x8xf32>) -> tensor<1x6x6x8xf32>
    %12 = call @relu(%11) : (tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
    %13 = stablehlo.convolution(%12, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x6x8xf32>, tensor<3x3x8x4xf32>) -> tensor<1x6x6x4xf32>
    %14 = stablehlo.concatenate %7, %13, dim = 3 : (tensor<1x6x6x12xf32>, tensor<1x6x6x4xf32>) -> tensor<1x6x6x16xf32>
    %15 = stablehlo.slice %arg2 [2:3, 0:16, 0:8] : (tensor<3x16x8xf32>) -> tensor<1x16x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    %17 = stablehlo.dot_general %14, %16, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x6x6x16xf32>, tensor<16x8xf32>) -> tensor<1x6x6x8xf32>
    %18 = call @relu(%17) : (tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
    %19 = stablehlo.convolution(%18, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x6x8xf32>, tensor<3x3x8x4xf32>) -> tensor<1x6x6x4xf32>
    %20 = stablehlo.concatenate %14, %19, dim = 3 : (tensor<1x6x6x16xf32>, tensor<1x6x6x4xf32>) -> tensor<1x6x6x20xf32>
    %21 = stablehlo.tanh %20 : tensor<1x6x6x20xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x6x6x20xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x6x6x20xf32>
    return %23 : tensor<1x6x6x20xf32>
  }
  func.func private @relu(%arg0: tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x6x6x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1x6x6x8xf32>
    return %1 : tensor<1x6x6x8xf32>
  }
}
