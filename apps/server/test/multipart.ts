import { randomBytes } from 'node:crypto';

/** One part of a multipart/form-data body: a text field or a file. */
export type MultipartPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; type: string; bytes: Buffer };

/** The bytes of a multipart/form-data body (names and file names are sent as they are). */
export function encodeMultipart(parts: readonly MultipartPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.kind === 'field') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A multipart/form-data body for app.inject(), with text fields and optional files. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; bytes: Buffer }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----forewarn${randomBytes(8).toString('hex')}`;
  const parts: MultipartPart[] = [
    ...Object.entries(fields).map(([name, value]) => ({ kind: 'field' as const, name, value })),
    ...files.map(({ field, ...file }) => ({ kind: 'file' as const, name: field, ...file })),
  ];
  return {
    payload: encodeMultipart(parts, boundary),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
