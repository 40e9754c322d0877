module @jit_fn attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<16xf32>, %arg9: tensor<3x3x3x16xf32>, %arg10: tensor<32xf32>, %arg11: tensor<3x3x16x32xf32>, %arg12: tensor<64xf32>, %arg13: tensor<2048x64xf32>, %arg14: tensor<10xf32>, %arg15: tensor<64x10xf32>, %arg16: tensor<8x32x32x3xf32>, %arg17: tensor<8xi32>, %arg18: tensor<2xui32>) -> (tensor<16xf32> {jax.result_info = "result[0]['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['BatchNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['BatchNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['Conv_0']['bias']"}, tensor<3x3x3x16xf32> {jax.result_info = "result[0]['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Conv_1']['bias']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[0]['Conv_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<2048x64xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1]['BatchNorm_0']['mean']"}, tensor<16xf32> {jax.result_info = "result[1]['BatchNorm_0']['var']"}, tensor<32xf32> {jax.result_info = "result[1]['BatchNorm_1']['mean']"}, tensor<32xf32> {jax.result_info = "result[1]['BatchNorm_1']['var']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %c = stablehlo.constant dense<2711844646> : tensor<ui32>
    %cst_2 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_7 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg16, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x32x32x16xf32>
    %1 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32x32x16xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x32x32x16xf32>
    %5 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<8x32x32x16xf32>
    %7 = stablehlo.reduce(%3 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.divide %7, %8 : tensor<16xf32>
    %10 = stablehlo.reduce(%4 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16xf32>
    %13 = stablehlo.multiply %9, %9 : tensor<16xf32>
    %14 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<16xf32>
    %16 = stablehlo.subtract %12, %13 : tensor<16xf32>
    %17 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<16xf32>
    %19 = stablehlo.compare EQ, %16, %18, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.select %19, %20, %21 : tensor<16xi1>, tensor<16xf32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.compare EQ, %23, %18, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.select %24, %25, %26 : tensor<16xi1>, tensor<16xf32>
    %28 = stablehlo.divide %22, %27 : tensor<16xf32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.multiply %29, %arg0 : tensor<16xf32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.multiply %31, %9 : tensor<16xf32>
    %33 = stablehlo.add %30, %32 : tensor<16xf32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.multiply %34, %arg1 : tensor<16xf32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.multiply %36, %18 : tensor<16xf32>
    %38 = stablehlo.add %35, %37 : tensor<16xf32>
    %39 = stablehlo.broadcast_in_dim %9, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %42 = stablehlo.subtract %3, %41 : tensor<8x32x32x16xf32>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x1x16xf32>
    %45 = stablehlo.rsqrt %44 : tensor<1x1x1x16xf32>
    %46 = stablehlo.divide %45, %44 : tensor<1x1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<1x1x1x16xf32>
    %49 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %50 = stablehlo.multiply %45, %49 : tensor<1x1x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<8x32x32x16xf32>
    %53 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %55 = stablehlo.add %52, %54 : tensor<8x32x32x16xf32>
    %56 = call @relu(%55) : (tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %58 = stablehlo.compare GT, %55, %57, FLOAT : (tensor<8x32x32x16xf32>, tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xi1>
    %59 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.reduce_window"(%56, %59) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %288 = stablehlo.maximum %arg19, %arg20 : tensor<f32>
      stablehlo.return %288 : tensor<f32>
    }) : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %61 = stablehlo.convolution(%60, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x16x16x32xf32>
    %62 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x16x16x32xf32>
    %65 = stablehlo.multiply %64, %64 : tensor<8x16x16x32xf32>
    %66 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %67 = stablehlo.multiply %66, %64 : tensor<8x16x16x32xf32>
    %68 = stablehlo.reduce(%64 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %69 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %70 = stablehlo.divide %68, %69 : tensor<32xf32>
    %71 = stablehlo.reduce(%65 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %72 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %73 = stablehlo.divide %71, %72 : tensor<32xf32>
    %74 = stablehlo.multiply %70, %70 : tensor<32xf32>
    %75 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %76 = stablehlo.multiply %75, %70 : tensor<32xf32>
    %77 = stablehlo.subtract %73, %74 : tensor<32xf32>
    %78 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<32xf32>
    %80 = stablehlo.compare EQ, %77, %79, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %81 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %82 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %83 = stablehlo.select %80, %81, %82 : tensor<32xi1>, tensor<32xf32>
    %84 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %85 = stablehlo.compare EQ, %84, %79, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %86 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %87 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %88 = stablehlo.select %85, %86, %87 : tensor<32xi1>, tensor<32xf32>
    %89 = stablehlo.divide %83, %88 : tensor<32xf32>
    %90 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %91 = stablehlo.multiply %90, %arg2 : tensor<32xf32>
    %92 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %93 = stablehlo.multiply %92, %70 : tensor<32xf32>
    %94 = stablehlo.add %91, %93 : tensor<32xf32>
    %95 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %96 = stablehlo.multiply %95, %arg3 : tensor<32xf32>
    %97 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %98 = stablehlo.multiply %97, %79 : tensor<32xf32>
    %99 = stablehlo.add %96, %98 : tensor<32xf32>
    %100 = stablehlo.broadcast_in_dim %70, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %101 = stablehlo.broadcast_in_dim %79, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %103 = stablehlo.subtract %64, %102 : tensor<8x16x16x32xf32>
    %104 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %105 = stablehlo.add %101, %104 : tensor<1x1x1x32xf32>
    %106 = stablehlo.rsqrt %105 : tensor<1x1x1x32xf32>
    %107 = stablehlo.divide %106, %105 : tensor<1x1x1x32xf32>
    %108 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<1x1x1x32xf32>
    %110 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %111 = stablehlo.multiply %106, %110 : tensor<1x1x1x32xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %113 = stablehlo.multiply %103, %112 : tensor<8x16x16x32xf32>
    %114 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %116 = stablehlo.add %113, %115 : tensor<8x16x16x32xf32>
    %117 = call @relu_0(%116) : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %118 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %119 = stablehlo.compare GT, %116, %118, FLOAT : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xi1>
    %120 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<f32>
    %121 = "stablehlo.reduce_window"(%117, %120) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %288 = stablehlo.maximum %arg19, %arg20 : tensor<f32>
      stablehlo.return %288 : tensor<f32>
    }) : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<8x8x8x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x8x8x32xf32>) -> tensor<8x2048xf32>
    %123 = stablehlo.dot_general %122, %arg13, contracting_dims = [1] x [0] : (tensor<8x2048xf32>, tensor<2048x64xf32>) -> tensor<8x64xf32>
    %124 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x64xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %126 = stablehlo.add %123, %125 : tensor<8x64xf32>
    %127 = call @relu_1(%126) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %128 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %129 = stablehlo.compare GT, %126, %128, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %130 = call @_threefry_fold_in(%arg18, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %131 = call @_bernoulli(%130, %cst_1) : (tensor<2xui32>, tensor<f32>) -> tensor<8x64xi1>
    %132 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %133 = stablehlo.divide %127, %132 : tensor<8x64xf32>
    %134 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %135 = stablehlo.select %131, %133, %134 : tensor<8x64xi1>, tensor<8x64xf32>
    %136 = stablehlo.dot_general %135, %arg15, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x10xf32>) -> tensor<8x10xf32>
    %137 = stablehlo.reshape %arg14 : (tensor<10xf32>) -> tensor<1x10xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %139 = stablehlo.add %136, %138 : tensor<8x10xf32>
    %140 = call @_one_hot(%arg17) : (tensor<8xi32>) -> tensor<8x10xf32>
    %141:3 = call @log_softmax(%139) : (tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>)
    %142 = stablehlo.multiply %140, %141#0 : tensor<8x10xf32>
    %143 = stablehlo.reduce(%142 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %144 = stablehlo.reduce(%143 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %145 = stablehlo.divide %144, %cst_0 : tensor<f32>
    %146 = stablehlo.negate %145 : tensor<f32>
    %147 = stablehlo.negate %cst_8 : tensor<f32>
    %148 = stablehlo.divide %147, %cst_0 : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %151 = stablehlo.multiply %140, %150 : tensor<8x10xf32>
    %152 = call @log_softmax_4(%141#1, %141#2, %151) : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %153 = stablehlo.reduce(%152 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %154 = stablehlo.reshape %153 : (tensor<10xf32>) -> tensor<1x10xf32>
    %155 = stablehlo.reshape %154 : (tensor<1x10xf32>) -> tensor<10xf32>
    %156 = stablehlo.dot_general %152, %135, contracting_dims = [0] x [0] : (tensor<8x10xf32>, tensor<8x64xf32>) -> tensor<10x64xf32>
    %157 = stablehlo.transpose %156, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %158 = stablehlo.dot_general %152, %arg15, contracting_dims = [1] x [1] : (tensor<8x10xf32>, tensor<64x10xf32>) -> tensor<8x64xf32>
    %159 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %160 = stablehlo.select %131, %158, %159 : tensor<8x64xi1>, tensor<8x64xf32>
    %161 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %162 = stablehlo.divide %160, %161 : tensor<8x64xf32>
    %163 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %164 = stablehlo.select %129, %162, %163 : tensor<8x64xi1>, tensor<8x64xf32>
    %165 = stablehlo.reduce(%164 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %166 = stablehlo.reshape %165 : (tensor<64xf32>) -> tensor<1x64xf32>
    %167 = stablehlo.reshape %166 : (tensor<1x64xf32>) -> tensor<64xf32>
    %168 = stablehlo.dot_general %164, %122, contracting_dims = [0] x [0] : (tensor<8x64xf32>, tensor<8x2048xf32>) -> tensor<64x2048xf32>
    %169 = stablehlo.transpose %168, dims = [1, 0] : (tensor<64x2048xf32>) -> tensor<2048x64xf32>
    %170 = stablehlo.dot_general %164, %arg13, contracting_dims = [1] x [1] : (tensor<8x64xf32>, tensor<2048x64xf32>) -> tensor<8x2048xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x2048xf32>) -> tensor<8x8x8x32xf32>
    %172 = stablehlo.pad %117, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<8x16x16x32xf32>
    %173 = "stablehlo.select_and_scatter"(%172, %171, %cst_10) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %288 = stablehlo.compare GE, %arg19, %arg20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %288 : tensor<i1>
    }, {
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %288 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %288 : tensor<f32>
    }) : (tensor<8x16x16x32xf32>, tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<8x16x16x32xf32>
    %174 = stablehlo.slice %173 [0:8, 0:16, 0:16, 0:32] : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %175 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %176 = stablehlo.select %119, %174, %175 : tensor<8x16x16x32xi1>, tensor<8x16x16x32xf32>
    %177 = stablehlo.reduce(%176 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %178 = stablehlo.reshape %177 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %180 = stablehlo.multiply %103, %176 : tensor<8x16x16x32xf32>
    %181 = stablehlo.reduce(%180 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %182 = stablehlo.reshape %181 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %183 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %184 = stablehlo.multiply %176, %183 : tensor<8x16x16x32xf32>
    %185 = stablehlo.multiply %106, %182 : tensor<1x1x1x32xf32>
    %186 = stablehlo.multiply %182, %110 : tensor<1x1x1x32xf32>
    %187 = stablehlo.reshape %185 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %188 = stablehlo.multiply %186, %109 : tensor<1x1x1x32xf32>
    %189 = stablehlo.negate %184 : tensor<8x16x16x32xf32>
    %190 = stablehlo.reduce(%189 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %191 = stablehlo.reshape %190 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %192 = stablehlo.reduce(%188 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %193 = stablehlo.reduce(%191 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %194 = stablehlo.multiply %192, %89 : tensor<32xf32>
    %195 = stablehlo.negate %194 : tensor<32xf32>
    %196 = stablehlo.multiply %195, %76 : tensor<32xf32>
    %197 = stablehlo.add %193, %196 : tensor<32xf32>
    %198 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %199 = stablehlo.divide %194, %198 : tensor<32xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [3] : (tensor<32xf32>) -> tensor<8x16x16x32xf32>
    %201 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %202 = stablehlo.divide %197, %201 : tensor<32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [3] : (tensor<32xf32>) -> tensor<8x16x16x32xf32>
    %204 = stablehlo.add %184, %203 : tensor<8x16x16x32xf32>
    %205 = stablehlo.multiply %200, %67 : tensor<8x16x16x32xf32>
    %206 = stablehlo.add %204, %205 : tensor<8x16x16x32xf32>
    %207 = stablehlo.reduce(%206 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %208 = stablehlo.reshape %207 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %210 = stablehlo.convolution(%60, %206) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<8x16x16x32xf32>) -> tensor<3x3x16x32xf32>
    %211 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<3x3x16x32xf32>
    %212 = stablehlo.convolution(%206, %211) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x16x16x16xf32>
    %213 = stablehlo.pad %56, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<8x32x32x16xf32>
    %214 = "stablehlo.select_and_scatter"(%213, %212, %cst_10) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %288 = stablehlo.compare GE, %arg19, %arg20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %288 : tensor<i1>
    }, {
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %288 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %288 : tensor<f32>
    }) : (tensor<8x32x32x16xf32>, tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x32x32x16xf32>
    %215 = stablehlo.slice %214 [0:8, 0:32, 0:32, 0:16] : (tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32>
    %216 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %217 = stablehlo.select %58, %215, %216 : tensor<8x32x32x16xi1>, tensor<8x32x32x16xf32>
    %218 = stablehlo.reduce(%217 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %219 = stablehlo.reshape %218 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %220 = stablehlo.reshape %219 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %221 = stablehlo.multiply %42, %217 : tensor<8x32x32x16xf32>
    %222 = stablehlo.reduce(%221 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %223 = stablehlo.reshape %222 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %224 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %225 = stablehlo.multiply %217, %224 : tensor<8x32x32x16xf32>
    %226 = stablehlo.multiply %45, %223 : tensor<1x1x1x16xf32>
    %227 = stablehlo.multiply %223, %49 : tensor<1x1x1x16xf32>
    %228 = stablehlo.reshape %226 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %229 = stablehlo.multiply %227, %48 : tensor<1x1x1x16xf32>
    %230 = stablehlo.negate %225 : tensor<8x32x32x16xf32>
    %231 = stablehlo.reduce(%230 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %232 = stablehlo.reshape %231 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %233 = stablehlo.reduce(%229 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %234 = stablehlo.reduce(%232 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %235 = stablehlo.multiply %233, %28 : tensor<16xf32>
    %236 = stablehlo.negate %235 : tensor<16xf32>
    %237 = stablehlo.multiply %236, %15 : tensor<16xf32>
    %238 = stablehlo.add %234, %237 : tensor<16xf32>
    %239 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %240 = stablehlo.divide %235, %239 : tensor<16xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [3] : (tensor<16xf32>) -> tensor<8x32x32x16xf32>
    %242 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %243 = stablehlo.divide %238, %242 : tensor<16xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [3] : (tensor<16xf32>) -> tensor<8x32x32x16xf32>
    %245 = stablehlo.add %225, %244 : tensor<8x32x32x16xf32>
    %246 = stablehlo.multiply %241, %6 : tensor<8x32x32x16xf32>
    %247 = stablehlo.add %245, %246 : tensor<8x32x32x16xf32>
    %248 = stablehlo.reduce(%247 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %249 = stablehlo.reshape %248 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %250 = stablehlo.reshape %249 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %251 = stablehlo.convolution(%arg16, %247) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x32x3xf32>, tensor<8x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    %252 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %253 = stablehlo.multiply %252, %220 : tensor<16xf32>
    %254 = stablehlo.subtract %arg4, %253 : tensor<16xf32>
    %255 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %256 = stablehlo.multiply %255, %228 : tensor<16xf32>
    %257 = stablehlo.subtract %arg5, %256 : tensor<16xf32>
    %258 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %259 = stablehlo.multiply %258, %179 : tensor<32xf32>
    %260 = stablehlo.subtract %arg6, %259 : tensor<32xf32>
    %261 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %262 = stablehlo.multiply %261, %187 : tensor<32xf32>
    %263 = stablehlo.subtract %arg7, %262 : tensor<32xf32>
    %264 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %265 = stablehlo.multiply %264, %250 : tensor<16xf32>
    %266 = stablehlo.subtract %arg8, %265 : tensor<16xf32>
    %267 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %268 = stablehlo.multiply %267, %251 : tensor<3x3x3x16xf32>
    %269 = stablehlo.subtract %arg9, %268 : tensor<3x3x3x16xf32>
    %270 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %271 = stablehlo.multiply %270, %209 : tensor<32xf32>
    %272 = stablehlo.subtract %arg10, %271 : tensor<32xf32>
    %273 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %274 = stablehlo.multiply %273, %210 : tensor<3x3x16x32xf32>
    %275 = stablehlo.subtract %arg11, %274 : tensor<3x3x16x32xf32>
    %276 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %277 = stablehlo.multiply %276, %167 : tensor<64xf32>
    %278 = stablehlo.subtract %arg12, %277 : tensor<64xf32>
    %279 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %280 = stablehlo.multiply %279, %169 : tensor<2048x64xf32>
    %281 = stablehlo.subtract %arg13, %280 : tensor<2048x64xf32>
    %282 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %283 = stablehlo.multiply %282, %155 : tensor<10xf32>
    %284 = stablehlo.subtract %arg14, %283 : tensor<10xf32>
    %285 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %286 = stablehlo.multiply %285, %157 : tensor<64x10xf32>
    %287 = stablehlo.subtract %arg15, %286 : tensor<64x10xf32>
    return %254, %257, %260, %263, %266, %269, %272, %275, %278, %281, %284, %287, %33, %38, %94, %99, %146 : tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<3x3x3x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<64xf32>, tensor<2048x64xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x32x16xf32>
    return %1 : tensor<8x32x32x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x32xf32>
    return %1 : tensor<8x16x16x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x64xf32>
    return %1 : tensor<8x64xf32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<4294967295> : tensor<ui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c_0 : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %2 = stablehlo.and %arg1, %c : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<8x64xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    return %2 : tensor<8x64xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<64> : tensor<ui64>
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<8x64xui64>
    %9 = stablehlo.iota dim = 1 : tensor<8x64xui64>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<8x64xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<8x64xui64>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x64xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<8x64xui64>
    %14 = stablehlo.add %11, %13 : tensor<8x64xui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x64xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8x64xui64>
    %17 = stablehlo.convert %14 : (tensor<8x64xui64>) -> tensor<8x64xui32>
    %18 = stablehlo.convert %16 : (tensor<8x64xui64>) -> tensor<8x64xui32>
    %19:2 = call @threefry2x32_2(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<8x64xui32>, tensor<8x64xui32>) -> (tensor<8x64xui32>, tensor<8x64xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<8x64xui32>
    %21 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<8x64xui32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %24 = stablehlo.or %22, %23 : tensor<8x64xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<8x64xui32>) -> tensor<8x64xf32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8x64xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x64xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x64xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x64xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x64xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x64xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<8x64xf32>
    return %34 : tensor<8x64xf32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x64xui32>, %arg3: tensor<8x64xui32>) -> (tensor<8x64xui32>, tensor<8x64xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x64xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<8x64xui32>, tensor<8x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_3(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<8x64xui32>, tensor<8x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x64xui32>, tensor<8x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x64xui32>, tensor<8x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x64xui32>, tensor<8x64xui32>
  }
  func.func private @closed_call_3(%arg0: tensor<i32>, %arg1: tensor<8x64xui32>, %arg2: tensor<8x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x64xui32>, tensor<8x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x64xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x64xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x64xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x64xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x64xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x64xui32>, tensor<8x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<8x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %5 = stablehlo.convert %4 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    return %5 : tensor<8x10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x10xf32>
    %6 = stablehlo.exponential %5 : tensor<8x10xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x10xf32>
    return %11, %6, %8 : tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>
  }
  func.func private @log_softmax_4(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x10xf32>) -> tensor<8x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.negate %arg2 : tensor<8x10xf32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x10xf32>
    return %7 : tensor<8x10xf32>
  }
}
