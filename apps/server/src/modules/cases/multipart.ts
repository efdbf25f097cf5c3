import { LIMITS, MESSAGES } from '@forewarn/domain';
import type { FastifyRequest } from 'fastify';
import { invalidInput, uploadReadError } from '../../lib/app-error.js';

// Reads a multipart case form into memory: text fields and image files. Files are capped at
// 5 MB by the parser (a bigger one is marked truncated and refused later with the spec's
// message); the request as a whole is capped by the number of parts, so it holds at most
// (1 main + 6 extras + 1) x 5 MB.

export type UploadedFile = {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
  /** The file was larger than 5 MB; `bytes` holds only its start. */
  truncated: boolean;
};

export type CaseForm = { fields: Record<string, string>; files: UploadedFile[] };

/** One more than a case can hold, so too many files still reach the count check and its message. */
const MAX_FILES = LIMITS.mainImages + LIMITS.extraImages + 1;

type FastifyError = Error & { code?: string };

export async function readCaseForm(request: FastifyRequest): Promise<CaseForm> {
  if (!request.isMultipart()) throw invalidInput(MESSAGES.invalidCaseData);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: LIMITS.imageMaxBytes,
        files: MAX_FILES,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: MAX_FILES + 10,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          bytes,
          truncated: part.file.truncated,
        });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as FastifyError).code;
    if (code === 'FST_FILES_LIMIT') throw invalidInput(MESSAGES.extraImagesMax);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw invalidInput(MESSAGES.invalidCaseData);
    }
    throw uploadReadError(error);
  }
  return { fields, files };
}

/** The JSON object in a form field, or a 400 'Invalid case data.'. */
export function jsonField(fields: Record<string, string>, name: string): Record<string, unknown> {
  const raw = fields[name];
  if (raw === undefined) throw invalidInput(MESSAGES.invalidCaseData);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidInput(MESSAGES.invalidCaseData);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidInput(MESSAGES.invalidCaseData);
  }
  return parsed as Record<string, unknown>;
}
