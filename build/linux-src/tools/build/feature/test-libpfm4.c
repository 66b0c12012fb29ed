// SPDX-License-Identifier: GPL-2.0
#include <sys/types.h>
#include <perfmon/pfmlib.h>

int main(void)
{
	pfm_initialize();
	return 0;
}
