import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tradeBadgeLabel, tradeBadges } from '../api/trade-badges.js';
import { loadTranslations } from '../i18n/load.js';
import { setLocale } from '../i18n/locale.js';
import { loginSchema } from '../schemas/account.js';
import { TRADE_LABELS } from '../schemas/moderation.js';
import { ACCOUNT_TRUST_MESSAGES, ARCHIVED_CASE_MESSAGES } from './account-trust-messages.js';
import { CASE_CARD_MESSAGES } from './case-card-messages.js';
import {
  CONCERN_MESSAGES,
  REPORT_USER_MESSAGES,
  USER_REPORT_EVIDENCE_MESSAGES,
} from './first-use-messages.js';
import { LIMITS_MESSAGES } from './limits-messages.js';
import { MESSAGES } from './messages.js';
import { MODERATION_MESSAGES } from './moderation-messages.js';
import { reportContentLink } from './report-content-link.js';
import { TRANSPORT_MESSAGES } from './transport-messages.js';

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

// The modules converted after MESSAGES (issue 49): each reads French once French is chosen,
// the same English as before otherwise, and keeps what it computes (waits in words) French.
describe('the remaining modules in the current language', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  it('moderation, disputes and trade verification', () => {
    setLocale('fr-CA');
    expect(MODERATION_MESSAGES.moderationDone).toBe('C’est fait.');
    expect(MODERATION_MESSAGES.accountSuspendedUntil('30 novembre 2026', 'Pourriel')).toBe(
      'Votre compte est suspendu jusqu’au 30 novembre 2026. Motif\u00a0: Pourriel',
    );
    expect(Object.entries(MODERATION_MESSAGES).find(([k]) => k === 'disputeThisCase')?.[1]).toBe(
      'Contester ce dossier',
    );
    setLocale('en');
    expect(MODERATION_MESSAGES.moderationDone).toBe('Done.');
  });

  it('limits, with the wait in French words', () => {
    setLocale('fr-CA');
    expect(LIMITS_MESSAGES.signupAttemptsLimited(1)).toBe(
      'Trop de tentatives d’inscription à partir de votre réseau en peu de temps. Veuillez réessayer dans 1\u00a0minute.',
    );
    expect(LIMITS_MESSAGES.firstDaySubmissionLimit(2 * 60 * 60 * 1000)).toMatch(
      /déposer de nouveau dans 2\u00a0heures\.$/,
    );
    expect(LIMITS_MESSAGES.cannotLodgeNow).toBe(
      'Vous ne pouvez pas déposer de dossier pour le moment.',
    );
    setLocale('en');
    expect(LIMITS_MESSAGES.firstDaySubmissionLimit(2 * 60 * 60 * 1000)).toBe(
      'A new account can lodge 1 case on its first day. You can lodge again in 2 hours.',
    );
  });

  it('account trust, the case card, first use, transport and the notice link', () => {
    setLocale('fr-CA');
    expect(ACCOUNT_TRUST_MESSAGES.currentPasswordRequired).toBe(
      'Entrez votre mot de passe actuel pour confirmer ce changement.',
    );
    expect(ARCHIVED_CASE_MESSAGES.caseArchived).toBe(
      'Ce dossier a été archivé\u00a0: il n’avait pas été mis à jour depuis 3\u00a0ans.',
    );
    expect(CASE_CARD_MESSAGES.hiddenByModeratorBadge).toBe('Masqué par la modération');
    expect(MESSAGES.archivedBadge).toBe('Archivé — plus de 3\u00a0ans');
    expect(CONCERN_MESSAGES.heading).toBe('Un problème avec ce dossier\u202f?');
    expect(REPORT_USER_MESSAGES.cancel).toBe('Annuler');
    expect(USER_REPORT_EVIDENCE_MESSAGES.noEvidence).toBe(
      'Aucun message n’a été enregistré avec ce signalement.',
    );
    expect(TRANSPORT_MESSAGES.requestTooSlow).toBe(
      'Votre requête a mis trop de temps à arriver. Veuillez réessayer.',
    );
    expect(reportContentLink()).toBe('Signaler un contenu illégal ou diffamatoire');
    setLocale('en');
    expect(reportContentLink()).toBe('Report illegal or defamatory content');
    expect(CONCERN_MESSAGES.heading).toBe('Something wrong with this case?');
  });
});
