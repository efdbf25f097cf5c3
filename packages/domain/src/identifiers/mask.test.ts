import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maskAddress,
  maskBusinessNumber,
  maskCardName,
  maskEmail,
  maskHandle,
  maskName,
  maskPhone,
} from './mask.js';

describe('masking (spec §6)', () => {
  it.each([
    ['John Smith', 'Jo******'],
    ['J', 'J******'],
    ['', '******'],
    ['Zoë Ngata', 'Zo******'],
  ])('maskCardName(%j) is %j', (name, masked) => {
    expect(maskCardName(name)).toBe(masked);
  });

  it.each([
    ['John Smith', 'John S'],
    ['Mary Jane Watson', 'Mary J'],
    ['  John   Smith  ', 'John S'],
    ['Cher', 'Ch******'],
    ['JaneDoe', 'Ja******'],
    ['Élodie Öberg', 'Élodie Ö'],
    ['', ''],
  ])('maskName(%j) is %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it.each([
    ['12 Smith St, Sydney NSW 2000', 'Smith St, Sydney NSW'],
    ['12/34 Smith St', 'Smith St'],
    ['Unit 5, 12 Smith Street', 'Unit, Smith Street'],
    ['Flat 3B, 221B Baker Street', 'Flat B, B Baker Street'],
    ['Smith Street', 'Smith Street'],
  ])('maskAddress(%j) is %j', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });

  it.each([
    ['0412 345 678', '0412 345 6**'],
    ['+61412345678', '+614123456**'],
    ['12', '**'],
    ['1', '**'],
  ])('maskPhone(%j) is %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it.each([
    ['dave@example.com', 'da***@****'],
    ['joe.bloggs@example.com', 'jo***@****'],
    ['abc@example.com', 'a***@****'],
    ['jo@example.com', '***@****'],
    ['a@b', '***@****'],
    ['Élodie@example.fr', 'Él***@****'],
    ['"odd@local"@example.com', '"o***@****'],
    ['not-an-email', '****'],
  ])('maskEmail(%j) is %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    ['51 824 753 556', '51 824 753 5**'],
    ['004085616', '0040856**'],
  ])('maskBusinessNumber(%j) is %j', (value, masked) => {
    expect(maskBusinessNumber(value)).toBe(masked);
  });

  it.each([
    ['@jordan.example', '@jordan.examp**'],
    ['ab', '**'],
  ])('maskHandle(%j) is %j', (value, masked) => {
    expect(maskHandle(value)).toBe(masked);
  });
});

describe('masking never reveals what it hides', () => {
  const phone = fc.stringMatching(/^\+?\d[\d ]{2,18}\d$/);

  it.each([
    ['maskPhone', maskPhone],
    ['maskBusinessNumber', maskBusinessNumber],
  ])('%s hides the last 2 digits and keeps everything before them', (_name, mask) => {
    fc.assert(
      fc.property(phone, fc.constantFrom('', ' ', ' m', 'x'), (value, trailer) => {
        const masked = mask(value + trailer);
        expect(masked.endsWith('**')).toBe(true);
        // Exactly the last 2 digits are gone, whatever was written after them.
        expect(masked.replace(/\D/g, '')).toBe(value.replace(/\D/g, '').slice(0, -2));
        expect(value.startsWith(masked.slice(0, -2))).toBe(true);
      }),
    );
  });

  it('a trailing letter cannot reveal the hidden digits', () => {
    expect(maskPhone('0412 345 678 m')).toBe('0412 345 6**');
    expect(maskBusinessNumber('51 824 753 556 ')).toBe('51 824 753 5**');
  });

  it('maskEmail shows at most 2 characters of the local part, never the domain, and always hides 2', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const at = email.lastIndexOf('@');
        const local = email.slice(0, at);
        const masked = maskEmail(email);
        expect(masked.endsWith('***@****')).toBe(true);
        const shown = masked.slice(0, -'***@****'.length);
        expect(local.startsWith(shown)).toBe(true);
        expect(shown.length).toBeLessThanOrEqual(2);
        expect(local.length - shown.length).toBeGreaterThanOrEqual(Math.min(2, local.length));
        expect(masked).not.toContain(email.slice(at + 1));
      }),
    );
  });

  it('maskAddress never shows a digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (address) => {
        expect(maskAddress(address)).not.toMatch(/\p{N}/u);
      }),
    );
  });

  const word = fc.stringMatching(/^[A-Za-zÀ-ÿ'-]{1,12}$/);

  it('maskName shows only the first word and one letter of the second, never a one-word name whole', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const name = words.join(' ');
        const masked = maskName(name);
        const [first = '', second] = words;
        expect(masked).toBe(second === undefined ? maskCardName(first) : `${first} ${second[0]}`);
        // A one-word name never goes out whole.
        if (second === undefined) expect(masked).not.toBe(name);
      }),
    );
  });

  it('maskCardName shows at most 2 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (name) => {
        const masked = maskCardName(name);
        expect(masked.endsWith('******')).toBe(true);
        expect(masked.slice(0, -6)).toBe(name.trim().slice(0, 2));
      }),
    );
  });
});
