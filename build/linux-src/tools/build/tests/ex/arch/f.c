// SPDX-License-Identifier: GPL-2.0

int f(void)
{
	return 0;
}
