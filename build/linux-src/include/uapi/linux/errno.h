#include <asm/errno.h>
