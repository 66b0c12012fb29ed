cmd_libperf-in.o :=  ld -r -o libperf-in.o  core.o cpumap.o threadmap.o evsel.o evlist.o mmap.o zalloc.o xyarray.o lib.o
