# Names vulture (the dead-code finder .ci/run runs) cannot see used. Each line says why it is used.
# Kernels are registered by decorator (@kernel, @plain_function): the registry calls them.
aes_block, aes_ecb, aes_cbc_encrypt, aes_cbc_decrypt, aes_ctr, chacha20, sha2, sha3, double_keccak  # noqa
base64_encode, base64_decode  # noqa
kuznyechik_encrypt_ecb, kuznyechik_decrypt_ecb, magma_encrypt_ecb, magma_decrypt_ecb  # noqa
# Key schedules looked up by name (stubs/gost.py: getattr(gost_key, f"{fam}_..._schedule")).
kuznyechik_encrypt_schedule, kuznyechik_decrypt_schedule, magma_encrypt_schedule, magma_decrypt_schedule  # noqa
# The builder's instruction vocabulary for kernel authors (the branch pseudos HotSpot has).
bgtu, bleu, bgez, adc  # noqa  (adc: MacroAssembler::adc, beside cad and wide_madd)
# Fields of records written to or read from JSON (bench/hotspot/*.json) and of C structs decoded.
jvm_flags, classes_per_byte, instrs_per_iter, si_code, SHN_ABS  # noqa
# The ISA table's vocabulary (encoding constants, operand tokens, register names) kept complete.
OPFVF, OPFVV, indexed, token, BY_NAME, GP, TP, Item, LMUL, per_iter, helper_params, _helper_depth  # noqa
# A signal handler's signature; a test's deliberately duplicate kernel.
signum, another_adler32  # noqa
# pytest reads a module's pytestmark (tests/test_boot_jdk.py: skipped off x86-64).
pytestmark  # noqa
# A pytest fixture a test asks for by name (tests/test_mlkem_ref.py: request.getfixturevalue).
java_pieces  # noqa
# pytest hooks, called by name (tests/conftest.py: the skips the default run allows).
pytest_runtest_logreport, pytest_terminal_summary, pytest_sessionfinish, pytest_configure  # noqa
pytest_collection_modifyitems  # noqa
# A pytest fixture the tests ask for by name (tests/test_own_kernel.py: registers the user's file).
registered  # noqa
# The commands stubforge/cli.py's parser() binds by name (every cmd_<name> of the module, cli_args.build).
cmd_list, cmd_emit, cmd_sim, cmd_doctor, cmd_patch, cmd_jvm, cmd_microbench, cmd_bench, cmd_tune  # noqa
