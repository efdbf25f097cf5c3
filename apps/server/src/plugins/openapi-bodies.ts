import {
  caseEditSchemaFor,
  chatMessageSchema,
  commentSchema,
  LIMITS,
  lodgementSchema,
  signupSchema,
  tradeApplicationSchema,
} from '@forewarn/domain';
import { z } from 'zod';

// Request bodies the routes read themselves rather than through a schema (issue 50): multipart
// forms (a case, its images, a response, a profile image, a sign-up's or a trade application's
// image beside their fields) and the chat message, whose rules run
// in the service.
// Without these a generated client could not lodge, respond or message. The field rules come
// from the domain's own schemas, so the document states what the server checks.

const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });

const IMAGE = {
  type: 'string',
  format: 'binary',
  description: `A JPEG, PNG, WebP or GIF image of at most ${LIMITS.imageMaxBytes / (1024 * 1024)} MB.`,
} as const;

const caseImages = (what: string) => ({
  mainImage: { ...IMAGE, description: `${what}: the main image (at most one).` },
  extraImages: {
    type: 'array',
    items: IMAGE,
    maxItems: LIMITS.extraImages,
    description: `${what}: extra images, at most ${LIMITS.extraImages} a case.`,
  },
});

/** A JSON body that may also come as a form, its text fields beside one optional image. */
const jsonOrFormWithImage = (schema: z.ZodType, imageField: string, description: string) => {
  const fields = json(schema) as { properties?: Record<string, unknown> };
  return {
    required: true,
    description: `JSON, or multipart/form-data with the same fields as text parts and \`${imageField}\`.`,
    content: {
      'application/json': { schema: fields },
      ...multipart({
        ...fields,
        properties: { ...fields.properties, [imageField]: { ...IMAGE, description } },
      }),
    },
  };
};

const multipart = (schema: Record<string, unknown>, encoding?: Record<string, unknown>) => ({
  'multipart/form-data': { schema, ...(encoding ? { encoding } : {}) },
});

/** By operation (`POST /api/cases`): the request body the document gives it. */
export function requestBodies(): Record<string, Record<string, unknown>> {
  const text = json(commentSchema);
  return {
    'POST /api/cases': {
      required: true,
      description:
        'The case as JSON in the part `case` (sent with Content-Type application/json), and its images.',
      content: multipart(
        {
          type: 'object',
          required: ['case'],
          properties: { case: json(lodgementSchema), ...caseImages('Optional') },
        },
        { case: { contentType: 'application/json' } },
      ),
    },
    'POST /api/cases/{id}/images': {
      required: true,
      description: 'Images to add: the free slots are filled, the surplus extras are dropped.',
      content: multipart({ type: 'object', properties: caseImages('To add') }),
    },
    'POST /api/cases/{id}/comments': {
      required: true,
      description: 'The response: its text, and optionally one image (multipart only).',
      content: {
        ...multipart({
          type: 'object',
          required: ['text'],
          properties: { ...text.properties, image: { ...IMAGE, description: 'Optional.' } },
        }),
        'application/json': { schema: text },
      },
    },
    'POST /api/auth/signup': jsonOrFormWithImage(
      signupSchema,
      'profileImage',
      'Optional: the new account’s profile image.',
    ),
    'POST /api/account/trade-applications': jsonOrFormWithImage(
      tradeApplicationSchema,
      'licencePhoto',
      'Optional: a photo of the licence.',
    ),
    'POST /api/account/profile-image': {
      required: true,
      description: 'The new profile image, in the part `profileImage`; no other file is taken.',
      content: multipart({
        type: 'object',
        required: ['profileImage'],
        properties: { profileImage: { ...IMAGE, description: 'The new profile image.' } },
      }),
    },
    'PATCH /api/cases/{id}': {
      required: true,
      description: 'The fields that change; a field left out keeps its value.',
      content: { 'application/json': { schema: json(caseEditSchemaFor('AU')) } },
    },
    'POST /api/threads/{id}/messages': {
      required: true,
      content: { 'application/json': { schema: json(chatMessageSchema) } },
    },
  };
}
