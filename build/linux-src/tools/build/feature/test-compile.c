// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
int main(void)
{
	printf("Hello World!\n");
	return 0;
}
