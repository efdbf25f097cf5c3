import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config/env-schema.js';
import { ConfigError, loadConfig } from './config.js';
import { SERVER_ROOT } from './lib/server-root.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('keeps files locally unless S3_BUCKET names a bucket, and checks the S3 settings', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(
      loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(() => loadConfig({ S3_REGION: 'eu-west-1' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /give both or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it('takes a METRICS_TOKEN only when it is long enough to guess at', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(32) }).metricsToken).toBe('x'.repeat(32));
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('PUBLIC_URL');
    }
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses, never as every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['yes please', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('limits searches to 60 a minute per client unless told otherwise', () => {
    expect(loadConfig({}).searchRateLimitPerMinute).toBe(60);
    expect(loadConfig({ SEARCH_RATE_LIMIT_PER_MINUTE: '600' }).searchRateLimitPerMinute).toBe(600);
    expect(() => loadConfig({ SEARCH_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(ConfigError);
  });

  it('reads 8 uploads at a time per process unless told otherwise', () => {
    expect(loadConfig({}).uploadsInFlight).toBe(8);
    expect(loadConfig({ UPLOADS_IN_FLIGHT: '3' }).uploadsInFlight).toBe(3);
    expect(() => loadConfig({ UPLOADS_IN_FLIGHT: '0' })).toThrow(ConfigError);
  });

  it('allows 200 searches a day per client unless told otherwise', () => {
    expect(loadConfig({}).searchDailyLimit).toBe(200);
    expect(loadConfig({ SEARCH_DAILY_LIMIT: '5000' }).searchDailyLimit).toBe(5000);
    expect(() => loadConfig({ SEARCH_DAILY_LIMIT: '0' })).toThrow(ConfigError);
  });

  it('reads the SMS provider settings, and refuses an SMS_API_URL that is not http(s)', () => {
    expect(loadConfig({}).smsApiUrl).toBeUndefined();
    const config = loadConfig({
      SMS_API_URL: 'https://sms.example/send',
      SMS_API_KEY: 'k',
      SMS_FROM: 'Forewarn',
    });
    expect(config).toMatchObject({
      smsApiUrl: 'https://sms.example/send',
      smsApiKey: 'k',
      smsFrom: 'Forewarn',
    });
    expect(() => loadConfig({ SMS_API_URL: 'ftp://x' })).toThrow('SMS_API_URL');
  });

  it('has every variable it reads in the README’s configuration table', () => {
    const readme = readFileSync(path.resolve(SERVER_ROOT, '../../README.md'), 'utf8');
    expect(ENV_VARIABLES.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('reads ALLOW_SUPERUSER and DATABASE_OWNER_URL (issue 22, decision 0035)', () => {
    expect(loadConfig({}).allowSuperuser).toBe(false);
    expect(loadConfig({ ALLOW_SUPERUSER: '1' }).allowSuperuser).toBe(true);
    expect(() => loadConfig({ ALLOW_SUPERUSER: 'yes' })).toThrow(/ALLOW_SUPERUSER/);
    const both = loadConfig({
      DATABASE_URL: 'postgres://app@db/forewarn',
      DATABASE_OWNER_URL: 'postgres://owner@db/forewarn',
    });
    expect(both.databaseOwnerUrl).toBe('postgres://owner@db/forewarn');
    expect(() => loadConfig({ DATABASE_OWNER_URL: 'postgres://owner@db/forewarn' })).toThrow(
      /DATABASE_OWNER_URL/,
    );
  });

  it('runs the job queue unless RUN_JOBS is 0', () => {
    expect(loadConfig({}).runJobs).toBe(true);
    expect(loadConfig({ RUN_JOBS: '0' }).runJobs).toBe(false);
    expect(() => loadConfig({ RUN_JOBS: 'no' })).toThrow(/RUN_JOBS/);
  });
});
