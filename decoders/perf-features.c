// SPDX-License-Identifier: GPL-2.0-only
/* perf-features.c: decodes the perf.data feature sections dtltop uses
 * (strings, CMDLINE, NRCPUS, EVENT_DESC, CPU_TOPOLOGY, PMU_MAPPINGS, CLOCK_DATA,
 * SAMPLE_TIME). Lengths and
 * counts come from untrusted files: each is checked against what is left. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "perf-file.h"

struct fcur {
	const uint8_t *p;
	size_t left;
	bool swap;
};

static int get32(struct fcur *c, uint32_t *v)
{
	if (c->left < 4)
		return -1;
	*v = ld32(c->p, c->swap);
	c->p += 4;
	c->left -= 4;
	return 0;
}

/* perf's do_write_string: u32 length (NUL included, padded), then bytes. */
static int get_string(struct fcur *c, char *out, size_t outlen)
{
	uint32_t len;
	size_t n;

	if (get32(c, &len) < 0 || len > c->left)
		return -1;
	n = strnlen((const char *)c->p, len);
	if (n >= outlen)
		n = outlen - 1;
	memcpy(out, c->p, n);
	out[n] = '\0';
	c->p += len;
	c->left -= len;
	return 0;
}

int pf_feat_string(const void *p, size_t len, bool swap, char *out, size_t outlen)
{
	struct fcur c = { p, len, swap };

	return get_string(&c, out, outlen);
}

int pf_feat_cmdline(const void *p, size_t len, bool swap, pf_string_cb cb, void *arg)
{
	struct fcur c = { p, len, swap };
	char buf[PF_CMDLINE_ARG_MAX];
	uint32_t n;

	if (get32(&c, &n) < 0 || n > c.left / 4)
		return -1;
	for (uint32_t i = 0; i < n; i++) {
		if (get_string(&c, buf, sizeof(buf)) < 0)
			return -1;
		if (cb(arg, buf) < 0)
			return -1;
	}
	return 0;
}

int pf_feat_nrcpus(const void *p, size_t len, bool swap, uint32_t *avail, uint32_t *online)
{
	struct fcur c = { p, len, swap };

	if (get32(&c, avail) < 0 || get32(&c, online) < 0)
		return -1;
	return 0;
}

int pf_feat_event_desc(const void *p, size_t len, bool swap,
		       pf_event_desc_cb cb, void *arg)
{
	struct fcur c = { p, len, swap };
	uint32_t nr, attr_size;

	if (get32(&c, &nr) < 0 || get32(&c, &attr_size) < 0)
		return -1;
	for (uint32_t i = 0; i < nr; i++) {
		uint32_t nr_ids;
		char name[256];
		const uint8_t *ids;

		if (attr_size > c.left)
			return -1;
		c.p += attr_size;
		c.left -= attr_size;
		if (get32(&c, &nr_ids) < 0 || get_string(&c, name, sizeof(name)) < 0)
			return -1;
		if (nr_ids > c.left / 8)
			return -1;
		ids = c.p;
		c.p += (size_t)nr_ids * 8;
		c.left -= (size_t)nr_ids * 8;
		if (cb(name, ids, nr_ids, swap, arg) < 0)
			return -1;
	}
	return 0;
}

/* One sibling list, "0-3,8,10-11" (what the kernel's %*pbl prints). */
static int topo_list(const char *s, uint32_t core, pf_topology_cb cb, void *arg)
{
	while (*s) {
		char *end;
		unsigned long lo = strtoul(s, &end, 10), hi = lo;

		if (end == s || lo > UINT32_MAX)
			return -1;
		s = end;
		if (*s == '-') {
			hi = strtoul(++s, &end, 10);
			if (end == s || hi < lo || hi > UINT32_MAX || hi - lo > 65536)
				return -1;
			s = end;
		}
		for (unsigned long c = lo; c <= hi; c++)
			if (cb(arg, core, (uint32_t)c) < 0)
				return -1;
		if (*s == ',')
			s++;
		else if (*s)
			return -1;
	}
	return 0;
}

int pf_feat_cpu_topology(const void *p, size_t len, bool swap, pf_topology_cb cb, void *arg)
{
	struct fcur c = { p, len, swap };
	char buf[1024];
	uint32_t n;

	if (get32(&c, &n) < 0 || n > c.left / 4)
		return -1;
	for (uint32_t i = 0; i < n; i++)	/* package (core) siblings */
		if (get_string(&c, buf, sizeof(buf)) < 0)
			return -1;
	if (get32(&c, &n) < 0 || n > c.left / 4)
		return -1;
	for (uint32_t i = 0; i < n; i++)	/* thread siblings: one list a core */
		if (get_string(&c, buf, sizeof(buf)) < 0 || topo_list(buf, i, cb, arg) < 0)
			return -1;
	return 0;
}

int pf_feat_pmu_mappings(const void *p, size_t len, bool swap, pf_pmu_cb cb, void *arg)
{
	struct fcur c = { p, len, swap };
	uint32_t nr;

	if (get32(&c, &nr) < 0)
		return -1;
	for (uint32_t i = 0; i < nr; i++) {
		uint32_t type;
		char name[128];

		if (get32(&c, &type) < 0 || get_string(&c, name, sizeof(name)) < 0)
			return -1;
		cb(type, name, arg);
	}
	return 0;
}

static int get64(struct fcur *c, uint64_t *v)
{
	if (c->left < 8)
		return -1;
	*v = ld64(c->p, c->swap);
	c->p += 8;
	c->left -= 8;
	return 0;
}

int pf_feat_clock_data(const void *p, size_t len, bool swap, uint32_t *clockid,
		       uint64_t *wall_ns, uint64_t *clock_ns)
{
	struct fcur c = { p, len, swap };
	uint32_t version;

	if (get32(&c, &version) < 0 || version != 1 || get32(&c, clockid) < 0 ||
	    get64(&c, wall_ns) < 0 || get64(&c, clock_ns) < 0)
		return -1;
	return 0;
}

int pf_feat_sample_time(const void *p, size_t len, bool swap, uint64_t *first, uint64_t *last)
{
	struct fcur c = { p, len, swap };

	if (get64(&c, first) < 0 || get64(&c, last) < 0)
		return -1;
	return 0;
}

const char *pf_feat_name(int feat)
{
	static const char *const names[] = {
		"RESERVED", "TRACING_DATA", "BUILD_ID", "HOSTNAME", "OSRELEASE", "VERSION",
		"ARCH", "NRCPUS", "CPUDESC", "CPUID", "TOTAL_MEM", "CMDLINE", "EVENT_DESC",
		"CPU_TOPOLOGY", "NUMA_TOPOLOGY", "BRANCH_STACK", "PMU_MAPPINGS",
		"GROUP_DESC", "AUXTRACE", "STAT", "CACHE", "SAMPLE_TIME", "MEM_TOPOLOGY",
		"CLOCKID", "DIR_FORMAT", "BPF_PROG_INFO", "BPF_BTF", "COMPRESSED",
		"CPU_PMU_CAPS", "CLOCK_DATA", "HYBRID_TOPOLOGY", "PMU_CAPS",
	};
	static __thread char other[24];

	if (feat >= 0 && (size_t)feat < sizeof(names) / sizeof(names[0]))
		return names[feat];
	snprintf(other, sizeof(other), "feature %d", feat);
	return other;
}
