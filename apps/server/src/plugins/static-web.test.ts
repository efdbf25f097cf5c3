import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { tempDirForFile } from '../../test/temp-dir.js';

const webDist = await tempDirForFile('forewarn-web-');
await mkdir(path.join(webDist, 'assets'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Forewarn</title>');
await writeFile(path.join(webDist, 'assets', 'app-abc.js'), script);
await writeFile(path.join(webDist, 'assets', 'app-abc.js.gz'), gzipSync(script));
await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {});');
await writeFile(path.join(webDist, 'manifest.webmanifest'), '{"name":"Forewarn"}');

const { app } = await buildTestApp({ WEB_DIST: webDist });

describe('the built web app', () => {
  it('sends the precompressed file to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('sends the plain file otherwise', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('serves the app shell for a route', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/About',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Forewarn</title>');
  });

  it('serves the service worker and the manifest to be checked on every load (issue 24)', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    // The page's policy lets it register a worker from this site only.
    expect(sw.headers['content-security-policy']).toContain("worker-src 'self'");
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-security-policy']).toContain("manifest-src 'self'");
    // Hashed assets keep their year-long cache.
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('a build replaced while the server runs', () => {
  it('answers 503 with Retry-After while index.html is missing, and the page once it is back', async () => {
    const dist = await tempDirForFile('forewarn-web-replaced-');
    const index = path.join(dist, 'index.html');
    await writeFile(index, '<!doctype html><title>Forewarn</title>');
    const { app: server } = await buildTestApp({ WEB_DIST: dist });
    await rm(index);
    const gone = await server.inject({ method: 'GET', url: '/About' });
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['retry-after']).toBe('5');
    expect(gone.body).toBe('The web app is being replaced. Try again in a few seconds.');
    await writeFile(index, '<!doctype html><title>Forewarn</title>');
    const back = await server.inject({ method: 'GET', url: '/About' });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('<title>Forewarn</title>');
  });
});
