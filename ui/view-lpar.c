// SPDX-License-Identifier: GPL-2.0-only
/* view-lpar.c: the entitlement block (view-lpar.h) for the batch views and
 * the parts of the interactive header's entitlement line. */
#include <inttypes.h>
#include <string.h>

#include "model.h"
#include "source.h"
#include "wallclock.h"
#include "view-lpar.h"
#include "view.h"

/* A copy of the source's latest read (live and simulated ones re-read it
 * on their own thread), into *buf; NULL without an entitlement. */
static const struct lparcfg *cfg_of(const struct source *src, struct lparcfg *buf)
{
	source_lpar_get(src, buf);
	return buf->valid ? buf : NULL;
}

const char *view_lpar_mark(const struct model_lpar *u)
{
	if (!u->have_use)
		return "";
	return u->quality == MODEL_LPAR_IMPOSSIBLE ? "!" : u->quality == MODEL_LPAR_APPROX ? "~" : "";
}

const char *view_lpar_quality(const struct model_lpar *u)
{
	static const char *const name[] = { "exact", "approx", "impossible" };

	return name[u->quality];
}

void view_lpar_parts(const struct lparcfg *cfg, const struct model_lpar *u,
		     struct view_lpar_parts *out)
{
	view_lpar_parts_tf(cfg, u, NULL, out);
}

void view_lpar_parts_tf(const struct lparcfg *cfg, const struct model_lpar *u,
			const struct time_fmt *tf, struct view_lpar_parts *out)
{
	char ts[40];

	size_t n = 0;

	memset(out, 0, sizeof(*out));
	if (!cfg || !cfg->valid)
		return;
	snprintf(out->s[n++], sizeof(out->s[0]), "ent %.2f %s",
		 (double)cfg->entitled_centi / 100.0,
		 !(cfg->have & LPARCFG_HAVE_CAPPED) ? "capped?" : cfg->capped ? "capped" : "uncapped");
	if (u->have_use && u->quality == MODEL_LPAR_IMPOSSIBLE) {
		/* more than the partition can use: said so, with the bound */
		snprintf(out->s[n++], sizeof(out->s[0]), "physc !%.2f (max %.4g)", u->physc,
			 u->physc_max);
		snprintf(out->s[n++], sizeof(out->s[0]), "entc !%.1f%%", u->entc_pct);
	} else if (u->have_use) {
		const char *q = view_lpar_mark(u);

		snprintf(out->s[n++], sizeof(out->s[0]), "physc %s%.2f", q, u->physc);
		snprintf(out->s[n++], sizeof(out->s[0]), "entc %s%.1f%%", q, u->entc_pct);
	} else {
		snprintf(out->s[n++], sizeof(out->s[0]), "physc -");
		snprintf(out->s[n++], sizeof(out->s[0]), "entc -");
	}
	/* the answer to "over entitlement since when, or pool full?" */
	{
		char *s = out->s[n++];
		size_t k = 0, len = sizeof(out->s[0]);

		s[0] = '\0';
		if (u->have_use && u->quality == MODEL_LPAR_IMPOSSIBLE)
			k += (size_t)snprintf(s, len, "incomplete data");
		else if (u->over && u->have_since && tf)	/* seconds keep their unit and a decimal */
			k += (size_t)snprintf(s, len, "over ent. since %s%s",
					      time_str(tf, u->over_since_ns,
						       time_style_of(tf) == TIME_WALL ? 0 : 1,
						       ts, sizeof(ts)),
					      time_unit(tf, true));
		else if (u->over && u->have_since)
			k += (size_t)snprintf(s, len, "over ent. since %.1f s",
					      (double)u->over_since_ns / 1e9);
		else if (u->over)
			k += (size_t)snprintf(s, len, "over ent.");
		if (u->pool_full)
			snprintf(s + k, len - k, "%spool full", k ? ", " : "");
		else if (!k)
			snprintf(s, len, u->have_use ? "within ent." : "no DTL");
	}
	/* only where the partition may see its pool's use; before the pool's
	 * size, which 80 columns cut first: app says how full it is */
	if (cfg->have & LPARCFG_HAVE_APP)
		snprintf(out->s[n++], sizeof(out->s[0]), "app %.2f", (double)cfg->app_centi / 100.0);
	if (cfg->have & LPARCFG_HAVE_POOL_CAP)
		snprintf(out->s[n++], sizeof(out->s[0]), "pool %u: %.0f procs", cfg->pool,
			 (double)cfg->pool_capacity_centi / 100.0);
	else
		snprintf(out->s[n++], sizeof(out->s[0]), cfg->shared ? "pool ?" : "dedicated");
	out->n = n;
}

/* The LPAR's use when -C limits the model m to some vCPUs: from the model
 * of every vCPU the window also kept (false: not read, a live capture of
 * -C's vCPUs only). Without -C, m is the LPAR. */
static bool lpar_use(const struct model *m, const struct view_window *w,
		     const struct lparcfg *cfg, uint64_t span_ns, struct model_lpar *u)
{
	const struct model *all = w && w->cpus ? w->lpar : m;

	memset(u, 0, sizeof(*u));
	if (!all)
		return false;
	model_lpar_use(all, cfg, span_ns, u);
	return true;
}

static bool scoped(const struct view_window *w)
{
	return w && w->cpus;
}

/* With -C the line names both scopes: "physc of vCPUs 0-1: 0.42 (LPAR: 1.56
 * of ent 7.08)", and %entc and the verdict are the LPAR's, never the
 * selected vCPUs' physc against the LPAR's entitlement. */
void view_lpar_text(FILE *f, const struct model *m, const struct source *src,
		    const struct view_window *w, uint64_t span_ns)
{
	struct lparcfg buf;
	const struct lparcfg *cfg = cfg_of(src, &buf);
	struct view_lpar_parts p;
	struct model_lpar u, sel;
	bool have;

	if (!cfg)
		return;
	have = lpar_use(m, w, cfg, span_ns, &u);
	view_lpar_parts(cfg, &u, &p);
	fputs("Entitlement:", f);
	if (!scoped(w)) {
		for (size_t i = 0; i < p.n; i++)
			fprintf(f, "%s%s", i ? "  " : " ", p.s[i]);
		fputc('\n', f);
		return;
	}
	model_lpar_use(m, cfg, span_ns, &sel);
	fprintf(f, " %s  physc of vCPUs %s: ", p.s[0], w->cpus);
	if (sel.have_use)
		fprintf(f, "%.2f", sel.physc);
	else
		fputc('-', f);
	if (!have) {
		fputs(" (LPAR: not captured, -C reads only these)", f);
	} else {
		if (u.have_use)
			fprintf(f, " (LPAR: %.2f of ent %.2f)  LPAR entc %.1f%%", u.physc, u.ent,
				u.entc_pct);
		else
			fputs(" (LPAR: -)  LPAR entc -", f);
		fprintf(f, "  LPAR %s", p.s[VIEW_LPAR_STATUS]);
	}
	for (size_t i = VIEW_LPAR_STATUS + 1; i < p.n; i++)
		fprintf(f, "  %s", p.s[i]);
	fputc('\n', f);
}

/* {"entitled_capacity_centi":N,... without the closing brace: the file's
 * own units (hundredths of a processor), keys only where the file had them
 * (a file without the entitlement: {"lparcfg":true,...}) */
static void cfg_keys(FILE *f, const struct lparcfg *cfg)
{
	/* every key after the first opens with a comma: the first is
	 * entitled_capacity_centi, or the "lparcfg" version mark */
	if (cfg->valid)
		fprintf(f, "{\"entitled_capacity_centi\":%" PRIu64, cfg->entitled_centi);
	else
		fputs("{\"lparcfg\":true", f);
	if (cfg->have & LPARCFG_HAVE_CAPPED)
		fprintf(f, ",\"capped\":%s", cfg->capped ? "true" : "false");
	if (cfg->have & LPARCFG_HAVE_SHARED)
		fprintf(f, ",\"shared\":%s", cfg->shared ? "true" : "false");
	if (cfg->have & LPARCFG_HAVE_POOL)
		fprintf(f, ",\"pool\":%u", cfg->pool);
	if (cfg->have & LPARCFG_HAVE_POOL_CAP)
		fprintf(f, ",\"pool_capacity_centi\":%" PRIu64, cfg->pool_capacity_centi);
	if (cfg->have & LPARCFG_HAVE_POOL_PROCS)
		fprintf(f, ",\"pool_num_procs\":%" PRIu64, cfg->pool_num_procs);
	if (cfg->have & LPARCFG_HAVE_POOL_IDLE)
		fprintf(f, ",\"pool_idle_time\":%" PRIu64, cfg->pool_idle_time);
	if (cfg->have & LPARCFG_HAVE_ACTIVE)
		fprintf(f, ",\"active_procs\":%" PRIu64, cfg->active_procs);
	if (cfg->have & LPARCFG_HAVE_APP)
		fprintf(f, ",\"app_centi\":%" PRIu64, cfg->app_centi);
}

/* ,"key":value for each identity key known: sep opens the first (then a
 * comma); returns the separator for what follows. */
static const char *json_key(FILE *f, const char *sep, const char *key)
{
	fprintf(f, "%s\"%s\":", sep, key);
	return ",";
}

static const char *identity_keys(FILE *f, const char *sep, const struct lparcfg *c)
{
	if (c->have & LPARCFG_HAVE_SERIAL) {
		sep = json_key(f, sep, "serial");
		view_json_string(f, c->serial, strlen(c->serial));
	}
	if (c->have & LPARCFG_HAVE_TYPE) {
		sep = json_key(f, sep, "machine_type");
		view_json_string(f, c->machine_type, strlen(c->machine_type));
	}
	if (c->have & LPARCFG_HAVE_ID) {
		sep = json_key(f, sep, "partition_id");
		fprintf(f, "%" PRIu64, c->partition_id);
	}
	if (c->have & LPARCFG_HAVE_NAME) {
		sep = json_key(f, sep, "partition_name");
		view_json_string(f, c->partition_name, strlen(c->partition_name));
	}
	return sep;
}

void view_lparcfg_json(FILE *f, const struct lparcfg *cfg)
{
	cfg_keys(f, cfg);
	identity_keys(f, ",", cfg);
	if (cfg->have & LPARCFG_HAVE_WEIGHT)
		fprintf(f, ",\"weight\":%" PRIu64, cfg->weight);
	fputc('}', f);
}

/* ,"lpar":{...}: which partition, dtltop_lpar_info's labels as JSON (each
 * where known), or null when the source says nothing of it. */
static void lpar_identity_json(FILE *f, const struct source *src)
{
	struct lparcfg c;
	const char *sep = "{";

	source_lpar_get(src, &c);
	if (!c.valid && !c.have) {
		fputs(",\"lpar\":null", f);
		return;
	}
	fputs(",\"lpar\":", f);
	sep = identity_keys(f, sep, &c);
	if (c.have & LPARCFG_HAVE_CAPPED) {
		sep = json_key(f, sep, "capped");
		fputs(c.capped ? "true" : "false", f);
	}
	if (c.have & LPARCFG_HAVE_WEIGHT) {
		sep = json_key(f, sep, "weight");
		fprintf(f, "%" PRIu64, c.weight);
	}
	if (c.have & LPARCFG_HAVE_POOL) {
		sep = json_key(f, sep, "pool_id");
		fprintf(f, "%u", c.pool);
	}
	if (c.valid) {
		sep = json_key(f, sep, "entitlement");
		fprintf(f, "%.2f", (double)c.entitled_centi / 100.0);
	}
	if (c.have & LPARCFG_HAVE_ACTIVE) {
		sep = json_key(f, sep, "online_vcpus");
		fprintf(f, "%" PRIu64, c.active_procs);
	}
	fputs(*sep == '{' ? "{}" : "}", f);
}

void view_lpar_json(FILE *f, const struct model *m, const struct source *src,
		    const struct view_window *w, uint64_t span_ns)
{
	struct lparcfg buf;
	const struct lparcfg *cfg = cfg_of(src, &buf);
	struct model_lpar u, sel;
	bool have;

	lpar_identity_json(f, src);
	if (!cfg) {
		fputs(",\"entitlement\":null", f);
		return;
	}
	have = lpar_use(m, w, cfg, span_ns, &u);
	fputs(",\"entitlement\":", f);
	cfg_keys(f, cfg);
	/* the derived figures, in processors and percent: the LPAR's, also
	 * with -C (null where it was not captured) */
	if (!have) {
		fputs(",\"physc\":null,\"entc_pct\":null,\"over\":null,\"pool_full\":null", f);
	} else {
		if (u.have_use) {
			fprintf(f, ",\"physc\":%.4f,\"entc_pct\":%.2f,\"physc_quality\":\"%s\"",
				u.physc, u.entc_pct, view_lpar_quality(&u));
			if (u.physc_max > 0)
				fprintf(f, ",\"physc_max\":%.2f", u.physc_max);
		}
		fprintf(f, ",\"over\":%s", u.over ? "true" : "false");
		if (u.over && u.have_since)
			fprintf(f, ",\"over_since_ns\":%" PRIu64, u.over_since_ns);
		fprintf(f, ",\"pool_full\":%s", u.pool_full ? "true" : "false");
	}
	if (scoped(w)) {	/* the selected vCPUs' own, named as theirs */
		model_lpar_use(m, cfg, span_ns, &sel);
		fprintf(f, ",\"physc_of_cpus\":{\"cpus\":\"%s\",\"physc\":", w->cpus);
		if (sel.have_use)
			fprintf(f, "%.4f}", sel.physc);
		else
			fputs("null}", f);
	}
	fputc('}', f);
}

void view_lpar_csv_header(FILE *f)
{
	/* the LPAR's, the same on every row (also with -C): named so that
	 * nobody sums them over the rows; app_procs empty where unknown (not
	 * authorised, or one read) */
	fputs(",ent_procs,lpar_physc_procs,lpar_entc_pct,app_procs\n", f);
}

void view_lpar_csv(char *buf, size_t len, const struct model *m, const struct source *src,
		  const struct view_window *w, uint64_t span_ns)
{
	struct lparcfg c;
	const struct lparcfg *cfg = cfg_of(src, &c);
	struct model_lpar u;

	char app[32] = "";
	size_t k;

	if (!cfg) {		/* a recording without it: no entitlement */
		snprintf(buf, len, ",,,,");
		return;
	}
	lpar_use(m, w, cfg, span_ns, &u);
	if (cfg->have & LPARCFG_HAVE_APP)
		snprintf(app, sizeof(app), "%.2f", (double)cfg->app_centi / 100.0);
	if (!u.have_use)
		k = (size_t)snprintf(buf, len, ",%.2f,,", (double)cfg->entitled_centi / 100.0);
	else
		k = (size_t)snprintf(buf, len, ",%.2f,%.4f,%.2f", (double)cfg->entitled_centi / 100.0,
				     u.physc, u.entc_pct);
	if (k < len)
		snprintf(buf + k, len - k, ",%s", app);
}
