// SPDX-License-Identifier: GPL-2.0

int b(void)
{
	return 0;
}
