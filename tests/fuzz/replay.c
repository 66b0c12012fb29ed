// SPDX-License-Identifier: GPL-2.0-only
/* replay.c: a main for the fuzz targets without libFuzzer (gcc, make check):
 * runs LLVMFuzzerTestOneInput once on each file named, or on every file of
 * each directory named. A crash or sanitizer report ends the process. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t n = 0, cap = 0;

	if (!f) {
		perror(path);
		return -1;
	}
	for (;;) {
		if (n == cap) {
			uint8_t *p = realloc(buf, cap = cap ? cap * 2 : 65536);

			if (!p) {
				free(buf);
				fclose(f);
				return -1;
			}
			buf = p;
		}
		size_t got = fread(buf + n, 1, cap - n, f);

		if (!got)
			break;
		n += got;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(buf, n);
	free(buf);
	return 0;
}

int main(int argc, char **argv)
{
	int runs = 0, bad = 0;

	for (int i = 1; i < argc; i++) {
		struct stat st;

		if (stat(argv[i], &st) < 0) {
			perror(argv[i]);
			bad++;
			continue;
		}
		if (!S_ISDIR(st.st_mode)) {
			bad += run_file(argv[i]) < 0;
			runs++;
			continue;
		}
		struct dirent **ents;
		int n = scandir(argv[i], &ents, NULL, alphasort);

		if (n < 0) {
			perror(argv[i]);
			bad++;
			continue;
		}
		for (int k = 0; k < n; k++) {
			char path[4096];

			if (ents[k]->d_name[0] != '.') {
				snprintf(path, sizeof(path), "%s/%s", argv[i], ents[k]->d_name);
				bad += run_file(path) < 0;
				runs++;
			}
			free(ents[k]);
		}
		free(ents);
	}
	printf("%s: %d inputs run\n", argv[0], runs);
	return bad ? 1 : 0;
}
