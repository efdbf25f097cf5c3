import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeMultipart } from '../../../test/multipart.js';
import { registerErrorHandling } from '../../plugins/errors.js';
import { enableMultipart, readImageForm } from './multipart.js';

// The forms with one image (sign-up, profile image, trade application) read their text fields
// into the body. A field sent as application/json arrives parsed, and String() made the object
// "[object Object]", which a username's or a licence number's rules then accepted.

const app = Fastify();
registerErrorHandling(app);
await app.register(async (scope) => {
  await enableMultipart(scope);
  scope.post('/form', { preValidation: readImageForm('image') }, async (request) => request.body);
});
afterAll(() => app.close());

const send = (field: { type?: string; value: string }) => {
  const boundary = 'b0undary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n`;
  const type = field.type ? `Content-Type: ${field.type}\r\n` : '';
  return app.inject({
    method: 'POST',
    url: '/form',
    payload: Buffer.concat([
      Buffer.from(`${head}${type}\r\n${field.value}\r\n`),
      encodeMultipart([], boundary),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
};

describe('readImageForm', () => {
  it('reads a text field as text', async () => {
    const response = await send({ value: 'alice' });
    expect(response.json()).toEqual({ username: 'alice' });
  });

  it('refuses a field sent as JSON that is not a string', async () => {
    for (const value of ['{"a":1}', '[1,2]', '42', 'true']) {
      const response = await send({ type: 'application/json', value });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().error.code, value).toBe('invalid_input');
    }
  });

  it('takes a JSON string as its text', async () => {
    const response = await send({ type: 'application/json', value: '"alice"' });
    expect(response.json()).toEqual({ username: 'alice' });
  });
});
