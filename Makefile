# SPDX-License-Identifier: GPL-2.0-only
# dtltop: a plain GNU Makefile. `make` builds, `make check` tests (ASan+UBSan),
# `make run` shows a demo, `make bench` measures. `make` installs nothing: it
# names what is missing (scripts/deps.sh) and builds libperf from a kernel
# source when pkg-config has none; `make deps` installs the build's packages
# (apt-get, dnf or zypper), `make deps-test` the test tools too;
# `make upstream-perf` builds the reference perf the cross-checks compare with;
# `make prometheus` fetches the Prometheus that scrapes dtltop --listen in a test.
# `make check-ppc64le` builds for ppc64le and compares it, under qemu, with
# this build.

PREFIX   ?= /usr/local
DESTDIR  ?=
CC       ?= cc

# The machine $(CC) builds for (x86_64-linux-gnu, powerpc64le-linux-gnu, ...);
# before make deps has installed a compiler, this machine. A build for
# another processor is a cross build: its objects, libperf and binaries all
# live in its own build tree, build/TRIPLE unless BUILD says otherwise.
cpu_of   = $(firstword $(subst -, ,$(1)))
TARGET  := $(or $(shell $(CC) -dumpmachine 2>/dev/null),$(shell uname -m))
NATIVE  := $(or $(shell cc -dumpmachine 2>/dev/null),$(shell uname -m))
CROSS   := $(if $(filter $(call cpu_of,$(TARGET)),$(call cpu_of,$(NATIVE))),,yes)
BUILD   ?= build$(if $(CROSS),/$(TARGET))
BIN     := $(if $(CROSS),$(BUILD)/)
ifeq ($(CROSS)$(origin AR),yesdefault)
AR      := $(TARGET)-ar
endif

# One build tree, one processor: objects of two never meet.
BUILT_FOR := $(shell cat $(BUILD)/.target 2>/dev/null)
ifneq ($(filter-out clean distclean,$(or $(MAKECMDGOALS),all)),)
ifneq ($(BUILT_FOR),)
ifneq ($(call cpu_of,$(BUILT_FOR)),$(call cpu_of,$(TARGET)))
$(error $(BUILD) holds a build for $(BUILT_FOR), and $(CC) builds for $(TARGET): set BUILD=)
endif
endif
endif

# SYSROOT=DIR (made by scripts/sysroot.sh): headers and libraries of the
# target, found through DIR/pkg-config and --sysroot.
ifneq ($(SYSROOT),)
SYSROOT_FLAGS := --sysroot=$(abspath $(SYSROOT))
PKG_CONFIG ?= $(abspath $(SYSROOT))/pkg-config
endif
PKG_CONFIG ?= pkg-config

WARN     := -Wall -Wextra -Wformat=2 -Werror
BASEFLAGS = -std=gnu17 -g $(WARN) $(ARCHFLAGS) $(SYSROOT_FLAGS) -D_GNU_SOURCE
OPT      ?= -O2
# x86-64: SSSE3 (every x86-64 CPU since 2011) decodes a DTL entry with three
# byte shuffles (include/dtl.h). POWER reads big-endian fields natively.
ARCHFLAGS ?= $(if $(filter x86_64,$(call cpu_of,$(TARGET))),-mssse3)

# libperf: the system's if pkg-config knows it, else the one deps.sh built.
ifeq ($(shell $(PKG_CONFIG) --exists libperf 2>/dev/null && echo yes),yes)
LIBPERF_CFLAGS := $(shell $(PKG_CONFIG) --cflags libperf)
LIBPERF_LIBS   := $(shell $(PKG_CONFIG) --libs --static libperf)
else
LIBPERF_DIR    := $(BUILD)/libperf
LIBPERF_LIBDIR  = $(dir $(firstword $(wildcard $(LIBPERF_DIR)/lib64/libperf.a $(LIBPERF_DIR)/lib/libperf.a)))
LIBPERF_CFLAGS := -I$(LIBPERF_DIR)/include
LIBPERF_LIBS    = $(LIBPERF_LIBDIR)libperf.a $(LIBPERF_LIBDIR)libapi.a
endif
# Packages and libperf are checked once per build tree (make deps re-checks).
LIBPERF_STAMP  := $(BUILD)/.deps-done

PKGS      := libtraceevent libtracefs ncursesw libzstd libcap libelf yaml-0.1 libxcrypt gnutls
# TLS for --web-config (GnuTLS), unless the build is static (p11-kit, which
# GnuTLS links, has no archive) or TLS=0: such a build refuses a web config
# with tls_server_config, and --version says "without: gnutls".
TLS ?= $(if $(filter 1,$(STATIC)),0,1)
TLS_FLAGS := $(if $(filter 1,$(TLS)),-DHAVE_GNUTLS)
PKGS_USED  = $(filter-out $(if $(filter 1,$(TLS)),,gnutls),$(PKGS))
PKG_CFLAGS = $(shell $(PKG_CONFIG) --cflags $(PKGS_USED) 2>/dev/null)
PKG_LIBS   = $(shell $(PKG_CONFIG) --libs $(PKGS_USED) 2>/dev/null)

CFLAGS_ALL = $(BASEFLAGS) $(OPT) $(LIBPERF_CFLAGS) $(PKG_CFLAGS) $(TLS_FLAGS) $(CFLAGS)
LDLIBS_ALL = $(LIBPERF_LIBS) $(PKG_LIBS) -lpthread -lm $(LDLIBS)

# The layers, and the headers each may see (the data flows one way: sources
# -> decoders -> model -> views). decoders/, ui/ and src/symbols/ see the public headers
# alone; encoders/ and the model their own besides; the sources also the
# encoders (-o) and each other's rings; the program (src/app), tests and
# contrib everything. A layer that includes what it may not see fails to build.
SOURCE_DIRS := src/source $(patsubst %/,%,$(wildcard src/source/*/))
INC_PUBLIC  := -Iinclude
INC_ENCODER := $(INC_PUBLIC) -Iencoders
INC_MODEL   := $(INC_PUBLIC) -Isrc/model
INC_SOURCE  := $(INC_ENCODER) $(addprefix -I,$(SOURCE_DIRS))
INC_ALL     := $(INC_SOURCE) -Isrc/model -Isrc/app
inc_for = $(strip \
	$(if $(filter decoders/% ui/% src/symbols/%,$(1)),$(INC_PUBLIC), \
	$(if $(filter encoders/%,$(1)),$(INC_ENCODER), \
	$(if $(filter src/model/%,$(1)),$(INC_MODEL), \
	$(if $(filter src/source/%,$(1)),$(INC_SOURCE),$(INC_ALL))))))

LIB_SRCS  := $(filter-out src/app/main.c,$(wildcard decoders/*.c encoders/*.c ui/*.c \
	src/*/*.c src/source/*/*.c))
MAIN_SRC  := src/app/main.c
GEN_SRCS  := $(wildcard contrib/dtlgen/*.c)
TEST_SRCS := $(wildcard tests/unit/*.c)

# Two flavours of every object: release (build/rel) and sanitized (build/asan).
REL  := $(BUILD)/rel
ASAN := $(BUILD)/asan
SANFLAGS := -O1 -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all -fno-omit-frame-pointer

objs = $(patsubst %.c,$(1)/%.o,$(2))

.PHONY: all deps deps-test upstream-perf prometheus check check-tests run-demo check-distros check-busy check-ppc64le check-qemu tsan run bench bench-tui clean distclean fuzz \
	fuzz-build lint valgrind soak install uninstall dist
all: $(BIN)dtltop $(BIN)dtlgen

# deps.sh checks, and builds libperf for $(CC)'s target (CC, PKG_CONFIG:
# from here); it installs nothing. deps-install.sh installs, for make deps
# (the build's packages) and make deps-test (the test tools too).
DEPS = mkdir -p $(BUILD) && CC="$(CC)" PKG_CONFIG="$(PKG_CONFIG)" scripts/deps.sh $(BUILD) && \
	echo $(TARGET) > $(BUILD)/.target
# (The stamp is made, not renewed: every object depends on it.)
deps:
	@scripts/deps-install.sh build
	@$(DEPS)
	@[ -f $(LIBPERF_STAMP) ] || touch $(LIBPERF_STAMP)
deps-test:
	@scripts/deps-install.sh test
	@$(DEPS)
	@[ -f $(LIBPERF_STAMP) ] || touch $(LIBPERF_STAMP)

$(BUILD)/.deps-done: scripts/deps.sh scripts/packages.sh
	@$(DEPS)
	@touch $@

# make run and make check are the README's two set-up commands on a fresh
# Debian machine: as root there, they first run make deps (run) or make
# deps-test (check), and say so. Elsewhere, and for every other target,
# nothing is installed.
AUTO_DEPS = if [ "$$(id -u)" = 0 ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null; then \
	echo "make $@: root on Debian: make $(1) first (installs what is missing)"; \
	$(MAKE) --no-print-directory $(1); fi

$(REL)/%.o: %.c $(LIBPERF_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(call inc_for,$<) -MMD -MP -c $< -o $@

$(ASAN)/%.o: %.c $(LIBPERF_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(SANFLAGS) $(call inc_for,$<) -MMD -MP -c $< -o $@

$(REL)/libdtltop.a: $(call objs,$(REL),$(LIB_SRCS))
	rm -f $@ && $(AR) rcs $@ $^
$(ASAN)/libdtltop.a: $(call objs,$(ASAN),$(LIB_SRCS))
	rm -f $@ && $(AR) rcs $@ $^

$(BIN)dtltop: $(call objs,$(REL),$(MAIN_SRC)) $(REL)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
$(BIN)dtlgen: $(call objs,$(REL),$(GEN_SRCS)) $(REL)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)

$(REL)/bench-redraw: $(call objs,$(REL),tests/bench/redraw.c) $(REL)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
$(REL)/bench-sim-floor: $(call objs,$(REL),tests/bench/sim-floor.c) $(REL)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
$(REL)/bench-reread: $(call objs,$(REL),tests/bench/reread.c) $(REL)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)

# The unit tests unsanitized too: what make check-distros runs elsewhere.
$(REL)/unit-tests: $(call objs,$(REL),$(TEST_SRCS)) $(REL)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)

$(ASAN)/dtltop: $(call objs,$(ASAN),$(MAIN_SRC)) $(ASAN)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
$(ASAN)/dtlgen: $(call objs,$(ASAN),$(GEN_SRCS)) $(ASAN)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
$(ASAN)/unit-tests: $(call objs,$(ASAN),$(TEST_SRCS)) $(ASAN)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)

# The symbolizer's test driver (tests/tools/symbolize.c), for
# tests/integration/symbols-elf.sh: built by make check only.
TEST_TOOLS := $(ASAN)/symbolize
$(ASAN)/symbolize: $(ASAN)/tests/tools/symbolize.o $(ASAN)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)

# Fuzz targets (tests/fuzz/fuzz-*.c). make check links each with a plain
# main that replays the seed corpus and every regression input (gcc, ASan);
# make fuzz builds them with clang and libFuzzer in their own object tree.
FUZZ_TARGETS := $(patsubst tests/fuzz/fuzz-%.c,%,$(filter-out tests/fuzz/fuzz-lib.c,$(wildcard tests/fuzz/fuzz-*.c)))
FUZZ_REPLAYERS := $(patsubst %,$(ASAN)/fuzz-replay-%,$(FUZZ_TARGETS))
$(ASAN)/fuzz-replay-%: $(ASAN)/tests/fuzz/fuzz-%.o $(ASAN)/tests/fuzz/fuzz-lib.o $(ASAN)/tests/fuzz/replay.o $(ASAN)/libdtltop.a
	$(CC) $(CFLAGS_ALL) $(SANFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)

# make upstream-perf: upstream perf (>= 6.18, the first that decodes vpa_dtl)
# built from Debian's newest linux-source into $(BUILD)/upstream-perf/perf,
# once (scripts/upstream-perf.sh; a few minutes). It fails, saying why in one
# line, when perf cannot be had: CI runs it as a step of its own, so CI
# always has it. make check builds it when it can and otherwise goes on: the
# tests that need it (UPERF) then report themselves skipped.
UPERF := $(abspath $(BUILD)/upstream-perf/perf)
UPSTREAM_PERF = scripts/upstream-perf.sh $(BUILD)
upstream-perf: $(BIN)dtlgen
	@DTLGEN=$(abspath $(BIN)dtlgen) $(UPSTREAM_PERF)

# make prometheus: the prometheus and promtool binaries of Debian's own
# prometheus package, unpacked into $(BUILD)/prometheus/ without installing
# the package (it would start a service; scripts/prometheus.sh), once. It
# fails, saying why in one line, when they cannot be had: CI runs it as a step
# of its own. make check fetches them when it can and otherwise goes on:
# tests/integration/metrics-prometheus.sh then reports itself skipped.
PROMETHEUS = scripts/prometheus.sh $(BUILD)
prometheus:
	@$(PROMETHEUS)

# make check: unit tests and end-to-end tests, all on sanitized binaries
# (make check-tests: the same without AUTO_DEPS).
check:
	@$(call AUTO_DEPS,deps-test)
	@$(MAKE) --no-print-directory check-tests
check-tests: $(ASAN)/unit-tests $(ASAN)/dtltop $(ASAN)/dtlgen dtltop $(FUZZ_REPLAYERS) $(TEST_TOOLS)
	@DTLGEN=$(abspath $(ASAN)/dtlgen) $(UPSTREAM_PERF) || true
	@$(PROMETHEUS) || true
	@BUILD=$(BUILD) UPERF=$(UPERF) tests/run-tests.sh $(ASAN)

# make check-busy: the same tests while an unrelated CPU hog keeps every
# core busy (stress-ng): nothing may depend on an idle machine.
check-busy: $(ASAN)/unit-tests $(ASAN)/dtltop $(ASAN)/dtlgen dtltop $(FUZZ_REPLAYERS) $(TEST_TOOLS)
	@BUILD=$(BUILD) UPERF=$(UPERF) tests/busy.sh tests/run-tests.sh $(ASAN)

# make check-ppc64le: dtltop built for ppc64le against Debian's ppc64el
# packages (scripts/sysroot.sh), release and UBSan (ASan cannot start under
# qemu-user on ppc64le: see README), run under qemu-ppc64le: its unit tests
# pass, and every replay output equals this build's byte for byte
# (tests/check-ppc64le.sh). Its tree: $(BUILD)/powerpc64le-linux-gnu.
PPC64LE     := $(BUILD)/powerpc64le-linux-gnu
PPC64LE_SAN := -O1 -fsanitize=undefined,float-cast-overflow -fno-sanitize-recover=all -fno-omit-frame-pointer
PPC64LE_MAKE = $(MAKE) --no-print-directory CC=powerpc64le-linux-gnu-gcc \
	AR=powerpc64le-linux-gnu-ar SYSROOT=$(PPC64LE)/sysroot \
	PKG_CONFIG=$(abspath $(PPC64LE)/sysroot)/pkg-config BUILD=$(PPC64LE) \
	ASAN=$(PPC64LE)/ubsan SANFLAGS="$(PPC64LE_SAN)"
check-ppc64le: $(BIN)dtltop $(BIN)dtlgen
	@scripts/sysroot.sh ppc64el $(PPC64LE)/sysroot
	@$(PPC64LE_MAKE) $(PPC64LE)/dtltop $(PPC64LE)/ubsan/dtltop $(PPC64LE)/ubsan/dtlgen \
		$(PPC64LE)/ubsan/unit-tests
	@tests/check-ppc64le.sh $(PPC64LE)/sysroot ubsan=$(PPC64LE)/ubsan/dtltop release=$(PPC64LE)/dtltop

# make check-distros: dtltop built from the tracked files, as a non-root
# user, in Debian 13 and sid chroots and in one where libperf comes from
# pkg-config and no apt exists; each runs its unit tests and replays a
# recording to this build's output (tests/check-distros.sh). The chroots
# (mmdebstrap, as root) are cached in DISTRO_CACHE, /var/cache/dtltop-chroots.
check-distros: $(BIN)dtltop $(BIN)dtlgen
	@tests/check-distros.sh $(BIN)dtltop $(BIN)dtlgen $(DISTROS)

# make static: fully static dtltop binaries (-static, every library's .a and
# glibc's libc.a), one file a user downloads and runs on any distribution:
# $(STATIC)/dtltop-x86_64 (this machine's processor) and
# $(STATIC)/dtltop-ppc64le (the cross build of check-ppc64le, against its
# sysroot). Each has its own object tree, $(STATIC)/CPU, reusing the libperf
# of the normal tree. STATIC=1 is the switch these sub-makes get: link with
# -static and pkg-config --static, -DDTLTOP_STATIC, and the compiled
# terminfo entries of TERMINFO_BUILTIN from this host built in
# (ui/tui-terminfo.c). An optional library that has no static archive is
# left out of a static build and named in STATIC_WITHOUT, which --version
# prints: GnuTLS (TLS for --web-config; p11-kit has no .a). make
# check-static tests them (tests/check-static.sh).
STATIC_DIR    := $(BUILD)/static
STATIC_CPU    := $(subst powerpc64le,ppc64le,$(call cpu_of,$(NATIVE)))
STATIC_NATIVE := $(STATIC_DIR)/dtltop-$(STATIC_CPU)
STATIC_PPC    := $(STATIC_DIR)/dtltop-ppc64le
STATIC_BINS   := $(sort $(STATIC_NATIVE) $(STATIC_PPC))
TERMINFO_BUILTIN ?= xterm xterm-256color xterm-color screen screen-256color tmux \
	tmux-256color vt100 vt220 linux rxvt-unicode rxvt-unicode-256color ansi
STATIC_WITHOUT ?= gnutls
ifeq ($(STATIC),1)
TERMINFO_C  := $(BUILD)/gen/terminfo-builtin.c
TERMINFO_O  := $(REL)/gen/terminfo-builtin.o
CFLAGS_ALL  += -DDTLTOP_STATIC -DDTLTOP_TERMINFO_BUILTIN \
	$(if $(strip $(STATIC_WITHOUT)),-DDTLTOP_WITHOUT='"$(strip $(STATIC_WITHOUT))"')
PKG_LIBS     = $(shell $(PKG_CONFIG) --libs --static $(PKGS_USED) 2>/dev/null)
LDLIBS_ALL  += -static
$(TERMINFO_C): scripts/terminfo-builtin.sh
	@mkdir -p $(dir $@)
	scripts/terminfo-builtin.sh $@ $(TERMINFO_BUILTIN)
$(TERMINFO_O): $(TERMINFO_C) $(LIBPERF_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -Iinclude -c $< -o $@
$(REL)/libdtltop.a: $(TERMINFO_O)
endif
# One target a binary, each its tree; the normal trees' libperf and sysroot.
.PHONY: static static-$(STATIC_CPU) static-ppc64le check-static
STATIC_SUB = $(MAKE) --no-print-directory STATIC=1 OPT="$(OPT)" STATIC_WITHOUT="$(STATIC_WITHOUT)"
static: static-$(STATIC_CPU) $(if $(filter ppc64le,$(STATIC_CPU)),,static-ppc64le)
	@file $(STATIC_BINS)
static-$(STATIC_CPU): $(LIBPERF_STAMP)
	+@$(STATIC_SUB) CC="$(CC)" BUILD=$(STATIC_DIR)/$(STATIC_CPU) BIN=$(STATIC_DIR)/$(STATIC_CPU)/ \
		LIBPERF_DIR=$(BUILD)/libperf LIBPERF_STAMP=$(LIBPERF_STAMP) \
		$(STATIC_DIR)/$(STATIC_CPU)/dtltop
	cp $(STATIC_DIR)/$(STATIC_CPU)/dtltop $(STATIC_NATIVE)
ifneq ($(STATIC_CPU),ppc64le)
static-ppc64le:
	@scripts/sysroot.sh ppc64el $(PPC64LE)/sysroot
	+@$(PPC64LE_MAKE) $(PPC64LE)/.deps-done
	+@$(STATIC_SUB) CC=powerpc64le-linux-gnu-gcc AR=powerpc64le-linux-gnu-ar \
		SYSROOT=$(PPC64LE)/sysroot PKG_CONFIG=$(abspath $(PPC64LE)/sysroot)/pkg-config \
		BUILD=$(STATIC_DIR)/ppc64le BIN=$(STATIC_DIR)/ppc64le/ \
		LIBPERF_DIR=$(PPC64LE)/libperf LIBPERF_STAMP=$(PPC64LE)/.deps-done \
		$(STATIC_DIR)/ppc64le/dtltop
	cp $(STATIC_DIR)/ppc64le/dtltop $(STATIC_PPC)
endif

# make check-static: make static, then tests/check-static.sh: both binaries
# statically linked, their --version, replays equal to this build's byte for
# byte (the ppc64le one under qemu-ppc64le), and the interactive view
# on a machine without the terminal's terminfo.
check-static: static $(BIN)dtltop $(BIN)dtlgen
	@STATIC_BINS="$(abspath $(STATIC_BINS))" DTLTOP=$(abspath $(BIN)dtltop) \
		DTLGEN=$(abspath $(BIN)dtlgen) tests/check-static.sh

# make tsan: the multi-threaded pieces (AUX ring, SPSC queue) under ThreadSanitizer.
tsan: $(LIBPERF_STAMP)
	@BUILD=$(BUILD) tests/tsan.sh

# make run: the main job on a built-in default that needs no POWER hardware:
# the interactive view on the simulator (on the demo recording while this
# build has no --simulate) when stdout is a terminal, else a batch snapshot.
run:
	@$(call AUTO_DEPS,deps)
	@$(MAKE) --no-print-directory run-demo
run-demo: dtltop dtlgen
	@mkdir -p $(BUILD)/demo
	@./dtlgen -o $(BUILD)/demo/demo.data --cpus 8 --seconds 5 --seed 1 --sched >/dev/null
	@if [ -t 0 ] && [ -t 1 ]; then ./dtltop --simulate; \
	else ./dtltop -i $(BUILD)/demo/demo.data --batch; fi

# make bench times dtltop against upstream perf (built here when it can be,
# as for make check; without it those rows say they are skipped) and, on the
# sched-only file, Debian's perf 6.1.
bench: dtltop dtlgen $(REL)/bench-redraw $(REL)/bench-sim-floor $(REL)/bench-reread
	@DTLGEN=$(abspath $(BIN)dtlgen) $(UPSTREAM_PERF) || true
	@BUILD=$(BUILD) UPERF=$(UPERF) tests/bench.sh

# The interactive view's redraw time alone (also part of make bench).
bench-tui: $(REL)/bench-redraw
	@BUILD=$(BUILD) tests/bench-tui.sh

# make valgrind: memcheck on replays of generated recordings (and a short
# simulated session once dtltop has --simulate).
valgrind: dtltop dtlgen
	@BUILD=$(BUILD) tests/valgrind.sh

# make soak: 1024 simulated vCPUs for 10 minutes beside a CPU hog, RSS and
# CPU every 30 s; fails if RSS grows after warm-up or anything is dropped.
# Not in CI (10 minutes).
soak: dtltop
	@BUILD=$(BUILD) tests/soak.sh

# make check-qemu: dtltop against the real vpa_dtl driver of Debian's
# ppc64el 7.2 kernels (4 KiB and 64 KiB pages) under qemu-system-ppc64
# -M pseries, a test module writing the DTL entries (tests/qemu/README.md).
# The guest runs the static ppc64le binary of make static (what users
# download): it needs no libraries in the guest.
QEMU_DIR     ?= $(BUILD)/qemu
check-qemu: $(BIN)dtltop static-ppc64le
	@QEMU_DIR=$(QEMU_DIR) QEMU_DTLTOP=$(abspath $(STATIC_PPC)) \
		HOST_DTLTOP=$(abspath $(BIN)dtltop) tests/qemu/check-qemu.sh

# make check-packages: the Debian package built in a Debian 13 chroot (as a
# user, offline), lintian-clean, installed into a minimal one where it
# replays as this build does and, that chroot booted with systemd-nspawn,
# its unit runs under systemd (tests/check-systemd.sh); the rpm built here
# with rpmbuild -ta from make dist, its files and binary checked
# (tests/check-packages.sh; root, for the chroots, cached in
# /var/cache/dtltop-chroots).
.PHONY: check-packages
check-packages: $(BIN)dtltop $(BIN)dtlgen
	@BUILD=$(BUILD) DTLTOP=$(abspath $(BIN)dtltop) DTLGEN=$(abspath $(BIN)dtlgen) tests/check-packages.sh

# make lint: cppcheck and clang-tidy with the committed configuration
# (.cppcheck-suppressions, .clang-tidy); any finding fails.
lint: $(LIBPERF_STAMP)
	@BUILD=$(BUILD) tests/lint.sh

# make fuzz [FUZZ_SECONDS=N] [FUZZ_TARGETS=...] [FUZZ_JOBS=N]: each target for N seconds
# under libFuzzer with ASan+UBSan, FUZZ_JOBS targets at a time (one per core), from its seed corpus. A
# finding fails the run and leaves the input in $(BUILD)/fuzz/findings/.
FUZZ       := $(BUILD)/fuzz
FUZZ_CC    ?= clang
FUZZ_SECONDS ?= 60
FUZZ_SAN   := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_CFLAGS = $(BASEFLAGS) -Wno-unknown-attributes $(LIBPERF_CFLAGS) $(PKG_CFLAGS) $(FUZZ_SAN)
# (-Wno-unknown-attributes: gcc-only hints such as noipa in the hot path)

$(FUZZ)/%.o: %.c $(LIBPERF_STAMP)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(call inc_for,$<) -fsanitize=fuzzer-no-link -MMD -MP -c $< -o $@
$(FUZZ)/libdtltop.a: $(call objs,$(FUZZ),$(LIB_SRCS))
	rm -f $@ && $(AR) rcs $@ $^
$(FUZZ)/fuzz-%: $(FUZZ)/tests/fuzz/fuzz-%.o $(FUZZ)/tests/fuzz/fuzz-lib.o $(FUZZ)/libdtltop.a
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)

.PRECIOUS: $(ASAN)/%.o $(FUZZ)/%.o
fuzz-build: $(patsubst %,$(FUZZ)/fuzz-%,$(FUZZ_TARGETS))
fuzz: fuzz-build
	@BUILD=$(BUILD) FUZZ_SECONDS=$(FUZZ_SECONDS) tests/fuzz/run.sh $(FUZZ_TARGETS)

# The simulator's symbol set (src/source/sim/sim-syms.h): the texts of
# tests/data/symbols as a generated C file in the build tree, in every
# library flavour (release, sanitized, fuzz, static, cross).
SIMSYM_DIR := tests/data/symbols
SIMSYM_SRC := $(SIMSYM_DIR)/ppc64le-kallsyms.txt $(SIMSYM_DIR)/user.list $(wildcard $(SIMSYM_DIR)/*.map)
SIMSYM_C   := $(BUILD)/gen/sim-symbols.c
SIMSYM_INC := -Iinclude -Isrc/source/sim
$(SIMSYM_C): scripts/sim-symbols.sh $(SIMSYM_SRC)
	@mkdir -p $(dir $@)
	scripts/sim-symbols.sh $@ $(SIMSYM_DIR)
$(REL)/gen/sim-symbols.o: $(SIMSYM_C) $(LIBPERF_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(SIMSYM_INC) -c $< -o $@
$(ASAN)/gen/sim-symbols.o: $(SIMSYM_C) $(LIBPERF_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(SANFLAGS) $(SIMSYM_INC) -c $< -o $@
$(FUZZ)/gen/sim-symbols.o: $(SIMSYM_C) $(LIBPERF_STAMP)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(SIMSYM_INC) -fsanitize=fuzzer-no-link -c $< -o $@
$(REL)/libdtltop.a: $(REL)/gen/sim-symbols.o
$(ASAN)/libdtltop.a: $(ASAN)/gen/sim-symbols.o
$(FUZZ)/libdtltop.a: $(FUZZ)/gen/sim-symbols.o

# make install [PREFIX=/usr/local] [DESTDIR=]: the binary, its man page,
# bash completion and systemd unit (ExecStart pointed at BINDIR; not enabled). INSTALL_BIN picks another build of the binary (the
# install test in make check installs the sanitized one it has).
VERSION     := $(shell sed -n 's/^\#define DTLTOP_VERSION "\(.*\)"/\1/p' include/version.h)
BINDIR      ?= $(PREFIX)/bin
MANDIR      ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
UNITDIR     ?= $(PREFIX)/lib/systemd/system
INSTALL_BIN ?= $(BIN)dtltop
install: $(INSTALL_BIN)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(BASHCOMPDIR)
	install -m 755 $(INSTALL_BIN) $(DESTDIR)$(BINDIR)/dtltop
	install -m 644 dtltop.1 $(DESTDIR)$(MANDIR)/man1/dtltop.1
	install -m 644 contrib/bash-completion/dtltop $(DESTDIR)$(BASHCOMPDIR)/dtltop
	install -d $(DESTDIR)$(UNITDIR)
	sed 's,/usr/bin/dtltop,$(BINDIR)/dtltop,' contrib/systemd/dtltop.service \
		> $(DESTDIR)$(UNITDIR)/dtltop.service
	chmod 644 $(DESTDIR)$(UNITDIR)/dtltop.service
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/dtltop $(DESTDIR)$(MANDIR)/man1/dtltop.1 \
		$(DESTDIR)$(BASHCOMPDIR)/dtltop $(DESTDIR)$(UNITDIR)/dtltop.service

# make dist: dtltop-VERSION.tar.gz of the files git tracks (as they are in
# the work tree) but the build tree, unpacking to dtltop-VERSION/, which
# builds with `make` (scripts/deps.sh builds libperf there).
# Beside it, unless DIST_STATIC=0, make static's binaries (debug info
# stripped) as $(DIST)-x86_64 and $(DIST)-ppc64le; and SHA256SUMS of all
# that dist wrote, for sha256sum -c.
DIST     := dtltop-$(VERSION)
DIST_OUT ?= $(DIST).tar.gz
DIST_STATIC ?= 1
DIST_DIR  = $(patsubst %/,%,$(dir $(DIST_OUT)))
dist: $(if $(filter 1,$(DIST_STATIC)),static)
	@command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1 || \
		{ echo "make dist needs a git checkout" >&2; exit 1; }
	git ls-files -- . ':!:build' | LC_ALL=C sort | tar -czf $(DIST_OUT) --owner=0 --group=0 \
		--transform 's,^,$(DIST)/,' -T -
	@echo "dist: $(DIST_OUT) ($$(tar -tzf $(DIST_OUT) | wc -l) files)"
	@sums="$(notdir $(DIST_OUT))"; \
	if [ "$(DIST_STATIC)" = 1 ]; then \
		for b in $(STATIC_BINS); do \
			cpu=$${b##*/dtltop-}; strip=strip; \
			[ $$cpu = $(STATIC_CPU) ] || strip=powerpc64le-linux-gnu-strip; \
			$$strip --strip-debug -o $(DIST_DIR)/$(DIST)-$$cpu $$b || exit 1; \
			sums="$$sums $(DIST)-$$cpu"; \
		done; \
	fi; \
	cd $(DIST_DIR) && sha256sum $$sums > SHA256SUMS && \
	echo "dist: $(DIST_DIR)/SHA256SUMS of $$sums"

clean:
	rm -rf $(REL) $(ASAN) $(FUZZ) $(STATIC_DIR) $(BIN)dtltop $(BIN)dtlgen $(BUILD)/demo $(BUILD)/test-tmp $(BUILD)/valgrind
distclean:
	rm -rf $(BUILD) $(BIN)dtltop $(BIN)dtlgen

-include $(shell find $(REL) $(ASAN) $(FUZZ) -name '*.d' 2>/dev/null)
