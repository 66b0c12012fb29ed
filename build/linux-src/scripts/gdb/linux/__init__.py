# nothing to do for the initialization of this package
