# SPDX-License-Identifier: GPL-2.0-only
# --web-config (dtltop(1), WEB CONFIGURATION): a CA, a server and a client
# certificate made here with openssl, a bcrypt hash made by an independent
# tool (htpasswd -B, else Python's crypt module), and a simulation serving
# metrics over TLS with basic auth. curl, trusting the test CA alone: the
# right password gets 200 and the metrics; a wrong one, or none, 401 with
# WWW-Authenticate: Basic; without the CA the certificate is not trusted;
# plain HTTP to the TLS port is closed at once, never left hanging; a client
# that opens a connection and says nothing holds no scrape up. Then a
# RequireAndVerifyClientCert server with min_version TLS13: the client
# certificate is let in, no certificate and TLS 1.2 are not. And bad web
# configurations: exit 2 and one line naming the file (and line), before
# anything is served.
. "$TOP/tests/lib.sh"
command -v curl >/dev/null || skip "curl is not installed"
command -v openssl >/dev/null || skip "openssl is not installed"
"$DTLTOP" --version | grep -q '^features:.* tls' || skip "this dtltop is built without TLS"

# bcrypt PASSWORD: its hash, by a tool that is not dtltop
bcrypt() {
	if command -v htpasswd >/dev/null; then
		htpasswd -nbB -C 8 x "$1" | cut -d: -f2
	else
		python3 -W ignore -c 'import crypt, sys
print(crypt.crypt(sys.argv[1], crypt.mksalt(crypt.METHOD_BLOWFISH, rounds=1 << 8)))' "$1" 2>/dev/null
	fi
}
hash=$(bcrypt 'c0rrect horse') || true
case $hash in
'$2'?'$08$'*) ;;
*) skip "no bcrypt tool (htpasswd from apache2-utils, or Python's crypt module)" ;;
esac

# The certificates: a CA, the server's for 127.0.0.1, a client's.
ossl() { openssl "$@" 2>/dev/null || fail "openssl $*"; }
ossl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout ca.key \
	-out ca.crt -days 2 -subj /CN=dtltop-test-ca
ossl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout server.key \
	-out server.csr -subj /CN=127.0.0.1
printf 'subjectAltName=IP:127.0.0.1\n' > server.ext
ossl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 \
	-extfile server.ext -out server.crt
ossl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout client.key \
	-out client.csr -subj /CN=prometheus
printf 'extendedKeyUsage=clientAuth\n' > client.ext
ossl x509 -req -in client.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 \
	-extfile client.ext -out client.crt
mkdir tls && mv server.crt server.key tls/
here=$PWD

pid=
stop() {
	local rc=0
	if [ -n "$pid" ]; then
		kill -TERM "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || rc=$?
		pid=
		[ "$rc" = 0 ] || fail "dtltop ended $rc on SIGTERM: $(cat "$here/err.txt")"
		grep -qE 'Sanitizer|runtime error' "$here/err.txt" && fail "$(cat "$here/err.txt")"
	fi
	return 0
}
trap 'exec 3>&- 2>/dev/null; [ -z "$pid" ] || kill -TERM "$pid" 2>/dev/null || true' EXIT

# serve CONFIG: a simulation serving metrics with it; sets pid and port.
serve() {
	"$DTLTOP" --simulate=4 --batch -d 1 --listen 127.0.0.1:0 --web-config "$1" \
		> "$here/out.txt" 2> "$here/err.txt" &
	pid=$!
	local end=$(( $(date +%s) + 120 ))
	port=
	while [ -z "$port" ]; do
		port=$(sed -n 's,^dtltop: serving metrics on https://127\.0\.0\.1:\([0-9]*\)/metrics$,\1,p' "$here/err.txt")
		kill -0 "$pid" 2>/dev/null || fail "dtltop ended before serving: $(cat "$here/err.txt")"
		[ "$(date +%s)" -lt "$end" ] || fail "no 'serving metrics on https' line: $(cat "$here/err.txt")"
		[ -n "$port" ] || sleep 0.05
	done
}
# status ARGS...: the HTTP status curl gets for /metrics (000: none)
status() {
	curl -s -m 20 -o body.txt -D head.txt -w '%{http_code}' "$@" \
		"https://127.0.0.1:$port/metrics" || true
}

# Relative file names are the config file's directory's (as node_exporter).
cat > web.yml <<EOF
tls_server_config:
  cert_file: tls/server.crt
  key_file: tls/server.key
basic_auth_users:
  prometheus: '$hash'
EOF
mkdir elsewhere && cd elsewhere
serve ../web.yml
cd ..
grep -q 'warning' err.txt && fail "a warning though auth is on: $(cat err.txt)"

st=$(status --cacert ca.crt -u 'prometheus:c0rrect horse')
[ "$st" = 200 ] || fail "the right password: $st, not 200: $(cat head.txt body.txt)"
grep -q '^dtltop_build_info{' body.txt || fail "no metrics in the answer: $(head -5 body.txt)"
# again: the cached check answers the same
st=$(status --cacert ca.crt -u 'prometheus:c0rrect horse')
[ "$st" = 200 ] || fail "the right password, twice: $st, not 200"

st=$(status --cacert ca.crt -u 'prometheus:c0rrect hors')
[ "$st" = 401 ] || fail "a wrong password: $st, not 401"
grep -qi '^WWW-Authenticate: Basic ' head.txt || fail "401 without WWW-Authenticate: Basic: $(cat head.txt)"
grep -q 'dtltop_' body.txt && fail "a 401 that holds metrics"
st=$(status --cacert ca.crt -u 'grafana:c0rrect horse')
[ "$st" = 401 ] || fail "a user not configured: $st, not 401"
st=$(status --cacert ca.crt)
[ "$st" = 401 ] || fail "no credentials: $st, not 401"
grep -qi '^WWW-Authenticate: Basic ' head.txt || fail "401 without WWW-Authenticate: Basic"

# The certificate is the test CA's: without it curl does not trust it.
st=$(status -u 'prometheus:c0rrect horse')
[ "$st" = 000 ] || fail "a certificate trusted without the test CA: $st"

# Plain HTTP to the TLS port: closed, at once (not the 20 s timeout).
t0=$(date +%s%N)
rc=0
curl -s -m 20 -o /dev/null "http://127.0.0.1:$port/metrics" || rc=$?
t1=$(date +%s%N)
[ "$rc" != 0 ] && [ "$rc" != 28 ] || fail "plain HTTP on the TLS port: curl exit $rc"
[ $(( (t1 - t0) / 1000000 )) -lt 5000 ] || fail "plain HTTP took $(( (t1 - t0) / 1000000 )) ms"

# A client that connects and sends nothing (a stalled handshake) holds no
# other scrape up.
exec 3<>"/dev/tcp/127.0.0.1/$port"
st=$(status --cacert ca.crt -u 'prometheus:c0rrect horse')
[ "$st" = 200 ] || fail "a scrape beside a silent connection: $st, not 200"
exec 3>&-
stop

# Client certificates, and TLS 1.3 only.
cat > mtls.yml <<EOF
tls_server_config:
  cert_file: tls/server.crt
  key_file: tls/server.key
  client_auth_type: RequireAndVerifyClientCert
  client_ca_file: ca.crt
  min_version: TLS13
EOF
serve mtls.yml
st=$(status --cacert ca.crt --cert client.crt --key client.key)
[ "$st" = 200 ] || fail "the CA's client certificate: $st, not 200"
st=$(status --cacert ca.crt)
[ "$st" = 000 ] || fail "no client certificate where one is required: $st"
st=$(status --cacert ca.crt --cert client.crt --key client.key --tls-max 1.2)
[ "$st" = 000 ] || fail "TLS 1.2 where min_version is TLS13: $st"
stop

# Bad configurations: exit 2, one line naming the file, nothing served.
bad() {
	local want=$1 rc=0
	"$DTLTOP" --simulate=2 --batch --listen 127.0.0.1:0 --web-config bad.yml \
		> bad.out 2> bad.err || rc=$?
	[ "$rc" = 2 ] || fail "bad config ($(head -c 80 bad.yml | tr '\n' ' ')): exit $rc, not 2"
	[ "$(wc -l < bad.err)" = 1 ] || fail "bad config: not one line: $(cat bad.err)"
	grep -qF -- "$want" bad.err || fail "bad config: '$(cat bad.err)' does not say '$want'"
	grep -q serving bad.err && fail "bad config, yet served"
	return 0
}
printf 'tls_server_config:\n  cert_file: tls/server.crt\n  keyfile: tls/server.key\n' > bad.yml
bad "dtltop: --web-config bad.yml:3: tls_server_config: unknown key 'keyfile'"
printf 'basic_auth_users:\n  prometheus: c0rrect horse\n' > bad.yml
bad "dtltop: --web-config bad.yml:2: basic_auth_users: prometheus: not a bcrypt hash"
printf 'tls_server_config:\n  cert_file: tls/server.crt\n  key_file: tls/missing.key\n' > bad.yml
bad "dtltop: --web-config bad.yml:3: key_file tls/missing.key: No such file or directory"
printf 'tls_server_config:\n  cert_file: tls/server.key\n  key_file: tls/server.key\n' > bad.yml
bad "dtltop: --web-config bad.yml:2: cert_file tls/server.key, key_file tls/server.key: "
printf 'tls_server_config: {\n' > bad.yml
bad "dtltop: --web-config bad.yml:2: "
rm bad.yml
bad "dtltop: --web-config bad.yml: No such file or directory"
echo "ok: TLS, basic auth (200/401/401), client certificates, TLS13, bad configs"
