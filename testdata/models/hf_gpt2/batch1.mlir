module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384xf32>, %arg1: tensor<384x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128x512xf32>, %arg12: tensor<384xf32>, %arg13: tensor<384x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512x128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<1000x128xf32>, %arg28: tensor<1x64xi32>) -> (tensor<1x64x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %3 = stablehlo.convert %2 : (tensor<1x64xf32>) -> tensor<1x64xi32>
    %4 = call @_take(%arg27, %arg28) : (tensor<1000x128xf32>, tensor<1x64xi32>) -> tensor<1x64x128xf32>
    %5 = call @_take_0(%arg26, %1) : (tensor<64x128xf32>, tensor<1x64xi32>) -> tensor<1x64x128xf32>
    %6 = stablehlo.add %4, %5 : tensor<1x64x128xf32>
    %7 = chlo.square %6 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %13 = stablehlo.divide %11, %12 : tensor<1x64xf32>
    %14 = chlo.square %10 : tensor<1x64xf32> -> tensor<1x64xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<1x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<1x64xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %21 = stablehlo.subtract %6, %20 : tensor<1x64x128xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %23 = stablehlo.add %19, %22 : tensor<1x64x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x64x1xf32>
    %25 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<1x64x128xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<1x64x128xf32>
    %30 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %32 = stablehlo.add %29, %31 : tensor<1x64x128xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x64xi1>
    %34 = stablehlo.iota dim = 0 : tensor<64xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %40 = stablehlo.compare GE, %38, %39, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %42 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %43 = stablehlo.dot_general %32, %42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x384xf32>) -> tensor<1x64x384xf32>
    %44 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<1x64x384xf32>
    %46 = stablehlo.add %43, %45 : tensor<1x64x384xf32>
    %47 = stablehlo.slice %46 [0:1, 0:64, 0:128] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %48 = stablehlo.slice %46 [0:1, 0:64, 128:256] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %49 = stablehlo.slice %46 [0:1, 0:64, 256:384] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %50 = stablehlo.reshape %47 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %51 = stablehlo.reshape %48 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %52 = stablehlo.reshape %49 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %53 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<1x64xi32>) -> tensor<1x1x1x64xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xi32>) -> tensor<1x1x64x64xi32>
    %55 = stablehlo.convert %41 : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %57 = stablehlo.compare NE, %54, %56, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %59 = stablehlo.compare NE, %55, %58, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %60 = stablehlo.and %57, %59 : tensor<1x1x64x64xi1>
    %61 = stablehlo.convert %60 : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %63 = stablehlo.compare GT, %61, %62, FLOAT : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %65 = stablehlo.convert %64 : tensor<1x1x64x64xf32>
    %cst_10 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %67 = stablehlo.select %63, %65, %66 : tensor<1x1x64x64xi1>, tensor<1x1x64x64xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %68 = stablehlo.sqrt %cst_11 : tensor<f32>
    %69 = stablehlo.convert %68 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<1x64x4x32xf32>
    %71 = stablehlo.divide %50, %70 : tensor<1x64x4x32xf32>
    %72 = stablehlo.dot_general %71, %51, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>) -> tensor<1x4x64x64xf32>
    %73 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xf32>) -> tensor<1x4x64x64xf32>
    %74 = stablehlo.add %72, %73 : tensor<1x4x64x64xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %77 = stablehlo.maximum %76, %75 : tensor<1x4x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<1x4x64x64xf32>
    %81 = stablehlo.exponential %80 : tensor<1x4x64x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %85 = stablehlo.divide %81, %84 : tensor<1x4x64x64xf32>
    %86 = stablehlo.dot_general %52, %85, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x32x64xf32>
    %87 = stablehlo.transpose %86, dims = [0, 3, 1, 2] : (tensor<1x4x32x64xf32>) -> tensor<1x64x4x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x64x4x32xf32>) -> tensor<1x64x128xf32>
    %89 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %90 = stablehlo.dot_general %88, %89, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %91 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %93 = stablehlo.add %90, %92 : tensor<1x64x128xf32>
    %94 = stablehlo.add %93, %6 : tensor<1x64x128xf32>
    %95 = chlo.square %94 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%94 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %98 = stablehlo.divide %96, %97 : tensor<1x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%95 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %101 = stablehlo.divide %99, %100 : tensor<1x64xf32>
    %102 = chlo.square %98 : tensor<1x64xf32> -> tensor<1x64xf32>
    %103 = stablehlo.subtract %101, %102 : tensor<1x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %105 = stablehlo.maximum %104, %103 : tensor<1x64xf32>
    %106 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %109 = stablehlo.subtract %94, %108 : tensor<1x64x128xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %111 = stablehlo.add %107, %110 : tensor<1x64x1xf32>
    %112 = stablehlo.rsqrt %111 : tensor<1x64x1xf32>
    %113 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<1x64x128xf32>
    %117 = stablehlo.multiply %109, %116 : tensor<1x64x128xf32>
    %118 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %120 = stablehlo.add %117, %119 : tensor<1x64x128xf32>
    %121 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x512xf32>) -> tensor<1x64x512xf32>
    %123 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x64x512xf32>
    %125 = stablehlo.add %122, %124 : tensor<1x64x512xf32>
    %126 = stablehlo.multiply %125, %125 : tensor<1x64x512xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<1x64x512xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<1x64x512xf32>
    %130 = stablehlo.add %125, %129 : tensor<1x64x512xf32>
    %cst_22 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %132 = stablehlo.multiply %131, %130 : tensor<1x64x512xf32>
    %133 = stablehlo.tanh %132 : tensor<1x64x512xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %135 = stablehlo.add %134, %133 : tensor<1x64x512xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<1x64x512xf32>
    %138 = stablehlo.multiply %125, %137 : tensor<1x64x512xf32>
    %139 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xf32>, tensor<512x128xf32>) -> tensor<1x64x128xf32>
    %141 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %143 = stablehlo.add %140, %142 : tensor<1x64x128xf32>
    %144 = stablehlo.add %94, %143 : tensor<1x64x128xf32>
    %145 = chlo.square %144 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%144 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %148 = stablehlo.divide %146, %147 : tensor<1x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%145 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %151 = stablehlo.divide %149, %150 : tensor<1x64xf32>
    %152 = chlo.square %148 : tensor<1x64xf32> -> tensor<1x64xf32>
    %153 = stablehlo.subtract %151, %152 : tensor<1x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %155 = stablehlo.maximum %154, %153 : tensor<1x64xf32>
    %156 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %158 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %159 = stablehlo.subtract %144, %158 : tensor<1x64x128xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %161 = stablehlo.add %157, %160 : tensor<1x64x1xf32>
    %162 = stablehlo.rsqrt %161 : tensor<1x64x1xf32>
    %163 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %164 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<1x64x128xf32>
    %167 = stablehlo.multiply %159, %166 : tensor<1x64x128xf32>
    %168 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %170 = stablehlo.add %167, %169 : tensor<1x64x128xf32>
    %c_31 = stablehlo.constant dense<true> : tensor<i1>
    %171 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i1>) -> tensor<1x64xi1>
    %172 = stablehlo.iota dim = 0 : tensor<64xi32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %178 = stablehlo.compare GE, %176, %177, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %180 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %181 = stablehlo.dot_general %170, %180, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x384xf32>) -> tensor<1x64x384xf32>
    %182 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<1x64x384xf32>
    %184 = stablehlo.add %181, %183 : tensor<1x64x384xf32>
    %185 = stablehlo.slice %184 [0:1, 0:64, 0:128] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %186 = stablehlo.slice %184 [0:1, 0:64, 128:256] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %187 = stablehlo.slice %184 [0:1, 0:64, 256:384] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %188 = stablehlo.reshape %185 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %189 = stablehlo.reshape %186 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %190 = stablehlo.reshape %187 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %191 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<1x64xi32>) -> tensor<1x1x1x64xi32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xi32>) -> tensor<1x1x64x64xi32>
    %193 = stablehlo.convert %179 : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %194 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %195 = stablehlo.compare NE, %192, %194, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %196 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %197 = stablehlo.compare NE, %193, %196, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %198 = stablehlo.and %195, %197 : tensor<1x1x64x64xi1>
    %199 = stablehlo.convert %198 : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %201 = stablehlo.compare GT, %199, %200, FLOAT : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xi1>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %203 = stablehlo.convert %202 : tensor<1x1x64x64xf32>
    %cst_36 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %205 = stablehlo.select %201, %203, %204 : tensor<1x1x64x64xi1>, tensor<1x1x64x64xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %206 = stablehlo.sqrt %cst_37 : tensor<f32>
    %207 = stablehlo.convert %206 : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<1x64x4x32xf32>
    %209 = stablehlo.divide %188, %208 : tensor<1x64x4x32xf32>
    %210 = stablehlo.dot_general %209, %189, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>) -> tensor<1x4x64x64xf32>
    %211 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xf32>) -> tensor<1x4x64x64xf32>
    %212 = stablehlo.add %210, %211 : tensor<1x4x64x64xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %215 = stablehlo.maximum %214, %213 : tensor<1x4x64xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %218 = stablehlo.subtract %212, %217 : tensor<1x4x64x64xf32>
    %219 = stablehlo.exponential %218 : tensor<1x4x64x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_40) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %223 = stablehlo.divide %219, %222 : tensor<1x4x64x64xf32>
    %224 = stablehlo.dot_general %190, %223, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x32x64xf32>
    %225 = stablehlo.transpose %224, dims = [0, 3, 1, 2] : (tensor<1x4x32x64xf32>) -> tensor<1x64x4x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<1x64x4x32xf32>) -> tensor<1x64x128xf32>
    %227 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %228 = stablehlo.dot_general %226, %227, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %229 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %231 = stablehlo.add %228, %230 : tensor<1x64x128xf32>
    %232 = stablehlo.add %231, %144 : tensor<1x64x128xf32>
    %233 = chlo.square %232 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%232 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %236 = stablehlo.divide %234, %235 : tensor<1x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%233 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_44 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %239 = stablehlo.divide %237, %238 : tensor<1x64xf32>
    %240 = chlo.square %236 : tensor<1x64xf32> -> tensor<1x64xf32>
    %241 = stablehlo.subtract %239, %240 : tensor<1x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %243 = stablehlo.maximum %242, %241 : tensor<1x64xf32>
    %244 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %246 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %247 = stablehlo.subtract %232, %246 : tensor<1x64x128xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %249 = stablehlo.add %245, %248 : tensor<1x64x1xf32>
    %250 = stablehlo.rsqrt %249 : tensor<1x64x1xf32>
    %251 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %252 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %253 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %254 = stablehlo.multiply %252, %253 : tensor<1x64x128xf32>
    %255 = stablehlo.multiply %247, %254 : tensor<1x64x128xf32>
    %256 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %258 = stablehlo.add %255, %257 : tensor<1x64x128xf32>
    %259 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %260 = stablehlo.dot_general %258, %259, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x512xf32>) -> tensor<1x64x512xf32>
    %261 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x64x512xf32>
    %263 = stablehlo.add %260, %262 : tensor<1x64x512xf32>
    %264 = stablehlo.multiply %263, %263 : tensor<1x64x512xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<1x64x512xf32>
    %cst_47 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<1x64x512xf32>
    %268 = stablehlo.add %263, %267 : tensor<1x64x512xf32>
    %cst_48 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<1x64x512xf32>
    %271 = stablehlo.tanh %270 : tensor<1x64x512xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %273 = stablehlo.add %272, %271 : tensor<1x64x512xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %275 = stablehlo.multiply %274, %273 : tensor<1x64x512xf32>
    %276 = stablehlo.multiply %263, %275 : tensor<1x64x512xf32>
    %277 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %278 = stablehlo.dot_general %276, %277, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xf32>, tensor<512x128xf32>) -> tensor<1x64x128xf32>
    %279 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %281 = stablehlo.add %278, %280 : tensor<1x64x128xf32>
    %282 = stablehlo.add %232, %281 : tensor<1x64x128xf32>
    %283 = chlo.square %282 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%282 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %286 = stablehlo.divide %284, %285 : tensor<1x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%283 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_54 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %289 = stablehlo.divide %287, %288 : tensor<1x64xf32>
    %290 = chlo.square %286 : tensor<1x64xf32> -> tensor<1x64xf32>
    %291 = stablehlo.subtract %289, %290 : tensor<1x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %293 = stablehlo.maximum %292, %291 : tensor<1x64xf32>
    %294 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %295 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %296 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %297 = stablehlo.subtract %282, %296 : tensor<1x64x128xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %299 = stablehlo.add %295, %298 : tensor<1x64x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<1x64x1xf32>
    %301 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %302 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %303 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<1x64x128xf32>
    %305 = stablehlo.multiply %297, %304 : tensor<1x64x128xf32>
    %306 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %308 = stablehlo.add %305, %307 : tensor<1x64x128xf32>
    %309 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %310 = stablehlo.dot_general %308, %309, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x1000xf32>) -> tensor<1x64x1000xf32>
    return %310 : tensor<1x64x1000xf32>
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
}
