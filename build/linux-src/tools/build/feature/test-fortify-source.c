// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>

int main(void)
{
	return puts("hi");
}
