import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { image, VALID_CASE } from '../../test/case-form.js';
import { makeUser, sessionCookie } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';

const { app, database } = await buildTestApp({ UPLOADS_IN_FLIGHT: '1' });
const { db } = database;

/**
 * A lodgement whose body arrives in two halves: the second only when `finish()` is called.
 * `reading` resolves once the server has started to read it (it is then in flight).
 */
function slowLodgement(payload: Buffer) {
  const half = Math.floor(payload.length / 2);
  let startedReading: () => void = () => undefined;
  const reading = new Promise<void>((resolve) => {
    startedReading = resolve;
  });
  let sent = false;
  const body = new Readable({
    read() {
      startedReading();
      if (!sent) {
        sent = true;
        this.push(payload.subarray(0, half));
      }
    },
  });
  return {
    body,
    reading,
    finish: () => {
      body.push(payload.subarray(half));
      body.push(null);
    },
  };
}

describe('uploads in flight', () => {
  it('answers an upload past the cap with 503 and Retry-After at once, and frees the slot after', async () => {
    const user = await makeUser(db);
    const cookie = await sessionCookie(db, user.id);
    const form = () =>
      multipartBody({ case: JSON.stringify(VALID_CASE) }, [
        { field: 'extraImages', filename: 'a.png', type: 'image/png', bytes: pngBytes },
      ]);
    const pngBytes = await image('png');

    const first = form();
    const slow = slowLodgement(first.payload);
    const firstAnswer = app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...first.headers, cookie },
      payload: slow.body,
    });
    await slow.reading;

    const second = form();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...second.headers, cookie },
      payload: second.payload,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().error.message).toBe('The server is busy. Please try again in a moment.');
    // Requests that upload nothing are not counted.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    slow.finish();
    expect((await firstAnswer).statusCode).toBe(201);

    const third = form();
    const later = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...third.headers, cookie },
      payload: third.payload,
    });
    // The slot is free again: the answer is the lodgement rules' (10 minutes between cases).
    expect(later.statusCode).toBe(429);
  });
});
