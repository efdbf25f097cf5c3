import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { REPORT_USER_REASON_MAX, ReportUserBodySchema } from '../api/thread.js';
import { tradeBadgeLabel, tradeBadges } from '../api/trade-badges.js';
import { ApiTokenCreateSchema } from '../api-tokens/api-tokens.js';
import { loadTranslations } from '../i18n/load.js';
import { setLocale } from '../i18n/locale.js';
import { identifierKind } from '../identifiers/identifier-kinds.js';
import { LIMITS } from '../limits.js';
import { appealSchema, noticeSchema, posterAnswerSchema } from '../notices/notice-schemas.js';
import {
  accountDeleteSchema,
  loginSchema,
  phoneSendVerificationSchema,
  signupSchema,
  usernameSchema,
} from '../schemas/account.js';
import { chatMessageSchema, commentSchema } from '../schemas/interactions.js';
import {
  MODERATION_REASON_MAX,
  moderationReasonSchema,
  TRADE_LABELS,
  tradeApplicationSchema,
} from '../schemas/moderation.js';
import { validateMobileNumber } from '../validation/mobile.js';
import { ACCOUNT_TRUST_MESSAGES, ARCHIVED_CASE_MESSAGES } from './account-trust-messages.js';
import { CASE_CARD_LABELS, CASE_CARD_MESSAGES } from './case-card-messages.js';
import { en as serviceMailEn } from './compiled/en/serviceMail.gen.js';
import { en as uiModerationEn } from './compiled/en/uiModeration.gen.js';
import { fr as serviceMailFr } from './compiled/fr-CA/serviceMail.gen.js';
import { fr as uiModerationFr } from './compiled/fr-CA/uiModeration.gen.js';
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
import { SERVICE_MAIL_MESSAGES } from './service-mail-messages.js';
import { noticeRuleId, statementRule } from './statement-rules-messages.js';
import { TRANSPORT_MESSAGES } from './transport-messages.js';
import {
  ACCOUNTS_UI,
  approveDescription,
  CASES_UI,
  crowdLastWindow,
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
    expect(WATCH_MESSAGES.caseNamesYouBody).toContain(
      '«\u00a0Ce dossier vous concerne\u202f?\u00a0»',
    );
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
    // A count of thousands is grouped as each language writes it.
    expect(searchesToday(1234, 10000)).toBe(
      'Vos recherches aujourd’hui\u00a0: 1\u00a0234 sur 10\u00a0000, sur le site et avec vos jetons ensemble.',
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
    expect(searchesToday(1234, 10000)).toBe(
      'Your searches today: 1,234 of 10,000, on the site and with your tokens together.',
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

// Refusals that mixed languages in French (the review after issue 49): a country's name, the
// field a length or profanity refusal names, the laws a statement of reasons cites, and counts
// written as plurals by hand. Each reads French once French is chosen, the same English as before.
describe('refusals and rules with no English left in French', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  const refusal = (schema: ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;
  const kind = (field: string) => {
    const found = identifierKind(field);
    if (!found) throw new Error(field);
    return found;
  };

  it('names the country in French in phone, postcode and business number refusals', () => {
    setLocale('fr-CA');
    expect(validateMobileNumber('123', 'GB')).toBe(
      'Entrez un numéro de cellulaire valide pour ce pays\u00a0: Royaume-Uni (07400 123456)',
    );
    expect(kind('number').formatError('123', 'NZ', 'Numéro')).toContain(
      'pour ce pays\u00a0: Nouvelle-Zélande,',
    );
    expect(kind('postcode').formatError('?', 'US', 'Code postal')).toMatch(
      /^Entrez un code postal valide pour ce pays\u00a0: États-Unis, par exemple /,
    );
    expect(
      kind('businessIdentificationNumber').formatError('1', 'GB', 'Numéro d’entreprise'),
    ).toContain('pour ce pays\u00a0: Royaume-Uni,');
    setLocale('en');
    expect(validateMobileNumber('123', 'GB')).toBe(
      'Enter a valid mobile number for UK (07400 123456)',
    );
    expect(kind('postcode').formatError('?', 'US', 'Postcode')).toMatch(/ USA/);
  });

  it('names the refused field in French, read when the request is refused', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const cases: [ZodType, unknown, string, string][] = [
      [
        usernameSchema,
        'shithead',
        'Nom d’utilisateur contient des propos inappropriés.',
        'Username contains inappropriate language.',
      ],
      [
        signupSchema,
        {
          email: 'a@example.com',
          password: long(LIMITS.passwordMax),
          username: 'ana',
          country: 'AU',
        },
        `Mot de passe doit compter moins de ${LIMITS.passwordMax}\u00a0caractères.`,
        `Password must be less than ${LIMITS.passwordMax} characters.`,
      ],
      [
        phoneSendVerificationSchema,
        { phoneNumber: '1'.repeat(21) },
        'Numéro de téléphone doit compter moins de 20\u00a0caractères.',
        'Phone number must be less than 20 characters.',
      ],
      [
        commentSchema,
        { text: long(LIMITS.commentMax) },
        'Réponse doit compter moins de 1\u00a0000\u00a0caractères.',
        'Comment must be less than 1000 characters.',
      ],
      [
        chatMessageSchema,
        { text: 'What a shit tradie' },
        'Message contient des propos inappropriés.',
        'Message contains inappropriate language.',
      ],
      [
        moderationReasonSchema,
        { reason: long(MODERATION_REASON_MAX) },
        'Le motif doit compter moins de 1\u00a0000\u00a0caractères.',
        'The reason must be less than 1000 characters.',
      ],
      [
        tradeApplicationSchema,
        { trade: 'plumber', licenceNumber: '1', licenceRegion: long(LIMITS.licenceRegionMax) },
        `Province, État ou région doit compter moins de ${LIMITS.licenceRegionMax}\u00a0caractères.`,
        `State or region must be less than ${LIMITS.licenceRegionMax} characters.`,
      ],
      [
        noticeSchema,
        {
          caseId: 'c1',
          reason: 'other',
          explanation: long(5000),
          location: 'Title',
          notifierName: 'Ana',
          notifierEmail: 'ana@example.com',
          goodFaith: true,
        },
        'L’explication doit compter moins de 5\u00a0000\u00a0caractères.',
        'The explanation must be less than 5000 characters.',
      ],
      [
        posterAnswerSchema,
        { answer: 'refuse', name: 'Ana', address: long(500) },
        'Votre adresse doit compter moins de 500\u00a0caractères.',
        'Your address must be less than 500 characters.',
      ],
      [
        appealSchema,
        { text: long(5000) },
        'L’appel doit compter moins de 5\u00a0000\u00a0caractères.',
        'The appeal must be less than 5000 characters.',
      ],
      [
        ApiTokenCreateSchema,
        { name: 'Bookings', scopes: ['search'], currentPassword: long(LIMITS.passwordMax) },
        `Mot de passe doit compter moins de ${LIMITS.passwordMax}\u00a0caractères.`,
        `Password must be less than ${LIMITS.passwordMax} characters.`,
      ],
      [
        ReportUserBodySchema,
        { reason: long(REPORT_USER_REASON_MAX) },
        'Le motif doit compter moins de 500\u00a0caractères.',
        'Reason must be less than 500 characters.',
      ],
      [
        accountDeleteSchema,
        { password: 'x', cases: 'maybe' },
        'Choisissez si vos dossiers sont supprimés aussi ou restent en ligne anonymement.',
        'Choose whether your cases are deleted too or stay up anonymously.',
      ],
    ];
    for (const [schema, value, french, english] of cases) {
      setLocale('fr-CA');
      expect(refusal(schema, value)).toBe(french);
      setLocale('en');
      expect(refusal(schema, value)).toBe(english);
    }
  });

  it('cites each notice’s law in French in a statement of reasons, statutes’ titles kept', () => {
    setLocale('fr-CA');
    expect(statementRule(noticeRuleId('other', 'illegal'), '')).toMatch(
      /^La règle propre à Forewarn\u00a0: le délai le plus strict qui s’applique \(72\u00a0heures\)\u202f; les conditions de Forewarn\u00a0: /,
    );
    expect(statementRule(noticeRuleId('eu', 'privacy'), '')).toMatch(
      /^Règlement sur les services numériques \(règlement \(UE\) 2022\/2065\), art\. 16 et 17\u202f; /,
    );
    expect(statementRule(noticeRuleId('au', 'defamation'), '')).toMatch(
      /^Defamation Amendment Act 2023 \(NSW\) et les réformes «\u00a0Stage 2\u00a0» des autres États\u202f; /,
    );
    expect(statementRule(noticeRuleId('uk', 'defamation'), '')).toMatch(
      /^Defamation \(Operators of Websites\) Regulations 2013\u202f; les conditions/,
    );
    setLocale('en');
    expect(statementRule(noticeRuleId('other', 'illegal'), '')).toMatch(
      /^Forewarn’s own rule: the strictest clock that applies \(72 hours\); Forewarn’s terms: /,
    );
    expect(statementRule(noticeRuleId('eu', 'privacy'), '')).toMatch(
      /^Digital Services Act \(Regulation \(EU\) 2022\/2065\), Art\. 16 and 17; /,
    );
    expect(statementRule(noticeRuleId('au', 'other'), '')).toMatch(
      /^Defamation Amendment Act 2023 \(NSW\) and the other states’ Stage 2 reforms; /,
    );
  });

  it('writes the codes’ lives and the crowd’s window as plurals, one in the singular', () => {
    setLocale('fr-CA');
    expect(SERVICE_MAIL_MESSAGES.codeText('123456')).toContain('pendant 10\u00a0minutes.');
    expect(SERVICE_MAIL_MESSAGES.phoneCodeText('123456')).toContain('dans 10\u00a0minutes.');
    expect(crowdLastWindow(3, 1, 20, 'floor')).toMatch(
      /^Au cours des 10\u00a0dernières minutes\u00a0: 3\u00a0comptes, 1\u00a0dossier de comptes de moins de 14\u00a0jours\./,
    );
    // The same messages at one: the catalogue's plural, not "{minutes} minutes" by hand.
    expect(serviceMailFr.codeText({ code: '1', minutes: 1 })).toContain('pendant 1\u00a0minute.');
    expect(serviceMailFr.phoneCodeText({ code: '1', minutes: 1 })).toMatch(/dans 1\u00a0minute\.$/);
    expect(serviceMailEn.phoneCodeText({ code: '1', minutes: 1 })).toMatch(/in 1 minute\.$/);
    const crowd = { accounts: 2, cases: 2, normal: 5, from: '' };
    expect(uiModerationFr.crowdLastWindow({ ...crowd, minutes: 1, days: 1 })).toMatch(
      /^Au cours de la dernière minute\u00a0: .* de moins de 1\u00a0jour\./,
    );
    expect(uiModerationEn.crowdLastWindow({ ...crowd, minutes: 1, days: 1 })).toMatch(
      /^In the last 1 minute: .* under 1 day old\./,
    );
    setLocale('en');
    expect(SERVICE_MAIL_MESSAGES.codeText('123456')).toContain('works for 10 minutes.');
    expect(SERVICE_MAIL_MESSAGES.phoneCodeText('123456')).toBe(
      'Your Forewarn verification code is 123456. It expires in 10 minutes.',
    );
  });
});
