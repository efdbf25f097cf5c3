import fc from 'fast-check';
import { type BodyCase, hostileString, mutated } from './hostile-bodies.js';
import { encodeMultipart, type MultipartPart } from './multipart.js';

// Generated multipart/form-data bodies for property-bodies.test.ts: fields and files named like
// a route's (or anything), hostile text, files that are not what they claim, forms cut off in
// the middle or without their boundary.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** File parts: random bytes, nothing, a real image, a real image cut short, a PNG head on junk. */
export function fileBytes(realImage: Buffer): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
    fc.constant(Buffer.alloc(0)),
    fc.constant(realImage),
    fc.integer({ min: 1, max: realImage.length - 1 }).map((n) => realImage.subarray(0, n)),
    fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.concat([PNG_SIGNATURE, Buffer.from(a)])),
  );
}

/**
 * Generated multipart forms: text fields named like the route's (or anything) holding hostile
 * text or the shaped body's JSON, file parts named like the route's (or anything), and now and
 * then a form cut off in the middle or with a boundary that never comes.
 */
export function multipartBodies(options: {
  fieldNames: string[];
  fileNames: string[];
  shaped: fc.Arbitrary<unknown>;
  realImage: Buffer;
}): fc.Arbitrary<BodyCase> {
  const fieldName = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...options.fieldNames, 'x') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  // A form field may carry JSON (a lodgement's `case`): whole, or with fields broken.
  const fieldValue = fc.oneof(
    hostileString,
    options.shaped.map((v) => JSON.stringify(v) ?? ''),
    mutated(options.shaped).map((v) => JSON.stringify(v) ?? ''),
  );
  const field = fc.record({
    kind: fc.constant('field' as const),
    name: fieldName,
    value: fieldValue,
  });
  const file = fc.record({
    kind: fc.constant('file' as const),
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...options.fileNames, 'file') },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    ),
    filename: fc.oneof(
      fc.constantFrom('photo.png', 'a.gif', '../../x.png', ''),
      fc.string({ maxLength: 20 }),
    ),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/gif',
      'text/html',
      'application/octet-stream',
      '',
    ),
    bytes: fileBytes(options.realImage),
  });
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  return fc
    .tuple(
      fc.array(fc.oneof(field, file), { maxLength: 9 }),
      fc.constantFrom('whole', 'whole', 'whole', 'cut', 'no-boundary'),
      fc.nat(),
    )
    .map(([parts, shape, cutAt]): BodyCase => {
      const whole = encodeMultipart(parts as MultipartPart[], boundary);
      const payload =
        shape === 'cut' ? whole.subarray(0, cutAt % Math.max(1, whole.length)) : whole;
      return {
        payload,
        contentType:
          shape === 'no-boundary'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${boundary}`,
        label: `multipart ${shape} (${parts.length} parts)`,
      };
    });
}

/** Every kind of body for a route, given a shaped example and whether it reads forms. */
