/*
 * There isn't anything here anymore, but the file must not be empty or patch
 * will delete it.
 */
