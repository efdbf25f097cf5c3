// The server's entry point. libuv's thread pool does a log-in's password hash (argon2), image
// decoding (sharp) and file I/O (uploads streamed to temporary files). With its default 4
// threads, 2 decodes and a flood of upload writes left a log-in's hash waiting for a thread
// (docs/decisions/0025). 8, not more: every hash in progress holds 19 MiB. libuv reads the
// setting when the pool is first used, so it is set here, before the server is loaded; the
// build makes this file CommonJS (build.mjs says why). An operator's own setting wins.
import { setFlagsFromString } from 'node:v8';

process.env.UV_THREADPOOL_SIZE ??= '8';

// Most of the server's memory under load was garbage waiting for a full collection: letting the
// old generation grow by half before one (V8 lets it reach 4 times what survived on a machine
// with plenty of memory) keeps the peak RSS within its budget, for more full collections
// (docs/decisions/0116). V8 reads the flag at every collection, so setting it here works; an
// operator's own --heap-growing-percent on node's command line wins.
if (!process.execArgv.some((arg) => /^--heap[-_]growing[-_]percent/.test(arg))) {
  setFlagsFromString('--heap-growing-percent=50');
}

void import('./server.js');
