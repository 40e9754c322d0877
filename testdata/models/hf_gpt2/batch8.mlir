module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xf32>, %arg1: tensor<384x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x512xf32>, %arg12: tensor<384xf32>, %arg13: tensor<384x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<1000x128xf32>, %arg28: tensor<8x64xi32>) -> (tensor<8x64x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<8x64xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %4 = stablehlo.convert %3 : (tensor<8x64xf32>) -> tensor<8x64xi32>
    %5 = call @_take(%arg27, %arg28) : (tensor<1000x128xf32>, tensor<8x64xi32>) -> tensor<8x64x128xf32>
    %6 = call @_take_0(%arg26, %2) : (tensor<64x128xf32>, tensor<8x64xi32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x64x128xf32>
    %8 = chlo.square %7 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x64xf32>
    %15 = chlo.square %11 : tensor<8x64xf32> -> tensor<8x64xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<8x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8x64xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %22 = stablehlo.subtract %7, %21 : tensor<8x64x128xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<8x64x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x64x1xf32>
    %26 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<8x64x128xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<8x64x128xf32>
    %31 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x64x128xf32>
    %34 = stablehlo.iota dim = 0 : tensor<64xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %40 = stablehlo.compare GE, %38, %39, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %42 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %43 = stablehlo.dot_general %33, %42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %44 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x64x384xf32>
    %47 = stablehlo.slice %46 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %48 = stablehlo.slice %46 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %49 = stablehlo.slice %46 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %50 = stablehlo.reshape %47 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %51 = stablehlo.reshape %48 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %52 = stablehlo.reshape %49 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %53 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xi1>) -> tensor<8x1x64x64xi1>
    %54 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x64xi32>) -> tensor<8x1x1x64xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xi32>) -> tensor<8x1x64x64xi32>
    %56 = stablehlo.convert %53 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %58 = stablehlo.compare NE, %55, %57, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %60 = stablehlo.compare NE, %56, %59, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %61 = stablehlo.and %58, %60 : tensor<8x1x64x64xi1>
    %62 = stablehlo.convert %61 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %64 = stablehlo.compare GT, %62, %63, FLOAT : (tensor<8x1x64x64xf32>, tensor<8x1x64x64xf32>) -> tensor<8x1x64x64xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %66 = stablehlo.convert %65 : tensor<8x1x64x64xf32>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %68 = stablehlo.select %64, %66, %67 : tensor<8x1x64x64xi1>, tensor<8x1x64x64xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %69 = stablehlo.sqrt %cst_10 : tensor<f32>
    %70 = stablehlo.convert %69 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %72 = stablehlo.divide %50, %71 : tensor<8x64x4x32xf32>
    %73 = stablehlo.dot_general %72, %51, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %74 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xf32>) -> tensor<8x4x64x64xf32>
    %75 = stablehlo.add %73, %74 : tensor<8x4x64x64xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %78 = stablehlo.maximum %77, %76 : tensor<8x4x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %81 = stablehlo.subtract %75, %80 : tensor<8x4x64x64xf32>
    %82 = stablehlo.exponential %81 : tensor<8x4x64x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %86 = stablehlo.divide %82, %85 : tensor<8x4x64x64xf32>
    %87 = stablehlo.dot_general %52, %86, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %88 = stablehlo.transpose %87, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %90 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %91 = stablehlo.dot_general %89, %90, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %92 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %94 = stablehlo.add %91, %93 : tensor<8x64x128xf32>
    %95 = stablehlo.add %94, %7 : tensor<8x64x128xf32>
    %96 = chlo.square %95 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%95 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_15 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %99 = stablehlo.divide %97, %98 : tensor<8x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%96 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %102 = stablehlo.divide %100, %101 : tensor<8x64xf32>
    %103 = chlo.square %99 : tensor<8x64xf32> -> tensor<8x64xf32>
    %104 = stablehlo.subtract %102, %103 : tensor<8x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %106 = stablehlo.maximum %105, %104 : tensor<8x64xf32>
    %107 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %110 = stablehlo.subtract %95, %109 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %112 = stablehlo.add %108, %111 : tensor<8x64x1xf32>
    %113 = stablehlo.rsqrt %112 : tensor<8x64x1xf32>
    %114 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<8x64x128xf32>
    %118 = stablehlo.multiply %110, %117 : tensor<8x64x128xf32>
    %119 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %121 = stablehlo.add %118, %120 : tensor<8x64x128xf32>
    %122 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %124 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %126 = stablehlo.add %123, %125 : tensor<8x64x512xf32>
    %127 = stablehlo.multiply %126, %126 : tensor<8x64x512xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<8x64x512xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<8x64x512xf32>
    %131 = stablehlo.add %126, %130 : tensor<8x64x512xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<8x64x512xf32>
    %134 = stablehlo.tanh %133 : tensor<8x64x512xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %136 = stablehlo.add %135, %134 : tensor<8x64x512xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<8x64x512xf32>
    %139 = stablehlo.multiply %126, %138 : tensor<8x64x512xf32>
    %140 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %141 = stablehlo.dot_general %139, %140, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %142 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %144 = stablehlo.add %141, %143 : tensor<8x64x128xf32>
    %145 = stablehlo.add %95, %144 : tensor<8x64x128xf32>
    %146 = chlo.square %145 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%145 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_25 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%146 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_27 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %152 = stablehlo.divide %150, %151 : tensor<8x64xf32>
    %153 = chlo.square %149 : tensor<8x64xf32> -> tensor<8x64xf32>
    %154 = stablehlo.subtract %152, %153 : tensor<8x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %156 = stablehlo.maximum %155, %154 : tensor<8x64xf32>
    %157 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %158 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %159 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %160 = stablehlo.subtract %145, %159 : tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %162 = stablehlo.add %158, %161 : tensor<8x64x1xf32>
    %163 = stablehlo.rsqrt %162 : tensor<8x64x1xf32>
    %164 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<8x64x128xf32>
    %168 = stablehlo.multiply %160, %167 : tensor<8x64x128xf32>
    %169 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %171 = stablehlo.add %168, %170 : tensor<8x64x128xf32>
    %172 = stablehlo.iota dim = 0 : tensor<64xi32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %178 = stablehlo.compare GE, %176, %177, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %180 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %181 = stablehlo.dot_general %171, %180, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %182 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %184 = stablehlo.add %181, %183 : tensor<8x64x384xf32>
    %185 = stablehlo.slice %184 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %186 = stablehlo.slice %184 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %187 = stablehlo.slice %184 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %188 = stablehlo.reshape %185 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %189 = stablehlo.reshape %186 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %190 = stablehlo.reshape %187 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %191 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xi1>) -> tensor<8x1x64x64xi1>
    %192 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x64xi32>) -> tensor<8x1x1x64xi32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xi32>) -> tensor<8x1x64x64xi32>
    %194 = stablehlo.convert %191 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %195 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %196 = stablehlo.compare NE, %193, %195, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %197 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %198 = stablehlo.compare NE, %194, %197, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %199 = stablehlo.and %196, %198 : tensor<8x1x64x64xi1>
    %200 = stablehlo.convert %199 : (tensor<8x1x64x64xi1>) -> tensor<8x1x64x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %202 = stablehlo.compare GT, %200, %201, FLOAT : (tensor<8x1x64x64xf32>, tensor<8x1x64x64xf32>) -> tensor<8x1x64x64xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %204 = stablehlo.convert %203 : tensor<8x1x64x64xf32>
    %cst_34 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x64x64xf32>
    %206 = stablehlo.select %202, %204, %205 : tensor<8x1x64x64xi1>, tensor<8x1x64x64xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %207 = stablehlo.sqrt %cst_35 : tensor<f32>
    %208 = stablehlo.convert %207 : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %210 = stablehlo.divide %188, %209 : tensor<8x64x4x32xf32>
    %211 = stablehlo.dot_general %210, %189, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %212 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xf32>) -> tensor<8x4x64x64xf32>
    %213 = stablehlo.add %211, %212 : tensor<8x4x64x64xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_36) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %216 = stablehlo.maximum %215, %214 : tensor<8x4x64xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %219 = stablehlo.subtract %213, %218 : tensor<8x4x64x64xf32>
    %220 = stablehlo.exponential %219 : tensor<8x4x64x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %224 = stablehlo.divide %220, %223 : tensor<8x4x64x64xf32>
    %225 = stablehlo.dot_general %190, %224, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %226 = stablehlo.transpose %225, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %228 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %229 = stablehlo.dot_general %227, %228, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %230 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %232 = stablehlo.add %229, %231 : tensor<8x64x128xf32>
    %233 = stablehlo.add %232, %145 : tensor<8x64x128xf32>
    %234 = chlo.square %233 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%233 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %237 = stablehlo.divide %235, %236 : tensor<8x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%234 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %240 = stablehlo.divide %238, %239 : tensor<8x64xf32>
    %241 = chlo.square %237 : tensor<8x64xf32> -> tensor<8x64xf32>
    %242 = stablehlo.subtract %240, %241 : tensor<8x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %244 = stablehlo.maximum %243, %242 : tensor<8x64xf32>
    %245 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %246 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %247 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %248 = stablehlo.subtract %233, %247 : tensor<8x64x128xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %250 = stablehlo.add %246, %249 : tensor<8x64x1xf32>
    %251 = stablehlo.rsqrt %250 : tensor<8x64x1xf32>
    %252 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %253 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<8x64x128xf32>
    %256 = stablehlo.multiply %248, %255 : tensor<8x64x128xf32>
    %257 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %259 = stablehlo.add %256, %258 : tensor<8x64x128xf32>
    %260 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %261 = stablehlo.dot_general %259, %260, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %262 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %264 = stablehlo.add %261, %263 : tensor<8x64x512xf32>
    %265 = stablehlo.multiply %264, %264 : tensor<8x64x512xf32>
    %266 = stablehlo.multiply %265, %264 : tensor<8x64x512xf32>
    %cst_45 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<8x64x512xf32>
    %269 = stablehlo.add %264, %268 : tensor<8x64x512xf32>
    %cst_46 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<8x64x512xf32>
    %272 = stablehlo.tanh %271 : tensor<8x64x512xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %274 = stablehlo.add %273, %272 : tensor<8x64x512xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %276 = stablehlo.multiply %275, %274 : tensor<8x64x512xf32>
    %277 = stablehlo.multiply %264, %276 : tensor<8x64x512xf32>
    %278 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %279 = stablehlo.dot_general %277, %278, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %280 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %282 = stablehlo.add %279, %281 : tensor<8x64x128xf32>
    %283 = stablehlo.add %233, %282 : tensor<8x64x128xf32>
    %284 = chlo.square %283 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%283 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %287 = stablehlo.divide %285, %286 : tensor<8x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%284 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %290 = stablehlo.divide %288, %289 : tensor<8x64xf32>
    %291 = chlo.square %287 : tensor<8x64xf32> -> tensor<8x64xf32>
    %292 = stablehlo.subtract %290, %291 : tensor<8x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %294 = stablehlo.maximum %293, %292 : tensor<8x64xf32>
    %295 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %296 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %297 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %298 = stablehlo.subtract %283, %297 : tensor<8x64x128xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %300 = stablehlo.add %296, %299 : tensor<8x64x1xf32>
    %301 = stablehlo.rsqrt %300 : tensor<8x64x1xf32>
    %302 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %303 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %304 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %305 = stablehlo.multiply %303, %304 : tensor<8x64x128xf32>
    %306 = stablehlo.multiply %298, %305 : tensor<8x64x128xf32>
    %307 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %309 = stablehlo.add %306, %308 : tensor<8x64x128xf32>
    %310 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %311 = stablehlo.dot_general %309, %310, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x1000xf32>) -> tensor<8x64x1000xf32>
    return %311 : tensor<8x64x1000xf32>
  }
  func.func private @_take(%arg0: tensor<1000x128xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1000x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %16 : tensor<8x64x128xf32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @_take_0(%arg0: tensor<64x128xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<64x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %16 : tensor<8x64x128xf32>
  }
}
