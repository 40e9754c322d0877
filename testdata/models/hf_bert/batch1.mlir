module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<2x128xf32>, %arg4: tensor<1000x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128x128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128x128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128x128xf32>, %arg15: tensor<512xf32>, %arg16: tensor<128x512xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512x128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128x128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128x128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128x128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128x128xf32>, %arg31: tensor<512xf32>, %arg32: tensor<128x512xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<512x128xf32>, %arg37: tensor<128xf32>, %arg38: tensor<128x128xf32>, %arg39: tensor<1x64xi32>, %arg40: tensor<1x64xi32>) -> (tensor<1x64x128xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %1 = call @atleast_2d(%arg39) : (tensor<1x64xi32>) -> tensor<1x64xi32>
    %2 = stablehlo.iota dim = 0 : tensor<64xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.convert %4 : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %6 = call @_take(%arg4, %arg39) : (tensor<1000x128xf32>, tensor<1x64xi32>) -> tensor<1x64x128xf32>
    %7 = call @_take_0(%arg2, %3) : (tensor<64x128xf32>, tensor<1x64xi32>) -> tensor<1x64x128xf32>
    %8 = call @_take_1(%arg3, %0) : (tensor<2x128xf32>, tensor<1x64xi32>) -> tensor<1x64x128xf32>
    %9 = stablehlo.add %6, %8 : tensor<1x64x128xf32>
    %10 = stablehlo.add %9, %7 : tensor<1x64x128xf32>
    %11 = chlo.square %10 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %17 = stablehlo.divide %15, %16 : tensor<1x64xf32>
    %18 = chlo.square %14 : tensor<1x64xf32> -> tensor<1x64xf32>
    %19 = stablehlo.subtract %17, %18 : tensor<1x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<1x64xf32>
    %22 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %25 = stablehlo.subtract %10, %24 : tensor<1x64x128xf32>
    %cst_5 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<1x64x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<1x64x1xf32>
    %29 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<1x64x128xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<1x64x128xf32>
    %34 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %36 = stablehlo.add %33, %35 : tensor<1x64x128xf32>
    %37 = stablehlo.slice %5 [0:1, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %38 = stablehlo.reshape %37 : (tensor<1x4xi32>) -> tensor<4xi32>
    %39 = stablehlo.dot_general %36, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %40 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %42 = stablehlo.add %39, %41 : tensor<1x64x128xf32>
    %43 = stablehlo.dot_general %36, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %44 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %46 = stablehlo.add %43, %45 : tensor<1x64x128xf32>
    %47 = stablehlo.dot_general %36, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %48 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %50 = stablehlo.add %47, %49 : tensor<1x64x128xf32>
    %51 = stablehlo.reshape %42 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %52 = stablehlo.reshape %46 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %53 = stablehlo.reshape %50 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %54 = stablehlo.broadcast_in_dim %arg40, dims = [0, 3] : (tensor<1x64xi32>) -> tensor<1x1x1x64xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x1x1x64xi32>
    %56 = stablehlo.compare GT, %54, %55, SIGNED : (tensor<1x1x1x64xi32>, tensor<1x1x1x64xi32>) -> tensor<1x1x1x64xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %58 = stablehlo.convert %57 : tensor<1x1x1x64xf32>
    %cst_8 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %60 = stablehlo.select %56, %58, %59 : tensor<1x1x1x64xi1>, tensor<1x1x1x64xf32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %61 = stablehlo.sqrt %cst_9 : tensor<f32>
    %62 = stablehlo.convert %61 : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<1x64x4x32xf32>
    %64 = stablehlo.divide %51, %63 : tensor<1x64x4x32xf32>
    %65 = stablehlo.dot_general %64, %52, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>) -> tensor<1x4x64x64xf32>
    %66 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x4x64x64xf32>
    %67 = stablehlo.add %65, %66 : tensor<1x4x64x64xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %70 = stablehlo.maximum %69, %68 : tensor<1x4x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %73 = stablehlo.subtract %67, %72 : tensor<1x4x64x64xf32>
    %74 = stablehlo.exponential %73 : tensor<1x4x64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %78 = stablehlo.divide %74, %77 : tensor<1x4x64x64xf32>
    %79 = stablehlo.convert %38 : (tensor<4xi32>) -> tensor<4xf32>
    %80 = stablehlo.convert %78 : tensor<1x4x64x64xf32>
    %81 = stablehlo.dot_general %79, %80, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<1x4x64x64xf32>) -> tensor<4x1x64x64xf32>
    %82 = stablehlo.transpose %81, dims = [1, 0, 2, 3] : (tensor<4x1x64x64xf32>) -> tensor<1x4x64x64xf32>
    %83 = stablehlo.dot_general %53, %82, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x32x64xf32>
    %84 = stablehlo.transpose %83, dims = [0, 3, 1, 2] : (tensor<1x4x32x64xf32>) -> tensor<1x64x4x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x64x4x32xf32>) -> tensor<1x64x128xf32>
    %86 = stablehlo.dot_general %85, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %87 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %89 = stablehlo.add %86, %88 : tensor<1x64x128xf32>
    %90 = stablehlo.add %89, %36 : tensor<1x64x128xf32>
    %91 = chlo.square %90 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%90 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %94 = stablehlo.divide %92, %93 : tensor<1x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%91 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %97 = stablehlo.divide %95, %96 : tensor<1x64xf32>
    %98 = chlo.square %94 : tensor<1x64xf32> -> tensor<1x64xf32>
    %99 = stablehlo.subtract %97, %98 : tensor<1x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %101 = stablehlo.maximum %100, %99 : tensor<1x64xf32>
    %102 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %105 = stablehlo.subtract %90, %104 : tensor<1x64x128xf32>
    %cst_18 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %107 = stablehlo.add %103, %106 : tensor<1x64x1xf32>
    %108 = stablehlo.rsqrt %107 : tensor<1x64x1xf32>
    %109 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<1x64x128xf32>
    %113 = stablehlo.multiply %105, %112 : tensor<1x64x128xf32>
    %114 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %116 = stablehlo.add %113, %115 : tensor<1x64x128xf32>
    %117 = stablehlo.dot_general %116, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x512xf32>) -> tensor<1x64x512xf32>
    %118 = stablehlo.reshape %arg15 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x64x512xf32>
    %120 = stablehlo.add %117, %119 : tensor<1x64x512xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<1x64x512xf32>
    %123 = stablehlo.negate %120 : tensor<1x64x512xf32>
    %cst_20 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<1x64x512xf32>
    %126 = chlo.erfc %125 : tensor<1x64x512xf32> -> tensor<1x64x512xf32>
    %127 = stablehlo.multiply %122, %126 : tensor<1x64x512xf32>
    %128 = stablehlo.dot_general %127, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xf32>, tensor<512x128xf32>) -> tensor<1x64x128xf32>
    %129 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %131 = stablehlo.add %128, %130 : tensor<1x64x128xf32>
    %132 = stablehlo.add %131, %116 : tensor<1x64x128xf32>
    %133 = chlo.square %132 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%132 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_22 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %136 = stablehlo.divide %134, %135 : tensor<1x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%133 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %139 = stablehlo.divide %137, %138 : tensor<1x64xf32>
    %140 = chlo.square %136 : tensor<1x64xf32> -> tensor<1x64xf32>
    %141 = stablehlo.subtract %139, %140 : tensor<1x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<1x64xf32>
    %144 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %146 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %147 = stablehlo.subtract %132, %146 : tensor<1x64x128xf32>
    %cst_26 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %149 = stablehlo.add %145, %148 : tensor<1x64x1xf32>
    %150 = stablehlo.rsqrt %149 : tensor<1x64x1xf32>
    %151 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %154 = stablehlo.multiply %152, %153 : tensor<1x64x128xf32>
    %155 = stablehlo.multiply %147, %154 : tensor<1x64x128xf32>
    %156 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %158 = stablehlo.add %155, %157 : tensor<1x64x128xf32>
    %159 = stablehlo.slice %5 [1:2, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %160 = stablehlo.reshape %159 : (tensor<1x4xi32>) -> tensor<4xi32>
    %161 = stablehlo.dot_general %158, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %162 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %164 = stablehlo.add %161, %163 : tensor<1x64x128xf32>
    %165 = stablehlo.dot_general %158, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %166 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %168 = stablehlo.add %165, %167 : tensor<1x64x128xf32>
    %169 = stablehlo.dot_general %158, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %170 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %172 = stablehlo.add %169, %171 : tensor<1x64x128xf32>
    %173 = stablehlo.reshape %164 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %174 = stablehlo.reshape %168 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %175 = stablehlo.reshape %172 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %176 = stablehlo.broadcast_in_dim %arg40, dims = [0, 3] : (tensor<1x64xi32>) -> tensor<1x1x1x64xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %177 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<1x1x1x64xi32>
    %178 = stablehlo.compare GT, %176, %177, SIGNED : (tensor<1x1x1x64xi32>, tensor<1x1x1x64xi32>) -> tensor<1x1x1x64xi1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %180 = stablehlo.convert %179 : tensor<1x1x1x64xf32>
    %cst_29 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %182 = stablehlo.select %178, %180, %181 : tensor<1x1x1x64xi1>, tensor<1x1x1x64xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %183 = stablehlo.sqrt %cst_30 : tensor<f32>
    %184 = stablehlo.convert %183 : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<1x64x4x32xf32>
    %186 = stablehlo.divide %173, %185 : tensor<1x64x4x32xf32>
    %187 = stablehlo.dot_general %186, %174, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>) -> tensor<1x4x64x64xf32>
    %188 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x4x64x64xf32>
    %189 = stablehlo.add %187, %188 : tensor<1x4x64x64xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<1x4x64xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %195 = stablehlo.subtract %189, %194 : tensor<1x4x64x64xf32>
    %196 = stablehlo.exponential %195 : tensor<1x4x64x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_33) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %200 = stablehlo.divide %196, %199 : tensor<1x4x64x64xf32>
    %201 = stablehlo.convert %160 : (tensor<4xi32>) -> tensor<4xf32>
    %202 = stablehlo.convert %200 : tensor<1x4x64x64xf32>
    %203 = stablehlo.dot_general %201, %202, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<1x4x64x64xf32>) -> tensor<4x1x64x64xf32>
    %204 = stablehlo.transpose %203, dims = [1, 0, 2, 3] : (tensor<4x1x64x64xf32>) -> tensor<1x4x64x64xf32>
    %205 = stablehlo.dot_general %175, %204, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x32x64xf32>
    %206 = stablehlo.transpose %205, dims = [0, 3, 1, 2] : (tensor<1x4x32x64xf32>) -> tensor<1x64x4x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x64x4x32xf32>) -> tensor<1x64x128xf32>
    %208 = stablehlo.dot_general %207, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %209 = stablehlo.reshape %arg23 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %211 = stablehlo.add %208, %210 : tensor<1x64x128xf32>
    %212 = stablehlo.add %211, %158 : tensor<1x64x128xf32>
    %213 = chlo.square %212 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%212 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %216 = stablehlo.divide %214, %215 : tensor<1x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%213 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_37 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %219 = stablehlo.divide %217, %218 : tensor<1x64xf32>
    %220 = chlo.square %216 : tensor<1x64xf32> -> tensor<1x64xf32>
    %221 = stablehlo.subtract %219, %220 : tensor<1x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %223 = stablehlo.maximum %222, %221 : tensor<1x64xf32>
    %224 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %227 = stablehlo.subtract %212, %226 : tensor<1x64x128xf32>
    %cst_39 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %229 = stablehlo.add %225, %228 : tensor<1x64x1xf32>
    %230 = stablehlo.rsqrt %229 : tensor<1x64x1xf32>
    %231 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %232 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %233 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %234 = stablehlo.multiply %232, %233 : tensor<1x64x128xf32>
    %235 = stablehlo.multiply %227, %234 : tensor<1x64x128xf32>
    %236 = stablehlo.reshape %arg21 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %238 = stablehlo.add %235, %237 : tensor<1x64x128xf32>
    %239 = stablehlo.dot_general %238, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x512xf32>) -> tensor<1x64x512xf32>
    %240 = stablehlo.reshape %arg31 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x64x512xf32>
    %242 = stablehlo.add %239, %241 : tensor<1x64x512xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<1x64x512xf32>
    %245 = stablehlo.negate %242 : tensor<1x64x512xf32>
    %cst_41 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<1x64x512xf32>
    %248 = chlo.erfc %247 : tensor<1x64x512xf32> -> tensor<1x64x512xf32>
    %249 = stablehlo.multiply %244, %248 : tensor<1x64x512xf32>
    %250 = stablehlo.dot_general %249, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xf32>, tensor<512x128xf32>) -> tensor<1x64x128xf32>
    %251 = stablehlo.reshape %arg35 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %253 = stablehlo.add %250, %252 : tensor<1x64x128xf32>
    %254 = stablehlo.add %253, %238 : tensor<1x64x128xf32>
    %255 = chlo.square %254 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%254 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %258 = stablehlo.divide %256, %257 : tensor<1x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%255 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %261 = stablehlo.divide %259, %260 : tensor<1x64xf32>
    %262 = chlo.square %258 : tensor<1x64xf32> -> tensor<1x64xf32>
    %263 = stablehlo.subtract %261, %262 : tensor<1x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %265 = stablehlo.maximum %264, %263 : tensor<1x64xf32>
    %266 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %268 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %269 = stablehlo.subtract %254, %268 : tensor<1x64x128xf32>
    %cst_47 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %271 = stablehlo.add %267, %270 : tensor<1x64x1xf32>
    %272 = stablehlo.rsqrt %271 : tensor<1x64x1xf32>
    %273 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %274 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %275 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<1x64x128xf32>
    %277 = stablehlo.multiply %269, %276 : tensor<1x64x128xf32>
    %278 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %280 = stablehlo.add %277, %279 : tensor<1x64x128xf32>
    %281 = stablehlo.slice %280 [0:1, 0:1, 0:128] : (tensor<1x64x128xf32>) -> tensor<1x1x128xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %283 = stablehlo.dot_general %282, %arg38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128xf32>, tensor<128x128xf32>) -> tensor<1x128xf32>
    %284 = stablehlo.reshape %arg37 : (tensor<128xf32>) -> tensor<1x128xf32>
    %285 = stablehlo.add %283, %284 : tensor<1x128xf32>
    %286 = stablehlo.tanh %285 : tensor<1x128xf32>
    return %280 : tensor<1x64x128xf32>
  }
  func.func private @atleast_2d(%arg0: tensor<1x64xi32>) -> tensor<1x64xi32> {
    return %arg0 : tensor<1x64xi32>
  }
  func.func private @_take(%arg0: tensor<1000x128xf32>, %arg1: tensor<1x64xi32>) -> tensor<1x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x64xi1>, tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x64x1xi1>, tensor<i1>) -> tensor<1x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<1x64x1xi32>) -> tensor<1x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<1x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x128xi1>, tensor<1x64x128xf32>
    return %16 : tensor<1x64x128xf32>
  }
  func.func private @_where(%arg0: tensor<1x64xi1>, %arg1: tensor<1x64xi32>, %arg2: tensor<1x64xi32>) -> tensor<1x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x64xi1>, tensor<1x64xi32>
    return %0 : tensor<1x64xi32>
  }
  func.func private @_take_0(%arg0: tensor<64x128xf32>, %arg1: tensor<1x64xi32>) -> tensor<1x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x64xi1>, tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x64x1xi1>, tensor<i1>) -> tensor<1x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<64x128xf32>, tensor<1x64x1xi32>) -> tensor<1x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<1x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x128xi1>, tensor<1x64x128xf32>
    return %16 : tensor<1x64x128xf32>
  }
  func.func private @_take_1(%arg0: tensor<2x128xf32>, %arg1: tensor<1x64xi32>) -> tensor<1x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x64xi1>, tensor<1x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x64x1xi1>, tensor<i1>) -> tensor<1x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<2x128xf32>, tensor<1x64x1xi32>) -> tensor<1x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<1x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x64x128xi1>, tensor<1x64x128xf32>
    return %16 : tensor<1x64x128xf32>
  }
}
