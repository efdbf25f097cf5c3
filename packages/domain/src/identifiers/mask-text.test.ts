import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FreeTextContext, maskFreeText, surnameWords } from './mask-text.js';

const jordan: FreeTextContext = {
  country: 'AU',
  name: 'Jordan Example',
  handles: ['@jordan.tiles', 'jordantiles'],
};

describe('maskFreeText (issue 14 §2)', () => {
  it.each<[string, string, string]>([
    // The case's own numbers are masked in the text exactly as in their fields, so the two
    // read together show no more than the field.
    ['BN 123456789 RT0001 on file', '123456789 RT0001', 'BN 123456789 RT00** on file'],
    ['Company SC123456 filed', 'SC123456', 'Company SC1234** filed'],
    ['ABN 51824753556 again', '51 824 753 556', 'ABN 518247535** again'],
    ['see sc 123 456', 'SC123456', 'see sc 123 4**'],
  ])('%j with the case identifier %j reads %j', (text, identifier, shown) => {
    expect(maskFreeText(text, { ...jordan, identifiers: [identifier] })).toBe(shown);
  });

  it.each<[string, string, FreeTextContext?]>([
    // Phone numbers of the case's country, however written, and international ones.
    ['Call him on 0491 570 156.', 'Call him on 0491 570 1**.'],
    ['Call 0491570156 now', 'Call 04915701** now'],
    ['Mobile: +61 491 570 156', 'Mobile: +61 491 570 1**'],
    ['or (02) 9876 5432, after 5', 'or (02) 9876 54**, after 5'],
    ['His NZ number +64 21 555 0142.', 'His NZ number +64 21 555 01**.'],
    ['Office 201-555-0123', 'Office 201-555-01**', { country: 'US', name: 'Sam Lee' }],
    ['Ring 020 7946 0123', 'Ring 020 7946 01**', { country: 'GB', name: 'Sam Lee' }],
    // Two numbers run together: each keeps its own 2 digits hidden.
    ['(02) 9876 5432, 0491-570-157', '(02) 9876 54**, 0491-5**-1**'],
    // Other long runs of digits: local numbers, business numbers, account numbers.
    ['landline 9876 5432', 'landline 9876 54**'],
    // '51 824 753' could be an 8-digit landline: every prefix of 7 digits or more loses its
    // last 2, so more is hidden here than the ABN field's own mask hides.
    ['ABN 51 824 753 556', 'ABN 51 824 7** 5**'],
    // A number followed by more digits: its own last 2 are hidden, not only the run's (and,
    // since any 7 digits or more could be a number, every group end from the 7th digit on).
    ['called 0491 570 157 12 times', 'called 0491 5** 1** ** times'],
    ['0491 570 157 2024', '0491 5** 1** 20**'],
    ['0491 570 157 0491 570 158', '0491 5** 1** 04** 5** 1**'],
    ['call 020 7946 0018 10am', 'call 020 79** 00** **am', { country: 'GB', name: 'Sam Lee' }],
    ['0491\n570\n157', '0491\n5**\n1**'],
    ['account 123456789', 'account 1234567**'],
    // Emails, with the email field's mask.
    ['Write to jordan.example@gmail.com today', 'Write to jo***@**** today'],
    ['(dave@example.co.uk)', '(da***@****)'],
    // The case's own handles.
    ['Find him at @jordan.tiles on Instagram', 'Find him at @jordan.til** on Instagram'],
    ['tiktok jordantiles.', 'tiktok jordantil**.'],
    // The surname, as its initial, whatever its case and the punctuation around it.
    ['Jordan Example took the money', 'Jordan E took the money'],
    ["EXAMPLE's van, example; (Example)!", "E's van, E; (E)!"],
    ['Examples and Exampleton stay', 'Examples and Exampleton stay'],
    ['Mary Jane-Watson and Watson', 'Mary J and W', { country: 'AU', name: 'Mary Jane-Watson' }],
    ['Zoë Öberg: öberg ÖBERG', 'Zoë Ö: Ö Ö', { country: 'AU', name: 'Zoë Öberg' }],
    // Left alone: amounts, dates, year ranges, short numbers, postcodes, the first name.
    ['Paid $1,200 on 12/03/2024', 'Paid $1,200 on 12/03/2024'],
    ['On 12-03-2024 and 2024.03.12', 'On 12-03-2024 and 2024.03.12'],
    ['Worked 2019-2023 at unit 12', 'Worked 2019-2023 at unit 12'],
    ['Sydney NSW 2000', 'Sydney NSW 2000'],
    ['Jordan never came', 'Jordan never came'],
    ['', ''],
  ])('%j is shown as %j', (text, masked, context = jordan) => {
    expect(maskFreeText(text, context)).toBe(masked);
  });

  it.each<[string, string, string]>([
    // The case's own address (issue 46): its numbers dropped beside the street, as the field.
    [
      'He lives at 796 Wombat Crescent',
      '796 Wombat Crescent, Doncaster',
      'He lives at Wombat Crescent',
    ],
    ['at 796 wombat cres.', '796 Wombat Crescent', 'at wombat cres.'],
    [
      'unit 12/34 Smith St, Carlton 3053',
      '12/34 Smith St, Carlton VIC 3053',
      'unit Smith St, Carlton 3053',
    ],
    ['Carlton VIC 3053 is where', '12/34 Smith St, Carlton VIC 3053', 'Carlton VIC is where'],
    // Numbers not beside the address's words are other passes' business.
    ['Paid 796 dollars', '796 Wombat Crescent', 'Paid 796 dollars'],
    ['Flat 7960 Wombat Crescent', '796 Wombat Crescent', 'Flat 7960 Wombat Crescent'],
  ])('%j with the case address %j reads %j', (text, address, shown) => {
    expect(maskFreeText(text, { ...jordan, address })).toBe(shown);
  });

  it('leaves text with nothing personal unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ,.!?']{0,80}$/), (text) => {
        expect(maskFreeText(text, { country: 'AU', name: 'Cher' })).toBe(text);
      }),
    );
  });

  it('never shows the last 2 digits of an Australian mobile number, however it is written', () => {
    const separators = fc.constantFrom('', ' ', '-', '.');
    fc.assert(
      fc.property(
        fc.stringMatching(/^4\d{8}$/),
        separators,
        fc.constantFrom('0', '+61 ', '+61'),
        fc.stringMatching(/^[A-Za-z ,.]{0,20}$/),
        (digits, sep, prefix, around) => {
          const written = `${prefix}${digits.slice(0, 3)}${sep}${digits.slice(3, 6)}${sep}${digits.slice(6)}`;
          const masked = maskFreeText(`${around} ${written} ${around}`, jordan);
          expect(masked.replace(/\D/g, '')).not.toContain(digits);
          expect(masked).toContain('**');
        },
      ),
    );
  });
});

describe('surnameWords', () => {
  it.each([
    ['Jordan Example', ['Example']],
    ['Mary Jane Watson', ['Watson', 'Jane']],
    ["Sean O'Brien-Ng.", ["O'Brien-Ng", "O'Brien", 'Ng']],
    ['Cher', []],
    ['Jo K', []],
  ])('%j: %j', (name, words) => {
    expect(surnameWords(name)).toEqual(words);
  });
});
