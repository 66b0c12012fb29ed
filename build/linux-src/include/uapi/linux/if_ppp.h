#include <linux/ppp-ioctl.h>
