import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
