# sha256_implCompressMB [default] 
# Made by stubforge 0.1.0 from kernels/sha2.py:sha2.
# Needs: rv64gc_v_zvkb_zvknha
# Registers, as the C++ names them: s1 = wk_slot6; a0 = buf; a1 = state; a2 = ofs; a3 = limit;
#   a4 = wk_slot2; a5 = wk_slot3; a6 = wk_slot4; a7 = wk_slot5; s2 = wk_slot7; s3 = wk_slot8;
#   s4 = wk_slot9; s5 = wk_slot10; s6 = wk_slot11; s7 = last_group; t3 = ptr; t4 = ktab;
#   t5 = wk_slot1; v1 = vabef; v2 = vcdgh; v3 = vhash0; v4 = vhash1; v5 = vwk;
#   v6-v9 = vw[], vw_group2_m1[], vw_group4_m1[]; v10 = vidx; v10-v25 = vk[];
#   v11-v26 = vk_group2_m1[], vk_group4_m1[]; v26-v28 = vmidx[];
#   v27-v30 = vkeep_group2_m1[], vkeep_group4_m1[]
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvknha
	.text
	.p2align 3
	.globl stubforge_sha256_implCompressMB
	.type stubforge_sha256_implCompressMB, @function
stubforge_sha256_implCompressMB:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# push_reg s1, s2-s7
	addi sp, sp, -64
	sd s1, 8(sp)
	sd s2, 16(sp)
	sd s3, 24(sp)
	sd s4, 32(sp)
	sd s5, 40(sp)
	sd s6, 48(sp)
	sd s7, 56(sp)
	addi sp, sp, -768
	sub a3, a3, a2
	add a3, a3, a0	# buf of the last block
	sub a2, a0, a2	# the final ofs is buf minus this
	vsetvli t3, zero, e32, m1, ta, ma	# VLMAX at e<w>, m1: how many element groups a register holds
	addi t4, t3, -16
	bge t4, zero, .L_sha2_group4_m1_vlmax16
	addi t4, t3, -8
	bge t4, zero, .L_sha2_group2_m1_vlmax8
	lla t4, .L_sha256_k
	vsetivli zero, 4, e32, m1, ta, ma
	addi t3, t4, 256
	vle32.v v6, (t3)
	vluxei32.v v1, (a1), v6
	addi t3, a1, 8
	vluxei32.v v2, (t3), v6
	addi t3, t4, 336
	vle32.v v26, (t3)
	addi t3, t4, 352
	vle32.v v27, (t3)
	addi t3, t4, 368
	vle32.v v28, (t3)
	vid.v v7
	vand.vi v7, v7, 3	# element index within its group
	vmseq.vi v0, v7, 0	# v0.mask = element 0 of each group: vmerge's W4 lane
	addi t3, t4, 0
	vle32.v v10, (t3)
	addi t3, t4, 16
	vle32.v v11, (t3)
	addi t3, t4, 32
	vle32.v v12, (t3)
	addi t3, t4, 48
	vle32.v v13, (t3)
	addi t3, t4, 64
	vle32.v v14, (t3)
	addi t3, t4, 80
	vle32.v v15, (t3)
	addi t3, t4, 96
	vle32.v v16, (t3)
	addi t3, t4, 112
	vle32.v v17, (t3)
	addi t3, t4, 128
	vle32.v v18, (t3)
	addi t3, t4, 144
	vle32.v v19, (t3)
	addi t3, t4, 160
	vle32.v v20, (t3)
	addi t3, t4, 176
	vle32.v v21, (t3)
	addi t3, t4, 192
	vle32.v v22, (t3)
	addi t3, t4, 208
	vle32.v v23, (t3)
	addi t3, t4, 224
	vle32.v v24, (t3)
	addi t3, t4, 240
	vle32.v v25, (t3)
	bgt a0, a3, .L_sha2_none
.L_sha2_loop:
	vle32.v v6, (a0)
	vrev8.v v6, v6
	vluxei32.v v7, (a0), v26
	vrev8.v v7, v7
	vluxei32.v v8, (a0), v27
	vrev8.v v8, v8
	vluxei32.v v9, (a0), v28
	vrev8.v v9, v9
	addi a0, a0, 64
	vmv.v.v v3, v1
	vmv.v.v v4, v2
	vadd.vv v5, v10, v6
	vsha2cl.vv v2, v1, v5	# rounds 4i, 4i+1: the low two words of W+K
	vsha2ch.vv v1, v2, v5	# rounds 4i+2, 4i+3
	vmerge.vvm v5, v8, v7, v0	# {W11, W10, W9, W4}
	vsha2ms.vv v6, v5, v9	# the next four words
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
	vadd.vv v5, v23, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v24, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v25, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	ble a0, a3, .L_sha2_loop
.L_sha2_none:
	addi t3, t4, 256
	vle32.v v6, (t3)
	vsuxei32.v v1, (a1), v6
	addi t3, a1, 8
	vsuxei32.v v2, (t3), v6
	j .L_sha2_done
.L_sha2_group2_m1_vlmax8:
	lla t4, .L_sha256_k
	vsetivli zero, 4, e32, m1, ta, ma
	addi t3, t4, 256
	vle32.v v6, (t3)
	vluxei32.v v1, (a1), v6
	addi t3, a1, 8
	vluxei32.v v2, (t3), v6
	vsetivli zero, 8, e32, m1, ta, ma
	vid.v v7
	vand.vi v7, v7, 3
	vmseq.vi v0, v7, 0
	addi t3, t4, 0
	vle32.v v5, (t3)
	vrgather.vv v11, v5, v7
	addi t3, t4, 16
	vle32.v v5, (t3)
	vrgather.vv v12, v5, v7
	addi t3, t4, 32
	vle32.v v5, (t3)
	vrgather.vv v13, v5, v7
	addi t3, t4, 48
	vle32.v v5, (t3)
	vrgather.vv v14, v5, v7
	addi t3, t4, 64
	vle32.v v5, (t3)
	vrgather.vv v15, v5, v7
	addi t3, t4, 80
	vle32.v v5, (t3)
	vrgather.vv v16, v5, v7
	addi t3, t4, 96
	vle32.v v5, (t3)
	vrgather.vv v17, v5, v7
	addi t3, t4, 112
	vle32.v v5, (t3)
	vrgather.vv v18, v5, v7
	addi t3, t4, 128
	vle32.v v5, (t3)
	vrgather.vv v19, v5, v7
	addi t3, t4, 144
	vle32.v v5, (t3)
	vrgather.vv v20, v5, v7
	addi t3, t4, 160
	vle32.v v5, (t3)
	vrgather.vv v21, v5, v7
	addi t3, t4, 176
	vle32.v v5, (t3)
	vrgather.vv v22, v5, v7
	addi t3, t4, 192
	vle32.v v5, (t3)
	vrgather.vv v23, v5, v7
	addi t3, t4, 208
	vle32.v v5, (t3)
	vrgather.vv v24, v5, v7
	addi t3, t4, 224
	vle32.v v5, (t3)
	vrgather.vv v25, v5, v7
	addi t3, t4, 240
	vle32.v v5, (t3)
	vrgather.vv v26, v5, v7
	addi t3, t4, 272
	vle32.v v10, (t3)	# {0, wb, 2wb, 3wb, bs, bs+wb, ...}: block j's first words
	addi t5, sp, 32
	addi a4, sp, 64
	addi a5, sp, 96
	addi a6, sp, 128
	addi a7, sp, 160
	addi s1, sp, 192
	addi s2, sp, 224
	addi s3, sp, 256
	addi s4, sp, 288
	addi s5, sp, 320
	addi s6, sp, 352
	addi s7, a3, -64	# buf of the last group's first block
	bgt a0, s7, .L_sha2_tail2
.L_sha2_groups2:
	vluxei32.v v6, (a0), v10
	vrev8.v v6, v6
	addi a0, a0, 16
	vluxei32.v v7, (a0), v10
	vrev8.v v7, v7
	addi a0, a0, 16
	vluxei32.v v8, (a0), v10
	vrev8.v v8, v8
	addi a0, a0, 16
	vluxei32.v v9, (a0), v10
	vrev8.v v9, v9
	addi a0, a0, 80
	vmv.v.v v3, v1
	vmv.v.v v4, v2
	vadd.vv v5, v11, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (sp)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v12, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (t5)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v13, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (a4)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v14, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (a5)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v15, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (a6)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v16, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (a7)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v17, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s1)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v18, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s2)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v19, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s3)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v20, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s4)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v21, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s5)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v22, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s6)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v27, v23, v6
	vsha2cl.vv v2, v1, v27
	vsha2ch.vv v1, v2, v27
	vadd.vv v28, v24, v7
	vsha2cl.vv v2, v1, v28
	vsha2ch.vv v1, v2, v28
	vadd.vv v29, v25, v8
	vsha2cl.vv v2, v1, v29
	vsha2ch.vv v1, v2, v29
	vadd.vv v30, v26, v9
	vsha2cl.vv v2, v1, v30
	vsha2ch.vv v1, v2, v30
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	vslideup.vi v3, v1, 4	# block j's working state: the hash so far, in group j
	vslideup.vi v4, v2, 4
	vle32.v v5, (sp)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (t5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s1)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s2)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s3)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vsha2cl.vv v4, v3, v27
	vsha2ch.vv v3, v4, v27
	vsha2cl.vv v4, v3, v28
	vsha2ch.vv v3, v4, v28
	vsha2cl.vv v4, v3, v29
	vsha2ch.vv v3, v4, v29
	vsha2cl.vv v4, v3, v30
	vsha2ch.vv v3, v4, v30
	vslidedown.vi v5, v3, 4
	vadd.vv v1, v1, v5
	vslidedown.vi v5, v4, 4
	vadd.vv v2, v2, v5
	ble a0, s7, .L_sha2_groups2
.L_sha2_tail2:
	vsetivli zero, 4, e32, m1, ta, ma
	bgt a0, a3, .L_sha2_end2
.L_sha2_one2:
	vle32.v v6, (a0)
	vrev8.v v6, v6
	addi a0, a0, 16
	vle32.v v7, (a0)
	vrev8.v v7, v7
	addi a0, a0, 16
	vle32.v v8, (a0)
	vrev8.v v8, v8
	addi a0, a0, 16
	vle32.v v9, (a0)
	vrev8.v v9, v9
	addi a0, a0, 16
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
	vadd.vv v5, v24, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v25, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v26, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	ble a0, a3, .L_sha2_one2
.L_sha2_end2:
	addi t3, t4, 256
	vle32.v v6, (t3)
	vsuxei32.v v1, (a1), v6
	addi t3, a1, 8
	vsuxei32.v v2, (t3), v6
	j .L_sha2_done
.L_sha2_group4_m1_vlmax16:
	lla t4, .L_sha256_k
	vsetivli zero, 4, e32, m1, ta, ma
	addi t3, t4, 256
	vle32.v v6, (t3)
	vluxei32.v v1, (a1), v6
	addi t3, a1, 8
	vluxei32.v v2, (t3), v6
	vsetivli zero, 16, e32, m1, ta, ma
	vid.v v7
	vand.vi v7, v7, 3
	vmseq.vi v0, v7, 0
	addi t3, t4, 0
	vle32.v v5, (t3)
	vrgather.vv v11, v5, v7
	addi t3, t4, 16
	vle32.v v5, (t3)
	vrgather.vv v12, v5, v7
	addi t3, t4, 32
	vle32.v v5, (t3)
	vrgather.vv v13, v5, v7
	addi t3, t4, 48
	vle32.v v5, (t3)
	vrgather.vv v14, v5, v7
	addi t3, t4, 64
	vle32.v v5, (t3)
	vrgather.vv v15, v5, v7
	addi t3, t4, 80
	vle32.v v5, (t3)
	vrgather.vv v16, v5, v7
	addi t3, t4, 96
	vle32.v v5, (t3)
	vrgather.vv v17, v5, v7
	addi t3, t4, 112
	vle32.v v5, (t3)
	vrgather.vv v18, v5, v7
	addi t3, t4, 128
	vle32.v v5, (t3)
	vrgather.vv v19, v5, v7
	addi t3, t4, 144
	vle32.v v5, (t3)
	vrgather.vv v20, v5, v7
	addi t3, t4, 160
	vle32.v v5, (t3)
	vrgather.vv v21, v5, v7
	addi t3, t4, 176
	vle32.v v5, (t3)
	vrgather.vv v22, v5, v7
	addi t3, t4, 192
	vle32.v v5, (t3)
	vrgather.vv v23, v5, v7
	addi t3, t4, 208
	vle32.v v5, (t3)
	vrgather.vv v24, v5, v7
	addi t3, t4, 224
	vle32.v v5, (t3)
	vrgather.vv v25, v5, v7
	addi t3, t4, 240
	vle32.v v5, (t3)
	vrgather.vv v26, v5, v7
	addi t3, t4, 272
	vle32.v v10, (t3)
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
	addi s7, a3, -192
	bgt a0, s7, .L_sha2_tail4
.L_sha2_groups4:
	vluxei32.v v6, (a0), v10
	vrev8.v v6, v6
	addi a0, a0, 16
	vluxei32.v v7, (a0), v10
	vrev8.v v7, v7
	addi a0, a0, 16
	vluxei32.v v8, (a0), v10
	vrev8.v v8, v8
	addi a0, a0, 16
	vluxei32.v v9, (a0), v10
	vrev8.v v9, v9
	addi a0, a0, 208
	vmv.v.v v3, v1
	vmv.v.v v4, v2
	vadd.vv v5, v11, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (sp)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v12, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (t5)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v13, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (a4)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v14, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (a5)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v15, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (a6)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v16, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (a7)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v17, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s1)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v18, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s2)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v5, v19, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s3)
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vadd.vv v5, v20, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s4)
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vadd.vv v5, v21, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s5)
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vadd.vv v5, v22, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vse32.v v5, (s6)
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vadd.vv v27, v23, v6
	vsha2cl.vv v2, v1, v27
	vsha2ch.vv v1, v2, v27
	vadd.vv v28, v24, v7
	vsha2cl.vv v2, v1, v28
	vsha2ch.vv v1, v2, v28
	vadd.vv v29, v25, v8
	vsha2cl.vv v2, v1, v29
	vsha2ch.vv v1, v2, v29
	vadd.vv v30, v26, v9
	vsha2cl.vv v2, v1, v30
	vsha2ch.vv v1, v2, v30
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	vslideup.vi v3, v1, 4
	vslideup.vi v4, v2, 4
	vle32.v v5, (sp)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (t5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s1)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s2)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s3)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vsha2cl.vv v4, v3, v27
	vsha2ch.vv v3, v4, v27
	vsha2cl.vv v4, v3, v28
	vsha2ch.vv v3, v4, v28
	vsha2cl.vv v4, v3, v29
	vsha2ch.vv v3, v4, v29
	vsha2cl.vv v4, v3, v30
	vsha2ch.vv v3, v4, v30
	vslidedown.vi v5, v3, 4
	vadd.vv v1, v1, v5
	vslidedown.vi v5, v4, 4
	vadd.vv v2, v2, v5
	vslideup.vi v3, v1, 8
	vslideup.vi v4, v2, 8
	vle32.v v5, (sp)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (t5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s1)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s2)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s3)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vsha2cl.vv v4, v3, v27
	vsha2ch.vv v3, v4, v27
	vsha2cl.vv v4, v3, v28
	vsha2ch.vv v3, v4, v28
	vsha2cl.vv v4, v3, v29
	vsha2ch.vv v3, v4, v29
	vsha2cl.vv v4, v3, v30
	vsha2ch.vv v3, v4, v30
	vslidedown.vi v5, v3, 8
	vadd.vv v1, v1, v5
	vslidedown.vi v5, v4, 8
	vadd.vv v2, v2, v5
	vslideup.vi v3, v1, 12
	vslideup.vi v4, v2, 12
	vle32.v v5, (sp)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (t5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (a7)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s1)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s2)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s3)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s4)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s5)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vle32.v v5, (s6)
	vsha2cl.vv v4, v3, v5
	vsha2ch.vv v3, v4, v5
	vsha2cl.vv v4, v3, v27
	vsha2ch.vv v3, v4, v27
	vsha2cl.vv v4, v3, v28
	vsha2ch.vv v3, v4, v28
	vsha2cl.vv v4, v3, v29
	vsha2ch.vv v3, v4, v29
	vsha2cl.vv v4, v3, v30
	vsha2ch.vv v3, v4, v30
	vslidedown.vi v5, v3, 12
	vadd.vv v1, v1, v5
	vslidedown.vi v5, v4, 12
	vadd.vv v2, v2, v5
	ble a0, s7, .L_sha2_groups4
.L_sha2_tail4:
	vsetivli zero, 4, e32, m1, ta, ma
	bgt a0, a3, .L_sha2_end4
.L_sha2_one4:
	vle32.v v6, (a0)
	vrev8.v v6, v6
	addi a0, a0, 16
	vle32.v v7, (a0)
	vrev8.v v7, v7
	addi a0, a0, 16
	vle32.v v8, (a0)
	vrev8.v v8, v8
	addi a0, a0, 16
	vle32.v v9, (a0)
	vrev8.v v9, v9
	addi a0, a0, 16
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
	vadd.vv v5, v24, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v25, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v5, v26, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	ble a0, a3, .L_sha2_one4
.L_sha2_end4:
	addi t3, t4, 256
	vle32.v v6, (t3)
	vsuxei32.v v1, (a1), v6
	addi t3, a1, 8
	vsuxei32.v v2, (t3), v6
.L_sha2_done:
	sub a0, a0, a2	# a0 = the final ofs
	addi sp, sp, 768
	# pop_reg s1, s2-s7
	ld s1, 8(sp)
	ld s2, 16(sp)
	ld s3, 24(sp)
	ld s4, 32(sp)
	ld s5, 40(sp)
	ld s6, 48(sp)
	ld s7, 56(sp)
	addi sp, sp, 64
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# K, then the byte offsets of f, e, b, a in Java's state, then those of two blocks' first words
.L_sha256_k:
	.word 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.word 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.word 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.word 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.word 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.word 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.word 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.word 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
	.word 0x00000014, 0x00000010, 0x00000004, 0x00000000, 0x00000000, 0x00000004, 0x00000008, 0x0000000c
	.word 0x00000040, 0x00000044, 0x00000048, 0x0000004c, 0x00000080, 0x00000084, 0x00000088, 0x0000008c
	.word 0x000000c0, 0x000000c4, 0x000000c8, 0x000000cc, 0x00000010, 0x00000014, 0x00000018, 0x0000001c
	.word 0x00000020, 0x00000024, 0x00000028, 0x0000002c, 0x00000030, 0x00000034, 0x00000038, 0x0000003c
	.size stubforge_sha256_implCompressMB, .-stubforge_sha256_implCompressMB
	.section .note.GNU-stack,"",@progbits
