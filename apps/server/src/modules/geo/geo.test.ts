import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';

const { app: behindProxy } = await buildTestApp({ TRUST_PROXY: 'true' });
const { app: direct } = await buildTestApp();

const geo = async (app: typeof direct, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: '/api/geo', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.json().country;
};

describe('GET /api/geo behind a trusted proxy', () => {
  it.each([
    [{ 'cf-ipcountry': 'NZ' }, 'NZ'],
    [{ 'cf-ipcountry': 'gb' }, 'GB'],
    [{ 'cloudfront-viewer-country': 'CA' }, 'CA'],
    [{ 'x-country-code': 'IE' }, 'IE'],
    [{ 'x-country-code': 'US' }, 'US'],
    // Any other real country maps to Australia, as the spec maps any other lookup answer.
    [{ 'cf-ipcountry': 'FR' }, 'AU'],
    // CF-IPCountry is trusted first.
    [{ 'cf-ipcountry': 'AU', 'x-country-code': 'NZ' }, 'AU'],
  ])('answers the country of %j: %s', async (headers, country) => {
    expect(await geo(behindProxy, headers)).toBe(country);
  });

  it.each([
    [{}],
    [{ 'cf-ipcountry': 'XX' }],
    [{ 'cf-ipcountry': 'T1' }],
    [{ 'x-country-code': '' }],
    [{ 'x-country-code': 'Australia' }],
  ])('answers null when %j does not tell', async (headers) => {
    expect(await geo(behindProxy, headers)).toBeNull();
  });

  it('falls through an unknown header to the next one', async () => {
    expect(await geo(behindProxy, { 'cf-ipcountry': 'XX', 'x-country-code': 'NZ' })).toBe('NZ');
  });
});

describe('GET /api/geo without a trusted proxy', () => {
  it('ignores the headers, which any client could set', async () => {
    expect(await geo(direct, { 'cf-ipcountry': 'NZ', 'x-country-code': 'NZ' })).toBeNull();
  });
});
