// SPDX-License-Identifier: GPL-2.0
#include <EXTERN.h>
#include <perl.h>

int main(void)
{
	perl_alloc();

	return 0;
}
