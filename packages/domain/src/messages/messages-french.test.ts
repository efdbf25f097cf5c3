import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tradeBadgeLabel, tradeBadges } from '../api/trade-badges.js';
import { loadTranslations } from '../i18n/load.js';
import { setLocale } from '../i18n/locale.js';
import { loginSchema } from '../schemas/account.js';
import { TRADE_LABELS } from '../schemas/moderation.js';
import { ACCOUNT_TRUST_MESSAGES, ARCHIVED_CASE_MESSAGES } from './account-trust-messages.js';
import { CASE_CARD_LABELS, CASE_CARD_MESSAGES } from './case-card-messages.js';
import {
  CONCERN_MESSAGES,
  REPORT_USER_MESSAGES,
  USER_REPORT_EVIDENCE_MESSAGES,
} from './first-use-messages.js';
import { LIMITS_MESSAGES } from './limits-messages.js';
import { MESSAGES } from './messages.js';
import { MODERATION_MESSAGES } from './moderation-messages.js';
import { NOTICE_MAILS, NOTICE_MESSAGES } from './notice-messages.js';
import { PUSH_MESSAGES, pushTitle } from './push-messages.js';
import { reportContentLink } from './report-content-link.js';
import { TRANSPORT_MESSAGES } from './transport-messages.js';
import {
  ACCOUNTS_UI,
  approveDescription,
  CASES_UI,
  LAYOUT_UI,
  licenceIssuedIn,
  MODERATION_UI,
  messagesLeft,
  myTradeApplication,
  PAGES_UI,
  provePerson,
  searchesToday,
  suspensionDays,
  THREADS_UI,
  tokenScopes,
  tokenUse,
} from './ui-messages.js';
import { WATCH_MESSAGES } from './watch-messages.js';

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

describe('watches, push and notice and action in the current language', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  it('watches: the button by what was searched, the limit and the named-party switch', () => {
    setLocale('fr-CA');
    expect(WATCH_MESSAGES.watchThis.email).toBe('Mettre ce courriel en veille');
    expect(WATCH_MESSAGES.myWatches).toBe('Mes veilles');
    expect(WATCH_MESSAGES.watchLimit(50)).toMatch(
      /^Vous pouvez mettre en veille au plus 50\u00a0numéros/,
    );
    expect(WATCH_MESSAGES.caseNamesYouBody).toContain('«\u00a0Est-ce à votre sujet\u202f?\u00a0»');
    setLocale('en');
    expect(WATCH_MESSAGES.watchThis.business).toBe('Watch this business number');
    expect(WATCH_MESSAGES.watchLimit(50)).toBe(
      'You can watch at most 50 numbers, emails or business numbers. Remove one to add another.',
    );
  });

  it('push: the setting and a title per kind that names nobody', () => {
    setLocale('fr-CA');
    expect(PUSH_MESSAGES.turnOn).toBe('Activer les notifications');
    expect(pushTitle('message')).toBe('Nouveau message sur Forewarn');
    expect(pushTitle('named_party')).toBe('Nouvel avis sur Forewarn');
    expect(PUSH_MESSAGES.refused('Refusé.')).toMatch(/aux notifications\u00a0: Refusé\. Essayez/);
    setLocale('en');
    expect(pushTitle('case_update')).toBe('News on a case you follow on Forewarn');
  });

  it('notices: the form, the desk with French plurals, and the mails paragraph by paragraph', () => {
    setLocale('fr-CA');
    expect(NOTICE_MESSAGES.reportLink).toBe('Signaler un contenu illégal ou diffamatoire');
    expect(NOTICE_MESSAGES.regimeLabels.eu).toBe(
      'UE\u00a0: Règlement sur les services numériques (Irlande)',
    );
    expect(NOTICE_MESSAGES.statusLabels.decided).toBe('Tranché');
    expect(NOTICE_MESSAGES.cannedReasons).toHaveLength(4);
    expect(NOTICE_MESSAGES.deskWaiting(1)).toBe('1\u00a0avis en attente.');
    expect(NOTICE_MESSAGES.bulkDone(1)).toBe('1\u00a0dossier tranché.');
    expect(
      NOTICE_MESSAGES.deskLodger({
        name: 'Ana',
        since: '3 mars 2026',
        cases: 0,
        hidden: 2,
        statements: 1,
      }),
    ).toBe(
      'Ana, membre depuis le 3 mars 2026\u00a0: 0\u00a0dossier, 2\u00a0masqués, 1\u00a0exposé des motifs.',
    );
    const body = NOTICE_MAILS.ackBody('N-1', 'https://x.test/n', '4 déc. 2026');
    expect(body.split('\n\n')).toEqual([
      'Nous avons reçu votre avis de plainte. Sa référence est N-1.',
      'Nous visons à le trancher d’ici le 4 déc. 2026.',
      'Suivez-le ici\u00a0: https://x.test/n',
      'Seule notre équipe de modération voit votre nom et votre adresse courriel.',
    ]);
    expect(NOTICE_MAILS.posterSubject).toBe(
      'Forewarn\u00a0: un avis de plainte au sujet de votre dossier',
    );
    setLocale('en');
    expect(NOTICE_MESSAGES.bulkNetwork).toBe('Network (e.g. 2001:db8:1::/48)');
    expect(NOTICE_MESSAGES.deskWaiting(1)).toBe('1 notice waits.');
    expect(NOTICE_MESSAGES.deskWaiting(3)).toBe('3 notices wait.');
    expect(
      NOTICE_MESSAGES.deskLodger({
        name: 'Ana',
        since: '3 Mar 2026',
        cases: 1,
        hidden: 0,
        statements: 2,
      }),
    ).toBe('Ana, member since 3 Mar 2026: 1 case, 0 hidden, 2 statements of reasons.');
    expect(NOTICE_MESSAGES.deskNotifierCounts({ notices: 1, removed: 1, kept: 0 })).toBe(
      '1 earlier notice from this email: 1 removed, 0 kept.',
    );
    expect(NOTICE_MAILS.appealOutcomeBody('S-9', 'reversed', 'Wrong.')).toBe(
      'The appeal of decision S-9 succeeded: the decision was reversed.\n\nReasons: Wrong.',
    );
  });
});

describe('the web’s labels, headings and accessible names', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  it('read French once French is chosen, and the same English as the JSX they replace', () => {
    setLocale('fr-CA');
    expect(LAYOUT_UI.loading).toBe('Chargement');
    expect(PAGES_UI.myAccount).toBe('Mon compte');
    expect(CASES_UI.whyCantISubmit).toBe('Pourquoi ne puis-je pas envoyer\u202f? (aide)');
    expect(CASE_CARD_LABELS.cardPostcode).toBe('Code postal');
    expect(ACCOUNTS_UI.username).toBe('Nom d’utilisateur');
    expect(MODERATION_UI.columnWhy).toBe('Pourquoi');
    expect(THREADS_UI.revokeToken).toBe('Révoquer ce jeton\u202f?');
    setLocale('en');
    expect(CASES_UI.whyCantISubmit).toBe("Why can't I submit? (help)");
    expect(PAGES_UI.reportFeedback).toBe('Report & Feedback');
    expect(LAYOUT_UI.unreadMessages).toBe(' (unread messages)');
    expect(ACCOUNTS_UI.createAccount).toBe('Create Account');
  });
});

describe('the sentences around a value on the web’s screens (issue 49)', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  it('read French with their values, and the English the components wrote before', () => {
    setLocale('fr-CA');
    expect(searchesToday(3, 200)).toBe(
      'Vos recherches aujourd’hui\u00a0: 3 sur 200, sur le site et avec vos jetons ensemble.',
    );
    expect(tokenUse('1 mai', null, 'Sans expiration')).toBe(
      'Créé le 1 mai · Jamais utilisé · Sans expiration',
    );
    expect(provePerson('Personne visée')).toMatch(
      /porteront alors le badge «\u00a0Personne visée\u00a0»\.$/,
    );
    expect(myTradeApplication('Plomberie', '123', 'QC', MODERATION_UI.tradeStatusOpen)).toBe(
      'Plomberie\u00a0: permis 123 (QC), en attente d’une décision',
    );
    setLocale('en');
    expect(searchesToday(3, 200)).toBe(
      'Your searches today: 3 of 200, on the site and with your tokens together.',
    );
    expect(tokenUse('1 May', null, 'No expiry')).toBe(
      'Created 1 May · Last used never · No expiry',
    );
    expect(tokenScopes('search', true)).toBe('Scopes: search · ends when your password changes');
    expect(provePerson('Named party')).toBe(
      "Prove you are the person this case names: type the email address or phone number the case holds, and enter the code sent to it. Your responses then carry the badge 'Named party'.",
    );
    expect(licenceIssuedIn('123', 'NSW')).toBe('123, issued in NSW');
    expect(approveDescription('Verified Plumber')).toBe(
      "The applicant gets the 'Verified Plumber' badge and an email saying so.",
    );
  });
});

describe('the web’s texts that were strings in expressions (issue 49)', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  it('read French, with French plurals, and the English the components wrote before', () => {
    setLocale('fr-CA');
    expect(LAYOUT_UI.searchResults).toBe('Résultats de la recherche');
    expect(CASES_UI.markResolved).toBe('Marquer comme réglé');
    expect(messagesLeft(1, '14 h 00')).toBe(
      'Vous pouvez envoyer encore 1\u00a0message dans cette conversation jusqu’à 14 h 00.',
    );
    expect(suspensionDays(7)).toBe('7\u00a0jours');
    expect(CASE_CARD_LABELS.shownAuthor('Deleted user')).toBe('Compte supprimé');
    expect(CASE_CARD_LABELS.shownAuthor('alice')).toBe('alice');
    setLocale('en');
    expect(CASE_CARD_LABELS.shownAuthor('Deleted user')).toBe('Deleted user');
    expect(LAYOUT_UI.searchResults).toBe('Search Results');
    expect(messagesLeft(1, '14:00')).toBe('You can send 1 more message in this chat until 14:00.');
    expect(messagesLeft(3, '14:00')).toBe('You can send 3 more messages in this chat until 14:00.');
    expect(suspensionDays(1)).toBe('1 day');
    expect(PAGES_UI.showMore).toBe('Show more');
  });
});
