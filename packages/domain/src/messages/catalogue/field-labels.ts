import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The case's fields by name (field-labels-messages.ts): the lodgement and edit forms' labels and
// hints (spec §2, Lodgement page), and the labels the spec's refusal messages put in {Field} and
// {Label} (validation/lodgement.ts). The English is what the forms and refusals always said;
// "Offender's Name" is « nom de la personne visée » (docs/french-glossary.md). After them, the
// other forms' fields as their refusals name them ({field} in messages.fieldTooLong and
// fieldProfanity): accounts, responses, chat, moderation and notices. Each French label opens
// a sentence whose verb is singular (« … doit compter moins de … »).

export const FIELD_LABELS_CATALOGUE = {
  title: {
    en: 'Title',
    fr: 'Titre',
    description: 'A case’s title: the lodgement form’s label, and {Field} in refusals.',
  },
  name: {
    en: 'Name',
    fr: 'Nom',
    description: 'The name a case gives: {Field} in refusals, and its label on the case page.',
  },
  address: {
    en: 'Address',
    fr: 'Adresse',
    description: 'The address a case gives: the form’s label, and {Field} in refusals.',
  },
  instagramHandle: {
    en: 'Instagram handle',
    fr: 'Nom d’utilisateur Instagram',
    description: 'The Instagram account a case gives, as {Field} in refusals.',
  },
  tiktokHandle: {
    en: 'TikTok handle',
    fr: 'Nom d’utilisateur TikTok',
    description: 'The TikTok account a case gives, as {Field} in refusals.',
  },
  details: {
    en: 'Details',
    fr: 'Détails',
    description: 'A case’s account of what happened: the form’s label, and {Field} in refusals.',
  },
  number: {
    en: 'Number',
    fr: 'Numéro',
    description:
      'The phone number a case gives: the form’s label, {Label} in refusals, the share page.',
  },
  alternateNumber: {
    en: 'Alternate number',
    fr: 'Autre numéro',
    description:
      'A second phone number a case gives, as {Label} in refusals and on the share page.',
  },
  alternateNumberForm: {
    en: 'Alternate Number',
    fr: 'Autre numéro',
    description: 'Lodgement form: label of the second phone number (the spec’s capitals).',
  },
  email: {
    en: 'Email',
    fr: 'Courriel',
    description: 'The email address a case gives: the form’s label, {Field} in refusals.',
  },
  businessIdentificationNumber: {
    en: 'Business Identification Number',
    fr: 'Numéro d’entreprise',
    description:
      'A business number (US EIN, Canadian BN, UK company number, Irish CRO): the form’s label, {Label} in refusals.',
  },
  postcode: {
    en: 'Postcode',
    fr: 'Code postal',
    description: 'The postcode a case gives: the form’s label, {Field} in refusals.',
  },
  offendersName: {
    en: "Offender's Name",
    fr: 'Nom de la personne visée',
    description: 'Lodgement form: label of the name of the person or business the case names.',
  },
  hintOptional: {
    en: 'optional',
    fr: 'facultatif',
    description: 'Lodgement form: after a field’s label, in parentheses.',
  },
  hintRecommended: {
    en: 'recommended',
    fr: 'recommandé',
    description: 'Lodgement form: after the postcode’s label, in parentheses.',
  },
  hintMoreThan: {
    en: 'more than {n, plural, other {{n} characters}}',
    fr: 'plus de {n, plural, one {#\u00a0caractère} other {#\u00a0caractères}}',
    description:
      'Lodgement form: after the Details label, in parentheses; n is LIMITS.detailsMinExclusive.',
  },
  password: {
    en: 'Password',
    fr: 'Mot de passe',
    description: 'A password (signup, log in, account): {field} in refusals.',
  },
  username: {
    en: 'Username',
    fr: 'Nom d’utilisateur',
    description: 'A member’s username (signup, profile): {field} in refusals.',
  },
  phoneNumber: {
    en: 'Phone number',
    fr: 'Numéro de téléphone',
    description: 'A member’s own phone number (profile, verification): {field} in refusals.',
  },
  comment: {
    en: 'Comment',
    fr: 'Réponse',
    description:
      'A response to a case (the spec’s “comment”, « réponse » in the glossary): {field} in refusals.',
  },
  message: {
    en: 'Message',
    fr: 'Message',
    description: 'A chat message: {field} in refusals.',
  },
  theReason: {
    en: 'The reason',
    fr: 'Le motif',
    description: 'A moderator’s reason, or a dispute’s: {field} in refusals.',
  },
  licenceNumber: {
    en: 'Licence number',
    fr: 'Numéro de permis',
    description: 'Trade application: the licence number, as {field} in refusals.',
  },
  stateOrRegion: {
    en: 'State or region',
    fr: 'Province, État ou région',
    description: 'Trade application: where the licence was issued, as {field} in refusals.',
  },
  theExplanation: {
    en: 'The explanation',
    fr: 'L’explication',
    description: 'Notice of complaint: what is complained of and why, as {field} in refusals.',
  },
  theLocation: {
    en: 'The location',
    fr: 'L’emplacement du contenu',
    description: 'Notice of complaint: where in the case the content is, as {field} in refusals.',
  },
  yourName: {
    en: 'Your name',
    fr: 'Votre nom',
    description:
      'Notice of complaint, or the poster’s answer: the writer’s name, as {field} in refusals.',
  },
  theMeaning: {
    en: 'The meaning',
    fr: 'Le sens attribué',
    description:
      'Notice of complaint (UK defamation): the meaning the statement has, as {field} in refusals.',
  },
  theInaccurateParts: {
    en: 'The inaccurate parts',
    fr: 'L’indication des parties inexactes',
    description:
      'Notice of complaint (UK defamation): the parts said to be inaccurate, as {field} in refusals (French singular: the verb that follows is).',
  },
  yourAnswer: {
    en: 'Your answer',
    fr: 'Votre réponse',
    description: 'The poster’s answer to a notice: {field} in refusals.',
  },
  yourAddress: {
    en: 'Your address',
    fr: 'Votre adresse',
    description: 'The poster’s answer: their postal address, as {field} in refusals.',
  },
  theAppeal: {
    en: 'The appeal',
    fr: 'L’appel',
    description: 'An appeal against a decision: its text, as {field} in refusals.',
  },
} satisfies Catalogue;
