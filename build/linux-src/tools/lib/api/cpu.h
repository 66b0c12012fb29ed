/* SPDX-License-Identifier: GPL-2.0 */
#ifndef __API_CPU__
#define __API_CPU__

int cpu__get_max_freq(unsigned long long *freq);

#endif /* __API_CPU__ */
