// Zod compiles object schemas with `new Function` when it can, and first probes whether it may.
// The app's Content-Security-Policy has no 'unsafe-eval', so in the browser the probe is refused
// and reported as a CSP violation (an issue in the browser's inspector, and Lighthouse's best
// practices), though zod catches it and carries on. jitless skips the probe and the compiling.
// This sets zod's shared configuration object before zod itself loads, by the global zod reads
// it from (zod/v4/core's globalConfig), so the first visit's JavaScript does not grow by zod's
// config module. The server keeps the compiled parsers.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
