// Bundles the server into dist/server.mjs, started by dist/main.js (src/main.ts) once that has
// sized libuv's thread pool. main.js is CommonJS (dist/package.json says so): Node loads an ES
// module's files with the thread pool, which would then be started, at its default size, before
// any of the module's code ran. The workspace's own TypeScript packages (@forewarn/*) are
// compiled in; every other package stays in node_modules.
//
// Each file is written beside its place and renamed into it, so a server started while a build
// runs (a test file that builds, beside one that starts dist/main.js) reads the old file or the
// new one, never half of one (decision 0123).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { build as esbuild } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
};

const externalPackages = {
  name: 'externalize-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@forewarn/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function replace(file, contents) {
  const next = `${file}.${process.pid}.tmp`;
  await writeFile(next, contents);
  await rename(next, file);
}

async function build(options) {
  const { outputFiles } = await esbuild({ ...options, write: false });
  for (const { path, contents } of outputFiles) await replace(path, contents);
}

await mkdir('dist', { recursive: true });
await replace('dist/package.json', '{ "type": "commonjs" }\n');
await build({
  ...common,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  format: 'cjs',
  plugins: [
    {
      name: 'server-at-run-time',
      setup(b) {
        // main.ts loads the server at run time, after it has set the environment.
        b.onResolve({ filter: /^\.\/server\.js$/ }, () => ({
          path: './server.mjs',
          external: true,
        }));
      },
    },
  ],
});
await build({
  ...common,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  format: 'esm',
  plugins: [externalPackages],
});
