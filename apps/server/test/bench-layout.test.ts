import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LAYOUT_BYTES, padToLayout } from '../bench/server.js';

// Decision 0136: every bench server's arguments and environment take one size, so that without
// ASLR every server starts its stack at one address whatever its folders are called.

const bytes = (argv: readonly string[], env: Record<string, string>) =>
  [...argv, ...Object.entries(env).map(([k, v]) => `${k}=${v}`)].reduce(
    (sum, s) => sum + Buffer.byteLength(s) + 1,
    0,
  );

/** Where the kernel started the stack of `cat` run with `env` and no randomization. */
function startStack(env: Record<string, string>, extraBytes = 0): string {
  const argv = ['setarch', 'x86_64', '-R', 'cat', '/proc/self/stat'];
  const padded = padToLayout(env, argv.slice(3), extraBytes);
  const stat = execFileSync('setarch', argv.slice(1), { env: padded, encoding: 'utf8' });
  // Field 28, after the command's name in parentheses (fields 1 and 2).
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[25] ?? '';
}

describe('the bench servers’ one layout (decision 0136)', () => {
  it('pads arguments and environment to one size, whatever their lengths', () => {
    const argv = ['node', 'dist/main.js'];
    const short = padToLayout({ PATH: '/usr/bin', DATA_DIR: '/tmp/forewarn-bench-1/data' }, argv);
    const long = padToLayout(
      { PATH: '/usr/bin', DATA_DIR: '/tmp/forewarn-bench-twin-b-1/data', UNSET: undefined },
      argv,
    );
    expect(bytes(argv, short)).toBe(LAYOUT_BYTES);
    expect(bytes(argv, long)).toBe(LAYOUT_BYTES);
    expect(bytes(argv, padToLayout(short, argv))).toBe(LAYOUT_BYTES);
    expect(bytes(argv, padToLayout(short, argv, 48))).toBe(LAYOUT_BYTES + 48);
  });

  it('refuses an environment over the size rather than start a server off it', () => {
    expect(() => padToLayout({ HUGE: 'x'.repeat(LAYOUT_BYTES) }, ['node'])).toThrow(
      /over 32768: raise LAYOUT_BYTES/,
    );
  });

  it('starts processes with folders of different names at one stack address', () => {
    const base = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
    const a = startStack({ ...base, DATA_DIR: '/tmp/forewarn-bench-1/data' });
    const b = startStack({ ...base, DATA_DIR: '/tmp/forewarn-bench-twin-b-1/data' });
    expect(a).toMatch(/^\d+$/);
    expect(b).toBe(a);
    // And the control: 64 bytes more do move it, so the two above are equal for the padding.
    expect(startStack({ ...base, DATA_DIR: '/tmp/forewarn-bench-1/data' }, 64)).not.toBe(a);
  });
});
