#include "../../../include/linux/gfp_types.h"
