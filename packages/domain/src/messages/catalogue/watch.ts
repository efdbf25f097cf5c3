import type { Catalogue } from '../../i18n/catalogue-entry.js';

// Watches, followed cases and the notice to the person a case names (watch-messages.ts,
// issue 23). "Watch" is « veille » (docs/french-glossary.md).

export const WATCH_CATALOGUE = {
  watchThisNumber: {
    en: 'Watch this number',
    fr: 'Mettre ce numéro en veille',
    description: 'Button by a searched phone number: be told when a case with it appears.',
  },
  watchThisEmail: {
    en: 'Watch this email',
    fr: 'Mettre ce courriel en veille',
    description: 'Button by a searched email address: be told when a case with it appears.',
  },
  watchThisBusiness: {
    en: 'Watch this business number',
    fr: 'Mettre ce numéro d’entreprise en veille',
    description: 'Button by a searched business number: be told when a case with it appears.',
  },
  logInToWatchNumber: {
    en: 'to watch this number and be told when a case with it appears.',
    fr: 'pour mettre ce numéro en veille et recevoir une alerte quand un dossier qui le mentionne paraît.',
    description: 'Signed out, after a “Log in” link: finishes the sentence for a phone number.',
  },
  logInToWatchEmail: {
    en: 'to watch this email and be told when a case with it appears.',
    fr: 'pour mettre ce courriel en veille et recevoir une alerte quand un dossier qui le mentionne paraît.',
    description: 'Signed out, after a “Log in” link: finishes the sentence for an email address.',
  },
  logInToWatchBusiness: {
    en: 'to watch this business number and be told when a case with it appears.',
    fr: 'pour mettre ce numéro d’entreprise en veille et recevoir une alerte quand un dossier qui le mentionne paraît.',
    description: 'Signed out, after a “Log in” link: finishes the sentence for a business number.',
  },
  watching: {
    en: 'Watching',
    fr: 'En veille',
    description: 'The Watch button’s state once the number is watched.',
  },
  watchAdded: {
    en: 'Added to My Watches. We will tell you when a case with it appears.',
    fr: 'Ajouté à Mes veilles. Nous vous avertirons quand un dossier qui le mentionne paraîtra.',
    description: 'After adding a watch; My Watches is the page’s name.',
  },
  watchAlreadyAdded: {
    en: 'You already watch this.',
    fr: 'Vous avez déjà mis cet élément en veille.',
    description: 'Adding a watch that exists.',
  },
  logInToWatch: {
    en: 'Please log in to watch a number.',
    fr: 'Veuillez vous connecter pour mettre un numéro en veille.',
    description: 'API refusal: watching needs an account.',
  },
  verifyEmailToWatch: {
    en: 'You must verify your email to watch numbers and follow cases.',
    fr: 'Vous devez vérifier votre courriel pour mettre des numéros en veille et suivre des dossiers.',
    description: 'API refusal: watching and following need a verified email.',
  },
  watchNothingToWatch: {
    en: 'Enter a phone number, email address or business number to watch.',
    fr: 'Entrez un numéro de téléphone, une adresse courriel ou un numéro d’entreprise à mettre en veille.',
    description: 'API refusal: the watch names nothing.',
  },
  watchLimit: {
    en: 'You can watch at most {max} numbers, emails or business numbers. Remove one to add another.',
    fr: 'Vous pouvez mettre en veille au plus {max}\u00a0numéros, courriels ou numéros d’entreprise. Retirez-en un pour en ajouter un autre.',
    description: 'API refusal past the watch limit; max is the limit.',
  },
  watchNotFound: {
    en: 'Watch not found.',
    fr: 'Veille introuvable.',
    description: 'API refusal: the watch does not exist.',
  },
  watchRemoved: { en: 'Removed.', fr: 'Retiré.', description: 'After removing a watch.' },
  followThisCase: {
    en: 'Follow this case',
    fr: 'Suivre ce dossier',
    description: 'Case page button: be told of new responses and changes.',
  },
  unfollowThisCase: {
    en: 'Unfollow this case',
    fr: 'Ne plus suivre ce dossier',
    description: 'Case page button once the case is followed.',
  },
  logInToFollow: {
    en: 'Please log in to follow this case.',
    fr: 'Veuillez vous connecter pour suivre ce dossier.',
    description: 'Following needs an account.',
  },
  cannotFollowOwnCase: {
    en: 'You lodged this case, so there is no need to follow it.',
    fr: 'Vous avez déposé ce dossier\u00a0: inutile de le suivre.',
    description: 'Refusal: the lodger follows their own case.',
  },
  following: {
    en: 'You follow this case. We will tell you of new responses and changes.',
    fr: 'Vous suivez ce dossier. Nous vous avertirons des nouvelles réponses et des changements.',
    description: 'After following a case.',
  },
  unfollowed: {
    en: 'You no longer follow this case.',
    fr: 'Vous ne suivez plus ce dossier.',
    description: 'After unfollowing a case.',
  },
  myWatches: {
    en: 'My Watches',
    fr: 'Mes veilles',
    description: 'Page title and menu entry: the member’s watches and followed cases.',
  },
  myWatchesIntro: {
    en: 'We tell you when a case with a number, email or business number you watch appears, and when a case you follow changes. Nobody is told that you watch or follow.',
    fr: 'Nous vous avertissons quand paraît un dossier avec un numéro, un courriel ou un numéro d’entreprise que vous avez mis en veille, et quand un dossier que vous suivez change. Personne n’apprend que vous surveillez ou suivez quoi que ce soit.',
    description: 'My Watches: the page’s introduction.',
  },
  watchesHeading: {
    en: 'Watched numbers',
    fr: 'Numéros en veille',
    description: 'My Watches: heading of the watch list.',
  },
  followsHeading: {
    en: 'Followed cases',
    fr: 'Dossiers suivis',
    description: 'My Watches: heading of the followed cases.',
  },
  noWatches: {
    en: 'You watch no numbers yet. Search for one on Home and choose Watch this number.',
    fr: 'Vous n’avez encore mis aucun numéro en veille. Cherchez-en un sur la page d’accueil et choisissez Mettre ce numéro en veille.',
    description: 'My Watches: no watch yet; names the Watch this number button.',
  },
  noFollows: {
    en: 'You follow no cases yet. Open a case and choose Follow this case.',
    fr: 'Vous ne suivez encore aucun dossier. Ouvrez un dossier et choisissez Suivre ce dossier.',
    description: 'My Watches: no followed case yet; names the Follow this case button.',
  },
  lastAlert: {
    en: 'Last alert',
    fr: 'Dernière alerte',
    description: 'My Watches: label of a watch’s last alert date.',
  },
  neverAlerted: {
    en: 'No alert yet',
    fr: 'Aucune alerte pour l’instant',
    description: 'My Watches: a watch that never alerted.',
  },
  remove: { en: 'Remove', fr: 'Retirer', description: 'My Watches: removes a watch.' },
  unfollow: {
    en: 'Unfollow',
    fr: 'Ne plus suivre',
    description: 'My Watches: stops following a case.',
  },
  loadingWatches: {
    en: 'Loading your watches...',
    fr: 'Chargement de vos veilles…',
    description: 'My Watches while it loads.',
  },
  namedPartySwitch: {
    en: 'Tell me when a case names me',
    fr: 'M’avertir quand un dossier me vise',
    description:
      'My Account switch: notices of cases naming the member (must not contain the words for phone or email, which label other fields).',
  },
  namedPartySwitchDetail: {
    en: 'A case names you when it gives your verified phone number or email. Once per case, with a link to it and to the way to answer it. Never who lodged it.',
    fr: 'Un dossier vous vise quand il indique votre numéro de téléphone ou votre courriel vérifié. Une fois par dossier, avec un lien vers celui-ci et vers la façon d’y répondre. Jamais qui l’a déposé.',
    description: 'Below that switch: what it does.',
  },
  caseMatchesWatch: {
    en: 'A case with a number you watch has appeared',
    fr: 'Un dossier avec un numéro que vous avez mis en veille a paru',
    description: 'Notification title: a case matched a watch.',
  },
  caseNamesYou: {
    en: 'A case on Forewarn names you',
    fr: 'Un dossier sur Forewarn vous vise',
    description: 'Notification title: a case names the member.',
  },
  caseNamesYouBody: {
    en: 'A case on Forewarn gives your verified phone number or email. You can read it, answer it as the person named (choose "Is this about you?" on the case page and prove the number or email is yours), or dispute it with the moderators if it is wrong. We do not tell you who lodged it, and we do not tell them you were told.',
    fr: 'Un dossier sur Forewarn indique votre numéro de téléphone ou votre courriel vérifié. Vous pouvez le lire, y répondre en tant que personne visée (choisissez «\u00a0Ce dossier vous concerne\u202f?\u00a0» sur la page du dossier et prouvez que le numéro ou le courriel est le vôtre), ou le contester auprès de l’équipe de modération s’il est faux. Nous ne vous disons pas qui l’a déposé, et nous ne disons pas à cette personne qu’un avis vous a été envoyé.',
    description: 'Notification body to the person a case names.',
  },
  newResponse: {
    en: 'A case you follow has a new response',
    fr: 'Un dossier que vous suivez a une nouvelle réponse',
    description: 'Notification title: a followed case has a new response.',
  },
  caseResolved: {
    en: 'A case you follow was marked Resolved',
    fr: 'Un dossier que vous suivez a été marqué Réglé',
    description: 'Notification title: a followed case was resolved (Resolved is the badge).',
  },
  caseNoLongerShown: {
    en: 'This case is no longer shown',
    fr: 'Ce dossier n’est plus affiché',
    description: 'Notification title: a followed case was hidden or removed.',
  },
  namedPartyReplied: {
    en: 'The person a case you follow names has replied',
    fr: 'La personne visée par un dossier que vous suivez a répondu',
    description: 'Notification title: the named party answered a followed case.',
  },
} satisfies Catalogue;
