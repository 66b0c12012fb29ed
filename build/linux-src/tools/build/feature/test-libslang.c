// SPDX-License-Identifier: GPL-2.0
#include <slang.h>

int main(void)
{
	return SLsmg_init_smg();
}
