#!/usr/bin/env node
// `npm run dev`: the API with reload on change (tsx watch, port 3000) and the web app with hot
// module replacement (Vite, port 5173, forwarding /api to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '-w', '@forewarn/server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // The workspace script runs in apps/server; keep the data where `npm start` keeps it.
      DATA_DIR: process.env.DATA_DIR ?? path.resolve('data'),
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    },
  }),
  spawn(npm, ['run', 'dev', '-w', '@forewarn/web'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
