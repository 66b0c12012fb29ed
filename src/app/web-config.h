/* SPDX-License-Identifier: GPL-2.0-only */
/* web-config.h: --web-config FILE, the exporter-toolkit web configuration
 * node_exporter reads (TLS files, client certificates, basic-auth users with
 * bcrypt hashes), and the basic-auth check the metrics server makes. */
#ifndef DTLTOP_WEB_CONFIG_H
#define DTLTOP_WEB_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

/* tls_server_config's client_auth_type, those dtltop serves. */
enum web_client_auth { WEB_NO_CLIENT_CERT, WEB_VERIFY_IF_GIVEN, WEB_REQUIRE_AND_VERIFY };

/* TLS versions as min_version/max_version name them (TLS10 .. TLS13). */
enum web_tls_version { WEB_TLS10 = 10, WEB_TLS11, WEB_TLS12, WEB_TLS13 };

#define WEB_AUTH_CACHE 16	/* successful checks remembered (bcrypt is slow) */
#define WEB_CRED_MAX   256	/* longest base64 credentials cached */

struct web_user {
	char *name;
	char *hash;		/* bcrypt: $2a$, $2b$ or $2y$ */
};

struct web_config {
	char *path;
	bool tls;		/* cert_file and key_file given */
	char *cert_file, *key_file, *client_ca_file;	/* resolved against path's directory */
	size_t cert_line, key_line, ca_line;		/* where the file gives them */
	enum web_client_auth client_auth;
	enum web_tls_version min_version, max_version;
	struct web_user *users;
	size_t nusers;

	/* the check's state: the server thread alone uses it */
	struct crypt_data *cd;
	struct {
		size_t len;		/* 0: free */
		unsigned long used;
		char cred[WEB_CRED_MAX];
	} cache[WEB_AUTH_CACHE];
	unsigned long tick;
};

/* Read and check FILE. NULL with a one-line err naming FILE and the line. */
struct web_config *web_config_load(const char *path, char *err, size_t errlen);
/* The same on a text in memory (the unit tests); path names it in errors
 * and relative file names are taken against its directory. */
struct web_config *web_config_parse(const char *path, const char *text, size_t len,
				    char *err, size_t errlen);
void web_config_free(struct web_config *wc);	/* NULL is fine */

/* Does an Authorization header's value let the client in? Always true
 * without basic_auth_users; else "Basic BASE64(user:password)" whose
 * password the user's bcrypt hash accepts. */
bool web_auth_check(struct web_config *wc, const char *authorization);

#endif
