module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<128x4x32xf32>, %arg3: tensor<4x32xf32>, %arg4: tensor<128x4x32xf32>, %arg5: tensor<4x32xf32>, %arg6: tensor<4x32x128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x512xf32>, %arg11: tensor<512xf32>, %arg12: tensor<512x128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<8x64x128xf32>) -> (tensor<8x64x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg16, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x64x4x32xf32>
    %4 = stablehlo.dot_general %arg16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x64x4x32xf32>
    %8 = stablehlo.dot_general %arg16, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %11 = stablehlo.add %8, %10 : tensor<8x64x4x32xf32>
    %12 = stablehlo.reshape %3 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %13 = stablehlo.dot_general %12, %7, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x1x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x1x64xf32>
    %cst = stablehlo.constant dense<0.176776692> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x1x64xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<8x4x64x1x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x64x1x64xf32>, tensor<f32>) -> tensor<8x4x64x1xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8x4x64x1xf32>
    %19 = stablehlo.transpose %18, dims = [3, 0, 1, 2] : (tensor<8x4x64x1xf32>) -> tensor<1x8x4x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x8x4x64xf32>) -> tensor<1x8x4x64x1xf32>
    %21 = stablehlo.transpose %15, dims = [3, 0, 1, 2, 4] : (tensor<8x4x64x1x64xf32>) -> tensor<1x8x4x64x64xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x64x1xf32>) -> tensor<1x8x4x64x64xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<1x8x4x64x64xf32>
    %24 = stablehlo.exponential %23 : tensor<1x8x4x64x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_2) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x64x64xf32>, tensor<f32>) -> tensor<1x8x4x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x8x4x64xf32>) -> tensor<1x8x4x64x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x64x1xf32>) -> tensor<1x8x4x64x64xf32>
    %28 = stablehlo.divide %24, %27 : tensor<1x8x4x64x64xf32>
    %29 = stablehlo.dot_general %11, %28, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<1x8x4x64x64xf32>) -> tensor<8x4x32x1x64xf32>
    %30 = stablehlo.transpose %29, dims = [3, 0, 4, 1, 2] : (tensor<8x4x32x1x64xf32>) -> tensor<1x8x64x4x32xf32>
    %31 = stablehlo.transpose %30, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x64x4x1x32xf32>) -> tensor<8x64x4x32xf32>
    %33 = stablehlo.dot_general %32, %arg6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x64x128xf32>
    %34 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %36 = stablehlo.add %33, %35 : tensor<8x64x128xf32>
    %37 = stablehlo.add %arg16, %36 : tensor<8x64x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %41 = stablehlo.divide %39, %40 : tensor<8x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_var(%37, %c) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %43 = stablehlo.reshape %arg8 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %44 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %46 = stablehlo.add %42, %45 : tensor<8x64x1xf32>
    %47 = stablehlo.rsqrt %46 : tensor<8x64x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %49 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<8x64x128xf32>
    %51 = stablehlo.negate %41 : tensor<8x64x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %53 = stablehlo.multiply %52, %50 : tensor<8x64x128xf32>
    %54 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %55 = stablehlo.add %53, %54 : tensor<8x64x128xf32>
    %56 = stablehlo.multiply %37, %50 : tensor<8x64x128xf32>
    %57 = stablehlo.add %56, %55 : tensor<8x64x128xf32>
    %58 = stablehlo.dot_general %57, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %59 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %61 = stablehlo.add %58, %60 : tensor<8x64x512xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<8x64x512xf32>
    %64 = stablehlo.negate %61 : tensor<8x64x512xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<8x64x512xf32>
    %67 = chlo.erfc %66 : tensor<8x64x512xf32> -> tensor<8x64x512xf32>
    %68 = stablehlo.multiply %63, %67 : tensor<8x64x512xf32>
    %69 = stablehlo.dot_general %68, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %70 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %72 = stablehlo.add %69, %71 : tensor<8x64x128xf32>
    %73 = stablehlo.add %57, %72 : tensor<8x64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %77 = stablehlo.divide %75, %76 : tensor<8x64x1xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_var(%73, %c_10) : (tensor<8x64x128xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %79 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %80 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %82 = stablehlo.add %78, %81 : tensor<8x64x1xf32>
    %83 = stablehlo.rsqrt %82 : tensor<8x64x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %85 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<8x64x128xf32>
    %87 = stablehlo.negate %77 : tensor<8x64x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %89 = stablehlo.multiply %88, %86 : tensor<8x64x128xf32>
    %90 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %91 = stablehlo.add %89, %90 : tensor<8x64x128xf32>
    %92 = stablehlo.multiply %73, %86 : tensor<8x64x128xf32>
    %93 = stablehlo.add %92, %91 : tensor<8x64x128xf32>
    return %93 : tensor<8x64x128xf32>
  }
  func.func private @_var(%arg0: tensor<8x64x128xf32>, %arg1: tensor<i32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x128xf32>
    %6 = chlo.square %5 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64x1xf32>
    return %14 : tensor<8x64x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<f32>) -> tensor<8x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x64x1xf32>
    return %2 : tensor<8x64x1xf32>
  }
}
