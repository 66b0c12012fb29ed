// SPDX-License-Identifier: GPL-2.0-only
/* web-config.c: the exporter-toolkit web configuration (web-config.h), as
 * https://github.com/prometheus/exporter-toolkit/blob/master/docs/web-configuration.md
 * describes it, read with libyaml; bcrypt hashes checked with libxcrypt.
 * A key dtltop does not serve is an error naming it, never ignored: a
 * setting that silently did nothing would be a hole in what was asked. */
#include <crypt.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <yaml.h>

#include "web-config.h"

#define WEB_CONFIG_MAX (1u << 20)	/* a larger file is not a web config */

struct ctx {
	struct web_config *wc;
	yaml_document_t *doc;
	char *err;
	size_t errlen;
};

static int fail(struct ctx *c, const yaml_node_t *n, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int fail(struct ctx *c, const yaml_node_t *n, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (n)
		snprintf(c->err, c->errlen, "--web-config %s:%zu: %s", c->wc->path,
			 n->start_mark.line + 1, msg);
	else
		snprintf(c->err, c->errlen, "--web-config %s: %s", c->wc->path, msg);
	return -1;
}

static const char *scalar(const yaml_node_t *n)
{
	return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

/* A file name, relative ones taken against the config file's directory
 * (as exporter-toolkit does). */
static int file_value(struct ctx *c, const yaml_node_t *key, const yaml_node_t *v, char **out,
		      size_t *line)
{
	const char *s = scalar(v), *slash = strrchr(c->wc->path, '/');
	int n;

	if (!s || !s[0])
		return fail(c, v, "%s wants a file name", scalar(key));
	*line = key->start_mark.line + 1;
	free(*out);
	if (s[0] == '/' || !slash)
		n = asprintf(out, "%s", s);
	else
		n = asprintf(out, "%.*s/%s", (int)(slash - c->wc->path), c->wc->path, s);
	if (n < 0) {
		*out = NULL;
		return fail(c, NULL, "out of memory");
	}
	return 0;
}

static int version_value(struct ctx *c, const yaml_node_t *key, const yaml_node_t *v,
			 enum web_tls_version *out)
{
	static const char *const names[] = { "TLS10", "TLS11", "TLS12", "TLS13" };
	const char *s = scalar(v);

	for (int i = 0; s && i < 4; i++)
		if (!strcmp(s, names[i])) {
			*out = (enum web_tls_version)(WEB_TLS10 + i);
			return 0;
		}
	return fail(c, v, "%s wants TLS10, TLS11, TLS12 or TLS13, not '%s'", scalar(key),
		    s ? s : "(not a string)");
}

static int client_auth_value(struct ctx *c, const yaml_node_t *v)
{
	const char *s = scalar(v);

	if (s && !strcmp(s, "NoClientCert"))
		c->wc->client_auth = WEB_NO_CLIENT_CERT;
	else if (s && !strcmp(s, "VerifyClientCertIfGiven"))
		c->wc->client_auth = WEB_VERIFY_IF_GIVEN;
	else if (s && !strcmp(s, "RequireAndVerifyClientCert"))
		c->wc->client_auth = WEB_REQUIRE_AND_VERIFY;
	else if (s && (!strcmp(s, "RequestClientCert") || !strcmp(s, "RequireAnyClientCert")))
		return fail(c, v, "client_auth_type %s (a certificate never verified) is not served "
			    "by dtltop: use VerifyClientCertIfGiven or RequireAndVerifyClientCert", s);
	else
		return fail(c, v, "client_auth_type wants NoClientCert, VerifyClientCertIfGiven or "
			    "RequireAndVerifyClientCert, not '%s'", s ? s : "(not a string)");
	return 0;
}

static int tls_pair(struct ctx *c, const yaml_node_t *k, const yaml_node_t *v)
{
	const char *key = scalar(k);
	struct web_config *wc = c->wc;

	if (!strcmp(key, "cert_file"))
		return file_value(c, k, v, &wc->cert_file, &wc->cert_line);
	if (!strcmp(key, "key_file"))
		return file_value(c, k, v, &wc->key_file, &wc->key_line);
	if (!strcmp(key, "client_ca_file"))
		return file_value(c, k, v, &wc->client_ca_file, &wc->ca_line);
	if (!strcmp(key, "client_auth_type"))
		return client_auth_value(c, v);
	if (!strcmp(key, "min_version"))
		return version_value(c, k, v, &wc->min_version);
	if (!strcmp(key, "max_version"))
		return version_value(c, k, v, &wc->max_version);
	if (!strcmp(key, "cipher_suites") || !strcmp(key, "curve_preferences") ||
	    !strcmp(key, "prefer_server_cipher_suites") || !strcmp(key, "client_allowed_sans") ||
	    !strcmp(key, "cert") || !strcmp(key, "key") || !strcmp(key, "client_ca"))
		return fail(c, k, "tls_server_config: %s is not supported by dtltop", key);
	return fail(c, k, "tls_server_config: unknown key '%s'", key);
}

/* A bcrypt hash as crypt(3) writes one: $2a$, $2b$ or $2y$, a two-digit
 * cost, 53 characters of salt and hash. */
static bool is_bcrypt(const char *h)
{
	return strlen(h) == 60 && h[0] == '$' && h[1] == '2' && strchr("aby", h[2]) &&
	       h[3] == '$' && crypt_checksalt(h) == CRYPT_SALT_OK;
}

static int user_pair(struct ctx *c, const yaml_node_t *k, const yaml_node_t *v)
{
	struct web_config *wc = c->wc;
	const char *name = scalar(k), *hash = scalar(v);
	struct web_user *u;

	if (!name[0] || strchr(name, ':'))
		return fail(c, k, "basic_auth_users: '%s' is not a user name (empty, or has a ':')",
			    name);
	if (!hash || !is_bcrypt(hash))
		return fail(c, v, "basic_auth_users: %s: not a bcrypt hash ($2y$... of 60 "
			    "characters, as htpasswd -B makes)", name);
	for (size_t i = 0; i < wc->nusers; i++)
		if (!strcmp(wc->users[i].name, name))
			return fail(c, k, "basic_auth_users: %s given twice", name);
	u = realloc(wc->users, (wc->nusers + 1) * sizeof(*u));
	if (!u)
		return fail(c, NULL, "out of memory");
	wc->users = u;
	u += wc->nusers;
	u->name = strdup(name);
	u->hash = strdup(hash);
	wc->nusers++;
	if (!u->name || !u->hash)
		return fail(c, NULL, "out of memory");
	return 0;
}

/* Each pair of the mapping n, its key a string, to one. */
static int each_pair(struct ctx *c, const yaml_node_t *n, const char *what,
		     int (*one)(struct ctx *, const yaml_node_t *, const yaml_node_t *))
{
	if (n->type == YAML_SCALAR_NODE && !n->data.scalar.length)
		return 0;	/* "key:" with nothing: an empty section */
	if (n->type != YAML_MAPPING_NODE)
		return fail(c, n, "%s wants a mapping of keys to values", what);
	for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
		const yaml_node_t *k = yaml_document_get_node(c->doc, p->key);
		const yaml_node_t *v = yaml_document_get_node(c->doc, p->value);

		if (!scalar(k))
			return fail(c, k, "%s: a key that is not a string", what);
		if (one(c, k, v) < 0)
			return -1;
	}
	return 0;
}

static int top_pair(struct ctx *c, const yaml_node_t *k, const yaml_node_t *v)
{
	const char *key = scalar(k);

	if (!strcmp(key, "tls_server_config"))
		return each_pair(c, v, key, tls_pair);
	if (!strcmp(key, "basic_auth_users"))
		return each_pair(c, v, key, user_pair);
	if (!strcmp(key, "http_server_config") || !strcmp(key, "rate_limit"))
		return fail(c, k, "%s is not supported by dtltop", key);
	return fail(c, k, "unknown key '%s' (tls_server_config and basic_auth_users are)", key);
}

/* What the keys say together, as exporter-toolkit checks it. */
static int check_whole(struct ctx *c)
{
	struct web_config *wc = c->wc;

	if (!wc->cert_file != !wc->key_file)
		return fail(c, NULL, "tls_server_config needs both cert_file and key_file");
	wc->tls = wc->cert_file != NULL;
	if (!wc->tls && (wc->client_ca_file || wc->client_auth != WEB_NO_CLIENT_CERT))
		return fail(c, NULL, "client certificates need tls_server_config's cert_file and "
			    "key_file");
	if (wc->client_auth != WEB_NO_CLIENT_CERT && !wc->client_ca_file)
		return fail(c, NULL, "client_auth_type verifies client certificates: it needs "
			    "client_ca_file");
	if (wc->client_ca_file && wc->client_auth == WEB_NO_CLIENT_CERT)
		return fail(c, NULL, "client_ca_file without a client_auth_type that verifies "
			    "(VerifyClientCertIfGiven or RequireAndVerifyClientCert)");
	if (wc->min_version > wc->max_version)
		return fail(c, NULL, "min_version is above max_version");
	return 0;
}

struct web_config *web_config_parse(const char *path, const char *text, size_t len,
				    char *err, size_t errlen)
{
	struct web_config *wc = calloc(1, sizeof(*wc));
	struct ctx c = { .wc = wc, .err = err, .errlen = errlen };
	yaml_parser_t parser;
	yaml_document_t doc;
	const yaml_node_t *root;
	int r = -1;

	if (!wc || !(wc->path = strdup(path)) || !(wc->cd = calloc(1, sizeof(*wc->cd)))) {
		snprintf(err, errlen, "--web-config %s: out of memory", path);
		web_config_free(wc);
		return NULL;
	}
	wc->min_version = WEB_TLS12;
	wc->max_version = WEB_TLS13;
	if (!yaml_parser_initialize(&parser)) {
		fail(&c, NULL, "out of memory");
		web_config_free(wc);
		return NULL;
	}
	yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
	if (!yaml_parser_load(&parser, &doc)) {
		snprintf(err, errlen, "--web-config %s:%zu: %s", path, parser.problem_mark.line + 1,
			 parser.problem ? parser.problem : "not YAML");
		yaml_parser_delete(&parser);
		web_config_free(wc);
		return NULL;
	}
	c.doc = &doc;
	root = yaml_document_get_root_node(&doc);
	if (!root)
		r = fail(&c, NULL, "empty: it wants tls_server_config or basic_auth_users");
	else if ((r = each_pair(&c, root, "the file", top_pair)) == 0)
		r = check_whole(&c);
	yaml_document_delete(&doc);
	yaml_parser_delete(&parser);
	if (r < 0) {
		web_config_free(wc);
		return NULL;
	}
	return wc;
}

struct web_config *web_config_load(const char *path, char *err, size_t errlen)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL;
	size_t len = 0;
	struct web_config *wc;

	if (!f) {
		snprintf(err, errlen, "--web-config %s: %s", path, strerror(errno));
		return NULL;
	}
	buf = malloc(WEB_CONFIG_MAX + 1);
	if (buf)
		len = fread(buf, 1, WEB_CONFIG_MAX + 1, f);
	if (!buf || ferror(f) || len > WEB_CONFIG_MAX) {
		snprintf(err, errlen, "--web-config %s: %s", path,
			 !buf ? "out of memory" : ferror(f) ? strerror(errno) : "larger than 1 MiB");
		fclose(f);
		free(buf);
		return NULL;
	}
	fclose(f);
	wc = web_config_parse(path, buf, len, err, errlen);
	free(buf);
	return wc;
}

void web_config_free(struct web_config *wc)
{
	if (!wc)
		return;
	for (size_t i = 0; i < wc->nusers; i++) {
		free(wc->users[i].name);
		free(wc->users[i].hash);
	}
	free(wc->users);
	free(wc->path);
	free(wc->cert_file);
	free(wc->key_file);
	free(wc->client_ca_file);
	if (wc->cd)
		explicit_bzero(wc->cd, sizeof(*wc->cd));
	free(wc->cd);
	explicit_bzero(wc->cache, sizeof(wc->cache));
	free(wc);
}

/* ---- the check ---- */

/* a[0..n) == b[0..n), in a time that depends on n alone */
static bool same(const void *a, const void *b, size_t n)
{
	const volatile unsigned char *x = a, *y = b;
	unsigned char d = 0;

	for (size_t i = 0; i < n; i++)
		d |= x[i] ^ y[i];
	return d == 0;
}

static int b64(unsigned char ch)
{
	if (ch >= 'A' && ch <= 'Z')
		return ch - 'A';
	if (ch >= 'a' && ch <= 'z')
		return ch - 'a' + 26;
	if (ch >= '0' && ch <= '9')
		return ch - '0' + 52;
	return ch == '+' ? 62 : ch == '/' ? 63 : -1;
}

/* Standard base64 (padding optional) into out, NUL-terminated. Its length
 * or -1. */
static long unbase64(const char *s, size_t n, char *out, size_t cap)
{
	size_t o = 0;
	unsigned acc = 0, bits = 0;

	while (n && s[n - 1] == '=')
		n--;
	for (size_t i = 0; i < n; i++) {
		int v = b64((unsigned char)s[i]);

		if (v < 0)
			return -1;
		acc = (acc << 6) | (unsigned)v;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			if (o + 1 >= cap)
				return -1;
			out[o++] = (char)((acc >> bits) & 0xff);
		}
	}
	out[o] = '\0';
	return (long)o;
}

/* The cache: credentials that passed, compared whole in constant time. */
static bool cached(struct web_config *wc, const char *cred, size_t len)
{
	char key[WEB_CRED_MAX] = { 0 };
	bool hit = false;

	memcpy(key, cred, len);
	for (size_t i = 0; i < WEB_AUTH_CACHE; i++) {
		bool eq = same(wc->cache[i].cred, key, WEB_CRED_MAX) & (wc->cache[i].len == len);

		if (eq) {
			wc->cache[i].used = ++wc->tick;
			hit = true;
		}
	}
	explicit_bzero(key, sizeof(key));
	return hit;
}

static void remember(struct web_config *wc, const char *cred, size_t len)
{
	size_t old = 0;

	for (size_t i = 1; i < WEB_AUTH_CACHE; i++)
		if (wc->cache[i].used < wc->cache[old].used)
			old = i;
	memset(wc->cache[old].cred, 0, WEB_CRED_MAX);
	memcpy(wc->cache[old].cred, cred, len);
	wc->cache[old].len = len;
	wc->cache[old].used = ++wc->tick;
}

/* bcrypt of pass with hash's salt and cost, compared with hash. A user not
 * known still costs one bcrypt (with the first user's hash): the time says
 * nothing of which names exist. */
static bool password_ok(struct web_config *wc, const struct web_user *u, const char *pass)
{
	const char *setting = u ? u->hash : wc->users[0].hash;
	const char *out = crypt_rn(pass, setting, wc->cd, (int)sizeof(*wc->cd));
	bool ok = out && strlen(out) == 60 && same(out, setting, 60);

	return ok && u;
}

bool web_auth_check(struct web_config *wc, const char *authorization)
{
	char plain[WEB_CRED_MAX];
	const char *cred, *colon;
	const struct web_user *u = NULL;
	size_t len;
	bool ok;

	if (!wc->nusers)
		return true;
	if (!authorization || strncasecmp(authorization, "Basic ", 6))
		return false;
	cred = authorization + 6;
	cred += strspn(cred, " ");
	len = strcspn(cred, " \t");
	if (!len || len >= WEB_CRED_MAX || cred[len + strspn(cred + len, " \t")])
		return false;
	if (cached(wc, cred, len))
		return true;
	if (unbase64(cred, len, plain, sizeof(plain)) < 0 || !(colon = strchr(plain, ':')))
		return false;
	for (size_t i = 0; i < wc->nusers; i++) {
		size_t n = strlen(wc->users[i].name);

		if ((size_t)(colon - plain) == n && same(wc->users[i].name, plain, n))
			u = &wc->users[i];
	}
	ok = password_ok(wc, u, colon + 1);
	explicit_bzero(plain, sizeof(plain));
	if (ok)
		remember(wc, cred, len);
	return ok;
}
