# sha512_implCompressMB [default] 
# Made by stubforge 0.1.0 from kernels/sha2.py:sha2.
# Needs: rv64gc_v_zvkb_zvknha_zvknhb
# Registers, as the C++ names them: s1 = kaddr11, wk_slot6; a0 = buf; a1 = state; a2 = ofs;
#   a3 = limit; a4 = kaddr7, wk_slot2; a5 = kaddr8, wk_slot3; a6 = kaddr9, wk_slot4;
#   a7 = kaddr10, wk_slot5; s2 = kaddr12, wk_slot7; s3 = kaddr13, wk_slot8; s4 = kaddr14, wk_slot9;
#   s5 = kaddr15, wk_slot10; s6 = kaddr16, wk_slot11; s7 = kaddr17, wk_slot12;
#   s8 = kaddr18, wk_slot13; s9 = kaddr19, wk_slot14; s10 = wk_slot15; s11 = last_group; t3 = ptr;
#   t4 = ktab; t5 = kaddr6, wk_slot1; v1 = vabef2; v2-v3 = vabef; v2 = vcdgh2; v3 = vhash02;
#   v4-v5 = vcdgh; v4 = vhash12; v5 = vwk2; v6-v7 = vhash0;
#   v6-v9 = vw_group2_m1[], vw_group4_m1[], vw_one_m1[]; v8-v9 = vhash1; v10 = vidx;
#   v10-v29 = vk_one_m1[]; v10-v11 = vwk; v11-v30 = vk_group2_m1[], vk_group4_m1[]; v12-v19 = vw[];
#   v20-v31 = vk[]; v30-v31 = vmidx_one_m1[]; v31 = vkeep_group2_m1, vkeep_group4_m1
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvknha, +zvknhb
	.text
	.p2align 3
	.globl stubforge_sha512_implCompressMB
	.type stubforge_sha512_implCompressMB, @function
stubforge_sha512_implCompressMB:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# push_reg s1, s2-s11
	addi sp, sp, -96
	sd s1, 8(sp)
	sd s2, 16(sp)
	sd s3, 24(sp)
	sd s4, 32(sp)
	sd s5, 40(sp)
	sd s6, 48(sp)
	sd s7, 56(sp)
	sd s8, 64(sp)
	sd s9, 72(sp)
	sd s10, 80(sp)
	sd s11, 88(sp)
	addi sp, sp, -1024
	addi sp, sp, -1024
	sub a3, a3, a2
	add a3, a3, a0	# buf of the last block
	sub a2, a0, a2	# the final ofs is buf minus this
	vsetvli t3, zero, e64, m1, ta, ma	# VLMAX at e<w>, m1: how many element groups a register holds
	addi t4, t3, -16
	bge t4, zero, .L_sha2_group4_m1_vlmax16
	addi t4, t3, -8
	bge t4, zero, .L_sha2_group2_m1_vlmax8
	addi t4, t3, -4
	bge t4, zero, .L_sha2_one_m1_vlmax4
	lla t4, .L_sha512_k
	vsetivli zero, 4, e64, m2, ta, ma
	addi t3, t4, 640
	vle64.v v12, (t3)
	vluxei64.v v2, (a1), v12
	addi t3, a1, 16
	vluxei64.v v4, (t3), v12
	addi t5, t4, 192
	addi a4, t4, 224
	addi a5, t4, 256
	addi a6, t4, 288
	addi a7, t4, 320
	addi s1, t4, 352
	addi s2, t4, 384
	addi s3, t4, 416
	addi s4, t4, 448
	addi s5, t4, 480
	addi s6, t4, 512
	addi s7, t4, 544
	addi s8, t4, 576
	addi s9, t4, 608
	vid.v v14
	vand.vi v14, v14, 3	# element index within its group
	vmseq.vi v0, v14, 0	# v0.mask = element 0 of each group: vmerge's W4 lane
	addi t3, t4, 0
	vle64.v v20, (t3)
	addi t3, t4, 32
	vle64.v v22, (t3)
	addi t3, t4, 64
	vle64.v v24, (t3)
	addi t3, t4, 96
	vle64.v v26, (t3)
	addi t3, t4, 128
	vle64.v v28, (t3)
	addi t3, t4, 160
	vle64.v v30, (t3)
	bgt a0, a3, .L_sha2_none
.L_sha2_loop:
	vle64.v v12, (a0)
	vrev8.v v12, v12
	addi a0, a0, 32
	vle64.v v14, (a0)
	vrev8.v v14, v14
	addi a0, a0, 32
	vle64.v v16, (a0)
	vrev8.v v16, v16
	addi a0, a0, 32
	vle64.v v18, (a0)
	vrev8.v v18, v18
	addi a0, a0, 32
	vmv.v.v v6, v2
	vmv.v.v v8, v4
	vadd.vv v10, v20, v12
	vsha2cl.vv v4, v2, v10	# rounds 4i, 4i+1: the low two words of W+K
	vsha2ch.vv v2, v4, v10	# rounds 4i+2, 4i+3
	vmerge.vvm v10, v16, v14, v0	# {W11, W10, W9, W4}
	vsha2ms.vv v12, v10, v18	# the next four words
	vadd.vv v10, v22, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v18, v16, v0
	vsha2ms.vv v14, v10, v12
	vadd.vv v10, v24, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v12, v18, v0
	vsha2ms.vv v16, v10, v14
	vadd.vv v10, v26, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v14, v12, v0
	vsha2ms.vv v18, v10, v16
	vadd.vv v10, v28, v12
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v16, v14, v0
	vsha2ms.vv v12, v10, v18
	vadd.vv v10, v30, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v18, v16, v0
	vsha2ms.vv v14, v10, v12
	vle64.v v10, (t5)
	vadd.vv v10, v10, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v12, v18, v0
	vsha2ms.vv v16, v10, v14
	vle64.v v10, (a4)
	vadd.vv v10, v10, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v14, v12, v0
	vsha2ms.vv v18, v10, v16
	vle64.v v10, (a5)
	vadd.vv v10, v10, v12
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v16, v14, v0
	vsha2ms.vv v12, v10, v18
	vle64.v v10, (a6)
	vadd.vv v10, v10, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v18, v16, v0
	vsha2ms.vv v14, v10, v12
	vle64.v v10, (a7)
	vadd.vv v10, v10, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v12, v18, v0
	vsha2ms.vv v16, v10, v14
	vle64.v v10, (s1)
	vadd.vv v10, v10, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v14, v12, v0
	vsha2ms.vv v18, v10, v16
	vle64.v v10, (s2)
	vadd.vv v10, v10, v12
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v16, v14, v0
	vsha2ms.vv v12, v10, v18
	vle64.v v10, (s3)
	vadd.vv v10, v10, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v18, v16, v0
	vsha2ms.vv v14, v10, v12
	vle64.v v10, (s4)
	vadd.vv v10, v10, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v12, v18, v0
	vsha2ms.vv v16, v10, v14
	vle64.v v10, (s5)
	vadd.vv v10, v10, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v14, v12, v0
	vsha2ms.vv v18, v10, v16
	vle64.v v10, (s6)
	vadd.vv v10, v10, v12
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vle64.v v10, (s7)
	vadd.vv v10, v10, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vle64.v v10, (s8)
	vadd.vv v10, v10, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vle64.v v10, (s9)
	vadd.vv v10, v10, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vadd.vv v2, v2, v6
	vadd.vv v4, v4, v8
	ble a0, a3, .L_sha2_loop
.L_sha2_none:
	addi t3, t4, 640
	vle64.v v12, (t3)
	vsuxei64.v v2, (a1), v12
	addi t3, a1, 16
	vsuxei64.v v4, (t3), v12
	j .L_sha2_done
.L_sha2_one_m1_vlmax4:
	lla t4, .L_sha512_k
	vsetivli zero, 4, e64, m1, ta, ma
	addi t3, t4, 640
	vle64.v v6, (t3)
	vluxei64.v v1, (a1), v6
	addi t3, a1, 16
	vluxei64.v v2, (t3), v6
	addi t3, t4, 800
	vle64.v v30, (t3)
	addi t3, t4, 832
	vle64.v v31, (t3)
	vid.v v7
	vand.vi v7, v7, 3
	vmseq.vi v0, v7, 0
	addi t3, t4, 0
	vle64.v v10, (t3)
	addi t3, t4, 32
	vle64.v v11, (t3)
	addi t3, t4, 64
	vle64.v v12, (t3)
	addi t3, t4, 96
	vle64.v v13, (t3)
	addi t3, t4, 128
	vle64.v v14, (t3)
	addi t3, t4, 160
	vle64.v v15, (t3)
	addi t3, t4, 192
	vle64.v v16, (t3)
	addi t3, t4, 224
	vle64.v v17, (t3)
	addi t3, t4, 256
	vle64.v v18, (t3)
	addi t3, t4, 288
	vle64.v v19, (t3)
	addi t3, t4, 320
	vle64.v v20, (t3)
	addi t3, t4, 352
	vle64.v v21, (t3)
	addi t3, t4, 384
	vle64.v v22, (t3)
	addi t3, t4, 416
	vle64.v v23, (t3)
	addi t3, t4, 448
	vle64.v v24, (t3)
	addi t3, t4, 480
	vle64.v v25, (t3)
	addi t3, t4, 512
	vle64.v v26, (t3)
	addi t3, t4, 544
	vle64.v v27, (t3)
	addi t3, t4, 576
	vle64.v v28, (t3)
	addi t3, t4, 608
	vle64.v v29, (t3)
	bgt a0, a3, .L_sha2_none1
.L_sha2_loop1:
	vle64.v v6, (a0)
	vrev8.v v6, v6
	vluxei64.v v7, (a0), v30
	vrev8.v v7, v7
	vluxei64.v v8, (a0), v31
	vrev8.v v8, v8
	addi a0, a0, 96
	vle64.v v9, (a0)
	vrev8.v v9, v9
	addi a0, a0, 32
	vmv.v.v v3, v1
	vmv.v.v v4, v2
	vadd.vv v5, v10, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v11, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v12, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v13, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v14, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v15, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v16, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v17, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v18, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v19, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v20, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v21, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v22, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v23, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v24, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v25, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v26, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v27, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v28, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v29, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	ble a0, a3, .L_sha2_loop1
.L_sha2_none1:
	addi t3, t4, 640
	vle64.v v6, (t3)
	vsuxei64.v v1, (a1), v6
	addi t3, a1, 16
	vsuxei64.v v2, (t3), v6
	j .L_sha2_done
.L_sha2_group2_m1_vlmax8:
	lla t4, .L_sha512_k
	vsetivli zero, 4, e64, m1, ta, ma
	addi t3, t4, 640
	vle64.v v6, (t3)
	vluxei64.v v1, (a1), v6
	addi t3, a1, 16
	vluxei64.v v2, (t3), v6
	vsetivli zero, 8, e64, m1, ta, ma
	vid.v v7
	vand.vi v7, v7, 3
	vmseq.vi v0, v7, 0
	addi t3, t4, 0
	vle64.v v5, (t3)
	vrgather.vv v11, v5, v7
	addi t3, t4, 32
	vle64.v v5, (t3)
	vrgather.vv v12, v5, v7
	addi t3, t4, 64
	vle64.v v5, (t3)
	vrgather.vv v13, v5, v7
	addi t3, t4, 96
	vle64.v v5, (t3)
	vrgather.vv v14, v5, v7
	addi t3, t4, 128
	vle64.v v5, (t3)
	vrgather.vv v15, v5, v7
	addi t3, t4, 160
	vle64.v v5, (t3)
	vrgather.vv v16, v5, v7
	addi t3, t4, 192
	vle64.v v5, (t3)
	vrgather.vv v17, v5, v7
	addi t3, t4, 224
	vle64.v v5, (t3)
	vrgather.vv v18, v5, v7
	addi t3, t4, 256
	vle64.v v5, (t3)
	vrgather.vv v19, v5, v7
	addi t3, t4, 288
	vle64.v v5, (t3)
	vrgather.vv v20, v5, v7
	addi t3, t4, 320
	vle64.v v5, (t3)
	vrgather.vv v21, v5, v7
	addi t3, t4, 352
	vle64.v v5, (t3)
	vrgather.vv v22, v5, v7
	addi t3, t4, 384
	vle64.v v5, (t3)
	vrgather.vv v23, v5, v7
	addi t3, t4, 416
	vle64.v v5, (t3)
	vrgather.vv v24, v5, v7
	addi t3, t4, 448
	vle64.v v5, (t3)
	vrgather.vv v25, v5, v7
	addi t3, t4, 480
	vle64.v v5, (t3)
	vrgather.vv v26, v5, v7
	addi t3, t4, 512
	vle64.v v5, (t3)
	vrgather.vv v27, v5, v7
	addi t3, t4, 544
	vle64.v v5, (t3)
	vrgather.vv v28, v5, v7
	addi t3, t4, 576
	vle64.v v5, (t3)
	vrgather.vv v29, v5, v7
	addi t3, t4, 608
	vle64.v v5, (t3)
	vrgather.vv v30, v5, v7
	addi t3, t4, 672
	vle64.v v10, (t3)	# {0, wb, 2wb, 3wb, bs, bs+wb, ...}: block j's first words
	addi t5, sp, 64
	addi a4, sp, 128
	addi a5, sp, 192
	addi a6, sp, 256
	addi a7, sp, 320
	addi s1, sp, 384
	addi s2, sp, 448
	addi s3, sp, 512
	addi s4, sp, 576
	addi s5, sp, 640
	addi s6, sp, 704
	addi s7, sp, 768
	addi s8, sp, 832
	addi s9, sp, 896
	addi s10, sp, 960
	addi s11, a3, -128	# buf of the last group's first block
	bgt a0, s11, .L_sha2_tail2
.L_sha2_groups2:
	vluxei64.v v6, (a0), v10
	vrev8.v v6, v6
	addi a0, a0, 32
	vluxei64.v v7, (a0), v10
	vrev8.v v7, v7
	addi a0, a0, 32
	vluxei64.v v8, (a0), v10
	vrev8.v v8, v8
	addi a0, a0, 32
	vluxei64.v v9, (a0), v10
	vrev8.v v9, v9
	addi a0, a0, 160
	vmv.v.v v3, v1
	vmv.v.v v4, v2
	vadd.vv v5, v11, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (sp)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v12, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (t5)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v13, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (a4)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v14, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (a5)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v15, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (a6)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v16, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (a7)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v17, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s1)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v18, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s2)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v19, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s3)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v20, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s4)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v21, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s5)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v22, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s6)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v23, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s7)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v24, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s8)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v25, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s9)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v26, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s10)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v27, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v28, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v29, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v31, v30, v9
	vsha2cl.vv v2, v1, v31
	vsha2ch.vv v1, v2, v31
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	vslideup.vi v3, v1, 4	# block j's working state: the hash so far, in group j
	vslideup.vi v4, v2, 4
	vle64.v v5, (sp)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (t5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s1)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s2)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s3)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s8)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s9)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s10)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v27, v6
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v28, v7
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v29, v8
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vsha2cl.vv v4, v3, v31
	vsha2ch.vv v3, v4, v31
	vslidedown.vi v5, v3, 4
	vadd.vv v1, v1, v5
	vslidedown.vi v5, v4, 4
	vadd.vv v2, v2, v5
	ble a0, s11, .L_sha2_groups2
.L_sha2_tail2:
	vsetivli zero, 4, e64, m1, ta, ma
	bgt a0, a3, .L_sha2_end2
.L_sha2_one2:
	vle64.v v6, (a0)
	vrev8.v v6, v6
	addi a0, a0, 32
	vle64.v v7, (a0)
	vrev8.v v7, v7
	addi a0, a0, 32
	vle64.v v8, (a0)
	vrev8.v v8, v8
	addi a0, a0, 32
	vle64.v v9, (a0)
	vrev8.v v9, v9
	addi a0, a0, 32
	vmv.v.v v3, v1
	vmv.v.v v4, v2
	vadd.vv v5, v11, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v12, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v13, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v14, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v15, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v16, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v17, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v18, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v19, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v20, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v21, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v22, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v23, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v24, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v25, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v26, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v27, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v28, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v29, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v30, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	ble a0, a3, .L_sha2_one2
.L_sha2_end2:
	addi t3, t4, 640
	vle64.v v6, (t3)
	vsuxei64.v v1, (a1), v6
	addi t3, a1, 16
	vsuxei64.v v2, (t3), v6
	j .L_sha2_done
.L_sha2_group4_m1_vlmax16:
	lla t4, .L_sha512_k
	vsetivli zero, 4, e64, m1, ta, ma
	addi t3, t4, 640
	vle64.v v6, (t3)
	vluxei64.v v1, (a1), v6
	addi t3, a1, 16
	vluxei64.v v2, (t3), v6
	vsetivli zero, 16, e64, m1, ta, ma
	vid.v v7
	vand.vi v7, v7, 3
	vmseq.vi v0, v7, 0
	addi t3, t4, 0
	vle64.v v5, (t3)
	vrgather.vv v11, v5, v7
	addi t3, t4, 32
	vle64.v v5, (t3)
	vrgather.vv v12, v5, v7
	addi t3, t4, 64
	vle64.v v5, (t3)
	vrgather.vv v13, v5, v7
	addi t3, t4, 96
	vle64.v v5, (t3)
	vrgather.vv v14, v5, v7
	addi t3, t4, 128
	vle64.v v5, (t3)
	vrgather.vv v15, v5, v7
	addi t3, t4, 160
	vle64.v v5, (t3)
	vrgather.vv v16, v5, v7
	addi t3, t4, 192
	vle64.v v5, (t3)
	vrgather.vv v17, v5, v7
	addi t3, t4, 224
	vle64.v v5, (t3)
	vrgather.vv v18, v5, v7
	addi t3, t4, 256
	vle64.v v5, (t3)
	vrgather.vv v19, v5, v7
	addi t3, t4, 288
	vle64.v v5, (t3)
	vrgather.vv v20, v5, v7
	addi t3, t4, 320
	vle64.v v5, (t3)
	vrgather.vv v21, v5, v7
	addi t3, t4, 352
	vle64.v v5, (t3)
	vrgather.vv v22, v5, v7
	addi t3, t4, 384
	vle64.v v5, (t3)
	vrgather.vv v23, v5, v7
	addi t3, t4, 416
	vle64.v v5, (t3)
	vrgather.vv v24, v5, v7
	addi t3, t4, 448
	vle64.v v5, (t3)
	vrgather.vv v25, v5, v7
	addi t3, t4, 480
	vle64.v v5, (t3)
	vrgather.vv v26, v5, v7
	addi t3, t4, 512
	vle64.v v5, (t3)
	vrgather.vv v27, v5, v7
	addi t3, t4, 544
	vle64.v v5, (t3)
	vrgather.vv v28, v5, v7
	addi t3, t4, 576
	vle64.v v5, (t3)
	vrgather.vv v29, v5, v7
	addi t3, t4, 608
	vle64.v v5, (t3)
	vrgather.vv v30, v5, v7
	addi t3, t4, 672
	vle64.v v10, (t3)
	addi t5, sp, 128
	addi a4, sp, 256
	addi a5, sp, 384
	addi a6, sp, 512
	addi a7, sp, 640
	addi s1, sp, 768
	addi s2, sp, 896
	addi s3, sp, 1024
	addi s4, sp, 1152
	addi s5, sp, 1280
	addi s6, sp, 1408
	addi s7, sp, 1536
	addi s8, sp, 1664
	addi s9, sp, 1792
	addi s10, sp, 1920
	addi s11, a3, -384
	bgt a0, s11, .L_sha2_tail4
.L_sha2_groups4:
	vluxei64.v v6, (a0), v10
	vrev8.v v6, v6
	addi a0, a0, 32
	vluxei64.v v7, (a0), v10
	vrev8.v v7, v7
	addi a0, a0, 32
	vluxei64.v v8, (a0), v10
	vrev8.v v8, v8
	addi a0, a0, 32
	vluxei64.v v9, (a0), v10
	vrev8.v v9, v9
	addi a0, a0, 416
	vmv.v.v v3, v1
	vmv.v.v v4, v2
	vadd.vv v5, v11, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (sp)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v12, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (t5)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v13, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (a4)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v14, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (a5)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v15, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (a6)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v16, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (a7)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v17, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s1)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v18, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s2)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v19, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s3)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v20, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s4)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v21, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s5)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v22, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s6)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v23, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s7)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v24, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s8)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v25, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s9)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v26, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse64.v v5, (s10)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v27, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v28, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v29, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v31, v30, v9
	vsha2cl.vv v2, v1, v31
	vsha2ch.vv v1, v2, v31
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	vslideup.vi v3, v1, 4
	vslideup.vi v4, v2, 4
	vle64.v v5, (sp)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (t5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s1)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s2)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s3)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s8)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s9)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s10)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v27, v6
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v28, v7
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v29, v8
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vsha2cl.vv v4, v3, v31
	vsha2ch.vv v3, v4, v31
	vslidedown.vi v5, v3, 4
	vadd.vv v1, v1, v5
	vslidedown.vi v5, v4, 4
	vadd.vv v2, v2, v5
	vslideup.vi v3, v1, 8
	vslideup.vi v4, v2, 8
	vle64.v v5, (sp)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (t5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s1)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s2)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s3)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s8)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s9)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s10)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v27, v6
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v28, v7
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v29, v8
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vsha2cl.vv v4, v3, v31
	vsha2ch.vv v3, v4, v31
	vslidedown.vi v5, v3, 8
	vadd.vv v1, v1, v5
	vslidedown.vi v5, v4, 8
	vadd.vv v2, v2, v5
	vslideup.vi v3, v1, 12
	vslideup.vi v4, v2, 12
	vle64.v v5, (sp)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (t5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (a7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s1)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s2)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s3)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s8)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s9)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle64.v v5, (s10)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v27, v6
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v28, v7
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vadd.vv v5, v29, v8
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vsha2cl.vv v4, v3, v31
	vsha2ch.vv v3, v4, v31
	vslidedown.vi v5, v3, 12
	vadd.vv v1, v1, v5
	vslidedown.vi v5, v4, 12
	vadd.vv v2, v2, v5
	ble a0, s11, .L_sha2_groups4
.L_sha2_tail4:
	vsetivli zero, 4, e64, m1, ta, ma
	bgt a0, a3, .L_sha2_end4
.L_sha2_one4:
	vle64.v v6, (a0)
	vrev8.v v6, v6
	addi a0, a0, 32
	vle64.v v7, (a0)
	vrev8.v v7, v7
	addi a0, a0, 32
	vle64.v v8, (a0)
	vrev8.v v8, v8
	addi a0, a0, 32
	vle64.v v9, (a0)
	vrev8.v v9, v9
	addi a0, a0, 32
	vmv.v.v v3, v1
	vmv.v.v v4, v2
	vadd.vv v5, v11, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v12, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v13, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v14, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v15, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v16, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v17, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v18, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v19, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v20, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v21, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v22, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v23, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v24, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v25, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v26, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v27, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v28, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v29, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v30, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	ble a0, a3, .L_sha2_one4
.L_sha2_end4:
	addi t3, t4, 640
	vle64.v v6, (t3)
	vsuxei64.v v1, (a1), v6
	addi t3, a1, 16
	vsuxei64.v v2, (t3), v6
.L_sha2_done:
	sub a0, a0, a2	# a0 = the final ofs
	addi sp, sp, 1024
	addi sp, sp, 1024
	# pop_reg s1, s2-s11
	ld s1, 8(sp)
	ld s2, 16(sp)
	ld s3, 24(sp)
	ld s4, 32(sp)
	ld s5, 40(sp)
	ld s6, 48(sp)
	ld s7, 56(sp)
	ld s8, 64(sp)
	ld s9, 72(sp)
	ld s10, 80(sp)
	ld s11, 88(sp)
	addi sp, sp, 96
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# K, then the byte offsets of f, e, b, a in Java's state, then those of two blocks' first words
.L_sha512_k:
	.quad 0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc, 0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad 0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2, 0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad 0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65, 0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad 0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4, 0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70
	.quad 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df, 0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b
	.quad 0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30, 0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad 0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8, 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec, 0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad 0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178, 0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b
	.quad 0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c, 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
	.quad 0x0000000000000028, 0x0000000000000020, 0x0000000000000008, 0x0000000000000000, 0x0000000000000000, 0x0000000000000008, 0x0000000000000010, 0x0000000000000018
	.quad 0x0000000000000080, 0x0000000000000088, 0x0000000000000090, 0x0000000000000098, 0x0000000000000100, 0x0000000000000108, 0x0000000000000110, 0x0000000000000118
	.quad 0x0000000000000180, 0x0000000000000188, 0x0000000000000190, 0x0000000000000198, 0x0000000000000020, 0x0000000000000028, 0x0000000000000030, 0x0000000000000038
	.quad 0x0000000000000040, 0x0000000000000048, 0x0000000000000050, 0x0000000000000058, 0x0000000000000060, 0x0000000000000068, 0x0000000000000070, 0x0000000000000078
	.size stubforge_sha512_implCompressMB, .-stubforge_sha512_implCompressMB
	.section .note.GNU-stack,"",@progbits
