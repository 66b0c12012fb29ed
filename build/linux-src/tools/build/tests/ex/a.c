// SPDX-License-Identifier: GPL-2.0

int a(void)
{
	return 0;
}
