// Bundles the server into dist/main.js. The workspace's own TypeScript packages (@forewarn/*)
// are compiled in; every other package stays in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@forewarn/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
