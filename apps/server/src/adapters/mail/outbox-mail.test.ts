import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEml } from '../../../test/outbox.js';
import { createOutboxMail } from './outbox-mail.js';

const dir = await mkdtemp(path.join(tmpdir(), 'forewarn-outbox-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('outbox mail', () => {
  it('writes a real RFC 822 message and logs its links', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mail = createOutboxMail({
      dir: path.join(dir, 'outbox'),
      from: 'Forewarn <a@b.test>',
      log,
    });
    const link = `https://forewarn.example/VerifyEmail?token=${'x'.repeat(60)}`;
    await mail.send({ to: 'someone@example.test', subject: 'Héllo', text: `Open:\n\n${link}\n` });

    const names = await readdir(path.join(dir, 'outbox'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(path.join(dir, 'outbox', names[0] ?? ''), 'utf8');
    expect(raw).toContain('\r\n');
    const parsed = parseEml(raw);
    expect(parsed.headers.from).toBe('Forewarn <a@b.test>');
    expect(parsed.to).toBe('someone@example.test');
    expect(parsed.headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(parsed.headers['mime-version']).toBe('1.0');
    expect(parsed.headers.date).toBeTruthy();
    expect(parsed.links).toEqual([link]);
    expect(lines.join('')).toContain(link);
  });

  it('leaves a withheld recipient out of the log, and out of nothing else', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const outbox = path.join(dir, 'withheld');
    const mail = createOutboxMail({ dir: outbox, from: 'Forewarn <a@b.test>', log });
    await mail.send({
      to: 'dana.named@example.test',
      subject: 'Your Forewarn code',
      text: 'Your Forewarn code is 123456.',
      withholdRecipient: true,
    });
    const [name] = await readdir(outbox);
    const parsed = parseEml(await readFile(path.join(outbox, name ?? ''), 'utf8'));
    expect(parsed.to).toBe('dana.named@example.test');
    expect(parsed.headers['x-withhold-recipient'] ?? '').toBe('');
    expect(lines.join('')).not.toContain('dana.named');
  });
});
