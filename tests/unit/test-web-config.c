// SPDX-License-Identifier: GPL-2.0-only
/* test-web-config.c: --web-config's reader (web-config.h) on the
 * exporter-toolkit format: what a good file gives, each error named with
 * its file and line (counted by hand in the texts below), and the basic-auth
 * check. The hash was made by Python's crypt module (METHOD_BLOWFISH, cost
 * 4) for the password "s3cret"; the Authorization values are base64 of
 * "alice:s3cret" and others (base64(1)). */
#include <stdlib.h>

#include "harness.h"
#include "web-config.h"

#define HASH "$2b$04$tWmrKk8N4yeXFotERw4PW.dkryh7eEQIRBmJpqBFBK9cAaZTTb6HW"

static struct web_config *parse(const char *text, char *err, size_t errlen)
{
	err[0] = '\0';
	return web_config_parse("/etc/dtltop/web.yml", text, strlen(text), err, errlen);
}

TEST(web_config_good)
{
	static const char text[] = "# node_exporter's file\n"
				   "tls_server_config:\n"
				   "  cert_file: tls/server.crt\n"
				   "  key_file: /abs/server.key\n"
				   "  client_auth_type: RequireAndVerifyClientCert\n"
				   "  client_ca_file: ca.crt\n"
				   "  min_version: TLS13\n"
				   "basic_auth_users:\n"
				   "  alice: " HASH "\n"
				   "  bob: '" HASH "'\n";
	char err[256];
	struct web_config *wc = parse(text, err, sizeof(err));

	CHECK(wc != NULL);
	CHECK(wc->tls);
	CHECK_STR(wc->cert_file, "/etc/dtltop/tls/server.crt");	/* the file's directory */
	CHECK_STR(wc->key_file, "/abs/server.key");
	CHECK_STR(wc->client_ca_file, "/etc/dtltop/ca.crt");
	CHECK_U64(wc->cert_line, 3);
	CHECK_U64(wc->client_auth, WEB_REQUIRE_AND_VERIFY);
	CHECK_U64(wc->min_version, WEB_TLS13);
	CHECK_U64(wc->max_version, WEB_TLS13);	/* the default */
	CHECK_U64(wc->nusers, 2);
	CHECK_STR(wc->users[1].name, "bob");
	CHECK_STR(wc->users[1].hash, HASH);
	web_config_free(wc);
}

TEST(web_config_auth_only)
{
	/* basic auth over plain HTTP, as exporter-toolkit allows */
	char err[256];
	struct web_config *wc = parse("basic_auth_users:\n  alice: " HASH "\n", err, sizeof(err));

	CHECK(wc != NULL);
	CHECK(!wc->tls && wc->min_version == WEB_TLS12);
	web_config_free(wc);
}

/* Each bad text, and the error it must give, whole. */
TEST(web_config_errors)
{
	static const struct {
		const char *text, *err;
	} cases[] = {
		{ "tls_server_config:\n  cert_file: a\n  key_fil: b\n",
		  "--web-config /etc/dtltop/web.yml:3: tls_server_config: unknown key 'key_fil'" },
		{ "basic_auth_users:\n  alice: secret\n",
		  "--web-config /etc/dtltop/web.yml:2: basic_auth_users: alice: not a bcrypt hash "
		  "($2y$... of 60 characters, as htpasswd -B makes)" },
		{ "basic_auth_users:\n  alice: " HASH "\n  alice: " HASH "\n",
		  "--web-config /etc/dtltop/web.yml:3: basic_auth_users: alice given twice" },
		{ "tls_server_config:\n  cert_file: a\n",
		  "--web-config /etc/dtltop/web.yml: tls_server_config needs both cert_file and key_file" },
		{ "tls_server_config:\n  cert_file: a\n  key_file: b\n  client_auth_type: "
		  "RequireAndVerifyClientCert\n",
		  "--web-config /etc/dtltop/web.yml: client_auth_type verifies client certificates: it "
		  "needs client_ca_file" },
		{ "tls_server_config:\n  cert_file: a\n  key_file: b\n\n  client_auth_type: Maybe\n",
		  "--web-config /etc/dtltop/web.yml:5: client_auth_type wants NoClientCert, "
		  "VerifyClientCertIfGiven or RequireAndVerifyClientCert, not 'Maybe'" },
		{ "tls_server_config:\n  cert_file: a\n  key_file: b\n  client_auth_type: RequestClientCert\n",
		  "--web-config /etc/dtltop/web.yml:4: client_auth_type RequestClientCert (a "
		  "certificate never verified) is not served by dtltop: use VerifyClientCertIfGiven "
		  "or RequireAndVerifyClientCert" },
		{ "tls_server_config:\n  cert_file: a\n  key_file: b\n  min_version: TLS13\n"
		  "  max_version: TLS12\n",
		  "--web-config /etc/dtltop/web.yml: min_version is above max_version" },
		{ "tls_server_config:\n  cert_file: a\n  key_file: b\n  cipher_suites: [ X ]\n",
		  "--web-config /etc/dtltop/web.yml:4: tls_server_config: cipher_suites is not "
		  "supported by dtltop" },
		{ "http_server_config:\n  http2: false\n",
		  "--web-config /etc/dtltop/web.yml:1: http_server_config is not supported by dtltop" },
		{ "tls_config:\n  cert_file: a\n",
		  "--web-config /etc/dtltop/web.yml:1: unknown key 'tls_config' (tls_server_config and "
		  "basic_auth_users are)" },
		{ "tls_server_config: [a, b]\n",
		  "--web-config /etc/dtltop/web.yml:1: tls_server_config wants a mapping of keys to "
		  "values" },
		{ "- a\n- b\n",
		  "--web-config /etc/dtltop/web.yml:1: the file wants a mapping of keys to values" },
		{ "", "--web-config /etc/dtltop/web.yml: empty: it wants tls_server_config or "
		      "basic_auth_users" },
		{ "basic_auth_users:\n  alice: [\n",
		  "--web-config /etc/dtltop/web.yml:3: did not find expected node content" },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char err[320];
		struct web_config *wc = parse(cases[i].text, err, sizeof(err));

		if (wc) {
			web_config_free(wc);
			CHECK_STR(cases[i].text, "(refused)");
		}
		CHECK_STR(err, cases[i].err);
	}
}

TEST(web_auth_basic)
{
	char err[256];
	struct web_config *wc = parse("basic_auth_users:\n  alice: " HASH "\n", err, sizeof(err));

	CHECK(wc != NULL);
	CHECK(web_auth_check(wc, "Basic YWxpY2U6czNjcmV0"));		/* alice:s3cret */
	CHECK(web_auth_check(wc, "basic  YWxpY2U6czNjcmV0"));		/* the scheme in any case */
	CHECK(web_auth_check(wc, "Basic YWxpY2U6czNjcmV0"));		/* cached: the same answer */
	CHECK(!web_auth_check(wc, "Basic YWxpY2U6d3Jvbmc="));		/* alice:wrong */
	CHECK(!web_auth_check(wc, "Basic Ym9iOnMzY3JldA=="));		/* bob:s3cret: no bob */
	CHECK(!web_auth_check(wc, "Basic YWxpY2U="));			/* alice, no colon */
	CHECK(!web_auth_check(wc, "Basic !!!!"));
	CHECK(!web_auth_check(wc, "Bearer YWxpY2U6czNjcmV0"));
	CHECK(!web_auth_check(wc, ""));
	CHECK(!web_auth_check(wc, NULL));
	web_config_free(wc);
}

TEST(web_auth_cache_bounded)
{
	/* wrong guesses are never cached, and the right one stays right
	 * after more guesses than the cache has slots */
	char err[256], guess[64];
	struct web_config *wc = parse("basic_auth_users:\n  alice: " HASH "\n", err, sizeof(err));

	CHECK(wc != NULL);
	for (int i = 0; i < 2 * WEB_AUTH_CACHE; i++) {
		snprintf(guess, sizeof(guess), "Basic YWxpY2U6%04d", i);
		CHECK(!web_auth_check(wc, guess));
	}
	for (int i = 0; i < WEB_AUTH_CACHE; i++)
		CHECK_U64(wc->cache[i].len, 0);
	CHECK(web_auth_check(wc, "Basic YWxpY2U6czNjcmV0"));
	web_config_free(wc);
}

TEST(web_auth_none)
{
	/* without basic_auth_users every request is let in */
	char err[256];
	struct web_config *wc = parse("tls_server_config:\n  cert_file: a\n  key_file: b\n", err,
				      sizeof(err));

	CHECK(wc != NULL);
	CHECK(web_auth_check(wc, NULL));
	web_config_free(wc);
}
