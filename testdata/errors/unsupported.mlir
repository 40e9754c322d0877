module @jit_unsupported attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<i32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}) {
    %t = stablehlo.after_all : !stablehlo.token
    %0:2 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (tensor<8xf32>, !stablehlo.token)
    %1 = stablehlo.custom_call @my_fused_kernel(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %2 = stablehlo.add %0#0, %1 : tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c) : tensor<i32>, tensor<i32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_0, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = "stablehlo.outfeed"(%iterArg_0, %t) {outfeed_config = ""} : (tensor<i32>, !stablehlo.token) -> !stablehlo.token
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      stablehlo.return %iterArg, %5 : tensor<i32>, tensor<i32>
    }
    return %2, %3#1 : tensor<8xf32>, tensor<i32>
  }
}
