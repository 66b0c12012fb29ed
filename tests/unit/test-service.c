// SPDX-License-Identifier: GPL-2.0-only
/* test-service.c: a service's state lines (service.c): one line when a
 * state changes, none for a window like the last, whatever the windows. */
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "service.h"

struct cap {
	char *buf;
	size_t len;
	FILE *f;
	struct service *sv;
	struct source src;
};

static void cap_open(struct cap *c, uint32_t online)
{
	memset(c, 0, sizeof(*c));
	c->f = open_memstream(&c->buf, &c->len);
	c->sv = service_new(c->f, 10000000000ull);
	c->src.info.kind = "simulated";
	c->src.info.nr_cpus_online = online;
	c->src.info.dtl_iface = DTL_IFACE_VPA;
}

static void cap_close(struct cap *c)
{
	service_free(c->sv);
	fclose(c->f);
	free(c->buf);
}

TEST(service_lines_per_state_change)
{
	static const struct service_loss none, drop = { .dropped = 7 },
		both = { .lost = 2, .full_polls = 3 };
	struct cap c;

	cap_open(&c, 4);
	service_started(c.sv, &c.src);
	service_started(c.sv, &c.src);	/* said once */
	for (int i = 0; i < 5; i++)
		service_window(c.sv, &c.src, &none);
	CHECK_U64(service_lines(c.sv), 1);
	fflush(c.f);
	CHECK_STR(c.buf, "dtltop: started: simulated session of 4 vCPUs, DTL from vpa_dtl, "
			 "metrics every 10 s\n");
	/* loss begins: one line; goes on: none; ends: one, with the sums */
	service_window(c.sv, &c.src, &drop);
	service_window(c.sv, &c.src, &both);
	service_window(c.sv, &c.src, &drop);
	CHECK_U64(service_lines(c.sv), 2);
	service_window(c.sv, &c.src, &none);
	service_window(c.sv, &c.src, &none);
	CHECK_U64(service_lines(c.sv), 3);
	fflush(c.f);
	CHECK(strstr(c.buf, "\ndtltop: losing events: 7 dropped by the readers in a window of "
			    "10 s\n") != NULL);
	CHECK(strstr(c.buf, "\ndtltop: no events lost since the last line (3 windows: 2 lost by "
			    "the kernel, 14 dropped by the readers, 3 polls found the DTL full)\n")
	      != NULL);
	/* the vCPU set: a line when it changes, and only then */
	c.src.info.nr_cpus_online = 6;
	service_window(c.sv, &c.src, &none);
	service_window(c.sv, &c.src, &none);
	CHECK_U64(service_lines(c.sv), 4);
	fflush(c.f);
	CHECK(strstr(c.buf, "\ndtltop: vCPUs online: 6 (were 4)\n") != NULL);
	cap_close(&c);
}

/* A loss in the first window, before any line about the start (the first
 * event and its window can come together), is still one line. */
TEST(service_loss_from_the_start)
{
	static const struct service_loss lost = { .overruns = 1, .truncated = 2 };
	struct cap c;

	cap_open(&c, 2);
	service_window(c.sv, &c.src, &lost);
	service_window(c.sv, &c.src, &lost);
	CHECK_U64(service_lines(c.sv), 1);
	fflush(c.f);
	CHECK_STR(c.buf, "dtltop: losing events: 2 AUX records truncated, 1 AUX overruns in a "
			 "window of 10 s\n");
	cap_close(&c);
}
