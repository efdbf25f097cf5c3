import type { Catalogue } from '../../i18n/catalogue-entry.js';

// API tokens and webhooks (issues 46 and 50): their refusals and answers from the API, the
// expiries My Account offers and the test event's words (issue 49). The `code` of a refusal
// never changes; its message is in the request's language.

export const INTEGRATIONS_CATALOGUE = {
  webhookUrlRequired: {
    en: 'Enter the address of your endpoint.',
    fr: 'Entrez l’adresse de votre point de terminaison.',
    description: 'Webhook form: the address was left empty.',
  },
  webhookUrlTooLong: {
    en: 'The address must be at most {max} characters.',
    fr: 'L’adresse doit compter au plus {max}\u00a0caractères.',
    description: 'Webhook form: the address is too long; max is the limit.',
  },
  webhookUrlInvalid: {
    en: 'Enter a full address starting with https://.',
    fr: 'Entrez une adresse complète commençant par https://.',
    description: 'Webhook form: the address is not a URL.',
  },
  webhookHttpsOnly: {
    en: 'The address must start with https:// and use port 443.',
    fr: 'L’adresse doit commencer par https:// et utiliser le port 443.',
    description: 'Webhook form: http, or another port; 443 is HTTPS’s port, not a limit.',
  },
  webhookNoCredentials: {
    en: 'The address must not carry a user name or password.',
    fr: 'L’adresse ne doit contenir ni nom d’utilisateur ni mot de passe.',
    description: 'Webhook form: the URL has user:password@.',
  },
  webhookPrivateAddress: {
    en: 'The address must be reachable on the public internet: private, local and reserved addresses are refused.',
    fr: 'L’adresse doit être joignable dans Internet public\u00a0: les adresses privées, locales et réservées sont refusées.',
    description: 'Webhook form: the host resolves to a private, loopback or reserved address.',
  },
  webhookUnresolvable: {
    en: 'The address’s host could not be found. Check it and try again.',
    fr: 'L’hôte de l’adresse est introuvable. Vérifiez-la et réessayez.',
    description: 'Webhook form: the host name does not resolve.',
  },
  webhookVerifiedEmailNeeded: {
    en: 'Please verify your email before adding webhooks.',
    fr: 'Veuillez vérifier votre courriel avant d’ajouter des webhooks.',
    description: 'Refusal: a member without a verified email adds a webhook.',
  },
  webhookTooMany: {
    en: 'You can have at most {max} webhooks. Remove one first.',
    fr: 'Vous pouvez avoir au plus {max}\u00a0webhooks. Retirez-en un d’abord.',
    description: 'Refusal past the number of webhooks a member may hold; max is that number.',
  },
  webhookNotFound: {
    en: 'That webhook was not found.',
    fr: 'Ce webhook est introuvable.',
    description: 'Refusal: no such webhook of this member.',
  },
  webhookCreated: {
    en: 'Webhook added. Copy its signing secret now: it will not be shown again.',
    fr: 'Webhook ajouté. Copiez sa clé secrète de signature maintenant\u00a0: elle ne sera plus affichée.',
    description: 'Answer to adding a webhook; its secret is shown once.',
  },
  webhookRemoved: {
    en: 'Webhook removed.',
    fr: 'Webhook retiré.',
    description: 'Answer to removing a webhook.',
  },
  webhookTestQueued: {
    en: 'A test event is on its way. Its delivery shows in the log.',
    fr: 'Un événement de test est en route. Sa livraison paraîtra dans le journal.',
    description: 'Answer to sending a test event to a webhook.',
  },
  webhookDisabled: {
    en: 'This webhook is disabled: it failed for a day. Remove it and add it again to resume.',
    fr: 'Ce webhook est désactivé\u00a0: il a échoué pendant une journée. Retirez-le et ajoutez-le de nouveau pour reprendre.',
    description: 'Refusal: testing a webhook disabled after a day of failures.',
  },
  webhookTestEventMessage: {
    en: 'A test event from Forewarn. Your endpoint received and can verify it.',
    fr: 'Un événement de test de Forewarn. Votre point de terminaison l’a reçu et peut le vérifier.',
    description: 'The message field of a test event’s payload, read by the member in their logs.',
  },
  tokenNameRequired: {
    en: 'Please give the token a name.',
    fr: 'Veuillez donner un nom au jeton.',
    description: 'API token form: the name was left empty.',
  },
  tokenNameTooLong: {
    en: 'The name must be at most {max} characters.',
    fr: 'Le nom doit compter au plus {max}\u00a0caractères.',
    description: 'API token form: the name is too long; max is the limit.',
  },
  tokenScopesRequired: {
    en: 'Please choose at least one scope.',
    fr: 'Veuillez choisir au moins une portée.',
    description: 'API token form: no scope ticked.',
  },
  tokenVerifiedEmailNeeded: {
    en: 'Please verify your email before creating API tokens.',
    fr: 'Veuillez vérifier votre courriel avant de créer des jetons d’API.',
    description: 'Refusal: a member without a verified email creates a token.',
  },
  tokenTooMany: {
    en: 'You can hold at most {max} API tokens. Revoke one first.',
    fr: 'Vous pouvez détenir au plus {max}\u00a0jetons d’API. Révoquez-en un d’abord.',
    description: 'Refusal past the number of tokens a member may hold; max is that number.',
  },
  tokenCreated: {
    en: 'Token created. Copy it now: it will not be shown again.',
    fr: 'Jeton créé. Copiez-le maintenant\u00a0: il ne sera plus affiché.',
    description: 'Answer to creating a token; the token is shown once.',
  },
  tokenRevoked: {
    en: 'Token revoked.',
    fr: 'Jeton révoqué.',
    description: 'Answer to revoking a token.',
  },
  tokenNotFound: {
    en: 'That token was not found.',
    fr: 'Ce jeton est introuvable.',
    description: 'Refusal: no such token of this member.',
  },
  tokenInvalid: {
    en: 'This API token is not valid. It may have been revoked.',
    fr: 'Ce jeton d’API n’est pas valide. Il a peut-être été révoqué.',
    description: 'Refusal (401): a Bearer token that is unknown or revoked.',
  },
  tokenTooManyFailures: {
    en: 'Too many invalid API tokens from this address. Please wait and try again.',
    fr: 'Trop de jetons d’API non valides depuis cette adresse. Veuillez patienter, puis réessayer.',
    description: 'Refusal (429): too many failed tokens from one address.',
  },
  tokenNotForThisRequest: {
    en: 'API tokens cannot be used for this request.',
    fr: 'Les jetons d’API ne peuvent pas servir pour cette requête.',
    description: 'Refusal: a token used on a route tokens may not call.',
  },
  tokenMissingScope: {
    en: 'This API token does not have the {scope} scope.',
    fr: 'Ce jeton d’API n’a pas la portée {scope}.',
    description: 'Refusal: the token lacks a scope; scope is its API name (search, watches).',
  },
  tokenTooManyIdentifiers: {
    en: 'Look up at most {max} identifiers at once.',
    fr: 'Cherchez au plus {max}\u00a0identifiants à la fois.',
    description: 'Refusal: a batch lookup with too many identifiers; max is the limit.',
  },
  tokenNoIdentifiers: {
    en: 'Give at least one identifier to look up.',
    fr: 'Donnez au moins un identifiant à chercher.',
    description: 'Refusal: a batch lookup with none.',
  },
  tokenCurrentPasswordLabel: {
    en: 'Your current password',
    fr: 'Votre mot de passe actuel',
    description: 'API token form: label of the password field.',
  },
  tokenCurrentPasswordHint: {
    en: 'A token searches and reads your watch list as you, so it takes your password.',
    fr: 'Un jeton cherche et lit vos veilles en votre nom, c’est pourquoi il demande votre mot de passe.',
    description: 'API token form: why the password is asked.',
  },
  tokenSurvivesLabel: {
    en: 'Let me keep this token when I change my password (I will be asked then; a reset always ends it)',
    fr: 'Me permettre de garder ce jeton quand je change mon mot de passe (on me le demandera alors, et une réinitialisation y met toujours fin)',
    description: 'API token form: the checkbox to keep a token through a password change.',
  },
  tokenKeepLegend: {
    en: 'API tokens to keep',
    fr: 'Jetons d’API à garder',
    description: 'Password change form: legend of the tokens to keep.',
  },
  tokenKeepHint: {
    en: 'Every API token ends with this change unless you tick it here.',
    fr: 'Chaque jeton d’API prend fin avec ce changement, sauf si vous le cochez ici.',
    description: 'Password change form: what happens to the tokens.',
  },
  tokenKeepLabel: {
    en: 'Keep “{name}”',
    fr: 'Garder «\u00a0{name}\u00a0»',
    description: 'Password change form: one token’s checkbox; name is the token’s name.',
  },
  tokenCreatedMailNote: {
    en: 'We have emailed you that this token was created.',
    fr: 'Nous vous avons écrit par courriel que ce jeton a été créé.',
    description: 'Under a new token: a mail about it was sent.',
  },
  tokenExpiryLabel: {
    en: 'Expires',
    fr: 'Expiration',
    description: 'API token form: label of the expiry choice.',
  },
  tokenExpiryInvalid: {
    en: 'Choose an expiry of {min} to {max} days, or none.',
    fr: 'Choisissez une expiration de {min} à {max}\u00a0jours, ou aucune.',
    description: 'Refusal: an expiry out of range; min and max are days.',
  },
  tokenExpired: {
    en: 'This API token has expired. Make a new one on My Account.',
    fr: 'Ce jeton d’API est expiré. Créez-en un autre dans Mon compte.',
    description: 'Refusal (401): an expired token.',
  },
  tokenExpiresOn: {
    en: 'expires {when}',
    fr: 'expire le {when}',
    description: 'A token in the list: when it expires; when is a date and time already formatted.',
  },
  tokenExpiredOn: {
    en: 'expired {when}',
    fr: 'expiré le {when}',
    description: 'A token in the list: when it expired; when is a date and time already formatted.',
  },
  tokenNoExpiry: {
    en: 'never expires',
    fr: 'n’expire jamais',
    description: 'A token in the list without an expiry.',
  },
  expiryNever: {
    en: 'Never (until revoked)',
    fr: 'Jamais (jusqu’à sa révocation)',
    description: 'Expiry choice: a token without an expiry.',
  },
  expiryDays: {
    en: '{days, plural, one {{days} day} other {{days} days}}',
    fr: '{days, plural, one {#\u00a0jour} other {#\u00a0jours}}',
    description: 'Expiry choice: a number of days.',
  },
  expiryYears: {
    en: '{years, plural, one {{years} year} other {{years} years}}',
    fr: '{years, plural, one {#\u00a0an} other {#\u00a0ans}}',
    description: 'Expiry choice: a number of years.',
  },
} satisfies Catalogue;
