import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Request bodies for the cases API in tests: a valid lodgement, multipart forms and real images.

export const VALID_CASE = {
  title: 'Took a deposit for tiling and vanished',
  name: 'Jordan Example',
  address: '12 Harbour Street, Sydney',
  email: 'jordan.example@example.com',
  postcode: '2000',
  instagram: '@jordan.tiles',
  tiktok: '@jordantiles',
  number: '0412 345 678',
  alternateNumber: '0498 765 432',
  abn: '51 824 753 556',
  acn: '004 085 616',
  details:
    'Paid a deposit of four hundred dollars for bathroom tiling. Nobody came on the agreed day and calls go unanswered since then.',
  postAnonymously: true,
};

export type CaseFields = Partial<Record<keyof typeof VALID_CASE | string, unknown>>;

type Upload = { bytes: Buffer; name?: string; type?: string };

/** A multipart form as the lodgement page sends it: `case` as JSON plus the image files. */
export function caseForm(
  fields: CaseFields | null,
  images: { main?: Upload[]; extras?: Upload[] } = {},
): FormData {
  const form = new FormData();
  if (fields) form.append('case', JSON.stringify(fields));
  for (const upload of images.main ?? []) append(form, 'mainImage', upload);
  for (const upload of images.extras ?? []) append(form, 'extraImages', upload);
  return form;
}

/** A form with image files only (adding images on the case page). */
export function imageForm(images: { main?: Upload[]; extras?: Upload[] }): FormData {
  return caseForm(null, images);
}

function append(form: FormData, field: string, upload: Upload) {
  const blob = new Blob([new Uint8Array(upload.bytes)], { type: upload.type ?? 'image/png' });
  form.append(field, blob, upload.name ?? 'photo.png');
}

/** A small real image; with `gps` it carries EXIF with a GPS position and a camera name. */
export async function image(
  format: 'png' | 'jpeg' = 'png',
  options: { gps?: boolean; colour?: { r: number; g: number; b: number } } = {},
): Promise<Buffer> {
  let pipeline = sharp({
    create: {
      width: 96,
      height: 64,
      channels: 3,
      background: options.colour ?? { r: 30, g: 90, b: 200 },
    },
  });
  if (options.gps) {
    pipeline = pipeline.withExif({
      IFD0: { Make: 'SecretCam', Model: 'GPS' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 0/1' },
    });
  }
  return pipeline.toFormat(format).toBuffer();
}

/**
 * A real PNG of noise, over 64 KiB: a form carrying it is an upload that takes an upload slot
 * (a smaller multipart body does not: LIMITS.smallMultipartBytes).
 */
export async function largeImage(): Promise<Buffer> {
  const width = 200;
  const height = 160;
  const noise = randomBytes(width * height * 3);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export const upload = (bytes: Buffer, name = 'photo.png', type = 'image/png'): Upload => ({
  bytes,
  name,
  type,
});
