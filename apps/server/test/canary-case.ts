import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DbOrTx } from '../src/db/client.js';
import { caseForm, image, upload } from './case-form.js';
import { sessionCookie, type TestUser } from './factories.js';
import { multipartBody } from './multipart.js';

// The PII canary's case (pii-canary.test.ts): a named person whose every detail is a distinctive
// value, lodged through the API with everything around it that can repeat those details:
// free text, responses (one with a photo), a private message, a report, photos whose EXIF names
// a camera, and file names.

/** The named person's details as the creator types them (mixed case, spaces). */
export function canaryPerson(tag: string) {
  return {
    firstName: 'Quillon',
    surname: 'Zzqcanary',
    phone: '0491 570 156',
    alternatePhone: '0491 570 110',
    email: `Zzq.Canary-${tag}@Example.NET`,
    address: '4718/93 Zzqcanary Parade, Wollongong',
    instagram: `@quillon_tiles_${tag}`,
    tiktok: `@quillontok_${tag}`,
    abn: '54 529 078 454',
    acn: '748 554 565',
    /** Uploaded files are named after the person too. */
    fileName: `zzqcanary-licence-${tag}`,
  };
}
export type CanaryPerson = ReturnType<typeof canaryPerson>;

/** The camera name in the uploaded photos' EXIF (test/case-form.ts). */
export const EXIF_CAMERA = 'SecretCam';

export const PHONE_FORMS = [
  '0491 570 156',
  '0491570156',
  '+61491570156',
  '61491570156',
  '491 570 156',
];
export const ALTERNATE_PHONE_FORMS = ['0491 570 110', '0491570110', '+61491570110', '61491570110'];
export const ABN_FORMS = ['54 529 078 454', '54529078454'];
export const ACN_FORMS = ['748 554 565', '748554565'];

export type CanaryCase = {
  caseId: string;
  threadId: string;
  imageIds: string[];
  /** The response with a photo. */
  commentId: string;
  /** The case page as its creator reads it. */
  detailForCreator: string;
};

type Actors = { creator: TestUser; responder: TestUser };

export async function lodgeCanaryCase(
  app: FastifyInstance,
  db: DbOrTx,
  origin: string,
  person: CanaryPerson,
  { creator, responder }: Actors,
): Promise<CanaryCase> {
  async function call(options: InjectOptions & { as: TestUser }, status: number, what: string) {
    const { as, headers, ...rest } = options;
    const cookie = await sessionCookie(db, as.id);
    const res: LightMyRequestResponse = await app.inject({
      ...rest,
      headers: { origin, ...headers, cookie },
    } as InjectOptions);
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res;
  }
  const mentions = `${person.surname} on ${person.phone} or ${person.alternatePhone}, ${person.email}, ABN ${person.abn}, ACN ${person.acn}, ${person.instagram}, at ${person.address}`;
  const photo = await image('jpeg', { gps: true });

  const lodged = await call(
    {
      method: 'POST',
      url: '/api/cases',
      as: creator,
      payload: caseForm(
        {
          title: `${person.surname} took the deposit, call ${person.phone}`,
          name: `${person.firstName} ${person.surname}`,
          address: person.address,
          email: person.email,
          postcode: '2500',
          instagram: person.instagram,
          tiktok: person.tiktok,
          number: person.phone,
          alternateNumber: person.alternatePhone,
          abn: person.abn,
          acn: person.acn,
          details: `Paid a deposit for bathroom tiling to ${mentions}. Nobody came on the agreed day and the calls go unanswered since then.`,
          postAnonymously: true,
        },
        {
          main: [upload(photo, `${person.fileName}.jpg`, 'image/jpeg')],
          extras: [upload(photo, `${person.fileName}-2.jpg`, 'image/jpeg')],
        },
      ),
    },
    201,
    'lodging the canary case',
  );
  const caseId = (lodged.json() as { case: { id: string } }).case.id;

  // The creator's avatar: the reporter's photo is theirs to keep too.
  const avatar = multipartBody({}, [
    { field: 'profileImage', filename: `${person.fileName}.jpg`, type: 'image/jpeg', bytes: photo },
  ]);
  await call(
    {
      method: 'POST',
      url: '/api/account/profile-image',
      as: creator,
      payload: avatar.payload,
      headers: avatar.headers,
    },
    200,
    'avatar',
  );

  // Responses: one by the creator, one by someone else with a photo, each naming the person.
  await call(
    {
      method: 'POST',
      url: `/api/cases/${caseId}/comments`,
      as: creator,
      payload: { text: `Update: ${mentions} still has not called back.` },
    },
    201,
    'creator response',
  );
  const form = new FormData();
  form.append('text', `Same thing with ${mentions} last spring.`);
  form.append(
    'image',
    new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
    `${person.fileName}.jpg`,
  );
  await call(
    { method: 'POST', url: `/api/cases/${caseId}/comments`, as: responder, payload: form },
    201,
    'responder response',
  );

  // A private thread between the responder and the (anonymous) creator, and a report.
  const thread = await call(
    { method: 'POST', url: `/api/cases/${caseId}/thread`, as: responder },
    200,
    'thread',
  );
  const threadId = (thread.json() as { threadId: string }).threadId;
  await call(
    {
      method: 'POST',
      url: `/api/threads/${threadId}/messages`,
      as: responder,
      payload: { text: `Is it ${mentions}?` },
    },
    201,
    'message',
  );
  await call(
    {
      method: 'POST',
      url: `/api/cases/${caseId}/reports`,
      as: responder,
      payload: { details: `The case names ${mentions}.` },
    },
    201,
    'report',
  );

  const detail = await call(
    { method: 'GET', url: `/api/cases/${caseId}`, as: creator },
    200,
    'creator reading the case',
  );
  const { mainImage, extraImages } = detail.json() as {
    mainImage: { url: string } | null;
    extraImages: { url: string }[];
  };
  const comments = await call(
    { method: 'GET', url: `/api/cases/${caseId}/comments`, as: creator },
    200,
    'creator reading the responses',
  );
  const withImage = (
    comments.json() as { comments: { id: string; image: { url: string } | null }[] }
  ).comments.find((c) => c.image !== null);
  const imageIds = [mainImage, ...extraImages].map((ref) => ref?.url.split('/images/')[1] ?? '');
  if (!withImage || imageIds.length !== 2) throw new Error('canary fixtures incomplete');
  return { caseId, threadId, imageIds, commentId: withImage.id, detailForCreator: detail.body };
}
