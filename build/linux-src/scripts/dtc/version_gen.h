#define DTC_VERSION "DTC 1.6.1-g0a3a9d34"
