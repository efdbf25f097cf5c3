import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

// Reads the .eml files the outbox mail adapter writes, for tests (API and browser) that need
// the link a message carries. A small RFC 822 reader: headers, then a single text body in
// 7bit, quoted-printable or base64, which is what the adapter produces for plain-text mail.

export type OutboxMessage = {
  file: string;
  to: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  links: string[];
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`), as a French subject comes (issue 49). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function parseEml(raw: string, file = ''): OutboxMessage {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    file,
    to: headers.to ?? '',
    subject: decodeHeader(headers.subject ?? ''),
    headers,
    text: text.replace(/\r\n/g, '\n'),
    links: text.match(/https?:\/\/[^\s]+/g) ?? [],
  };
}

/**
 * Every message in DATA_DIR/outbox, oldest first: by the time each file was written, not by
 * name, since a notification's file is named by its id (`notification-<id>.eml`, so a retry
 * rewrites it) and sorted after every dated name, which hid the mails written after it from
 * `waitForMail`'s `after` (CI of 2026-11-29).
 */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const [raw, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      return { message: parseEml(raw, name), writtenAt: info.mtimeMs };
    }),
  );
  files.sort((a, b) => a.writtenAt - b.writtenAt || a.message.file.localeCompare(b.message.file));
  return files.map((f) => f.message);
}

/** The newest message to `to` (and matching `subject`, if given), waiting up to `timeoutMs`. */
export async function waitForMail(
  dataDir: string,
  to: string,
  options: { subject?: RegExp; timeoutMs?: number; after?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (;;) {
    const found = (await readOutbox(dataDir))
      .slice(options.after ?? 0)
      .filter((m) => m.to === to && (!options.subject || options.subject.test(m.subject)));
    const last = found.at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The token of the first link to `route` (VerifyEmail, ResetPassword) in a message. */
export function linkToken(message: OutboxMessage, route: string): string {
  const link = message.links.find((l) => new URL(l).pathname === `/${route}`);
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no /${route} link in "${message.subject}"`);
  return token;
}
