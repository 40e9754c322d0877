module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
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
    %33 = stablehlo.iota dim = 0 : tensor<64xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %39 = stablehlo.compare GE, %37, %38, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %41 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %42 = stablehlo.dot_general %32, %41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x384xf32>) -> tensor<1x64x384xf32>
    %43 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<1x64x384xf32>
    %45 = stablehlo.add %42, %44 : tensor<1x64x384xf32>
    %46 = stablehlo.slice %45 [0:1, 0:64, 0:128] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %47 = stablehlo.slice %45 [0:1, 0:64, 128:256] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %48 = stablehlo.slice %45 [0:1, 0:64, 256:384] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %49 = stablehlo.reshape %46 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %50 = stablehlo.reshape %47 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %51 = stablehlo.reshape %48 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %52 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<1x64xi32>) -> tensor<1x1x1x64xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xi32>) -> tensor<1x1x64x64xi32>
    %54 = stablehlo.convert %40 : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %56 = stablehlo.compare NE, %53, %55, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %58 = stablehlo.compare NE, %54, %57, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %59 = stablehlo.and %56, %58 : tensor<1x1x64x64xi1>
    %60 = stablehlo.convert %59 : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %62 = stablehlo.compare GT, %60, %61, FLOAT : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %64 = stablehlo.convert %63 : tensor<1x1x64x64xf32>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %66 = stablehlo.select %62, %64, %65 : tensor<1x1x64x64xi1>, tensor<1x1x64x64xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %67 = stablehlo.sqrt %cst_10 : tensor<f32>
    %68 = stablehlo.convert %67 : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<1x64x4x32xf32>
    %70 = stablehlo.divide %49, %69 : tensor<1x64x4x32xf32>
    %71 = stablehlo.dot_general %70, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>) -> tensor<1x4x64x64xf32>
    %72 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xf32>) -> tensor<1x4x64x64xf32>
    %73 = stablehlo.add %71, %72 : tensor<1x4x64x64xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %76 = stablehlo.maximum %75, %74 : tensor<1x4x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %79 = stablehlo.subtract %73, %78 : tensor<1x4x64x64xf32>
    %80 = stablehlo.exponential %79 : tensor<1x4x64x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %84 = stablehlo.divide %80, %83 : tensor<1x4x64x64xf32>
    %85 = stablehlo.dot_general %51, %84, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x32x64xf32>
    %86 = stablehlo.transpose %85, dims = [0, 3, 1, 2] : (tensor<1x4x32x64xf32>) -> tensor<1x64x4x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x64x4x32xf32>) -> tensor<1x64x128xf32>
    %88 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %89 = stablehlo.dot_general %87, %88, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %90 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %92 = stablehlo.add %89, %91 : tensor<1x64x128xf32>
    %93 = stablehlo.add %92, %6 : tensor<1x64x128xf32>
    %94 = chlo.square %93 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%93 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_15 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %97 = stablehlo.divide %95, %96 : tensor<1x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%94 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_17 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %100 = stablehlo.divide %98, %99 : tensor<1x64xf32>
    %101 = chlo.square %97 : tensor<1x64xf32> -> tensor<1x64xf32>
    %102 = stablehlo.subtract %100, %101 : tensor<1x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %104 = stablehlo.maximum %103, %102 : tensor<1x64xf32>
    %105 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %108 = stablehlo.subtract %93, %107 : tensor<1x64x128xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %110 = stablehlo.add %106, %109 : tensor<1x64x1xf32>
    %111 = stablehlo.rsqrt %110 : tensor<1x64x1xf32>
    %112 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<1x64x128xf32>
    %116 = stablehlo.multiply %108, %115 : tensor<1x64x128xf32>
    %117 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %119 = stablehlo.add %116, %118 : tensor<1x64x128xf32>
    %120 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x512xf32>) -> tensor<1x64x512xf32>
    %122 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x64x512xf32>
    %124 = stablehlo.add %121, %123 : tensor<1x64x512xf32>
    %125 = stablehlo.multiply %124, %124 : tensor<1x64x512xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<1x64x512xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<1x64x512xf32>
    %129 = stablehlo.add %124, %128 : tensor<1x64x512xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<1x64x512xf32>
    %132 = stablehlo.tanh %131 : tensor<1x64x512xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %134 = stablehlo.add %133, %132 : tensor<1x64x512xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<1x64x512xf32>
    %137 = stablehlo.multiply %124, %136 : tensor<1x64x512xf32>
    %138 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %139 = stablehlo.dot_general %137, %138, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xf32>, tensor<512x128xf32>) -> tensor<1x64x128xf32>
    %140 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %142 = stablehlo.add %139, %141 : tensor<1x64x128xf32>
    %143 = stablehlo.add %93, %142 : tensor<1x64x128xf32>
    %144 = chlo.square %143 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%143 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_25 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %147 = stablehlo.divide %145, %146 : tensor<1x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%144 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_27 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %150 = stablehlo.divide %148, %149 : tensor<1x64xf32>
    %151 = chlo.square %147 : tensor<1x64xf32> -> tensor<1x64xf32>
    %152 = stablehlo.subtract %150, %151 : tensor<1x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %154 = stablehlo.maximum %153, %152 : tensor<1x64xf32>
    %155 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %158 = stablehlo.subtract %143, %157 : tensor<1x64x128xf32>
    %cst_29 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %160 = stablehlo.add %156, %159 : tensor<1x64x1xf32>
    %161 = stablehlo.rsqrt %160 : tensor<1x64x1xf32>
    %162 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %163 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %164 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<1x64x128xf32>
    %166 = stablehlo.multiply %158, %165 : tensor<1x64x128xf32>
    %167 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %169 = stablehlo.add %166, %168 : tensor<1x64x128xf32>
    %170 = stablehlo.iota dim = 0 : tensor<64xi32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %176 = stablehlo.compare GE, %174, %175, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %178 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %179 = stablehlo.dot_general %169, %178, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x384xf32>) -> tensor<1x64x384xf32>
    %180 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<1x64x384xf32>
    %182 = stablehlo.add %179, %181 : tensor<1x64x384xf32>
    %183 = stablehlo.slice %182 [0:1, 0:64, 0:128] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %184 = stablehlo.slice %182 [0:1, 0:64, 128:256] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %185 = stablehlo.slice %182 [0:1, 0:64, 256:384] : (tensor<1x64x384xf32>) -> tensor<1x64x128xf32>
    %186 = stablehlo.reshape %183 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %187 = stablehlo.reshape %184 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %188 = stablehlo.reshape %185 : (tensor<1x64x128xf32>) -> tensor<1x64x4x32xf32>
    %189 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<1x64xi32>) -> tensor<1x1x1x64xi32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xi32>) -> tensor<1x1x64x64xi32>
    %191 = stablehlo.convert %177 : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %192 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %193 = stablehlo.compare NE, %190, %192, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %194 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<1x1x64x64xi32>
    %195 = stablehlo.compare NE, %191, %194, SIGNED : (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) -> tensor<1x1x64x64xi1>
    %196 = stablehlo.and %193, %195 : tensor<1x1x64x64xi1>
    %197 = stablehlo.convert %196 : (tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %199 = stablehlo.compare GT, %197, %198, FLOAT : (tensor<1x1x64x64xf32>, tensor<1x1x64x64xf32>) -> tensor<1x1x64x64xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %201 = stablehlo.convert %200 : tensor<1x1x64x64xf32>
    %cst_34 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %203 = stablehlo.select %199, %201, %202 : tensor<1x1x64x64xi1>, tensor<1x1x64x64xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %204 = stablehlo.sqrt %cst_35 : tensor<f32>
    %205 = stablehlo.convert %204 : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<1x64x4x32xf32>
    %207 = stablehlo.divide %186, %206 : tensor<1x64x4x32xf32>
    %208 = stablehlo.dot_general %207, %187, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>) -> tensor<1x4x64x64xf32>
    %209 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xf32>) -> tensor<1x4x64x64xf32>
    %210 = stablehlo.add %208, %209 : tensor<1x4x64x64xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_36) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
    %213 = stablehlo.maximum %212, %211 : tensor<1x4x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %216 = stablehlo.subtract %210, %215 : tensor<1x4x64x64xf32>
    %217 = stablehlo.exponential %216 : tensor<1x4x64x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x4x64x1xf32>) -> tensor<1x4x64x64xf32>
    %221 = stablehlo.divide %217, %220 : tensor<1x4x64x64xf32>
    %222 = stablehlo.dot_general %188, %221, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x64x4x32xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x32x64xf32>
    %223 = stablehlo.transpose %222, dims = [0, 3, 1, 2] : (tensor<1x4x32x64xf32>) -> tensor<1x64x4x32xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x64x4x32xf32>) -> tensor<1x64x128xf32>
    %225 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %226 = stablehlo.dot_general %224, %225, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x128xf32>) -> tensor<1x64x128xf32>
    %227 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %229 = stablehlo.add %226, %228 : tensor<1x64x128xf32>
    %230 = stablehlo.add %229, %143 : tensor<1x64x128xf32>
    %231 = chlo.square %230 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%230 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %234 = stablehlo.divide %232, %233 : tensor<1x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%231 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %237 = stablehlo.divide %235, %236 : tensor<1x64xf32>
    %238 = chlo.square %234 : tensor<1x64xf32> -> tensor<1x64xf32>
    %239 = stablehlo.subtract %237, %238 : tensor<1x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %241 = stablehlo.maximum %240, %239 : tensor<1x64xf32>
    %242 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %243 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %245 = stablehlo.subtract %230, %244 : tensor<1x64x128xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %247 = stablehlo.add %243, %246 : tensor<1x64x1xf32>
    %248 = stablehlo.rsqrt %247 : tensor<1x64x1xf32>
    %249 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %250 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<1x64x128xf32>
    %253 = stablehlo.multiply %245, %252 : tensor<1x64x128xf32>
    %254 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %256 = stablehlo.add %253, %255 : tensor<1x64x128xf32>
    %257 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %258 = stablehlo.dot_general %256, %257, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x512xf32>) -> tensor<1x64x512xf32>
    %259 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<1x64x512xf32>
    %261 = stablehlo.add %258, %260 : tensor<1x64x512xf32>
    %262 = stablehlo.multiply %261, %261 : tensor<1x64x512xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<1x64x512xf32>
    %cst_45 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<1x64x512xf32>
    %266 = stablehlo.add %261, %265 : tensor<1x64x512xf32>
    %cst_46 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<1x64x512xf32>
    %269 = stablehlo.tanh %268 : tensor<1x64x512xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %271 = stablehlo.add %270, %269 : tensor<1x64x512xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x64x512xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<1x64x512xf32>
    %274 = stablehlo.multiply %261, %273 : tensor<1x64x512xf32>
    %275 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %276 = stablehlo.dot_general %274, %275, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x512xf32>, tensor<512x128xf32>) -> tensor<1x64x128xf32>
    %277 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %279 = stablehlo.add %276, %278 : tensor<1x64x128xf32>
    %280 = stablehlo.add %230, %279 : tensor<1x64x128xf32>
    %281 = chlo.square %280 : tensor<1x64x128xf32> -> tensor<1x64x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%280 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %284 = stablehlo.divide %282, %283 : tensor<1x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%281 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<1x64xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %287 = stablehlo.divide %285, %286 : tensor<1x64xf32>
    %288 = chlo.square %284 : tensor<1x64xf32> -> tensor<1x64xf32>
    %289 = stablehlo.subtract %287, %288 : tensor<1x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %291 = stablehlo.maximum %290, %289 : tensor<1x64xf32>
    %292 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64x1xf32>
    %294 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %295 = stablehlo.subtract %280, %294 : tensor<1x64x128xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x64x1xf32>
    %297 = stablehlo.add %293, %296 : tensor<1x64x1xf32>
    %298 = stablehlo.rsqrt %297 : tensor<1x64x1xf32>
    %299 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %300 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x64x1xf32>) -> tensor<1x64x128xf32>
    %301 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %302 = stablehlo.multiply %300, %301 : tensor<1x64x128xf32>
    %303 = stablehlo.multiply %295, %302 : tensor<1x64x128xf32>
    %304 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x64x128xf32>
    %306 = stablehlo.add %303, %305 : tensor<1x64x128xf32>
    %307 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<1000x128xf32>) -> tensor<128x1000xf32>
    %308 = stablehlo.dot_general %306, %307, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64x128xf32>, tensor<128x1000xf32>) -> tensor<1x64x1000xf32>
    return %308 : tensor<1x64x1000xf32>
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
