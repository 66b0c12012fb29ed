cmd_fd/libapi-in.o :=  ld -r -o fd/libapi-in.o  fd/array.o
