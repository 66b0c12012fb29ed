#include <linux/byteorder/big_endian.h>
