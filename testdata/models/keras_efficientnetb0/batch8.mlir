module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<3x3x32x1xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<1x1x32x8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<1x1x8x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<1x1x32x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<1x1x16x96xf32>, %arg14: tensor<96xf32>, %arg15: tensor<96xf32>, %arg16: tensor<3x3x96x1xf32>, %arg17: tensor<96xf32>, %arg18: tensor<96xf32>, %arg19: tensor<1x1x96x4xf32>, %arg20: tensor<4xf32>, %arg21: tensor<1x1x4x96xf32>, %arg22: tensor<96xf32>, %arg23: tensor<1x1x96x24xf32>, %arg24: tensor<24xf32>, %arg25: tensor<24xf32>, %arg26: tensor<1x1x24x144xf32>, %arg27: tensor<144xf32>, %arg28: tensor<144xf32>, %arg29: tensor<3x3x144x1xf32>, %arg30: tensor<144xf32>, %arg31: tensor<144xf32>, %arg32: tensor<1x1x144x6xf32>, %arg33: tensor<6xf32>, %arg34: tensor<1x1x6x144xf32>, %arg35: tensor<144xf32>, %arg36: tensor<1x1x144x24xf32>, %arg37: tensor<24xf32>, %arg38: tensor<24xf32>, %arg39: tensor<1x1x24x144xf32>, %arg40: tensor<144xf32>, %arg41: tensor<144xf32>, %arg42: tensor<5x5x144x1xf32>, %arg43: tensor<144xf32>, %arg44: tensor<144xf32>, %arg45: tensor<1x1x144x6xf32>, %arg46: tensor<6xf32>, %arg47: tensor<1x1x6x144xf32>, %arg48: tensor<144xf32>, %arg49: tensor<1x1x144x40xf32>, %arg50: tensor<40xf32>, %arg51: tensor<40xf32>, %arg52: tensor<1x1x40x240xf32>, %arg53: tensor<240xf32>, %arg54: tensor<240xf32>, %arg55: tensor<5x5x240x1xf32>, %arg56: tensor<240xf32>, %arg57: tensor<240xf32>, %arg58: tensor<1x1x240x10xf32>, %arg59: tensor<10xf32>, %arg60: tensor<1x1x10x240xf32>, %arg61: tensor<240xf32>, %arg62: tensor<1x1x240x40xf32>, %arg63: tensor<40xf32>, %arg64: tensor<40xf32>, %arg65: tensor<1x1x40x240xf32>, %arg66: tensor<240xf32>, %arg67: tensor<240xf32>, %arg68: tensor<3x3x240x1xf32>, %arg69: tensor<240xf32>, %arg70: tensor<240xf32>, %arg71: tensor<1x1x240x10xf32>, %arg72: tensor<10xf32>, %arg73: tensor<1x1x10x240xf32>, %arg74: tensor<240xf32>, %arg75: tensor<1x1x240x80xf32>, %arg76: tensor<80xf32>, %arg77: tensor<80xf32>, %arg78: tensor<1x1x80x480xf32>, %arg79: tensor<480xf32>, %arg80: tensor<480xf32>, %arg81: tensor<3x3x480x1xf32>, %arg82: tensor<480xf32>, %arg83: tensor<480xf32>, %arg84: tensor<1x1x480x20xf32>, %arg85: tensor<20xf32>, %arg86: tensor<1x1x20x480xf32>, %arg87: tensor<480xf32>, %arg88: tensor<1x1x480x80xf32>, %arg89: tensor<80xf32>, %arg90: tensor<80xf32>, %arg91: tensor<1x1x80x480xf32>, %arg92: tensor<480xf32>, %arg93: tensor<480xf32>, %arg94: tensor<3x3x480x1xf32>, %arg95: tensor<480xf32>, %arg96: tensor<480xf32>, %arg97: tensor<1x1x480x20xf32>, %arg98: tensor<20xf32>, %arg99: tensor<1x1x20x480xf32>, %arg100: tensor<480xf32>, %arg101: tensor<1x1x480x80xf32>, %arg102: tensor<80xf32>, %arg103: tensor<80xf32>, %arg104: tensor<1x1x80x480xf32>, %arg105: tensor<480xf32>, %arg106: tensor<480xf32>, %arg107: tensor<5x5x480x1xf32>, %arg108: tensor<480xf32>, %arg109: tensor<480xf32>, %arg110: tensor<1x1x480x20xf32>, %arg111: tensor<20xf32>, %arg112: tensor<1x1x20x480xf32>, %arg113: tensor<480xf32>, %arg114: tensor<1x1x480x112xf32>, %arg115: tensor<112xf32>, %arg116: tensor<112xf32>, %arg117: tensor<1x1x112x672xf32>, %arg118: tensor<672xf32>, %arg119: tensor<672xf32>, %arg120: tensor<5x5x672x1xf32>, %arg121: tensor<672xf32>, %arg122: tensor<672xf32>, %arg123: tensor<1x1x672x28xf32>, %arg124: tensor<28xf32>, %arg125: tensor<1x1x28x672xf32>, %arg126: tensor<672xf32>, %arg127: tensor<1x1x672x112xf32>, %arg128: tensor<112xf32>, %arg129: tensor<112xf32>, %arg130: tensor<1x1x112x672xf32>, %arg131: tensor<672xf32>, %arg132: tensor<672xf32>, %arg133: tensor<5x5x672x1xf32>, %arg134: tensor<672xf32>, %arg135: tensor<672xf32>, %arg136: tensor<1x1x672x28xf32>, %arg137: tensor<28xf32>, %arg138: tensor<1x1x28x672xf32>, %arg139: tensor<672xf32>, %arg140: tensor<1x1x672x112xf32>, %arg141: tensor<112xf32>, %arg142: tensor<112xf32>, %arg143: tensor<1x1x112x672xf32>, %arg144: tensor<672xf32>, %arg145: tensor<672xf32>, %arg146: tensor<5x5x672x1xf32>, %arg147: tensor<672xf32>, %arg148: tensor<672xf32>, %arg149: tensor<1x1x672x28xf32>, %arg150: tensor<28xf32>, %arg151: tensor<1x1x28x672xf32>, %arg152: tensor<672xf32>, %arg153: tensor<1x1x672x192xf32>, %arg154: tensor<192xf32>, %arg155: tensor<192xf32>, %arg156: tensor<1x1x192x1152xf32>, %arg157: tensor<1152xf32>, %arg158: tensor<1152xf32>, %arg159: tensor<5x5x1152x1xf32>, %arg160: tensor<1152xf32>, %arg161: tensor<1152xf32>, %arg162: tensor<1x1x1152x48xf32>, %arg163: tensor<48xf32>, %arg164: tensor<1x1x48x1152xf32>, %arg165: tensor<1152xf32>, %arg166: tensor<1x1x1152x192xf32>, %arg167: tensor<192xf32>, %arg168: tensor<192xf32>, %arg169: tensor<1x1x192x1152xf32>, %arg170: tensor<1152xf32>, %arg171: tensor<1152xf32>, %arg172: tensor<5x5x1152x1xf32>, %arg173: tensor<1152xf32>, %arg174: tensor<1152xf32>, %arg175: tensor<1x1x1152x48xf32>, %arg176: tensor<48xf32>, %arg177: tensor<1x1x48x1152xf32>, %arg178: tensor<1152xf32>, %arg179: tensor<1x1x1152x192xf32>, %arg180: tensor<192xf32>, %arg181: tensor<192xf32>, %arg182: tensor<1x1x192x1152xf32>, %arg183: tensor<1152xf32>, %arg184: tensor<1152xf32>, %arg185: tensor<5x5x1152x1xf32>, %arg186: tensor<1152xf32>, %arg187: tensor<1152xf32>, %arg188: tensor<1x1x1152x48xf32>, %arg189: tensor<48xf32>, %arg190: tensor<1x1x48x1152xf32>, %arg191: tensor<1152xf32>, %arg192: tensor<1x1x1152x192xf32>, %arg193: tensor<192xf32>, %arg194: tensor<192xf32>, %arg195: tensor<1x1x192x1152xf32>, %arg196: tensor<1152xf32>, %arg197: tensor<1152xf32>, %arg198: tensor<3x3x1152x1xf32>, %arg199: tensor<1152xf32>, %arg200: tensor<1152xf32>, %arg201: tensor<1x1x1152x48xf32>, %arg202: tensor<48xf32>, %arg203: tensor<1x1x48x1152xf32>, %arg204: tensor<1152xf32>, %arg205: tensor<1x1x1152x320xf32>, %arg206: tensor<320xf32>, %arg207: tensor<320xf32>, %arg208: tensor<1x1x320x1280xf32>, %arg209: tensor<1280xf32>, %arg210: tensor<1280xf32>, %arg211: tensor<1280x1000xf32>, %arg212: tensor<1000xf32>, %arg213: tensor<3xf32>, %arg214: tensor<3xf32>, %arg215: tensor<i32>, %arg216: tensor<32xf32>, %arg217: tensor<32xf32>, %arg218: tensor<32xf32>, %arg219: tensor<32xf32>, %arg220: tensor<16xf32>, %arg221: tensor<16xf32>, %arg222: tensor<96xf32>, %arg223: tensor<96xf32>, %arg224: tensor<96xf32>, %arg225: tensor<96xf32>, %arg226: tensor<24xf32>, %arg227: tensor<24xf32>, %arg228: tensor<144xf32>, %arg229: tensor<144xf32>, %arg230: tensor<144xf32>, %arg231: tensor<144xf32>, %arg232: tensor<24xf32>, %arg233: tensor<24xf32>, %arg234: tensor<2xui32>, %arg235: tensor<144xf32>, %arg236: tensor<144xf32>, %arg237: tensor<144xf32>, %arg238: tensor<144xf32>, %arg239: tensor<40xf32>, %arg240: tensor<40xf32>, %arg241: tensor<240xf32>, %arg242: tensor<240xf32>, %arg243: tensor<240xf32>, %arg244: tensor<240xf32>, %arg245: tensor<40xf32>, %arg246: tensor<40xf32>, %arg247: tensor<2xui32>, %arg248: tensor<240xf32>, %arg249: tensor<240xf32>, %arg250: tensor<240xf32>, %arg251: tensor<240xf32>, %arg252: tensor<80xf32>, %arg253: tensor<80xf32>, %arg254: tensor<480xf32>, %arg255: tensor<480xf32>, %arg256: tensor<480xf32>, %arg257: tensor<480xf32>, %arg258: tensor<80xf32>, %arg259: tensor<80xf32>, %arg260: tensor<2xui32>, %arg261: tensor<480xf32>, %arg262: tensor<480xf32>, %arg263: tensor<480xf32>, %arg264: tensor<480xf32>, %arg265: tensor<80xf32>, %arg266: tensor<80xf32>, %arg267: tensor<2xui32>, %arg268: tensor<480xf32>, %arg269: tensor<480xf32>, %arg270: tensor<480xf32>, %arg271: tensor<480xf32>, %arg272: tensor<112xf32>, %arg273: tensor<112xf32>, %arg274: tensor<672xf32>, %arg275: tensor<672xf32>, %arg276: tensor<672xf32>, %arg277: tensor<672xf32>, %arg278: tensor<112xf32>, %arg279: tensor<112xf32>, %arg280: tensor<2xui32>, %arg281: tensor<672xf32>, %arg282: tensor<672xf32>, %arg283: tensor<672xf32>, %arg284: tensor<672xf32>, %arg285: tensor<112xf32>, %arg286: tensor<112xf32>, %arg287: tensor<2xui32>, %arg288: tensor<672xf32>, %arg289: tensor<672xf32>, %arg290: tensor<672xf32>, %arg291: tensor<672xf32>, %arg292: tensor<192xf32>, %arg293: tensor<192xf32>, %arg294: tensor<1152xf32>, %arg295: tensor<1152xf32>, %arg296: tensor<1152xf32>, %arg297: tensor<1152xf32>, %arg298: tensor<192xf32>, %arg299: tensor<192xf32>, %arg300: tensor<2xui32>, %arg301: tensor<1152xf32>, %arg302: tensor<1152xf32>, %arg303: tensor<1152xf32>, %arg304: tensor<1152xf32>, %arg305: tensor<192xf32>, %arg306: tensor<192xf32>, %arg307: tensor<2xui32>, %arg308: tensor<1152xf32>, %arg309: tensor<1152xf32>, %arg310: tensor<1152xf32>, %arg311: tensor<1152xf32>, %arg312: tensor<192xf32>, %arg313: tensor<192xf32>, %arg314: tensor<2xui32>, %arg315: tensor<1152xf32>, %arg316: tensor<1152xf32>, %arg317: tensor<1152xf32>, %arg318: tensor<1152xf32>, %arg319: tensor<320xf32>, %arg320: tensor<320xf32>, %arg321: tensor<1280xf32>, %arg322: tensor<1280xf32>, %arg323: tensor<2xui32>, %arg324: tensor<8x224x224x3xf32>) -> (tensor<8x1000xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1x1x1x3xf32>
    %cst_1 = stablehlo.constant dense<0.00392156886> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x224x224x3xf32>
    %1 = stablehlo.multiply %arg324, %0 : tensor<8x224x224x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x224x224x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x224x224x3xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<8x224x224x3xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<8x224x224x3xf32>
    %6 = stablehlo.sqrt %cst_0 : tensor<1x1x1x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x3xf32>
    %8 = stablehlo.maximum %6, %7 : tensor<1x1x1x3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<8x224x224x3xf32>
    %10 = stablehlo.divide %5, %9 : tensor<8x224x224x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @_pad(%10, %c) : (tensor<8x224x224x3xf32>, tensor<i32>) -> tensor<8x225x225x3xf32>
    %12 = stablehlo.convolution(%11, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x225x225x3xf32>, tensor<3x3x3x32xf32>) -> tensor<8x112x112x32xf32>
    %13 = stablehlo.reshape %arg216 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %14 = stablehlo.reshape %arg217 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %16 = stablehlo.add %14, %15 : tensor<1x1x1x32xf32>
    %17 = stablehlo.rsqrt %16 : tensor<1x1x1x32xf32>
    %18 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<1x1x1x32xf32>
    %20 = stablehlo.negate %13 : tensor<1x1x1x32xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<1x1x1x32xf32>
    %22 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x1x1x32xf32>
    %24 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x112x112x32xf32>
    %25 = stablehlo.multiply %12, %24 : tensor<8x112x112x32xf32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x112x112x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<8x112x112x32xf32>
    %28 = call @silu(%27) : (tensor<8x112x112x32xf32>) -> tensor<8x112x112x32xf32>
    %29 = stablehlo.reshape %arg3 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %30 = stablehlo.convolution(%28, %29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x112x112x32xf32>, tensor<3x3x1x32xf32>) -> tensor<8x112x112x32xf32>
    %31 = stablehlo.reshape %arg218 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %32 = stablehlo.reshape %arg219 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<1x1x1x32xf32>
    %35 = stablehlo.rsqrt %34 : tensor<1x1x1x32xf32>
    %36 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<1x1x1x32xf32>
    %38 = stablehlo.negate %31 : tensor<1x1x1x32xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<1x1x1x32xf32>
    %40 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %41 = stablehlo.add %39, %40 : tensor<1x1x1x32xf32>
    %42 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x112x112x32xf32>
    %43 = stablehlo.multiply %30, %42 : tensor<8x112x112x32xf32>
    %44 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x112x112x32xf32>
    %45 = stablehlo.add %43, %44 : tensor<8x112x112x32xf32>
    %46 = call @silu(%45) : (tensor<8x112x112x32xf32>) -> tensor<8x112x112x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x112x112x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_7 = stablehlo.constant dense<1.254400e+04> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %49 = stablehlo.divide %47, %48 : tensor<8x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %51 = stablehlo.convolution(%50, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x32xf32>, tensor<1x1x32x8xf32>) -> tensor<8x1x1x8xf32>
    %52 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %54 = stablehlo.add %51, %53 : tensor<8x1x1x8xf32>
    %55 = call @silu_0(%54) : (tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %56 = stablehlo.convolution(%55, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x8xf32>, tensor<1x1x8x32xf32>) -> tensor<8x1x1x32xf32>
    %57 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %59 = stablehlo.add %56, %58 : tensor<8x1x1x32xf32>
    %60 = stablehlo.negate %59 : tensor<8x1x1x32xf32>
    %61 = stablehlo.exponential %60 : tensor<8x1x1x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %63 = stablehlo.add %62, %61 : tensor<8x1x1x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %65 = stablehlo.divide %64, %63 : tensor<8x1x1x32xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x112x112x32xf32>
    %67 = stablehlo.multiply %46, %66 : tensor<8x112x112x32xf32>
    %68 = stablehlo.convolution(%67, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x112x112x32xf32>, tensor<1x1x32x16xf32>) -> tensor<8x112x112x16xf32>
    %69 = stablehlo.reshape %arg220 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %70 = stablehlo.reshape %arg221 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %72 = stablehlo.add %70, %71 : tensor<1x1x1x16xf32>
    %73 = stablehlo.rsqrt %72 : tensor<1x1x1x16xf32>
    %74 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<1x1x1x16xf32>
    %76 = stablehlo.negate %69 : tensor<1x1x1x16xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<1x1x1x16xf32>
    %78 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %79 = stablehlo.add %77, %78 : tensor<1x1x1x16xf32>
    %80 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x112x112x16xf32>
    %81 = stablehlo.multiply %68, %80 : tensor<8x112x112x16xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x112x112x16xf32>
    %83 = stablehlo.add %81, %82 : tensor<8x112x112x16xf32>
    %84 = stablehlo.convolution(%83, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x112x112x16xf32>, tensor<1x1x16x96xf32>) -> tensor<8x112x112x96xf32>
    %85 = stablehlo.reshape %arg222 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %86 = stablehlo.reshape %arg223 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %88 = stablehlo.add %86, %87 : tensor<1x1x1x96xf32>
    %89 = stablehlo.rsqrt %88 : tensor<1x1x1x96xf32>
    %90 = stablehlo.reshape %arg14 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<1x1x1x96xf32>
    %92 = stablehlo.negate %85 : tensor<1x1x1x96xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<1x1x1x96xf32>
    %94 = stablehlo.reshape %arg15 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %95 = stablehlo.add %93, %94 : tensor<1x1x1x96xf32>
    %96 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x112x112x96xf32>
    %97 = stablehlo.multiply %84, %96 : tensor<8x112x112x96xf32>
    %98 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x112x112x96xf32>
    %99 = stablehlo.add %97, %98 : tensor<8x112x112x96xf32>
    %100 = call @silu_1(%99) : (tensor<8x112x112x96xf32>) -> tensor<8x112x112x96xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %101 = call @_pad_2(%100, %c_12) : (tensor<8x112x112x96xf32>, tensor<i32>) -> tensor<8x113x113x96xf32>
    %102 = stablehlo.reshape %arg16 : (tensor<3x3x96x1xf32>) -> tensor<3x3x1x96xf32>
    %103 = stablehlo.convolution(%101, %102) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x113x113x96xf32>, tensor<3x3x1x96xf32>) -> tensor<8x56x56x96xf32>
    %104 = stablehlo.reshape %arg224 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %105 = stablehlo.reshape %arg225 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x96xf32>
    %107 = stablehlo.add %105, %106 : tensor<1x1x1x96xf32>
    %108 = stablehlo.rsqrt %107 : tensor<1x1x1x96xf32>
    %109 = stablehlo.reshape %arg17 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<1x1x1x96xf32>
    %111 = stablehlo.negate %104 : tensor<1x1x1x96xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<1x1x1x96xf32>
    %113 = stablehlo.reshape %arg18 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %114 = stablehlo.add %112, %113 : tensor<1x1x1x96xf32>
    %115 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x56x56x96xf32>
    %116 = stablehlo.multiply %103, %115 : tensor<8x56x56x96xf32>
    %117 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x56x56x96xf32>
    %118 = stablehlo.add %116, %117 : tensor<8x56x56x96xf32>
    %119 = call @silu_3(%118) : (tensor<8x56x56x96xf32>) -> tensor<8x56x56x96xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x56x56x96xf32>, tensor<f32>) -> tensor<8x96xf32>
    %cst_15 = stablehlo.constant dense<3.136000e+03> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %122 = stablehlo.divide %120, %121 : tensor<8x96xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x96xf32>) -> tensor<8x1x1x96xf32>
    %124 = stablehlo.convolution(%123, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x96xf32>, tensor<1x1x96x4xf32>) -> tensor<8x1x1x4xf32>
    %125 = stablehlo.reshape %arg20 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %127 = stablehlo.add %124, %126 : tensor<8x1x1x4xf32>
    %128 = call @silu_4(%127) : (tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %129 = stablehlo.convolution(%128, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x4x96xf32>) -> tensor<8x1x1x96xf32>
    %130 = stablehlo.reshape %arg22 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x1x1x96xf32>
    %132 = stablehlo.add %129, %131 : tensor<8x1x1x96xf32>
    %133 = stablehlo.negate %132 : tensor<8x1x1x96xf32>
    %134 = stablehlo.exponential %133 : tensor<8x1x1x96xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1x1x96xf32>
    %136 = stablehlo.add %135, %134 : tensor<8x1x1x96xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1x1x96xf32>
    %138 = stablehlo.divide %137, %136 : tensor<8x1x1x96xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xf32>) -> tensor<8x56x56x96xf32>
    %140 = stablehlo.multiply %119, %139 : tensor<8x56x56x96xf32>
    %141 = stablehlo.convolution(%140, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x56x56x96xf32>, tensor<1x1x96x24xf32>) -> tensor<8x56x56x24xf32>
    %142 = stablehlo.reshape %arg226 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %143 = stablehlo.reshape %arg227 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %145 = stablehlo.add %143, %144 : tensor<1x1x1x24xf32>
    %146 = stablehlo.rsqrt %145 : tensor<1x1x1x24xf32>
    %147 = stablehlo.reshape %arg24 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<1x1x1x24xf32>
    %149 = stablehlo.negate %142 : tensor<1x1x1x24xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<1x1x1x24xf32>
    %151 = stablehlo.reshape %arg25 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %152 = stablehlo.add %150, %151 : tensor<1x1x1x24xf32>
    %153 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x56x56x24xf32>
    %154 = stablehlo.multiply %141, %153 : tensor<8x56x56x24xf32>
    %155 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x56x56x24xf32>
    %156 = stablehlo.add %154, %155 : tensor<8x56x56x24xf32>
    %157 = stablehlo.convolution(%156, %arg26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x56x56x24xf32>, tensor<1x1x24x144xf32>) -> tensor<8x56x56x144xf32>
    %158 = stablehlo.reshape %arg228 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %159 = stablehlo.reshape %arg229 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %161 = stablehlo.add %159, %160 : tensor<1x1x1x144xf32>
    %162 = stablehlo.rsqrt %161 : tensor<1x1x1x144xf32>
    %163 = stablehlo.reshape %arg27 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<1x1x1x144xf32>
    %165 = stablehlo.negate %158 : tensor<1x1x1x144xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<1x1x1x144xf32>
    %167 = stablehlo.reshape %arg28 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %168 = stablehlo.add %166, %167 : tensor<1x1x1x144xf32>
    %169 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x56x56x144xf32>
    %170 = stablehlo.multiply %157, %169 : tensor<8x56x56x144xf32>
    %171 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x56x56x144xf32>
    %172 = stablehlo.add %170, %171 : tensor<8x56x56x144xf32>
    %173 = call @silu_5(%172) : (tensor<8x56x56x144xf32>) -> tensor<8x56x56x144xf32>
    %174 = stablehlo.reshape %arg29 : (tensor<3x3x144x1xf32>) -> tensor<3x3x1x144xf32>
    %175 = stablehlo.convolution(%173, %174) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x56x56x144xf32>, tensor<3x3x1x144xf32>) -> tensor<8x56x56x144xf32>
    %176 = stablehlo.reshape %arg230 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %177 = stablehlo.reshape %arg231 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %179 = stablehlo.add %177, %178 : tensor<1x1x1x144xf32>
    %180 = stablehlo.rsqrt %179 : tensor<1x1x1x144xf32>
    %181 = stablehlo.reshape %arg30 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<1x1x1x144xf32>
    %183 = stablehlo.negate %176 : tensor<1x1x1x144xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<1x1x1x144xf32>
    %185 = stablehlo.reshape %arg31 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %186 = stablehlo.add %184, %185 : tensor<1x1x1x144xf32>
    %187 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x56x56x144xf32>
    %188 = stablehlo.multiply %175, %187 : tensor<8x56x56x144xf32>
    %189 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x56x56x144xf32>
    %190 = stablehlo.add %188, %189 : tensor<8x56x56x144xf32>
    %191 = call @silu_5(%190) : (tensor<8x56x56x144xf32>) -> tensor<8x56x56x144xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_21) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x56x56x144xf32>, tensor<f32>) -> tensor<8x144xf32>
    %cst_22 = stablehlo.constant dense<3.136000e+03> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x144xf32>
    %194 = stablehlo.divide %192, %193 : tensor<8x144xf32>
    %195 = stablehlo.reshape %194 : (tensor<8x144xf32>) -> tensor<8x1x1x144xf32>
    %196 = stablehlo.convolution(%195, %arg32) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x144xf32>, tensor<1x1x144x6xf32>) -> tensor<8x1x1x6xf32>
    %197 = stablehlo.reshape %arg33 : (tensor<6xf32>) -> tensor<1x1x1x6xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x1x1x6xf32>) -> tensor<8x1x1x6xf32>
    %199 = stablehlo.add %196, %198 : tensor<8x1x1x6xf32>
    %200 = call @silu_6(%199) : (tensor<8x1x1x6xf32>) -> tensor<8x1x1x6xf32>
    %201 = stablehlo.convolution(%200, %arg34) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x6xf32>, tensor<1x1x6x144xf32>) -> tensor<8x1x1x144xf32>
    %202 = stablehlo.reshape %arg35 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x1x1x144xf32>
    %204 = stablehlo.add %201, %203 : tensor<8x1x1x144xf32>
    %205 = stablehlo.negate %204 : tensor<8x1x1x144xf32>
    %206 = stablehlo.exponential %205 : tensor<8x1x1x144xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x1x1x144xf32>
    %208 = stablehlo.add %207, %206 : tensor<8x1x1x144xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x1x1x144xf32>
    %210 = stablehlo.divide %209, %208 : tensor<8x1x1x144xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<8x1x1x144xf32>) -> tensor<8x56x56x144xf32>
    %212 = stablehlo.multiply %191, %211 : tensor<8x56x56x144xf32>
    %213 = stablehlo.convolution(%212, %arg36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x56x56x144xf32>, tensor<1x1x144x24xf32>) -> tensor<8x56x56x24xf32>
    %214 = stablehlo.reshape %arg232 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %215 = stablehlo.reshape %arg233 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %217 = stablehlo.add %215, %216 : tensor<1x1x1x24xf32>
    %218 = stablehlo.rsqrt %217 : tensor<1x1x1x24xf32>
    %219 = stablehlo.reshape %arg37 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<1x1x1x24xf32>
    %221 = stablehlo.negate %214 : tensor<1x1x1x24xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<1x1x1x24xf32>
    %223 = stablehlo.reshape %arg38 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %224 = stablehlo.add %222, %223 : tensor<1x1x1x24xf32>
    %225 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x56x56x24xf32>
    %226 = stablehlo.multiply %213, %225 : tensor<8x56x56x24xf32>
    %227 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x56x56x24xf32>
    %228 = stablehlo.add %226, %227 : tensor<8x56x56x24xf32>
    %229 = stablehlo.add %228, %156 : tensor<8x56x56x24xf32>
    %230 = stablehlo.convolution(%229, %arg39) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x56x56x24xf32>, tensor<1x1x24x144xf32>) -> tensor<8x56x56x144xf32>
    %231 = stablehlo.reshape %arg235 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %232 = stablehlo.reshape %arg236 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %234 = stablehlo.add %232, %233 : tensor<1x1x1x144xf32>
    %235 = stablehlo.rsqrt %234 : tensor<1x1x1x144xf32>
    %236 = stablehlo.reshape %arg40 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<1x1x1x144xf32>
    %238 = stablehlo.negate %231 : tensor<1x1x1x144xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<1x1x1x144xf32>
    %240 = stablehlo.reshape %arg41 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %241 = stablehlo.add %239, %240 : tensor<1x1x1x144xf32>
    %242 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x56x56x144xf32>
    %243 = stablehlo.multiply %230, %242 : tensor<8x56x56x144xf32>
    %244 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x56x56x144xf32>
    %245 = stablehlo.add %243, %244 : tensor<8x56x56x144xf32>
    %246 = call @silu_5(%245) : (tensor<8x56x56x144xf32>) -> tensor<8x56x56x144xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %247 = call @_pad_7(%246, %c_27) : (tensor<8x56x56x144xf32>, tensor<i32>) -> tensor<8x59x59x144xf32>
    %248 = stablehlo.reshape %arg42 : (tensor<5x5x144x1xf32>) -> tensor<5x5x1x144xf32>
    %249 = stablehlo.convolution(%247, %248) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x59x59x144xf32>, tensor<5x5x1x144xf32>) -> tensor<8x28x28x144xf32>
    %250 = stablehlo.reshape %arg237 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %251 = stablehlo.reshape %arg238 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x1x144xf32>
    %253 = stablehlo.add %251, %252 : tensor<1x1x1x144xf32>
    %254 = stablehlo.rsqrt %253 : tensor<1x1x1x144xf32>
    %255 = stablehlo.reshape %arg43 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %256 = stablehlo.multiply %254, %255 : tensor<1x1x1x144xf32>
    %257 = stablehlo.negate %250 : tensor<1x1x1x144xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<1x1x1x144xf32>
    %259 = stablehlo.reshape %arg44 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %260 = stablehlo.add %258, %259 : tensor<1x1x1x144xf32>
    %261 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x28x28x144xf32>
    %262 = stablehlo.multiply %249, %261 : tensor<8x28x28x144xf32>
    %263 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x28x28x144xf32>
    %264 = stablehlo.add %262, %263 : tensor<8x28x28x144xf32>
    %265 = call @silu_8(%264) : (tensor<8x28x28x144xf32>) -> tensor<8x28x28x144xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%265 init: %cst_29) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x28x28x144xf32>, tensor<f32>) -> tensor<8x144xf32>
    %cst_30 = stablehlo.constant dense<7.840000e+02> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x144xf32>
    %268 = stablehlo.divide %266, %267 : tensor<8x144xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x144xf32>) -> tensor<8x1x1x144xf32>
    %270 = stablehlo.convolution(%269, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x144xf32>, tensor<1x1x144x6xf32>) -> tensor<8x1x1x6xf32>
    %271 = stablehlo.reshape %arg46 : (tensor<6xf32>) -> tensor<1x1x1x6xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<1x1x1x6xf32>) -> tensor<8x1x1x6xf32>
    %273 = stablehlo.add %270, %272 : tensor<8x1x1x6xf32>
    %274 = call @silu_6(%273) : (tensor<8x1x1x6xf32>) -> tensor<8x1x1x6xf32>
    %275 = stablehlo.convolution(%274, %arg47) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x6xf32>, tensor<1x1x6x144xf32>) -> tensor<8x1x1x144xf32>
    %276 = stablehlo.reshape %arg48 : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<8x1x1x144xf32>
    %278 = stablehlo.add %275, %277 : tensor<8x1x1x144xf32>
    %279 = stablehlo.negate %278 : tensor<8x1x1x144xf32>
    %280 = stablehlo.exponential %279 : tensor<8x1x1x144xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x1x144xf32>
    %282 = stablehlo.add %281, %280 : tensor<8x1x1x144xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1x1x144xf32>
    %284 = stablehlo.divide %283, %282 : tensor<8x1x1x144xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<8x1x1x144xf32>) -> tensor<8x28x28x144xf32>
    %286 = stablehlo.multiply %265, %285 : tensor<8x28x28x144xf32>
    %287 = stablehlo.convolution(%286, %arg49) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x144xf32>, tensor<1x1x144x40xf32>) -> tensor<8x28x28x40xf32>
    %288 = stablehlo.reshape %arg239 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %289 = stablehlo.reshape %arg240 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x1x1x40xf32>
    %291 = stablehlo.add %289, %290 : tensor<1x1x1x40xf32>
    %292 = stablehlo.rsqrt %291 : tensor<1x1x1x40xf32>
    %293 = stablehlo.reshape %arg50 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<1x1x1x40xf32>
    %295 = stablehlo.negate %288 : tensor<1x1x1x40xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<1x1x1x40xf32>
    %297 = stablehlo.reshape %arg51 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %298 = stablehlo.add %296, %297 : tensor<1x1x1x40xf32>
    %299 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<8x28x28x40xf32>
    %300 = stablehlo.multiply %287, %299 : tensor<8x28x28x40xf32>
    %301 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<8x28x28x40xf32>
    %302 = stablehlo.add %300, %301 : tensor<8x28x28x40xf32>
    %303 = stablehlo.convolution(%302, %arg52) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x40xf32>, tensor<1x1x40x240xf32>) -> tensor<8x28x28x240xf32>
    %304 = stablehlo.reshape %arg241 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %305 = stablehlo.reshape %arg242 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %307 = stablehlo.add %305, %306 : tensor<1x1x1x240xf32>
    %308 = stablehlo.rsqrt %307 : tensor<1x1x1x240xf32>
    %309 = stablehlo.reshape %arg53 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<1x1x1x240xf32>
    %311 = stablehlo.negate %304 : tensor<1x1x1x240xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<1x1x1x240xf32>
    %313 = stablehlo.reshape %arg54 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %314 = stablehlo.add %312, %313 : tensor<1x1x1x240xf32>
    %315 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x28x28x240xf32>
    %316 = stablehlo.multiply %303, %315 : tensor<8x28x28x240xf32>
    %317 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x28x28x240xf32>
    %318 = stablehlo.add %316, %317 : tensor<8x28x28x240xf32>
    %319 = call @silu_9(%318) : (tensor<8x28x28x240xf32>) -> tensor<8x28x28x240xf32>
    %320 = stablehlo.reshape %arg55 : (tensor<5x5x240x1xf32>) -> tensor<5x5x1x240xf32>
    %321 = stablehlo.convolution(%319, %320) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x240xf32>, tensor<5x5x1x240xf32>) -> tensor<8x28x28x240xf32>
    %322 = stablehlo.reshape %arg243 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %323 = stablehlo.reshape %arg244 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %325 = stablehlo.add %323, %324 : tensor<1x1x1x240xf32>
    %326 = stablehlo.rsqrt %325 : tensor<1x1x1x240xf32>
    %327 = stablehlo.reshape %arg56 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %328 = stablehlo.multiply %326, %327 : tensor<1x1x1x240xf32>
    %329 = stablehlo.negate %322 : tensor<1x1x1x240xf32>
    %330 = stablehlo.multiply %329, %328 : tensor<1x1x1x240xf32>
    %331 = stablehlo.reshape %arg57 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %332 = stablehlo.add %330, %331 : tensor<1x1x1x240xf32>
    %333 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x28x28x240xf32>
    %334 = stablehlo.multiply %321, %333 : tensor<8x28x28x240xf32>
    %335 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x28x28x240xf32>
    %336 = stablehlo.add %334, %335 : tensor<8x28x28x240xf32>
    %337 = call @silu_9(%336) : (tensor<8x28x28x240xf32>) -> tensor<8x28x28x240xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%337 init: %cst_36) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x28x28x240xf32>, tensor<f32>) -> tensor<8x240xf32>
    %cst_37 = stablehlo.constant dense<7.840000e+02> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x240xf32>
    %340 = stablehlo.divide %338, %339 : tensor<8x240xf32>
    %341 = stablehlo.reshape %340 : (tensor<8x240xf32>) -> tensor<8x1x1x240xf32>
    %342 = stablehlo.convolution(%341, %arg58) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x240xf32>, tensor<1x1x240x10xf32>) -> tensor<8x1x1x10xf32>
    %343 = stablehlo.reshape %arg59 : (tensor<10xf32>) -> tensor<1x1x1x10xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<1x1x1x10xf32>) -> tensor<8x1x1x10xf32>
    %345 = stablehlo.add %342, %344 : tensor<8x1x1x10xf32>
    %346 = call @silu_10(%345) : (tensor<8x1x1x10xf32>) -> tensor<8x1x1x10xf32>
    %347 = stablehlo.convolution(%346, %arg60) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x10xf32>, tensor<1x1x10x240xf32>) -> tensor<8x1x1x240xf32>
    %348 = stablehlo.reshape %arg61 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x1x1x240xf32>
    %350 = stablehlo.add %347, %349 : tensor<8x1x1x240xf32>
    %351 = stablehlo.negate %350 : tensor<8x1x1x240xf32>
    %352 = stablehlo.exponential %351 : tensor<8x1x1x240xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x1x1x240xf32>
    %354 = stablehlo.add %353, %352 : tensor<8x1x1x240xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x1x1x240xf32>
    %356 = stablehlo.divide %355, %354 : tensor<8x1x1x240xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<8x1x1x240xf32>) -> tensor<8x28x28x240xf32>
    %358 = stablehlo.multiply %337, %357 : tensor<8x28x28x240xf32>
    %359 = stablehlo.convolution(%358, %arg62) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x240xf32>, tensor<1x1x240x40xf32>) -> tensor<8x28x28x40xf32>
    %360 = stablehlo.reshape %arg245 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %361 = stablehlo.reshape %arg246 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x1x1x40xf32>
    %363 = stablehlo.add %361, %362 : tensor<1x1x1x40xf32>
    %364 = stablehlo.rsqrt %363 : tensor<1x1x1x40xf32>
    %365 = stablehlo.reshape %arg63 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<1x1x1x40xf32>
    %367 = stablehlo.negate %360 : tensor<1x1x1x40xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<1x1x1x40xf32>
    %369 = stablehlo.reshape %arg64 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %370 = stablehlo.add %368, %369 : tensor<1x1x1x40xf32>
    %371 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<8x28x28x40xf32>
    %372 = stablehlo.multiply %359, %371 : tensor<8x28x28x40xf32>
    %373 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<8x28x28x40xf32>
    %374 = stablehlo.add %372, %373 : tensor<8x28x28x40xf32>
    %375 = stablehlo.add %374, %302 : tensor<8x28x28x40xf32>
    %376 = stablehlo.convolution(%375, %arg65) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x40xf32>, tensor<1x1x40x240xf32>) -> tensor<8x28x28x240xf32>
    %377 = stablehlo.reshape %arg248 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %378 = stablehlo.reshape %arg249 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %380 = stablehlo.add %378, %379 : tensor<1x1x1x240xf32>
    %381 = stablehlo.rsqrt %380 : tensor<1x1x1x240xf32>
    %382 = stablehlo.reshape %arg66 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %383 = stablehlo.multiply %381, %382 : tensor<1x1x1x240xf32>
    %384 = stablehlo.negate %377 : tensor<1x1x1x240xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<1x1x1x240xf32>
    %386 = stablehlo.reshape %arg67 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %387 = stablehlo.add %385, %386 : tensor<1x1x1x240xf32>
    %388 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x28x28x240xf32>
    %389 = stablehlo.multiply %376, %388 : tensor<8x28x28x240xf32>
    %390 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x28x28x240xf32>
    %391 = stablehlo.add %389, %390 : tensor<8x28x28x240xf32>
    %392 = call @silu_9(%391) : (tensor<8x28x28x240xf32>) -> tensor<8x28x28x240xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %393 = call @_pad_11(%392, %c_42) : (tensor<8x28x28x240xf32>, tensor<i32>) -> tensor<8x29x29x240xf32>
    %394 = stablehlo.reshape %arg68 : (tensor<3x3x240x1xf32>) -> tensor<3x3x1x240xf32>
    %395 = stablehlo.convolution(%393, %394) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x29x29x240xf32>, tensor<3x3x1x240xf32>) -> tensor<8x14x14x240xf32>
    %396 = stablehlo.reshape %arg250 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %397 = stablehlo.reshape %arg251 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x1x240xf32>
    %399 = stablehlo.add %397, %398 : tensor<1x1x1x240xf32>
    %400 = stablehlo.rsqrt %399 : tensor<1x1x1x240xf32>
    %401 = stablehlo.reshape %arg69 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %402 = stablehlo.multiply %400, %401 : tensor<1x1x1x240xf32>
    %403 = stablehlo.negate %396 : tensor<1x1x1x240xf32>
    %404 = stablehlo.multiply %403, %402 : tensor<1x1x1x240xf32>
    %405 = stablehlo.reshape %arg70 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %406 = stablehlo.add %404, %405 : tensor<1x1x1x240xf32>
    %407 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x14x14x240xf32>
    %408 = stablehlo.multiply %395, %407 : tensor<8x14x14x240xf32>
    %409 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x14x14x240xf32>
    %410 = stablehlo.add %408, %409 : tensor<8x14x14x240xf32>
    %411 = call @silu_12(%410) : (tensor<8x14x14x240xf32>) -> tensor<8x14x14x240xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_44) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x14x14x240xf32>, tensor<f32>) -> tensor<8x240xf32>
    %cst_45 = stablehlo.constant dense<1.960000e+02> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x240xf32>
    %414 = stablehlo.divide %412, %413 : tensor<8x240xf32>
    %415 = stablehlo.reshape %414 : (tensor<8x240xf32>) -> tensor<8x1x1x240xf32>
    %416 = stablehlo.convolution(%415, %arg71) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x240xf32>, tensor<1x1x240x10xf32>) -> tensor<8x1x1x10xf32>
    %417 = stablehlo.reshape %arg72 : (tensor<10xf32>) -> tensor<1x1x1x10xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2, 3] : (tensor<1x1x1x10xf32>) -> tensor<8x1x1x10xf32>
    %419 = stablehlo.add %416, %418 : tensor<8x1x1x10xf32>
    %420 = call @silu_10(%419) : (tensor<8x1x1x10xf32>) -> tensor<8x1x1x10xf32>
    %421 = stablehlo.convolution(%420, %arg73) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x10xf32>, tensor<1x1x10x240xf32>) -> tensor<8x1x1x240xf32>
    %422 = stablehlo.reshape %arg74 : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<8x1x1x240xf32>
    %424 = stablehlo.add %421, %423 : tensor<8x1x1x240xf32>
    %425 = stablehlo.negate %424 : tensor<8x1x1x240xf32>
    %426 = stablehlo.exponential %425 : tensor<8x1x1x240xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x1x1x240xf32>
    %428 = stablehlo.add %427, %426 : tensor<8x1x1x240xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x1x1x240xf32>
    %430 = stablehlo.divide %429, %428 : tensor<8x1x1x240xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2, 3] : (tensor<8x1x1x240xf32>) -> tensor<8x14x14x240xf32>
    %432 = stablehlo.multiply %411, %431 : tensor<8x14x14x240xf32>
    %433 = stablehlo.convolution(%432, %arg75) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x240xf32>, tensor<1x1x240x80xf32>) -> tensor<8x14x14x80xf32>
    %434 = stablehlo.reshape %arg252 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %435 = stablehlo.reshape %arg253 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x1x80xf32>
    %437 = stablehlo.add %435, %436 : tensor<1x1x1x80xf32>
    %438 = stablehlo.rsqrt %437 : tensor<1x1x1x80xf32>
    %439 = stablehlo.reshape %arg76 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<1x1x1x80xf32>
    %441 = stablehlo.negate %434 : tensor<1x1x1x80xf32>
    %442 = stablehlo.multiply %441, %440 : tensor<1x1x1x80xf32>
    %443 = stablehlo.reshape %arg77 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %444 = stablehlo.add %442, %443 : tensor<1x1x1x80xf32>
    %445 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<8x14x14x80xf32>
    %446 = stablehlo.multiply %433, %445 : tensor<8x14x14x80xf32>
    %447 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<8x14x14x80xf32>
    %448 = stablehlo.add %446, %447 : tensor<8x14x14x80xf32>
    %449 = stablehlo.convolution(%448, %arg78) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x80xf32>, tensor<1x1x80x480xf32>) -> tensor<8x14x14x480xf32>
    %450 = stablehlo.reshape %arg254 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %451 = stablehlo.reshape %arg255 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %453 = stablehlo.add %451, %452 : tensor<1x1x1x480xf32>
    %454 = stablehlo.rsqrt %453 : tensor<1x1x1x480xf32>
    %455 = stablehlo.reshape %arg79 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %456 = stablehlo.multiply %454, %455 : tensor<1x1x1x480xf32>
    %457 = stablehlo.negate %450 : tensor<1x1x1x480xf32>
    %458 = stablehlo.multiply %457, %456 : tensor<1x1x1x480xf32>
    %459 = stablehlo.reshape %arg80 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %460 = stablehlo.add %458, %459 : tensor<1x1x1x480xf32>
    %461 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %462 = stablehlo.multiply %449, %461 : tensor<8x14x14x480xf32>
    %463 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %464 = stablehlo.add %462, %463 : tensor<8x14x14x480xf32>
    %465 = call @silu_13(%464) : (tensor<8x14x14x480xf32>) -> tensor<8x14x14x480xf32>
    %466 = stablehlo.reshape %arg81 : (tensor<3x3x480x1xf32>) -> tensor<3x3x1x480xf32>
    %467 = stablehlo.convolution(%465, %466) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 480 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x480xf32>, tensor<3x3x1x480xf32>) -> tensor<8x14x14x480xf32>
    %468 = stablehlo.reshape %arg256 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %469 = stablehlo.reshape %arg257 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %471 = stablehlo.add %469, %470 : tensor<1x1x1x480xf32>
    %472 = stablehlo.rsqrt %471 : tensor<1x1x1x480xf32>
    %473 = stablehlo.reshape %arg82 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %474 = stablehlo.multiply %472, %473 : tensor<1x1x1x480xf32>
    %475 = stablehlo.negate %468 : tensor<1x1x1x480xf32>
    %476 = stablehlo.multiply %475, %474 : tensor<1x1x1x480xf32>
    %477 = stablehlo.reshape %arg83 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %478 = stablehlo.add %476, %477 : tensor<1x1x1x480xf32>
    %479 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %480 = stablehlo.multiply %467, %479 : tensor<8x14x14x480xf32>
    %481 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %482 = stablehlo.add %480, %481 : tensor<8x14x14x480xf32>
    %483 = call @silu_13(%482) : (tensor<8x14x14x480xf32>) -> tensor<8x14x14x480xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_51) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x14x14x480xf32>, tensor<f32>) -> tensor<8x480xf32>
    %cst_52 = stablehlo.constant dense<1.960000e+02> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x480xf32>
    %486 = stablehlo.divide %484, %485 : tensor<8x480xf32>
    %487 = stablehlo.reshape %486 : (tensor<8x480xf32>) -> tensor<8x1x1x480xf32>
    %488 = stablehlo.convolution(%487, %arg84) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x480xf32>, tensor<1x1x480x20xf32>) -> tensor<8x1x1x20xf32>
    %489 = stablehlo.reshape %arg85 : (tensor<20xf32>) -> tensor<1x1x1x20xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2, 3] : (tensor<1x1x1x20xf32>) -> tensor<8x1x1x20xf32>
    %491 = stablehlo.add %488, %490 : tensor<8x1x1x20xf32>
    %492 = call @silu_14(%491) : (tensor<8x1x1x20xf32>) -> tensor<8x1x1x20xf32>
    %493 = stablehlo.convolution(%492, %arg86) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x20xf32>, tensor<1x1x20x480xf32>) -> tensor<8x1x1x480xf32>
    %494 = stablehlo.reshape %arg87 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x1x1x480xf32>
    %496 = stablehlo.add %493, %495 : tensor<8x1x1x480xf32>
    %497 = stablehlo.negate %496 : tensor<8x1x1x480xf32>
    %498 = stablehlo.exponential %497 : tensor<8x1x1x480xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x1x1x480xf32>
    %500 = stablehlo.add %499, %498 : tensor<8x1x1x480xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1x1x480xf32>
    %502 = stablehlo.divide %501, %500 : tensor<8x1x1x480xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<8x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %504 = stablehlo.multiply %483, %503 : tensor<8x14x14x480xf32>
    %505 = stablehlo.convolution(%504, %arg88) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x480xf32>, tensor<1x1x480x80xf32>) -> tensor<8x14x14x80xf32>
    %506 = stablehlo.reshape %arg258 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %507 = stablehlo.reshape %arg259 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x1x1x80xf32>
    %509 = stablehlo.add %507, %508 : tensor<1x1x1x80xf32>
    %510 = stablehlo.rsqrt %509 : tensor<1x1x1x80xf32>
    %511 = stablehlo.reshape %arg89 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %512 = stablehlo.multiply %510, %511 : tensor<1x1x1x80xf32>
    %513 = stablehlo.negate %506 : tensor<1x1x1x80xf32>
    %514 = stablehlo.multiply %513, %512 : tensor<1x1x1x80xf32>
    %515 = stablehlo.reshape %arg90 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %516 = stablehlo.add %514, %515 : tensor<1x1x1x80xf32>
    %517 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<8x14x14x80xf32>
    %518 = stablehlo.multiply %505, %517 : tensor<8x14x14x80xf32>
    %519 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<8x14x14x80xf32>
    %520 = stablehlo.add %518, %519 : tensor<8x14x14x80xf32>
    %521 = stablehlo.add %520, %448 : tensor<8x14x14x80xf32>
    %522 = stablehlo.convolution(%521, %arg91) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x80xf32>, tensor<1x1x80x480xf32>) -> tensor<8x14x14x480xf32>
    %523 = stablehlo.reshape %arg261 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %524 = stablehlo.reshape %arg262 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %526 = stablehlo.add %524, %525 : tensor<1x1x1x480xf32>
    %527 = stablehlo.rsqrt %526 : tensor<1x1x1x480xf32>
    %528 = stablehlo.reshape %arg92 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %529 = stablehlo.multiply %527, %528 : tensor<1x1x1x480xf32>
    %530 = stablehlo.negate %523 : tensor<1x1x1x480xf32>
    %531 = stablehlo.multiply %530, %529 : tensor<1x1x1x480xf32>
    %532 = stablehlo.reshape %arg93 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %533 = stablehlo.add %531, %532 : tensor<1x1x1x480xf32>
    %534 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %535 = stablehlo.multiply %522, %534 : tensor<8x14x14x480xf32>
    %536 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %537 = stablehlo.add %535, %536 : tensor<8x14x14x480xf32>
    %538 = call @silu_13(%537) : (tensor<8x14x14x480xf32>) -> tensor<8x14x14x480xf32>
    %539 = stablehlo.reshape %arg94 : (tensor<3x3x480x1xf32>) -> tensor<3x3x1x480xf32>
    %540 = stablehlo.convolution(%538, %539) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 480 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x480xf32>, tensor<3x3x1x480xf32>) -> tensor<8x14x14x480xf32>
    %541 = stablehlo.reshape %arg263 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %542 = stablehlo.reshape %arg264 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %544 = stablehlo.add %542, %543 : tensor<1x1x1x480xf32>
    %545 = stablehlo.rsqrt %544 : tensor<1x1x1x480xf32>
    %546 = stablehlo.reshape %arg95 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %547 = stablehlo.multiply %545, %546 : tensor<1x1x1x480xf32>
    %548 = stablehlo.negate %541 : tensor<1x1x1x480xf32>
    %549 = stablehlo.multiply %548, %547 : tensor<1x1x1x480xf32>
    %550 = stablehlo.reshape %arg96 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %551 = stablehlo.add %549, %550 : tensor<1x1x1x480xf32>
    %552 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %553 = stablehlo.multiply %540, %552 : tensor<8x14x14x480xf32>
    %554 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %555 = stablehlo.add %553, %554 : tensor<8x14x14x480xf32>
    %556 = call @silu_13(%555) : (tensor<8x14x14x480xf32>) -> tensor<8x14x14x480xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%556 init: %cst_58) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x14x14x480xf32>, tensor<f32>) -> tensor<8x480xf32>
    %cst_59 = stablehlo.constant dense<1.960000e+02> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x480xf32>
    %559 = stablehlo.divide %557, %558 : tensor<8x480xf32>
    %560 = stablehlo.reshape %559 : (tensor<8x480xf32>) -> tensor<8x1x1x480xf32>
    %561 = stablehlo.convolution(%560, %arg97) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x480xf32>, tensor<1x1x480x20xf32>) -> tensor<8x1x1x20xf32>
    %562 = stablehlo.reshape %arg98 : (tensor<20xf32>) -> tensor<1x1x1x20xf32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2, 3] : (tensor<1x1x1x20xf32>) -> tensor<8x1x1x20xf32>
    %564 = stablehlo.add %561, %563 : tensor<8x1x1x20xf32>
    %565 = call @silu_14(%564) : (tensor<8x1x1x20xf32>) -> tensor<8x1x1x20xf32>
    %566 = stablehlo.convolution(%565, %arg99) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x20xf32>, tensor<1x1x20x480xf32>) -> tensor<8x1x1x480xf32>
    %567 = stablehlo.reshape %arg100 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x1x1x480xf32>
    %569 = stablehlo.add %566, %568 : tensor<8x1x1x480xf32>
    %570 = stablehlo.negate %569 : tensor<8x1x1x480xf32>
    %571 = stablehlo.exponential %570 : tensor<8x1x1x480xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x1x1x480xf32>
    %573 = stablehlo.add %572, %571 : tensor<8x1x1x480xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x1x1x480xf32>
    %575 = stablehlo.divide %574, %573 : tensor<8x1x1x480xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2, 3] : (tensor<8x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %577 = stablehlo.multiply %556, %576 : tensor<8x14x14x480xf32>
    %578 = stablehlo.convolution(%577, %arg101) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x480xf32>, tensor<1x1x480x80xf32>) -> tensor<8x14x14x80xf32>
    %579 = stablehlo.reshape %arg265 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %580 = stablehlo.reshape %arg266 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x1x1x80xf32>
    %582 = stablehlo.add %580, %581 : tensor<1x1x1x80xf32>
    %583 = stablehlo.rsqrt %582 : tensor<1x1x1x80xf32>
    %584 = stablehlo.reshape %arg102 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<1x1x1x80xf32>
    %586 = stablehlo.negate %579 : tensor<1x1x1x80xf32>
    %587 = stablehlo.multiply %586, %585 : tensor<1x1x1x80xf32>
    %588 = stablehlo.reshape %arg103 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %589 = stablehlo.add %587, %588 : tensor<1x1x1x80xf32>
    %590 = stablehlo.broadcast_in_dim %585, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<8x14x14x80xf32>
    %591 = stablehlo.multiply %578, %590 : tensor<8x14x14x80xf32>
    %592 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<8x14x14x80xf32>
    %593 = stablehlo.add %591, %592 : tensor<8x14x14x80xf32>
    %594 = stablehlo.add %593, %521 : tensor<8x14x14x80xf32>
    %595 = stablehlo.convolution(%594, %arg104) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x80xf32>, tensor<1x1x80x480xf32>) -> tensor<8x14x14x480xf32>
    %596 = stablehlo.reshape %arg268 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %597 = stablehlo.reshape %arg269 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %599 = stablehlo.add %597, %598 : tensor<1x1x1x480xf32>
    %600 = stablehlo.rsqrt %599 : tensor<1x1x1x480xf32>
    %601 = stablehlo.reshape %arg105 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %602 = stablehlo.multiply %600, %601 : tensor<1x1x1x480xf32>
    %603 = stablehlo.negate %596 : tensor<1x1x1x480xf32>
    %604 = stablehlo.multiply %603, %602 : tensor<1x1x1x480xf32>
    %605 = stablehlo.reshape %arg106 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %606 = stablehlo.add %604, %605 : tensor<1x1x1x480xf32>
    %607 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %608 = stablehlo.multiply %595, %607 : tensor<8x14x14x480xf32>
    %609 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %610 = stablehlo.add %608, %609 : tensor<8x14x14x480xf32>
    %611 = call @silu_13(%610) : (tensor<8x14x14x480xf32>) -> tensor<8x14x14x480xf32>
    %612 = stablehlo.reshape %arg107 : (tensor<5x5x480x1xf32>) -> tensor<5x5x1x480xf32>
    %613 = stablehlo.convolution(%611, %612) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 480 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x480xf32>, tensor<5x5x1x480xf32>) -> tensor<8x14x14x480xf32>
    %614 = stablehlo.reshape %arg270 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %615 = stablehlo.reshape %arg271 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x1x1x480xf32>
    %617 = stablehlo.add %615, %616 : tensor<1x1x1x480xf32>
    %618 = stablehlo.rsqrt %617 : tensor<1x1x1x480xf32>
    %619 = stablehlo.reshape %arg108 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %620 = stablehlo.multiply %618, %619 : tensor<1x1x1x480xf32>
    %621 = stablehlo.negate %614 : tensor<1x1x1x480xf32>
    %622 = stablehlo.multiply %621, %620 : tensor<1x1x1x480xf32>
    %623 = stablehlo.reshape %arg109 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %624 = stablehlo.add %622, %623 : tensor<1x1x1x480xf32>
    %625 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %626 = stablehlo.multiply %613, %625 : tensor<8x14x14x480xf32>
    %627 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %628 = stablehlo.add %626, %627 : tensor<8x14x14x480xf32>
    %629 = call @silu_13(%628) : (tensor<8x14x14x480xf32>) -> tensor<8x14x14x480xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.reduce(%629 init: %cst_65) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x14x14x480xf32>, tensor<f32>) -> tensor<8x480xf32>
    %cst_66 = stablehlo.constant dense<1.960000e+02> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x480xf32>
    %632 = stablehlo.divide %630, %631 : tensor<8x480xf32>
    %633 = stablehlo.reshape %632 : (tensor<8x480xf32>) -> tensor<8x1x1x480xf32>
    %634 = stablehlo.convolution(%633, %arg110) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x480xf32>, tensor<1x1x480x20xf32>) -> tensor<8x1x1x20xf32>
    %635 = stablehlo.reshape %arg111 : (tensor<20xf32>) -> tensor<1x1x1x20xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2, 3] : (tensor<1x1x1x20xf32>) -> tensor<8x1x1x20xf32>
    %637 = stablehlo.add %634, %636 : tensor<8x1x1x20xf32>
    %638 = call @silu_14(%637) : (tensor<8x1x1x20xf32>) -> tensor<8x1x1x20xf32>
    %639 = stablehlo.convolution(%638, %arg112) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x20xf32>, tensor<1x1x20x480xf32>) -> tensor<8x1x1x480xf32>
    %640 = stablehlo.reshape %arg113 : (tensor<480xf32>) -> tensor<1x1x1x480xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2, 3] : (tensor<1x1x1x480xf32>) -> tensor<8x1x1x480xf32>
    %642 = stablehlo.add %639, %641 : tensor<8x1x1x480xf32>
    %643 = stablehlo.negate %642 : tensor<8x1x1x480xf32>
    %644 = stablehlo.exponential %643 : tensor<8x1x1x480xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x1x1x480xf32>
    %646 = stablehlo.add %645, %644 : tensor<8x1x1x480xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x1x1x480xf32>
    %648 = stablehlo.divide %647, %646 : tensor<8x1x1x480xf32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2, 3] : (tensor<8x1x1x480xf32>) -> tensor<8x14x14x480xf32>
    %650 = stablehlo.multiply %629, %649 : tensor<8x14x14x480xf32>
    %651 = stablehlo.convolution(%650, %arg114) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x480xf32>, tensor<1x1x480x112xf32>) -> tensor<8x14x14x112xf32>
    %652 = stablehlo.reshape %arg272 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %653 = stablehlo.reshape %arg273 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x1x1x112xf32>
    %655 = stablehlo.add %653, %654 : tensor<1x1x1x112xf32>
    %656 = stablehlo.rsqrt %655 : tensor<1x1x1x112xf32>
    %657 = stablehlo.reshape %arg115 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %658 = stablehlo.multiply %656, %657 : tensor<1x1x1x112xf32>
    %659 = stablehlo.negate %652 : tensor<1x1x1x112xf32>
    %660 = stablehlo.multiply %659, %658 : tensor<1x1x1x112xf32>
    %661 = stablehlo.reshape %arg116 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %662 = stablehlo.add %660, %661 : tensor<1x1x1x112xf32>
    %663 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<8x14x14x112xf32>
    %664 = stablehlo.multiply %651, %663 : tensor<8x14x14x112xf32>
    %665 = stablehlo.broadcast_in_dim %662, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<8x14x14x112xf32>
    %666 = stablehlo.add %664, %665 : tensor<8x14x14x112xf32>
    %667 = stablehlo.convolution(%666, %arg117) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x112xf32>, tensor<1x1x112x672xf32>) -> tensor<8x14x14x672xf32>
    %668 = stablehlo.reshape %arg274 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %669 = stablehlo.reshape %arg275 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %671 = stablehlo.add %669, %670 : tensor<1x1x1x672xf32>
    %672 = stablehlo.rsqrt %671 : tensor<1x1x1x672xf32>
    %673 = stablehlo.reshape %arg118 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %674 = stablehlo.multiply %672, %673 : tensor<1x1x1x672xf32>
    %675 = stablehlo.negate %668 : tensor<1x1x1x672xf32>
    %676 = stablehlo.multiply %675, %674 : tensor<1x1x1x672xf32>
    %677 = stablehlo.reshape %arg119 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %678 = stablehlo.add %676, %677 : tensor<1x1x1x672xf32>
    %679 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %680 = stablehlo.multiply %667, %679 : tensor<8x14x14x672xf32>
    %681 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %682 = stablehlo.add %680, %681 : tensor<8x14x14x672xf32>
    %683 = call @silu_15(%682) : (tensor<8x14x14x672xf32>) -> tensor<8x14x14x672xf32>
    %684 = stablehlo.reshape %arg120 : (tensor<5x5x672x1xf32>) -> tensor<5x5x1x672xf32>
    %685 = stablehlo.convolution(%683, %684) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 672 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x672xf32>, tensor<5x5x1x672xf32>) -> tensor<8x14x14x672xf32>
    %686 = stablehlo.reshape %arg276 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %687 = stablehlo.reshape %arg277 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %689 = stablehlo.add %687, %688 : tensor<1x1x1x672xf32>
    %690 = stablehlo.rsqrt %689 : tensor<1x1x1x672xf32>
    %691 = stablehlo.reshape %arg121 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %692 = stablehlo.multiply %690, %691 : tensor<1x1x1x672xf32>
    %693 = stablehlo.negate %686 : tensor<1x1x1x672xf32>
    %694 = stablehlo.multiply %693, %692 : tensor<1x1x1x672xf32>
    %695 = stablehlo.reshape %arg122 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %696 = stablehlo.add %694, %695 : tensor<1x1x1x672xf32>
    %697 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %698 = stablehlo.multiply %685, %697 : tensor<8x14x14x672xf32>
    %699 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %700 = stablehlo.add %698, %699 : tensor<8x14x14x672xf32>
    %701 = call @silu_15(%700) : (tensor<8x14x14x672xf32>) -> tensor<8x14x14x672xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.reduce(%701 init: %cst_72) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x14x14x672xf32>, tensor<f32>) -> tensor<8x672xf32>
    %cst_73 = stablehlo.constant dense<1.960000e+02> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x672xf32>
    %704 = stablehlo.divide %702, %703 : tensor<8x672xf32>
    %705 = stablehlo.reshape %704 : (tensor<8x672xf32>) -> tensor<8x1x1x672xf32>
    %706 = stablehlo.convolution(%705, %arg123) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x672xf32>, tensor<1x1x672x28xf32>) -> tensor<8x1x1x28xf32>
    %707 = stablehlo.reshape %arg124 : (tensor<28xf32>) -> tensor<1x1x1x28xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2, 3] : (tensor<1x1x1x28xf32>) -> tensor<8x1x1x28xf32>
    %709 = stablehlo.add %706, %708 : tensor<8x1x1x28xf32>
    %710 = call @silu_16(%709) : (tensor<8x1x1x28xf32>) -> tensor<8x1x1x28xf32>
    %711 = stablehlo.convolution(%710, %arg125) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x28xf32>, tensor<1x1x28x672xf32>) -> tensor<8x1x1x672xf32>
    %712 = stablehlo.reshape %arg126 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x1x1x672xf32>
    %714 = stablehlo.add %711, %713 : tensor<8x1x1x672xf32>
    %715 = stablehlo.negate %714 : tensor<8x1x1x672xf32>
    %716 = stablehlo.exponential %715 : tensor<8x1x1x672xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x1x1x672xf32>
    %718 = stablehlo.add %717, %716 : tensor<8x1x1x672xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x1x1x672xf32>
    %720 = stablehlo.divide %719, %718 : tensor<8x1x1x672xf32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0, 1, 2, 3] : (tensor<8x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %722 = stablehlo.multiply %701, %721 : tensor<8x14x14x672xf32>
    %723 = stablehlo.convolution(%722, %arg127) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x672xf32>, tensor<1x1x672x112xf32>) -> tensor<8x14x14x112xf32>
    %724 = stablehlo.reshape %arg278 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %725 = stablehlo.reshape %arg279 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x1x1x112xf32>
    %727 = stablehlo.add %725, %726 : tensor<1x1x1x112xf32>
    %728 = stablehlo.rsqrt %727 : tensor<1x1x1x112xf32>
    %729 = stablehlo.reshape %arg128 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %730 = stablehlo.multiply %728, %729 : tensor<1x1x1x112xf32>
    %731 = stablehlo.negate %724 : tensor<1x1x1x112xf32>
    %732 = stablehlo.multiply %731, %730 : tensor<1x1x1x112xf32>
    %733 = stablehlo.reshape %arg129 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %734 = stablehlo.add %732, %733 : tensor<1x1x1x112xf32>
    %735 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<8x14x14x112xf32>
    %736 = stablehlo.multiply %723, %735 : tensor<8x14x14x112xf32>
    %737 = stablehlo.broadcast_in_dim %734, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<8x14x14x112xf32>
    %738 = stablehlo.add %736, %737 : tensor<8x14x14x112xf32>
    %739 = stablehlo.add %738, %666 : tensor<8x14x14x112xf32>
    %740 = stablehlo.convolution(%739, %arg130) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x112xf32>, tensor<1x1x112x672xf32>) -> tensor<8x14x14x672xf32>
    %741 = stablehlo.reshape %arg281 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %742 = stablehlo.reshape %arg282 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %744 = stablehlo.add %742, %743 : tensor<1x1x1x672xf32>
    %745 = stablehlo.rsqrt %744 : tensor<1x1x1x672xf32>
    %746 = stablehlo.reshape %arg131 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %747 = stablehlo.multiply %745, %746 : tensor<1x1x1x672xf32>
    %748 = stablehlo.negate %741 : tensor<1x1x1x672xf32>
    %749 = stablehlo.multiply %748, %747 : tensor<1x1x1x672xf32>
    %750 = stablehlo.reshape %arg132 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %751 = stablehlo.add %749, %750 : tensor<1x1x1x672xf32>
    %752 = stablehlo.broadcast_in_dim %747, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %753 = stablehlo.multiply %740, %752 : tensor<8x14x14x672xf32>
    %754 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %755 = stablehlo.add %753, %754 : tensor<8x14x14x672xf32>
    %756 = call @silu_15(%755) : (tensor<8x14x14x672xf32>) -> tensor<8x14x14x672xf32>
    %757 = stablehlo.reshape %arg133 : (tensor<5x5x672x1xf32>) -> tensor<5x5x1x672xf32>
    %758 = stablehlo.convolution(%756, %757) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 672 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x672xf32>, tensor<5x5x1x672xf32>) -> tensor<8x14x14x672xf32>
    %759 = stablehlo.reshape %arg283 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %760 = stablehlo.reshape %arg284 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %762 = stablehlo.add %760, %761 : tensor<1x1x1x672xf32>
    %763 = stablehlo.rsqrt %762 : tensor<1x1x1x672xf32>
    %764 = stablehlo.reshape %arg134 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %765 = stablehlo.multiply %763, %764 : tensor<1x1x1x672xf32>
    %766 = stablehlo.negate %759 : tensor<1x1x1x672xf32>
    %767 = stablehlo.multiply %766, %765 : tensor<1x1x1x672xf32>
    %768 = stablehlo.reshape %arg135 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %769 = stablehlo.add %767, %768 : tensor<1x1x1x672xf32>
    %770 = stablehlo.broadcast_in_dim %765, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %771 = stablehlo.multiply %758, %770 : tensor<8x14x14x672xf32>
    %772 = stablehlo.broadcast_in_dim %769, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %773 = stablehlo.add %771, %772 : tensor<8x14x14x672xf32>
    %774 = call @silu_15(%773) : (tensor<8x14x14x672xf32>) -> tensor<8x14x14x672xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.reduce(%774 init: %cst_79) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x14x14x672xf32>, tensor<f32>) -> tensor<8x672xf32>
    %cst_80 = stablehlo.constant dense<1.960000e+02> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x672xf32>
    %777 = stablehlo.divide %775, %776 : tensor<8x672xf32>
    %778 = stablehlo.reshape %777 : (tensor<8x672xf32>) -> tensor<8x1x1x672xf32>
    %779 = stablehlo.convolution(%778, %arg136) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x672xf32>, tensor<1x1x672x28xf32>) -> tensor<8x1x1x28xf32>
    %780 = stablehlo.reshape %arg137 : (tensor<28xf32>) -> tensor<1x1x1x28xf32>
    %781 = stablehlo.broadcast_in_dim %780, dims = [0, 1, 2, 3] : (tensor<1x1x1x28xf32>) -> tensor<8x1x1x28xf32>
    %782 = stablehlo.add %779, %781 : tensor<8x1x1x28xf32>
    %783 = call @silu_16(%782) : (tensor<8x1x1x28xf32>) -> tensor<8x1x1x28xf32>
    %784 = stablehlo.convolution(%783, %arg138) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x28xf32>, tensor<1x1x28x672xf32>) -> tensor<8x1x1x672xf32>
    %785 = stablehlo.reshape %arg139 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x1x1x672xf32>
    %787 = stablehlo.add %784, %786 : tensor<8x1x1x672xf32>
    %788 = stablehlo.negate %787 : tensor<8x1x1x672xf32>
    %789 = stablehlo.exponential %788 : tensor<8x1x1x672xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x1x1x672xf32>
    %791 = stablehlo.add %790, %789 : tensor<8x1x1x672xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x1x1x672xf32>
    %793 = stablehlo.divide %792, %791 : tensor<8x1x1x672xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1, 2, 3] : (tensor<8x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %795 = stablehlo.multiply %774, %794 : tensor<8x14x14x672xf32>
    %796 = stablehlo.convolution(%795, %arg140) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x672xf32>, tensor<1x1x672x112xf32>) -> tensor<8x14x14x112xf32>
    %797 = stablehlo.reshape %arg285 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %798 = stablehlo.reshape %arg286 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x1x1x112xf32>
    %800 = stablehlo.add %798, %799 : tensor<1x1x1x112xf32>
    %801 = stablehlo.rsqrt %800 : tensor<1x1x1x112xf32>
    %802 = stablehlo.reshape %arg141 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %803 = stablehlo.multiply %801, %802 : tensor<1x1x1x112xf32>
    %804 = stablehlo.negate %797 : tensor<1x1x1x112xf32>
    %805 = stablehlo.multiply %804, %803 : tensor<1x1x1x112xf32>
    %806 = stablehlo.reshape %arg142 : (tensor<112xf32>) -> tensor<1x1x1x112xf32>
    %807 = stablehlo.add %805, %806 : tensor<1x1x1x112xf32>
    %808 = stablehlo.broadcast_in_dim %803, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<8x14x14x112xf32>
    %809 = stablehlo.multiply %796, %808 : tensor<8x14x14x112xf32>
    %810 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3] : (tensor<1x1x1x112xf32>) -> tensor<8x14x14x112xf32>
    %811 = stablehlo.add %809, %810 : tensor<8x14x14x112xf32>
    %812 = stablehlo.add %811, %739 : tensor<8x14x14x112xf32>
    %813 = stablehlo.convolution(%812, %arg143) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x112xf32>, tensor<1x1x112x672xf32>) -> tensor<8x14x14x672xf32>
    %814 = stablehlo.reshape %arg288 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %815 = stablehlo.reshape %arg289 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %817 = stablehlo.add %815, %816 : tensor<1x1x1x672xf32>
    %818 = stablehlo.rsqrt %817 : tensor<1x1x1x672xf32>
    %819 = stablehlo.reshape %arg144 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %820 = stablehlo.multiply %818, %819 : tensor<1x1x1x672xf32>
    %821 = stablehlo.negate %814 : tensor<1x1x1x672xf32>
    %822 = stablehlo.multiply %821, %820 : tensor<1x1x1x672xf32>
    %823 = stablehlo.reshape %arg145 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %824 = stablehlo.add %822, %823 : tensor<1x1x1x672xf32>
    %825 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %826 = stablehlo.multiply %813, %825 : tensor<8x14x14x672xf32>
    %827 = stablehlo.broadcast_in_dim %824, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x14x14x672xf32>
    %828 = stablehlo.add %826, %827 : tensor<8x14x14x672xf32>
    %829 = call @silu_15(%828) : (tensor<8x14x14x672xf32>) -> tensor<8x14x14x672xf32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %830 = call @_pad_17(%829, %c_85) : (tensor<8x14x14x672xf32>, tensor<i32>) -> tensor<8x17x17x672xf32>
    %831 = stablehlo.reshape %arg146 : (tensor<5x5x672x1xf32>) -> tensor<5x5x1x672xf32>
    %832 = stablehlo.convolution(%830, %831) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 672 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x17x17x672xf32>, tensor<5x5x1x672xf32>) -> tensor<8x7x7x672xf32>
    %833 = stablehlo.reshape %arg290 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %834 = stablehlo.reshape %arg291 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x1x1x672xf32>
    %836 = stablehlo.add %834, %835 : tensor<1x1x1x672xf32>
    %837 = stablehlo.rsqrt %836 : tensor<1x1x1x672xf32>
    %838 = stablehlo.reshape %arg147 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %839 = stablehlo.multiply %837, %838 : tensor<1x1x1x672xf32>
    %840 = stablehlo.negate %833 : tensor<1x1x1x672xf32>
    %841 = stablehlo.multiply %840, %839 : tensor<1x1x1x672xf32>
    %842 = stablehlo.reshape %arg148 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %843 = stablehlo.add %841, %842 : tensor<1x1x1x672xf32>
    %844 = stablehlo.broadcast_in_dim %839, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x7x7x672xf32>
    %845 = stablehlo.multiply %832, %844 : tensor<8x7x7x672xf32>
    %846 = stablehlo.broadcast_in_dim %843, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x7x7x672xf32>
    %847 = stablehlo.add %845, %846 : tensor<8x7x7x672xf32>
    %848 = call @silu_18(%847) : (tensor<8x7x7x672xf32>) -> tensor<8x7x7x672xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %849 = stablehlo.reduce(%848 init: %cst_87) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x7x7x672xf32>, tensor<f32>) -> tensor<8x672xf32>
    %cst_88 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x672xf32>
    %851 = stablehlo.divide %849, %850 : tensor<8x672xf32>
    %852 = stablehlo.reshape %851 : (tensor<8x672xf32>) -> tensor<8x1x1x672xf32>
    %853 = stablehlo.convolution(%852, %arg149) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x672xf32>, tensor<1x1x672x28xf32>) -> tensor<8x1x1x28xf32>
    %854 = stablehlo.reshape %arg150 : (tensor<28xf32>) -> tensor<1x1x1x28xf32>
    %855 = stablehlo.broadcast_in_dim %854, dims = [0, 1, 2, 3] : (tensor<1x1x1x28xf32>) -> tensor<8x1x1x28xf32>
    %856 = stablehlo.add %853, %855 : tensor<8x1x1x28xf32>
    %857 = call @silu_16(%856) : (tensor<8x1x1x28xf32>) -> tensor<8x1x1x28xf32>
    %858 = stablehlo.convolution(%857, %arg151) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x28xf32>, tensor<1x1x28x672xf32>) -> tensor<8x1x1x672xf32>
    %859 = stablehlo.reshape %arg152 : (tensor<672xf32>) -> tensor<1x1x1x672xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [0, 1, 2, 3] : (tensor<1x1x1x672xf32>) -> tensor<8x1x1x672xf32>
    %861 = stablehlo.add %858, %860 : tensor<8x1x1x672xf32>
    %862 = stablehlo.negate %861 : tensor<8x1x1x672xf32>
    %863 = stablehlo.exponential %862 : tensor<8x1x1x672xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x1x1x672xf32>
    %865 = stablehlo.add %864, %863 : tensor<8x1x1x672xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x1x1x672xf32>
    %867 = stablehlo.divide %866, %865 : tensor<8x1x1x672xf32>
    %868 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 2, 3] : (tensor<8x1x1x672xf32>) -> tensor<8x7x7x672xf32>
    %869 = stablehlo.multiply %848, %868 : tensor<8x7x7x672xf32>
    %870 = stablehlo.convolution(%869, %arg153) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x672xf32>, tensor<1x1x672x192xf32>) -> tensor<8x7x7x192xf32>
    %871 = stablehlo.reshape %arg292 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %872 = stablehlo.reshape %arg293 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %874 = stablehlo.add %872, %873 : tensor<1x1x1x192xf32>
    %875 = stablehlo.rsqrt %874 : tensor<1x1x1x192xf32>
    %876 = stablehlo.reshape %arg154 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %877 = stablehlo.multiply %875, %876 : tensor<1x1x1x192xf32>
    %878 = stablehlo.negate %871 : tensor<1x1x1x192xf32>
    %879 = stablehlo.multiply %878, %877 : tensor<1x1x1x192xf32>
    %880 = stablehlo.reshape %arg155 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %881 = stablehlo.add %879, %880 : tensor<1x1x1x192xf32>
    %882 = stablehlo.broadcast_in_dim %877, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x7x7x192xf32>
    %883 = stablehlo.multiply %870, %882 : tensor<8x7x7x192xf32>
    %884 = stablehlo.broadcast_in_dim %881, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x7x7x192xf32>
    %885 = stablehlo.add %883, %884 : tensor<8x7x7x192xf32>
    %886 = stablehlo.convolution(%885, %arg156) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<8x7x7x1152xf32>
    %887 = stablehlo.reshape %arg294 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %888 = stablehlo.reshape %arg295 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %890 = stablehlo.add %888, %889 : tensor<1x1x1x1152xf32>
    %891 = stablehlo.rsqrt %890 : tensor<1x1x1x1152xf32>
    %892 = stablehlo.reshape %arg157 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %893 = stablehlo.multiply %891, %892 : tensor<1x1x1x1152xf32>
    %894 = stablehlo.negate %887 : tensor<1x1x1x1152xf32>
    %895 = stablehlo.multiply %894, %893 : tensor<1x1x1x1152xf32>
    %896 = stablehlo.reshape %arg158 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %897 = stablehlo.add %895, %896 : tensor<1x1x1x1152xf32>
    %898 = stablehlo.broadcast_in_dim %893, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %899 = stablehlo.multiply %886, %898 : tensor<8x7x7x1152xf32>
    %900 = stablehlo.broadcast_in_dim %897, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %901 = stablehlo.add %899, %900 : tensor<8x7x7x1152xf32>
    %902 = call @silu_19(%901) : (tensor<8x7x7x1152xf32>) -> tensor<8x7x7x1152xf32>
    %903 = stablehlo.reshape %arg159 : (tensor<5x5x1152x1xf32>) -> tensor<5x5x1x1152xf32>
    %904 = stablehlo.convolution(%902, %903) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x1152xf32>, tensor<5x5x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %905 = stablehlo.reshape %arg296 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %906 = stablehlo.reshape %arg297 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %908 = stablehlo.add %906, %907 : tensor<1x1x1x1152xf32>
    %909 = stablehlo.rsqrt %908 : tensor<1x1x1x1152xf32>
    %910 = stablehlo.reshape %arg160 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %911 = stablehlo.multiply %909, %910 : tensor<1x1x1x1152xf32>
    %912 = stablehlo.negate %905 : tensor<1x1x1x1152xf32>
    %913 = stablehlo.multiply %912, %911 : tensor<1x1x1x1152xf32>
    %914 = stablehlo.reshape %arg161 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %915 = stablehlo.add %913, %914 : tensor<1x1x1x1152xf32>
    %916 = stablehlo.broadcast_in_dim %911, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %917 = stablehlo.multiply %904, %916 : tensor<8x7x7x1152xf32>
    %918 = stablehlo.broadcast_in_dim %915, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %919 = stablehlo.add %917, %918 : tensor<8x7x7x1152xf32>
    %920 = call @silu_19(%919) : (tensor<8x7x7x1152xf32>) -> tensor<8x7x7x1152xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %921 = stablehlo.reduce(%920 init: %cst_94) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x7x7x1152xf32>, tensor<f32>) -> tensor<8x1152xf32>
    %cst_95 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x1152xf32>
    %923 = stablehlo.divide %921, %922 : tensor<8x1152xf32>
    %924 = stablehlo.reshape %923 : (tensor<8x1152xf32>) -> tensor<8x1x1x1152xf32>
    %925 = stablehlo.convolution(%924, %arg162) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x1152xf32>, tensor<1x1x1152x48xf32>) -> tensor<8x1x1x48xf32>
    %926 = stablehlo.reshape %arg163 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %927 = stablehlo.broadcast_in_dim %926, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<8x1x1x48xf32>
    %928 = stablehlo.add %925, %927 : tensor<8x1x1x48xf32>
    %929 = call @silu_20(%928) : (tensor<8x1x1x48xf32>) -> tensor<8x1x1x48xf32>
    %930 = stablehlo.convolution(%929, %arg164) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x48xf32>, tensor<1x1x48x1152xf32>) -> tensor<8x1x1x1152xf32>
    %931 = stablehlo.reshape %arg165 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %932 = stablehlo.broadcast_in_dim %931, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x1x1x1152xf32>
    %933 = stablehlo.add %930, %932 : tensor<8x1x1x1152xf32>
    %934 = stablehlo.negate %933 : tensor<8x1x1x1152xf32>
    %935 = stablehlo.exponential %934 : tensor<8x1x1x1152xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x1x1x1152xf32>
    %937 = stablehlo.add %936, %935 : tensor<8x1x1x1152xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x1x1x1152xf32>
    %939 = stablehlo.divide %938, %937 : tensor<8x1x1x1152xf32>
    %940 = stablehlo.broadcast_in_dim %939, dims = [0, 1, 2, 3] : (tensor<8x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %941 = stablehlo.multiply %920, %940 : tensor<8x7x7x1152xf32>
    %942 = stablehlo.convolution(%941, %arg166) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x1152xf32>, tensor<1x1x1152x192xf32>) -> tensor<8x7x7x192xf32>
    %943 = stablehlo.reshape %arg298 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %944 = stablehlo.reshape %arg299 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %946 = stablehlo.add %944, %945 : tensor<1x1x1x192xf32>
    %947 = stablehlo.rsqrt %946 : tensor<1x1x1x192xf32>
    %948 = stablehlo.reshape %arg167 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %949 = stablehlo.multiply %947, %948 : tensor<1x1x1x192xf32>
    %950 = stablehlo.negate %943 : tensor<1x1x1x192xf32>
    %951 = stablehlo.multiply %950, %949 : tensor<1x1x1x192xf32>
    %952 = stablehlo.reshape %arg168 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %953 = stablehlo.add %951, %952 : tensor<1x1x1x192xf32>
    %954 = stablehlo.broadcast_in_dim %949, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x7x7x192xf32>
    %955 = stablehlo.multiply %942, %954 : tensor<8x7x7x192xf32>
    %956 = stablehlo.broadcast_in_dim %953, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x7x7x192xf32>
    %957 = stablehlo.add %955, %956 : tensor<8x7x7x192xf32>
    %958 = stablehlo.add %957, %885 : tensor<8x7x7x192xf32>
    %959 = stablehlo.convolution(%958, %arg169) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<8x7x7x1152xf32>
    %960 = stablehlo.reshape %arg301 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %961 = stablehlo.reshape %arg302 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %963 = stablehlo.add %961, %962 : tensor<1x1x1x1152xf32>
    %964 = stablehlo.rsqrt %963 : tensor<1x1x1x1152xf32>
    %965 = stablehlo.reshape %arg170 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %966 = stablehlo.multiply %964, %965 : tensor<1x1x1x1152xf32>
    %967 = stablehlo.negate %960 : tensor<1x1x1x1152xf32>
    %968 = stablehlo.multiply %967, %966 : tensor<1x1x1x1152xf32>
    %969 = stablehlo.reshape %arg171 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %970 = stablehlo.add %968, %969 : tensor<1x1x1x1152xf32>
    %971 = stablehlo.broadcast_in_dim %966, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %972 = stablehlo.multiply %959, %971 : tensor<8x7x7x1152xf32>
    %973 = stablehlo.broadcast_in_dim %970, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %974 = stablehlo.add %972, %973 : tensor<8x7x7x1152xf32>
    %975 = call @silu_19(%974) : (tensor<8x7x7x1152xf32>) -> tensor<8x7x7x1152xf32>
    %976 = stablehlo.reshape %arg172 : (tensor<5x5x1152x1xf32>) -> tensor<5x5x1x1152xf32>
    %977 = stablehlo.convolution(%975, %976) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x1152xf32>, tensor<5x5x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %978 = stablehlo.reshape %arg303 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %979 = stablehlo.reshape %arg304 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %981 = stablehlo.add %979, %980 : tensor<1x1x1x1152xf32>
    %982 = stablehlo.rsqrt %981 : tensor<1x1x1x1152xf32>
    %983 = stablehlo.reshape %arg173 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %984 = stablehlo.multiply %982, %983 : tensor<1x1x1x1152xf32>
    %985 = stablehlo.negate %978 : tensor<1x1x1x1152xf32>
    %986 = stablehlo.multiply %985, %984 : tensor<1x1x1x1152xf32>
    %987 = stablehlo.reshape %arg174 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %988 = stablehlo.add %986, %987 : tensor<1x1x1x1152xf32>
    %989 = stablehlo.broadcast_in_dim %984, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %990 = stablehlo.multiply %977, %989 : tensor<8x7x7x1152xf32>
    %991 = stablehlo.broadcast_in_dim %988, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %992 = stablehlo.add %990, %991 : tensor<8x7x7x1152xf32>
    %993 = call @silu_19(%992) : (tensor<8x7x7x1152xf32>) -> tensor<8x7x7x1152xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %994 = stablehlo.reduce(%993 init: %cst_101) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x7x7x1152xf32>, tensor<f32>) -> tensor<8x1152xf32>
    %cst_102 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x1152xf32>
    %996 = stablehlo.divide %994, %995 : tensor<8x1152xf32>
    %997 = stablehlo.reshape %996 : (tensor<8x1152xf32>) -> tensor<8x1x1x1152xf32>
    %998 = stablehlo.convolution(%997, %arg175) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x1152xf32>, tensor<1x1x1152x48xf32>) -> tensor<8x1x1x48xf32>
    %999 = stablehlo.reshape %arg176 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<8x1x1x48xf32>
    %1001 = stablehlo.add %998, %1000 : tensor<8x1x1x48xf32>
    %1002 = call @silu_20(%1001) : (tensor<8x1x1x48xf32>) -> tensor<8x1x1x48xf32>
    %1003 = stablehlo.convolution(%1002, %arg177) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x48xf32>, tensor<1x1x48x1152xf32>) -> tensor<8x1x1x1152xf32>
    %1004 = stablehlo.reshape %arg178 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x1x1x1152xf32>
    %1006 = stablehlo.add %1003, %1005 : tensor<8x1x1x1152xf32>
    %1007 = stablehlo.negate %1006 : tensor<8x1x1x1152xf32>
    %1008 = stablehlo.exponential %1007 : tensor<8x1x1x1152xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x1x1x1152xf32>
    %1010 = stablehlo.add %1009, %1008 : tensor<8x1x1x1152xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x1x1x1152xf32>
    %1012 = stablehlo.divide %1011, %1010 : tensor<8x1x1x1152xf32>
    %1013 = stablehlo.broadcast_in_dim %1012, dims = [0, 1, 2, 3] : (tensor<8x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1014 = stablehlo.multiply %993, %1013 : tensor<8x7x7x1152xf32>
    %1015 = stablehlo.convolution(%1014, %arg179) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x1152xf32>, tensor<1x1x1152x192xf32>) -> tensor<8x7x7x192xf32>
    %1016 = stablehlo.reshape %arg305 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %1017 = stablehlo.reshape %arg306 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %1019 = stablehlo.add %1017, %1018 : tensor<1x1x1x192xf32>
    %1020 = stablehlo.rsqrt %1019 : tensor<1x1x1x192xf32>
    %1021 = stablehlo.reshape %arg180 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %1022 = stablehlo.multiply %1020, %1021 : tensor<1x1x1x192xf32>
    %1023 = stablehlo.negate %1016 : tensor<1x1x1x192xf32>
    %1024 = stablehlo.multiply %1023, %1022 : tensor<1x1x1x192xf32>
    %1025 = stablehlo.reshape %arg181 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %1026 = stablehlo.add %1024, %1025 : tensor<1x1x1x192xf32>
    %1027 = stablehlo.broadcast_in_dim %1022, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x7x7x192xf32>
    %1028 = stablehlo.multiply %1015, %1027 : tensor<8x7x7x192xf32>
    %1029 = stablehlo.broadcast_in_dim %1026, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x7x7x192xf32>
    %1030 = stablehlo.add %1028, %1029 : tensor<8x7x7x192xf32>
    %1031 = stablehlo.add %1030, %958 : tensor<8x7x7x192xf32>
    %1032 = stablehlo.convolution(%1031, %arg182) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1033 = stablehlo.reshape %arg308 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1034 = stablehlo.reshape %arg309 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1036 = stablehlo.add %1034, %1035 : tensor<1x1x1x1152xf32>
    %1037 = stablehlo.rsqrt %1036 : tensor<1x1x1x1152xf32>
    %1038 = stablehlo.reshape %arg183 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1039 = stablehlo.multiply %1037, %1038 : tensor<1x1x1x1152xf32>
    %1040 = stablehlo.negate %1033 : tensor<1x1x1x1152xf32>
    %1041 = stablehlo.multiply %1040, %1039 : tensor<1x1x1x1152xf32>
    %1042 = stablehlo.reshape %arg184 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1043 = stablehlo.add %1041, %1042 : tensor<1x1x1x1152xf32>
    %1044 = stablehlo.broadcast_in_dim %1039, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1045 = stablehlo.multiply %1032, %1044 : tensor<8x7x7x1152xf32>
    %1046 = stablehlo.broadcast_in_dim %1043, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1047 = stablehlo.add %1045, %1046 : tensor<8x7x7x1152xf32>
    %1048 = call @silu_19(%1047) : (tensor<8x7x7x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1049 = stablehlo.reshape %arg185 : (tensor<5x5x1152x1xf32>) -> tensor<5x5x1x1152xf32>
    %1050 = stablehlo.convolution(%1048, %1049) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x1152xf32>, tensor<5x5x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1051 = stablehlo.reshape %arg310 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1052 = stablehlo.reshape %arg311 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1054 = stablehlo.add %1052, %1053 : tensor<1x1x1x1152xf32>
    %1055 = stablehlo.rsqrt %1054 : tensor<1x1x1x1152xf32>
    %1056 = stablehlo.reshape %arg186 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1057 = stablehlo.multiply %1055, %1056 : tensor<1x1x1x1152xf32>
    %1058 = stablehlo.negate %1051 : tensor<1x1x1x1152xf32>
    %1059 = stablehlo.multiply %1058, %1057 : tensor<1x1x1x1152xf32>
    %1060 = stablehlo.reshape %arg187 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1061 = stablehlo.add %1059, %1060 : tensor<1x1x1x1152xf32>
    %1062 = stablehlo.broadcast_in_dim %1057, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1063 = stablehlo.multiply %1050, %1062 : tensor<8x7x7x1152xf32>
    %1064 = stablehlo.broadcast_in_dim %1061, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1065 = stablehlo.add %1063, %1064 : tensor<8x7x7x1152xf32>
    %1066 = call @silu_19(%1065) : (tensor<8x7x7x1152xf32>) -> tensor<8x7x7x1152xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1067 = stablehlo.reduce(%1066 init: %cst_108) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x7x7x1152xf32>, tensor<f32>) -> tensor<8x1152xf32>
    %cst_109 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x1152xf32>
    %1069 = stablehlo.divide %1067, %1068 : tensor<8x1152xf32>
    %1070 = stablehlo.reshape %1069 : (tensor<8x1152xf32>) -> tensor<8x1x1x1152xf32>
    %1071 = stablehlo.convolution(%1070, %arg188) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x1152xf32>, tensor<1x1x1152x48xf32>) -> tensor<8x1x1x48xf32>
    %1072 = stablehlo.reshape %arg189 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %1073 = stablehlo.broadcast_in_dim %1072, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<8x1x1x48xf32>
    %1074 = stablehlo.add %1071, %1073 : tensor<8x1x1x48xf32>
    %1075 = call @silu_20(%1074) : (tensor<8x1x1x48xf32>) -> tensor<8x1x1x48xf32>
    %1076 = stablehlo.convolution(%1075, %arg190) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x48xf32>, tensor<1x1x48x1152xf32>) -> tensor<8x1x1x1152xf32>
    %1077 = stablehlo.reshape %arg191 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x1x1x1152xf32>
    %1079 = stablehlo.add %1076, %1078 : tensor<8x1x1x1152xf32>
    %1080 = stablehlo.negate %1079 : tensor<8x1x1x1152xf32>
    %1081 = stablehlo.exponential %1080 : tensor<8x1x1x1152xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x1x1x1152xf32>
    %1083 = stablehlo.add %1082, %1081 : tensor<8x1x1x1152xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x1x1x1152xf32>
    %1085 = stablehlo.divide %1084, %1083 : tensor<8x1x1x1152xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1, 2, 3] : (tensor<8x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1087 = stablehlo.multiply %1066, %1086 : tensor<8x7x7x1152xf32>
    %1088 = stablehlo.convolution(%1087, %arg192) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x1152xf32>, tensor<1x1x1152x192xf32>) -> tensor<8x7x7x192xf32>
    %1089 = stablehlo.reshape %arg312 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %1090 = stablehlo.reshape %arg313 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x1x1x192xf32>
    %1092 = stablehlo.add %1090, %1091 : tensor<1x1x1x192xf32>
    %1093 = stablehlo.rsqrt %1092 : tensor<1x1x1x192xf32>
    %1094 = stablehlo.reshape %arg193 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %1095 = stablehlo.multiply %1093, %1094 : tensor<1x1x1x192xf32>
    %1096 = stablehlo.negate %1089 : tensor<1x1x1x192xf32>
    %1097 = stablehlo.multiply %1096, %1095 : tensor<1x1x1x192xf32>
    %1098 = stablehlo.reshape %arg194 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %1099 = stablehlo.add %1097, %1098 : tensor<1x1x1x192xf32>
    %1100 = stablehlo.broadcast_in_dim %1095, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x7x7x192xf32>
    %1101 = stablehlo.multiply %1088, %1100 : tensor<8x7x7x192xf32>
    %1102 = stablehlo.broadcast_in_dim %1099, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<8x7x7x192xf32>
    %1103 = stablehlo.add %1101, %1102 : tensor<8x7x7x192xf32>
    %1104 = stablehlo.add %1103, %1031 : tensor<8x7x7x192xf32>
    %1105 = stablehlo.convolution(%1104, %arg195) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x192xf32>, tensor<1x1x192x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1106 = stablehlo.reshape %arg315 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1107 = stablehlo.reshape %arg316 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1109 = stablehlo.add %1107, %1108 : tensor<1x1x1x1152xf32>
    %1110 = stablehlo.rsqrt %1109 : tensor<1x1x1x1152xf32>
    %1111 = stablehlo.reshape %arg196 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1112 = stablehlo.multiply %1110, %1111 : tensor<1x1x1x1152xf32>
    %1113 = stablehlo.negate %1106 : tensor<1x1x1x1152xf32>
    %1114 = stablehlo.multiply %1113, %1112 : tensor<1x1x1x1152xf32>
    %1115 = stablehlo.reshape %arg197 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1116 = stablehlo.add %1114, %1115 : tensor<1x1x1x1152xf32>
    %1117 = stablehlo.broadcast_in_dim %1112, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1118 = stablehlo.multiply %1105, %1117 : tensor<8x7x7x1152xf32>
    %1119 = stablehlo.broadcast_in_dim %1116, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1120 = stablehlo.add %1118, %1119 : tensor<8x7x7x1152xf32>
    %1121 = call @silu_19(%1120) : (tensor<8x7x7x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1122 = stablehlo.reshape %arg198 : (tensor<3x3x1152x1xf32>) -> tensor<3x3x1x1152xf32>
    %1123 = stablehlo.convolution(%1121, %1122) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x1152xf32>, tensor<3x3x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1124 = stablehlo.reshape %arg317 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1125 = stablehlo.reshape %arg318 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x1x1x1152xf32>
    %1127 = stablehlo.add %1125, %1126 : tensor<1x1x1x1152xf32>
    %1128 = stablehlo.rsqrt %1127 : tensor<1x1x1x1152xf32>
    %1129 = stablehlo.reshape %arg199 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1130 = stablehlo.multiply %1128, %1129 : tensor<1x1x1x1152xf32>
    %1131 = stablehlo.negate %1124 : tensor<1x1x1x1152xf32>
    %1132 = stablehlo.multiply %1131, %1130 : tensor<1x1x1x1152xf32>
    %1133 = stablehlo.reshape %arg200 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1134 = stablehlo.add %1132, %1133 : tensor<1x1x1x1152xf32>
    %1135 = stablehlo.broadcast_in_dim %1130, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1136 = stablehlo.multiply %1123, %1135 : tensor<8x7x7x1152xf32>
    %1137 = stablehlo.broadcast_in_dim %1134, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1138 = stablehlo.add %1136, %1137 : tensor<8x7x7x1152xf32>
    %1139 = call @silu_19(%1138) : (tensor<8x7x7x1152xf32>) -> tensor<8x7x7x1152xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_115) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x7x7x1152xf32>, tensor<f32>) -> tensor<8x1152xf32>
    %cst_116 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x1152xf32>
    %1142 = stablehlo.divide %1140, %1141 : tensor<8x1152xf32>
    %1143 = stablehlo.reshape %1142 : (tensor<8x1152xf32>) -> tensor<8x1x1x1152xf32>
    %1144 = stablehlo.convolution(%1143, %arg201) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x1152xf32>, tensor<1x1x1152x48xf32>) -> tensor<8x1x1x48xf32>
    %1145 = stablehlo.reshape %arg202 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %1146 = stablehlo.broadcast_in_dim %1145, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<8x1x1x48xf32>
    %1147 = stablehlo.add %1144, %1146 : tensor<8x1x1x48xf32>
    %1148 = call @silu_20(%1147) : (tensor<8x1x1x48xf32>) -> tensor<8x1x1x48xf32>
    %1149 = stablehlo.convolution(%1148, %arg203) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x48xf32>, tensor<1x1x48x1152xf32>) -> tensor<8x1x1x1152xf32>
    %1150 = stablehlo.reshape %arg204 : (tensor<1152xf32>) -> tensor<1x1x1x1152xf32>
    %1151 = stablehlo.broadcast_in_dim %1150, dims = [0, 1, 2, 3] : (tensor<1x1x1x1152xf32>) -> tensor<8x1x1x1152xf32>
    %1152 = stablehlo.add %1149, %1151 : tensor<8x1x1x1152xf32>
    %1153 = stablehlo.negate %1152 : tensor<8x1x1x1152xf32>
    %1154 = stablehlo.exponential %1153 : tensor<8x1x1x1152xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x1x1x1152xf32>
    %1156 = stablehlo.add %1155, %1154 : tensor<8x1x1x1152xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x1x1x1152xf32>
    %1158 = stablehlo.divide %1157, %1156 : tensor<8x1x1x1152xf32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [0, 1, 2, 3] : (tensor<8x1x1x1152xf32>) -> tensor<8x7x7x1152xf32>
    %1160 = stablehlo.multiply %1139, %1159 : tensor<8x7x7x1152xf32>
    %1161 = stablehlo.convolution(%1160, %arg205) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x1152xf32>, tensor<1x1x1152x320xf32>) -> tensor<8x7x7x320xf32>
    %1162 = stablehlo.reshape %arg319 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %1163 = stablehlo.reshape %arg320 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x1x1x320xf32>
    %1165 = stablehlo.add %1163, %1164 : tensor<1x1x1x320xf32>
    %1166 = stablehlo.rsqrt %1165 : tensor<1x1x1x320xf32>
    %1167 = stablehlo.reshape %arg206 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %1168 = stablehlo.multiply %1166, %1167 : tensor<1x1x1x320xf32>
    %1169 = stablehlo.negate %1162 : tensor<1x1x1x320xf32>
    %1170 = stablehlo.multiply %1169, %1168 : tensor<1x1x1x320xf32>
    %1171 = stablehlo.reshape %arg207 : (tensor<320xf32>) -> tensor<1x1x1x320xf32>
    %1172 = stablehlo.add %1170, %1171 : tensor<1x1x1x320xf32>
    %1173 = stablehlo.broadcast_in_dim %1168, dims = [0, 1, 2, 3] : (tensor<1x1x1x320xf32>) -> tensor<8x7x7x320xf32>
    %1174 = stablehlo.multiply %1161, %1173 : tensor<8x7x7x320xf32>
    %1175 = stablehlo.broadcast_in_dim %1172, dims = [0, 1, 2, 3] : (tensor<1x1x1x320xf32>) -> tensor<8x7x7x320xf32>
    %1176 = stablehlo.add %1174, %1175 : tensor<8x7x7x320xf32>
    %1177 = stablehlo.convolution(%1176, %arg208) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x320xf32>, tensor<1x1x320x1280xf32>) -> tensor<8x7x7x1280xf32>
    %1178 = stablehlo.reshape %arg321 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %1179 = stablehlo.reshape %arg322 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x1x1x1280xf32>
    %1181 = stablehlo.add %1179, %1180 : tensor<1x1x1x1280xf32>
    %1182 = stablehlo.rsqrt %1181 : tensor<1x1x1x1280xf32>
    %1183 = stablehlo.reshape %arg209 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %1184 = stablehlo.multiply %1182, %1183 : tensor<1x1x1x1280xf32>
    %1185 = stablehlo.negate %1178 : tensor<1x1x1x1280xf32>
    %1186 = stablehlo.multiply %1185, %1184 : tensor<1x1x1x1280xf32>
    %1187 = stablehlo.reshape %arg210 : (tensor<1280xf32>) -> tensor<1x1x1x1280xf32>
    %1188 = stablehlo.add %1186, %1187 : tensor<1x1x1x1280xf32>
    %1189 = stablehlo.broadcast_in_dim %1184, dims = [0, 1, 2, 3] : (tensor<1x1x1x1280xf32>) -> tensor<8x7x7x1280xf32>
    %1190 = stablehlo.multiply %1177, %1189 : tensor<8x7x7x1280xf32>
    %1191 = stablehlo.broadcast_in_dim %1188, dims = [0, 1, 2, 3] : (tensor<1x1x1x1280xf32>) -> tensor<8x7x7x1280xf32>
    %1192 = stablehlo.add %1190, %1191 : tensor<8x7x7x1280xf32>
    %1193 = call @silu_21(%1192) : (tensor<8x7x7x1280xf32>) -> tensor<8x7x7x1280xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1194 = stablehlo.reduce(%1193 init: %cst_121) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x7x7x1280xf32>, tensor<f32>) -> tensor<8x1280xf32>
    %cst_122 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x1280xf32>
    %1196 = stablehlo.divide %1194, %1195 : tensor<8x1280xf32>
    %1197 = stablehlo.dot_general %1196, %arg211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1280xf32>, tensor<1280x1000xf32>) -> tensor<8x1000xf32>
    %1198 = stablehlo.broadcast_in_dim %arg212, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %1199 = stablehlo.broadcast_in_dim %1198, dims = [0, 1] : (tensor<1x1000xf32>) -> tensor<8x1000xf32>
    %1200 = stablehlo.add %1197, %1199 : tensor<8x1000xf32>
    %cst_123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1201 = stablehlo.reduce(%1200 init: %cst_123) applies stablehlo.maximum across dimensions = [1] : (tensor<8x1000xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_124 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1202 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1203 = stablehlo.maximum %1202, %1201 : tensor<8xf32>
    %1204 = stablehlo.broadcast_in_dim %1203, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %1205 = stablehlo.broadcast_in_dim %1204, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1000xf32>
    %1206 = stablehlo.subtract %1200, %1205 : tensor<8x1000xf32>
    %1207 = stablehlo.exponential %1206 : tensor<8x1000xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1208 = stablehlo.reduce(%1207 init: %cst_125) applies stablehlo.add across dimensions = [1] : (tensor<8x1000xf32>, tensor<f32>) -> tensor<8xf32>
    %1209 = stablehlo.broadcast_in_dim %1208, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %1210 = stablehlo.broadcast_in_dim %1209, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1000xf32>
    %1211 = stablehlo.divide %1207, %1210 : tensor<8x1000xf32>
    return %1211 : tensor<8x1000xf32>
  }
  func.func private @_pad(%arg0: tensor<8x224x224x3xf32>, %arg1: tensor<i32>) -> tensor<8x225x225x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x224x224x3xf32>, tensor<f32>) -> tensor<8x225x225x3xf32>
    return %1 : tensor<8x225x225x3xf32>
  }
  func.func private @silu(%arg0: tensor<8x112x112x32xf32>) -> tensor<8x112x112x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x112x112x32xf32>
    %1 = stablehlo.exponential %0 : tensor<8x112x112x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x112x112x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x112x112x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x112x112x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x112x112x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x112x112x32xf32>
    return %6 : tensor<8x112x112x32xf32>
  }
  func.func private @silu_0(%arg0: tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x1x8xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x1x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x1x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x1x8xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x1x8xf32>
    return %6 : tensor<8x1x1x8xf32>
  }
  func.func private @silu_1(%arg0: tensor<8x112x112x96xf32>) -> tensor<8x112x112x96xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x112x112x96xf32>
    %1 = stablehlo.exponential %0 : tensor<8x112x112x96xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x112x112x96xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x112x112x96xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x112x112x96xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x112x112x96xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x112x112x96xf32>
    return %6 : tensor<8x112x112x96xf32>
  }
  func.func private @_pad_2(%arg0: tensor<8x112x112x96xf32>, %arg1: tensor<i32>) -> tensor<8x113x113x96xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x112x112x96xf32>, tensor<f32>) -> tensor<8x113x113x96xf32>
    return %1 : tensor<8x113x113x96xf32>
  }
  func.func private @silu_3(%arg0: tensor<8x56x56x96xf32>) -> tensor<8x56x56x96xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x56x56x96xf32>
    %1 = stablehlo.exponential %0 : tensor<8x56x56x96xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x56x56x96xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x56x56x96xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x56x56x96xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x56x56x96xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x56x56x96xf32>
    return %6 : tensor<8x56x56x96xf32>
  }
  func.func private @silu_4(%arg0: tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x1x4xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x1x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x1x4xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x1x4xf32>
    return %6 : tensor<8x1x1x4xf32>
  }
  func.func private @silu_5(%arg0: tensor<8x56x56x144xf32>) -> tensor<8x56x56x144xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x56x56x144xf32>
    %1 = stablehlo.exponential %0 : tensor<8x56x56x144xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x56x56x144xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x56x56x144xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x56x56x144xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x56x56x144xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x56x56x144xf32>
    return %6 : tensor<8x56x56x144xf32>
  }
  func.func private @silu_6(%arg0: tensor<8x1x1x6xf32>) -> tensor<8x1x1x6xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x1x6xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x1x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x6xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x1x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x6xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x1x6xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x1x6xf32>
    return %6 : tensor<8x1x1x6xf32>
  }
  func.func private @_pad_7(%arg0: tensor<8x56x56x144xf32>, %arg1: tensor<i32>) -> tensor<8x59x59x144xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 2, 2, 0], interior = [0, 0, 0, 0] : (tensor<8x56x56x144xf32>, tensor<f32>) -> tensor<8x59x59x144xf32>
    return %1 : tensor<8x59x59x144xf32>
  }
  func.func private @silu_8(%arg0: tensor<8x28x28x144xf32>) -> tensor<8x28x28x144xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x28x28x144xf32>
    %1 = stablehlo.exponential %0 : tensor<8x28x28x144xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x28x28x144xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x28x28x144xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x28x28x144xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x28x28x144xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x28x28x144xf32>
    return %6 : tensor<8x28x28x144xf32>
  }
  func.func private @silu_9(%arg0: tensor<8x28x28x240xf32>) -> tensor<8x28x28x240xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x28x28x240xf32>
    %1 = stablehlo.exponential %0 : tensor<8x28x28x240xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x28x28x240xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x28x28x240xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x28x28x240xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x28x28x240xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x28x28x240xf32>
    return %6 : tensor<8x28x28x240xf32>
  }
  func.func private @silu_10(%arg0: tensor<8x1x1x10xf32>) -> tensor<8x1x1x10xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x1x10xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x1x10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x10xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x1x10xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x10xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x1x10xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x1x10xf32>
    return %6 : tensor<8x1x1x10xf32>
  }
  func.func private @_pad_11(%arg0: tensor<8x28x28x240xf32>, %arg1: tensor<i32>) -> tensor<8x29x29x240xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x28x28x240xf32>, tensor<f32>) -> tensor<8x29x29x240xf32>
    return %1 : tensor<8x29x29x240xf32>
  }
  func.func private @silu_12(%arg0: tensor<8x14x14x240xf32>) -> tensor<8x14x14x240xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x14x14x240xf32>
    %1 = stablehlo.exponential %0 : tensor<8x14x14x240xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x14x14x240xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x14x14x240xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x14x14x240xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x14x14x240xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x14x14x240xf32>
    return %6 : tensor<8x14x14x240xf32>
  }
  func.func private @silu_13(%arg0: tensor<8x14x14x480xf32>) -> tensor<8x14x14x480xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x14x14x480xf32>
    %1 = stablehlo.exponential %0 : tensor<8x14x14x480xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x14x14x480xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x14x14x480xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x14x14x480xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x14x14x480xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x14x14x480xf32>
    return %6 : tensor<8x14x14x480xf32>
  }
  func.func private @silu_14(%arg0: tensor<8x1x1x20xf32>) -> tensor<8x1x1x20xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x1x20xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x1x20xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x20xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x1x20xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x20xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x1x20xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x1x20xf32>
    return %6 : tensor<8x1x1x20xf32>
  }
  func.func private @silu_15(%arg0: tensor<8x14x14x672xf32>) -> tensor<8x14x14x672xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x14x14x672xf32>
    %1 = stablehlo.exponential %0 : tensor<8x14x14x672xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x14x14x672xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x14x14x672xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x14x14x672xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x14x14x672xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x14x14x672xf32>
    return %6 : tensor<8x14x14x672xf32>
  }
  func.func private @silu_16(%arg0: tensor<8x1x1x28xf32>) -> tensor<8x1x1x28xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x1x28xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x1x28xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x28xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x1x28xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x28xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x1x28xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x1x28xf32>
    return %6 : tensor<8x1x1x28xf32>
  }
  func.func private @_pad_17(%arg0: tensor<8x14x14x672xf32>, %arg1: tensor<i32>) -> tensor<8x17x17x672xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 2, 2, 0], interior = [0, 0, 0, 0] : (tensor<8x14x14x672xf32>, tensor<f32>) -> tensor<8x17x17x672xf32>
    return %1 : tensor<8x17x17x672xf32>
  }
  func.func private @silu_18(%arg0: tensor<8x7x7x672xf32>) -> tensor<8x7x7x672xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x7x7x672xf32>
    %1 = stablehlo.exponential %0 : tensor<8x7x7x672xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x7x7x672xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x7x7x672xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x7x7x672xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x7x7x672xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x7x7x672xf32>
    return %6 : tensor<8x7x7x672xf32>
  }
  func.func private @silu_19(%arg0: tensor<8x7x7x1152xf32>) -> tensor<8x7x7x1152xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x7x7x1152xf32>
    %1 = stablehlo.exponential %0 : tensor<8x7x7x1152xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x7x7x1152xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x7x7x1152xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x7x7x1152xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x7x7x1152xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x7x7x1152xf32>
    return %6 : tensor<8x7x7x1152xf32>
  }
  func.func private @silu_20(%arg0: tensor<8x1x1x48xf32>) -> tensor<8x1x1x48xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x1x48xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x1x48xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x48xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x1x48xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x48xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x1x48xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x1x48xf32>
    return %6 : tensor<8x1x1x48xf32>
  }
  func.func private @silu_21(%arg0: tensor<8x7x7x1280xf32>) -> tensor<8x7x7x1280xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x7x7x1280xf32>
    %1 = stablehlo.exponential %0 : tensor<8x7x7x1280xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x7x7x1280xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x7x7x1280xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x7x7x1280xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x7x7x1280xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x7x7x1280xf32>
    return %6 : tensor<8x7x7x1280xf32>
  }
}
