import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** KB of gzip JavaScript a first visit to `base` loads, in the system Chromium. */
export async function firstVisitJsKb(base: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext();
    await context.addInitScript("localStorage.setItem('hideWelcomePopup', 'true')");
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
      }
    });
    await page.goto(base, { waitUntil: 'networkidle' });
    let total = 0;
    for (const [url, body] of scripts) {
      const gz = gzipSync(body, { level: 9 }).length;
      total += gz;
      console.log(`  ${path.basename(new URL(url).pathname)}: ${(gz / 1024).toFixed(1)} KB gzip`);
    }
    return total / 1024;
  } finally {
    await browser.close();
  }
}
