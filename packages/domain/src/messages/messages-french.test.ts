import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tradeBadgeLabel, tradeBadges } from '../api/trade-badges.js';
import { loadTranslations } from '../i18n/load.js';
import { setLocale } from '../i18n/locale.js';
import { loginSchema } from '../schemas/account.js';
import { TRADE_LABELS } from '../schemas/moderation.js';
import { MESSAGES } from './messages.js';

// The spec's main catalogue in Canadian French (issue 49): every text follows the language of
// the moment it is read, including those the module joins from others and those a schema
// built at load time reports; the API's badge values stay the spec's English.

describe('MESSAGES in the current language', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  it('reads its fixed and templated texts in French once French is chosen, and back', () => {
    expect(MESSAGES.titleRequired).toBe('Title is required.');
    setLocale('fr-CA');
    expect(MESSAGES.titleRequired).toBe('Le titre est obligatoire.');
    expect(MESSAGES.confirmDeleteCase).toBe('Voulez-vous vraiment supprimer ce dossier\u202f?');
    expect(MESSAGES.fieldTooLong('Titre', 1234)).toBe(
      'Titre doit compter moins de 1\u00a0234\u00a0caractères.',
    );
    expect(MESSAGES.submissionWait(1)).toBe(
      'Veuillez attendre 1\u00a0minute avant de déposer de nouveau.',
    );
    expect(MESSAGES.phoneBlocked(42)).toContain('dans 42\u00a0jours.');
    setLocale('en');
    expect(MESSAGES.fieldTooLong('Title', 1234)).toBe('Title must be less than 1234 characters.');
    expect(MESSAGES.phoneBlocked(1)).toBe(
      'You are blocked from verifying your phone number. Block expires in 1 days.',
    );
  });

  it('keeps the home page’s and the case card’s getters live rather than copied at load', () => {
    setLocale('fr-CA');
    expect(MESSAGES.searchPrompt).toMatch(/^Lancez une recherche/);
    expect(Object.entries(MESSAGES).find(([key]) => key === 'noCasesFound')?.[1]).toBe(
      'Aucun dossier trouvé',
    );
  });

  it('has a schema built at load time report its refusal in the language of the request', () => {
    setLocale('fr-CA');
    const result = loginSchema.safeParse({ email: '', password: 'x' });
    expect(result.error?.issues[0]?.message).toBe('Le courriel est obligatoire.');
    expect(TRADE_LABELS.plumber).toBe('Métier vérifié\u00a0: plomberie');
  });

  it('keeps the API’s badge values in the spec’s English and shows them in French', () => {
    setLocale('fr-CA');
    const badges = tradeBadges({ verifiedPlumber: true, verifiedElectrician: true });
    expect(badges).toEqual(['Verified Plumber', 'Verified Electrician']);
    expect(badges.map(tradeBadgeLabel)).toEqual([
      'Métier vérifié\u00a0: plomberie',
      'Métier vérifié\u00a0: électricité',
    ]);
  });
});
