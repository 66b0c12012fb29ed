cmd_libapi-in.o :=  ld -r -o libapi-in.o  fd/libapi-in.o fs/libapi-in.o cpu.o debug.o str_error_r.o
