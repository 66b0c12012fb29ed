// SPDX-License-Identifier: GPL-2.0-only
/* fuzz-tracing-data: the tracing-data parser (perf's HEADER_TRACING_DATA /
 * pipe record 66) with its format pre-validator in front of libtraceevent,
 * then every event it defined decoded (tp_decode) and printed (tp_format) on
 * a payload taken from the input. Layout: blob, payload, then a 2-byte
 * little-endian payload length at the very end (clamped to what is there). */
#include <event-parse.h>
#include <string.h>

#include "fuzz.h"
#include "tracepoint.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const uint8_t none[1];
	size_t plen = 0, blen = size;
	const uint8_t *payload = none;
	struct tep_event **evs;
	struct tp_decoder *d;
	struct tep_handle *tep;
	char err[200], buf[4096];

	if (size >= 2) {
		plen = (size_t)data[size - 2] | (size_t)data[size - 1] << 8;
		if (plen > size - 2)
			plen = size - 2;
		blen = size - 2 - plen;
		payload = data + blen;
	}
	tep = tracing_data_parse(data, blen, err, sizeof(err));
	if (!tep)
		return 0;
	if (strlen(err) >= sizeof(err))
		fuzz_fail("error message not terminated", NULL, 0);
	d = tp_decoder_new(tep);
	if (!d)
		return 0;
	evs = tep_list_events(tep, TEP_EVENT_SORT_ID);
	for (int i = 0; evs && evs[i] && i < 64; i++) {
		struct event ev;
		size_t n;

		memset(&ev, 0, sizeof(ev));
		tp_event_name(d, evs[i]->id);
		tp_decode(d, evs[i]->id, payload, (uint32_t)plen, &ev);
		n = tp_format(d, evs[i]->id, payload, (uint32_t)plen, buf, sizeof(buf));
		if (n >= sizeof(buf) || strlen(buf) > n)
			fuzz_fail("tp_format length does not match its text", buf, strnlen(buf, sizeof(buf)));
	}
	tp_decoder_free(d);
	return 0;
}
