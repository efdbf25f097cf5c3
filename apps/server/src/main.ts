// The server's entry point. libuv's thread pool does a log-in's password hash (argon2), image
// decoding (sharp) and file I/O (uploads streamed to temporary files). With its default 4
// threads, 2 decodes and a flood of upload writes left a log-in's hash waiting for a thread
// (docs/decisions/0025). 8, not more: every hash in progress holds 19 MiB. libuv reads the
// setting when the pool is first used, so it is set here, before the server is loaded; the
// build makes this file CommonJS (build.mjs says why). An operator's own setting wins.
process.env.UV_THREADPOOL_SIZE ??= '8';
void import('./server.js');
