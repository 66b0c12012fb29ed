#include <asm-generic/errno.h>
