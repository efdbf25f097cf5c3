import { finished } from 'node:stream/promises';
import { LIMITS, MESSAGES } from '@forewarn/domain';
import type { FastifyRequest } from 'fastify';
import { invalidInput, uploadReadError } from '../../lib/app-error.js';
import { streamImageToTemp, TEMP_UPLOAD_DIR } from '../../lib/uploads/temp-uploads.js';

// Reads a multipart case form: text fields in memory, image files streamed to temporary files
// (lib/uploads/temp-uploads.ts: checked by their first bytes, never whole in memory). Files
// are capped at 5 MB by the parser (a bigger one is marked truncated and refused later with
// the spec's message). A lodgement is capped at 8 files. Adding images to a
// case (`spareExtras`) keeps at most 1 main and 6 extras: surplus extras are drained unread,
// and a second main image or an unknown field is refused before any of it is read. The
// temporary files are removed once the handler has answered (`removeTempUploadsAfter`).

export { TEMP_UPLOAD_DIR };

export type UploadedFile = {
  field: string;
  filename: string;
  mimetype: string;
  /** A temporary file with the upload, removed once the answer has gone. */
  path: string;
  /** The file was larger than 5 MB; the temporary file holds only its start. */
  truncated: boolean;
  /** SHA-256 of the bytes received (lib/uploads/temp-uploads.ts). */
  sha256: string;
};

export type CaseForm = {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Extra images read past and discarded because six were already held (see `spareExtras`). */
  droppedExtras: number;
};

export type ReadOptions = {
  /**
   * Adding images to an existing case fills the free slots and warns about the rest ('Maximum of
   * 6 extra images reached.'), so surplus extras are drained rather than refused. A lodgement
   * refuses them instead ('You can upload a maximum of 6 extra images.').
   */
  spareExtras?: boolean;
};

/** One more than a case can hold, so too many files still reach the count check and its message. */
const MAX_FILES = LIMITS.mainImages + LIMITS.extraImages + 1;
/** How many files an image upload to a case may send in all (the surplus is drained, never held). */
const MAX_SPARE_FILES = 64;

type FastifyError = Error & { code?: string };

export async function readCaseForm(
  request: FastifyRequest,
  options: ReadOptions = {},
): Promise<CaseForm> {
  if (!request.isMultipart()) throw invalidInput(MESSAGES.invalidCaseData);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let droppedExtras = 0;
  const maxFiles = options.spareExtras ? MAX_SPARE_FILES : MAX_FILES;
  const held = (field: string) => files.filter((f) => f.field === field).length;
  try {
    const parts = request.parts({
      limits: {
        fileSize: LIMITS.imageMaxBytes,
        files: maxFiles,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: maxFiles + 10,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file' && options.spareExtras) {
        if (part.fieldname === 'mainImage' && held('mainImage') >= LIMITS.mainImages) {
          throw invalidInput(MESSAGES.oneMainImage);
        }
        if (part.fieldname !== 'mainImage' && part.fieldname !== 'extraImages') {
          throw invalidInput(MESSAGES.invalidCaseData);
        }
        if (part.fieldname === 'extraImages' && held('extraImages') >= LIMITS.extraImages) {
          await finished(part.file.resume());
          droppedExtras += 1;
          continue;
        }
      }
      if (part.type === 'file') {
        const file = await streamImageToTemp(request, part.file);
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          path: file.path,
          truncated: part.file.truncated,
          sha256: file.sha256,
        });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      } else if (part.mimetype === 'application/json') {
        // A part typed application/json (as the OpenAPI document describes `case`) arrives
        // parsed: kept as its text, so that jsonField reads it as it reads a plain field.
        fields[part.fieldname] = JSON.stringify(part.value);
      }
    }
  } catch (error) {
    const code = (error as FastifyError).code;
    if (code === 'FST_FILES_LIMIT') {
      throw invalidInput(
        options.spareExtras ? MESSAGES.extraImagesReached : MESSAGES.extraImagesMax,
      );
    }
    // FST_INVALID_JSON_FIELD_ERROR: a part typed application/json that is not JSON (406 as is).
    if (
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT' ||
      code === 'FST_INVALID_JSON_FIELD_ERROR'
    ) {
      throw invalidInput(MESSAGES.invalidCaseData);
    }
    throw uploadReadError(error);
  }
  return { fields, files, droppedExtras };
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

/** What a lodgement asks for, for its Idempotency-Key: the fields and each file's bytes. */
export function caseFormMaterial(form: CaseForm) {
  return {
    fields: form.fields,
    files: form.files.map((file) => ({
      field: file.field,
      filename: file.filename,
      mimetype: file.mimetype,
      truncated: file.truncated,
      sha256: file.sha256,
    })),
  };
}
