cmd_fs/libapi-in.o :=  ld -r -o fs/libapi-in.o  fs/fs.o fs/tracing_path.o fs/cgroup.o
