evsel.o: evsel.c /usr/include/stdc-predef.h /usr/include/errno.h \
 /usr/include/features.h /usr/include/features-time64.h \
 /usr/include/x86_64-linux-gnu/bits/wordsize.h \
 /usr/include/x86_64-linux-gnu/bits/timesize.h \
 /usr/include/x86_64-linux-gnu/sys/cdefs.h \
 /usr/include/x86_64-linux-gnu/bits/long-double.h \
 /usr/include/x86_64-linux-gnu/gnu/stubs.h \
 /usr/include/x86_64-linux-gnu/gnu/stubs-64.h \
 /usr/include/x86_64-linux-gnu/bits/errno.h /usr/include/linux/errno.h \
 /work/main/build/linux-src/tools/arch/x86/include/uapi/asm/errno.h \
 /work/main/build/linux-src/tools/include/uapi/asm-generic/errno.h \
 /work/main/build/linux-src/tools/include/uapi/asm-generic/errno-base.h \
 /usr/include/unistd.h /usr/include/x86_64-linux-gnu/bits/posix_opt.h \
 /usr/include/x86_64-linux-gnu/bits/environments.h \
 /usr/include/x86_64-linux-gnu/bits/types.h \
 /usr/include/x86_64-linux-gnu/bits/typesizes.h \
 /usr/include/x86_64-linux-gnu/bits/time64.h \
 /usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h \
 /usr/include/x86_64-linux-gnu/bits/confname.h \
 /usr/include/x86_64-linux-gnu/bits/getopt_posix.h \
 /usr/include/x86_64-linux-gnu/bits/getopt_core.h \
 /usr/include/x86_64-linux-gnu/bits/unistd_ext.h \
 /usr/include/x86_64-linux-gnu/sys/syscall.h \
 /work/main/build/linux-src/tools/arch/x86/include/uapi/asm/unistd.h \
 /work/main/build/linux-src/tools/arch/x86/include/uapi/asm/unistd_64.h \
 /usr/include/x86_64-linux-gnu/bits/syscall.h \
 /work/main/build/linux-src/tools/lib/perf/include/perf/evsel.h \
 /usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h /usr/include/stdint.h \
 /usr/include/x86_64-linux-gnu/bits/libc-header-start.h \
 /usr/include/x86_64-linux-gnu/bits/wchar.h \
 /usr/include/x86_64-linux-gnu/bits/stdint-intn.h \
 /usr/include/x86_64-linux-gnu/bits/stdint-uintn.h \
 /work/main/build/linux-src/tools/lib/perf/include/perf/core.h \
 /usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h \
 /usr/lib/gcc/x86_64-linux-gnu/12/include/stdbool.h \
 /work/main/build/linux-src/tools/include/linux/types.h \
 /usr/include/x86_64-linux-gnu/asm/types.h \
 /usr/include/asm-generic/types.h /usr/include/asm-generic/int-ll64.h \
 /work/main/build/linux-src/tools/arch/x86/include/uapi/asm/bitsperlong.h \
 /work/main/build/linux-src/tools/include/asm-generic/bitsperlong.h \
 /work/main/build/linux-src/tools/include/uapi/asm-generic/bitsperlong.h \
 /usr/include/x86_64-linux-gnu/asm/posix_types.h \
 /usr/include/x86_64-linux-gnu/asm/posix_types_64.h \
 /usr/include/asm-generic/posix_types.h \
 /work/main/build/linux-src/tools/lib/perf/include/perf/cpumap.h \
 /usr/include/stdio.h /usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h \
 /usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h \
 /usr/include/x86_64-linux-gnu/bits/types/__fpos64_t.h \
 /usr/include/x86_64-linux-gnu/bits/types/__FILE.h \
 /usr/include/x86_64-linux-gnu/bits/types/FILE.h \
 /usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h \
 /usr/include/x86_64-linux-gnu/bits/stdio_lim.h \
 /usr/include/x86_64-linux-gnu/bits/floatn.h \
 /usr/include/x86_64-linux-gnu/bits/floatn-common.h \
 /work/main/build/linux-src/tools/lib/perf/include/perf/threadmap.h \
 /usr/include/x86_64-linux-gnu/sys/types.h \
 /usr/include/x86_64-linux-gnu/bits/types/clock_t.h \
 /usr/include/x86_64-linux-gnu/bits/types/clockid_t.h \
 /usr/include/x86_64-linux-gnu/bits/types/time_t.h \
 /usr/include/x86_64-linux-gnu/bits/types/timer_t.h /usr/include/endian.h \
 /usr/include/x86_64-linux-gnu/bits/endian.h \
 /usr/include/x86_64-linux-gnu/bits/endianness.h \
 /usr/include/x86_64-linux-gnu/bits/byteswap.h \
 /usr/include/x86_64-linux-gnu/bits/uintn-identity.h \
 /usr/include/x86_64-linux-gnu/sys/select.h \
 /usr/include/x86_64-linux-gnu/bits/select.h \
 /usr/include/x86_64-linux-gnu/bits/types/sigset_t.h \
 /usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h \
 /usr/include/x86_64-linux-gnu/bits/types/struct_timeval.h \
 /usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h \
 /usr/include/x86_64-linux-gnu/bits/pthreadtypes.h \
 /usr/include/x86_64-linux-gnu/bits/thread-shared-types.h \
 /usr/include/x86_64-linux-gnu/bits/pthreadtypes-arch.h \
 /usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h \
 /usr/include/x86_64-linux-gnu/bits/struct_mutex.h \
 /usr/include/x86_64-linux-gnu/bits/struct_rwlock.h \
 /work/main/build/linux-src/tools/include/linux/list.h \
 /work/main/build/linux-src/tools/include/linux/poison.h \
 /work/main/build/linux-src/tools/include/linux/kernel.h \
 /usr/include/assert.h \
 /work/main/build/linux-src/tools/include/linux/build_bug.h \
 /work/main/build/linux-src/tools/include/linux/compiler.h \
 /work/main/build/linux-src/tools/include/linux/compiler_types.h \
 /work/main/build/linux-src/tools/include/linux/compiler-gcc.h \
 /work/main/build/linux-src/tools/include/linux/math.h \
 /work/main/build/linux-src/tools/include/linux/panic.h \
 /usr/include/stdlib.h /usr/include/x86_64-linux-gnu/bits/waitflags.h \
 /usr/include/x86_64-linux-gnu/bits/waitstatus.h /usr/include/alloca.h \
 /usr/include/x86_64-linux-gnu/bits/stdlib-float.h \
 /usr/include/byteswap.h \
 /work/main/build/linux-src/tools/lib/perf/include/internal/evsel.h \
 /work/main/build/linux-src/tools/include/uapi/linux/perf_event.h \
 /usr/include/linux/ioctl.h /usr/include/x86_64-linux-gnu/asm/ioctl.h \
 /usr/include/asm-generic/ioctl.h \
 /usr/include/x86_64-linux-gnu/asm/byteorder.h \
 /usr/include/linux/byteorder/little_endian.h \
 /work/main/build/linux-src/tools/include/uapi/linux/stddef.h \
 /usr/include/linux/swab.h /usr/include/x86_64-linux-gnu/asm/swab.h \
 /work/main/build/linux-src/tools/lib/perf/include/internal/cpumap.h \
 /work/main/build/linux-src/tools/include/linux/refcount.h \
 /work/main/build/linux-src/tools/include/linux/atomic.h \
 /work/main/build/linux-src/tools/include/asm/atomic.h \
 /work/main/build/linux-src/tools/include/asm/../../arch/x86/include/asm/atomic.h \
 /work/main/build/linux-src/tools/include/asm/../../arch/x86/include/asm/rmwcc.h \
 /work/main/build/linux-src/tools/arch/x86/include/asm/cmpxchg.h \
 /work/main/build/linux-src/tools/include/linux/zalloc.h \
 /work/main/build/linux-src/tools/lib/perf/include/internal/xyarray.h \
 /work/main/build/linux-src/tools/lib/perf/include/internal/mmap.h \
 /work/main/build/linux-src/tools/lib/perf/include/internal/threadmap.h \
 /work/main/build/linux-src/tools/lib/perf/include/internal/lib.h \
 /work/main/build/linux-src/tools/include/linux/string.h \
 /usr/include/string.h \
 /usr/include/x86_64-linux-gnu/bits/types/locale_t.h \
 /usr/include/x86_64-linux-gnu/bits/types/__locale_t.h \
 /usr/include/strings.h /usr/include/x86_64-linux-gnu/sys/ioctl.h \
 /usr/include/x86_64-linux-gnu/bits/ioctls.h \
 /usr/include/x86_64-linux-gnu/asm/ioctls.h \
 /work/main/build/linux-src/tools/include/uapi/asm-generic/ioctls.h \
 /usr/include/x86_64-linux-gnu/bits/ioctl-types.h \
 /usr/include/x86_64-linux-gnu/sys/ttydefaults.h \
 /usr/include/x86_64-linux-gnu/sys/mman.h \
 /usr/include/x86_64-linux-gnu/bits/mman.h \
 /usr/include/x86_64-linux-gnu/bits/mman-map-flags-generic.h \
 /usr/include/x86_64-linux-gnu/bits/mman-linux.h \
 /usr/include/x86_64-linux-gnu/bits/mman-shared.h \
 /usr/include/x86_64-linux-gnu/bits/mman_ext.h \
 /work/main/build/linux-src/tools/include/asm/bug.h
