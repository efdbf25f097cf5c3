import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The web's own labels, headings and accessible names for chats, responses, reports, feedback, API tokens and the named party’s code (issue 49: no text a
// person reads outside the catalogue). English is what the screens always showed.

export const UI_THREADS_CATALOGUE = {
  messages: {
    en: 'Messages',
    fr: 'Messages',
    description: 'Accessible name of a chat’s message list.',
  },
  threads: {
    en: 'Threads',
    fr: 'Conversations',
    description: 'Accessible name of the conversation list.',
  },
  deleteThread: {
    en: 'Delete thread',
    fr: 'Supprimer la conversation',
    description: 'Title of the dialog that deletes a conversation.',
  },
  chatCaseLink: {
    en: 'Case: {title}',
    fr: 'Dossier\u00a0: {title}',
    description:
      'A chat’s header: accessible name of the link to the case it is about, by its title.',
  },
  saidByYou: {
    en: 'You:',
    fr: 'Vous\u00a0:',
    description: 'A chat: screen-reader mark before a message the reader sent.',
  },
  saidByOther: {
    en: 'They:',
    fr: 'L’autre personne\u00a0:',
    description: 'A chat: screen-reader mark before a message the other member sent.',
  },
  typeMessage: {
    en: 'Type a message',
    fr: 'Écrivez un message',
    description: 'A chat: placeholder of the message box.',
  },
  noMessagesYet: {
    en: 'No messages yet. Say hello.',
    fr: 'Aucun message pour l’instant. Dites bonjour.',
    description: 'An empty chat.',
  },
  unread: {
    en: '(unread)',
    fr: '(non lu)',
    description: 'Screen-reader mark of an unread conversation.',
  },
  postResponse: {
    en: 'Post response',
    fr: 'Publier la réponse',
    description: 'The case page: the response form’s button.',
  },
  postingResponse: {
    en: 'Posting…',
    fr: 'Publication…',
    description: 'The response form’s button while it sends.',
  },
  yourResponse: {
    en: 'Your response',
    fr: 'Votre réponse',
    description: 'Label of the response field on a case.',
  },
  attachPreview: {
    en: 'Preview of what you are attaching',
    fr: 'Aperçu de ce que vous joignez',
    description: 'Alt text of an image attached to a response.',
  },
  loadingResponses: {
    en: 'Loading responses',
    fr: 'Chargement des réponses',
    description: 'Spinner while responses load.',
  },
  deleteResponse: {
    en: 'Delete response',
    fr: 'Supprimer la réponse',
    description: 'Title of the dialog that deletes a response.',
  },
  noResponses: {
    en: 'No responses yet.',
    fr: 'Aucune réponse pour l’instant.',
    description: 'A case without responses.',
  },
  details: {
    en: 'Details',
    fr: 'Détails',
    description: 'Label of the details field (report and feedback).',
  },
  reportCase: {
    en: 'Report case',
    fr: 'Signaler le dossier',
    description: 'Title of the dialog that reports a case.',
  },
  sendCodeTo: {
    en: 'Send the code to',
    fr: 'Envoyer le code à',
    description: 'Is this about you?: screen-reader legend of where the code goes.',
  },
  loadingTokens: {
    en: 'Loading your API tokens',
    fr: 'Chargement de vos jetons d’API',
    description: 'Spinner of the API tokens section.',
  },
  revokeToken: {
    en: 'Revoke this token?',
    fr: 'Révoquer ce jeton\u202f?',
    description: 'Title of the dialog that revokes an API token.',
  },
  createToken: {
    en: 'Create an API token',
    fr: 'Créer un jeton d’API',
    description: 'Accessible name of the form that creates an API token.',
  },
  tokenPlaceholder: {
    en: 'Booking system',
    fr: 'Système de réservation',
    description: 'Placeholder of the API token’s name (an example).',
  },
  noTokens: {
    en: 'You have no API tokens.',
    fr: 'Vous n’avez aucun jeton d’API.',
    description: 'API tokens, none.',
  },
  scopes: {
    en: 'Scopes',
    fr: 'Portées',
    description: 'API token form: legend of the scopes.',
  },
  yourTokens: {
    en: 'Your API tokens',
    fr: 'Vos jetons d’API',
    description: 'Accessible name of the list of API tokens.',
  },
  revoke: {
    en: 'Revoke',
    fr: 'Révoquer',
    description: 'Confirm button of the dialog that revokes an API token.',
  },
  delete: {
    en: 'Delete',
    fr: 'Supprimer',
    description: 'Confirm button of a dialog that deletes (a conversation, a response).',
  },
  deleting: {
    en: 'Deleting…',
    fr: 'Suppression…',
    description: 'A member’s own response: its Delete button while the response is deleted.',
  },
  responseBy: {
    en: 'Response by {author}',
    fr: 'Réponse de {author}',
    description:
      'Accessible name of a response on the case page; author is a username or Anonymous.',
  },
  chat: {
    en: 'Chat',
    fr: 'Conversation',
    description: 'Accessible name of a chat.',
  },
  uploadProgress: {
    en: 'Upload progress',
    fr: 'Progression du téléversement',
    description: 'Accessible name of a response’s upload progress.',
  },
  responses: {
    en: 'Responses',
    fr: 'Réponses',
    description: 'Accessible name of a case’s responses.',
  },
  loadingChat: {
    en: 'Loading chat…',
    fr: 'Chargement de la conversation…',
    description: 'Chat: while the conversation loads.',
  },
  tryAgain: {
    en: 'Try again',
    fr: 'Réessayer',
    description: 'Retries loading a list or a conversation.',
  },
  backToMessages: {
    en: 'Back to My Messages',
    fr: 'Retour à Mes messages',
    description: 'Chat: link back to the list of conversations.',
  },
  reconnecting: {
    en: 'Connection lost. Reconnecting…',
    fr: 'Connexion perdue. Reconnexion…',
    description: 'Chat: while the live connection is down.',
  },
  noImage: {
    en: 'No image',
    fr: 'Aucune image',
    description: 'Chat: the other person has no profile image.',
  },
  reportUser: {
    en: 'Report User',
    fr: 'Signaler ce membre',
    description: 'Chat: reports the other person (the spec’s words).',
  },
  messageLabel: {
    en: 'Message',
    fr: 'Message',
    description: 'Chat: label of the message box.',
  },
  send: {
    en: 'Send',
    fr: 'Envoyer',
    description: 'Chat: sends the message.',
  },
  loadingMessages: {
    en: 'Loading messages…',
    fr: 'Chargement des messages…',
    description: 'My Messages: while the list loads.',
  },
  deleteThreadConfirm: {
    en: 'Delete this thread from your messages? The other person keeps their copy, and a new message from them brings it back.',
    fr: 'Supprimer cette conversation de vos messages ? L’autre personne garde sa copie, et un nouveau message de sa part la fera réapparaître.',
    description: 'My Messages: confirmation before deleting a thread.',
  },
  photoOptional: {
    en: 'Photo (optional)',
    fr: 'Photo (facultative)',
    description: 'Response form: label of the photo.',
  },
  removePhoto: {
    en: 'Remove photo',
    fr: 'Retirer la photo',
    description: 'Response form: removes the chosen photo.',
  },
  reportCaseButton: {
    en: 'Report Case',
    fr: 'Signaler le dossier',
    description: 'Case page: opens the report dialog (the spec’s words).',
  },
  cancel: {
    en: 'Cancel',
    fr: 'Annuler',
    description: 'Closes a dialog without sending.',
  },
  submit: {
    en: 'Submit',
    fr: 'Soumettre',
    description: 'Sends a report or feedback.',
  },
  type: {
    en: 'Type',
    fr: 'Type',
    description: 'Feedback form: label of the kind of feedback.',
  },
  emailAddress: {
    en: 'Email address',
    fr: 'Adresse courriel',
    description: 'Is this about you: the email choice.',
  },
  phoneNumber: {
    en: 'Phone number',
    fr: 'Numéro de téléphone',
    description: 'Is this about you: the phone choice.',
  },
  sendCode: {
    en: 'Send code',
    fr: 'Envoyer le code',
    description: 'Is this about you: sends the code.',
  },
  sixDigitCode: {
    en: '6-digit code',
    fr: 'Code à 6 chiffres',
    description: 'Is this about you: label of the code.',
  },
  verify: {
    en: 'Verify',
    fr: 'Vérifier',
    description: 'Is this about you: checks the code.',
  },
  close: {
    en: 'Close',
    fr: 'Fermer',
    description: 'Closes a dialog.',
  },
  apiTokens: {
    en: 'API tokens',
    fr: 'Jetons d’API',
    description: 'API tokens section heading.',
  },
  done: {
    en: 'Done',
    fr: 'Terminé',
    description: 'API tokens: closes the new token’s panel.',
  },
  tokenName: {
    en: 'Token name',
    fr: 'Nom du jeton',
    description: 'API tokens: label of the new token’s name.',
  },
  searchesToday: {
    en: 'Your searches today: {count, number} of {limit, number}, on the site and with your tokens together.',
    fr: 'Vos recherches aujourd’hui\u00a0: {count, number} sur {limit, number}, sur le site et avec vos jetons ensemble.',
    description:
      'API tokens: the member’s searches today against their daily limit; {count} and {limit} are numbers.',
  },
  newTokenLabel: {
    en: 'Your new token “{name}”',
    fr: 'Votre nouveau jeton «\u00a0{name}\u00a0»',
    description: 'API tokens: label of the new secret, shown once; {name} is the token’s name.',
  },
  copied: {
    en: 'Copied',
    fr: 'Copié',
    description: 'API tokens: the copy button once the secret is on the clipboard.',
  },
  copyToken: {
    en: 'Copy token',
    fr: 'Copier le jeton',
    description: 'API tokens: copies the new secret to the clipboard.',
  },
  tokenScopesEndsWithPassword: {
    en: 'Scopes: {scopes} · ends when your password changes',
    fr: 'Portées\u00a0: {scopes} · prend fin quand votre mot de passe change',
    description:
      'API tokens list: a token’s scopes ({scopes}, their names joined), and that it dies with the password.',
  },
  tokenScopesKeptThroughPassword: {
    en: 'Scopes: {scopes} · may be kept through a password change',
    fr: 'Portées\u00a0: {scopes} · peut être conservé après un changement de mot de passe',
    description:
      'API tokens list: a token’s scopes ({scopes}), and that it survives a password change.',
  },
  tokenUsed: {
    en: 'Created {created} · Last used {lastUsed} · {expiry}',
    fr: 'Créé le {created} · Dernière utilisation\u00a0: {lastUsed} · {expiry}',
    description:
      'API tokens list: {created} and {lastUsed} are formatted dates and times, {expiry} the expiry text (“Expires 3 March…”).',
  },
  tokenNeverUsed: {
    en: 'Created {created} · Last used never · {expiry}',
    fr: 'Créé le {created} · Jamais utilisé · {expiry}',
    description:
      'API tokens list, a token not used yet: {created} a formatted date, {expiry} the expiry text.',
  },
  revokeNamed: {
    en: 'Revoke {name}',
    fr: 'Révoquer {name}',
    description:
      'API tokens list: the Revoke button’s accessible name; {name} is the token’s name.',
  },
  revokeWarning: {
    en: 'Anything using “{name}” will be refused from its next request.',
    fr: 'Tout ce qui utilise «\u00a0{name}\u00a0» sera refusé dès sa prochaine requête.',
    description: 'API tokens: the revoke confirmation; {name} is the token’s name.',
  },
  creatingToken: {
    en: 'Creating…',
    fr: 'Création…',
    description: 'API tokens: the create button while the token is made.',
  },
  createTokenButton: {
    en: 'Create token',
    fr: 'Créer le jeton',
    description: 'API tokens: the create form’s button.',
  },
  provePerson: {
    en: "Prove you are the person this case names: type the email address or phone number the case holds, and enter the code sent to it. Your responses then carry the badge ''{badge}''.",
    fr: 'Prouvez que vous êtes la personne visée par ce dossier\u00a0: tapez l’adresse courriel ou le numéro de téléphone que le dossier contient, et entrez le code qui y est envoyé. Vos réponses porteront alors le badge «\u00a0{badge}\u00a0».',
    description: 'Is this about you: what the dialog does; {badge} is the named party’s badge.',
  },
  showOlderResponses: {
    en: 'Show older responses',
    fr: 'Afficher les réponses plus anciennes',
    description: 'A case’s responses: loads older ones.',
  },
  showOlderMessages: {
    en: 'Show older messages',
    fr: 'Afficher les messages plus anciens',
    description: 'A conversation: loads older messages.',
  },
  emailOnCase: {
    en: 'The email address on this case',
    fr: 'L’adresse courriel inscrite au dossier',
    description: 'Is this about you: label of the address the case holds.',
  },
  phoneOnCase: {
    en: 'The phone number on this case',
    fr: 'Le numéro de téléphone inscrit au dossier',
    description: 'Is this about you: label of the phone number the case holds.',
  },
  attachedBy: {
    en: 'Attached by {author}',
    fr: 'Joint par {author}',
    description: 'A response’s image: alt text naming who attached it.',
  },
  messagesLeft: {
    en: 'You can send {count, plural, one {{count} more message} other {{count} more messages}} in this chat until {until}.',
    fr: 'Vous pouvez envoyer {count, plural, one {encore # message} other {encore # messages}} dans cette conversation jusqu’à {until}.',
    description:
      'A conversation, near its limit: messages left in the window (LIMITS.chatMessagesPerWindow) and when it resets.',
  },
  reasonTooLong: {
    en: 'Reason must be less than {max, plural, other {{max} characters}}.',
    fr: 'Le motif doit compter moins de {max, plural, one {#\u00a0caractère} other {#\u00a0caractères}}.',
    description: 'Report a user: the reason is too long; {max} is its limit.',
  },
  reasonCount: {
    en: '{count, number} of {max, number} characters',
    fr: '{count, number} sur {max, number} caractères',
    description: 'Report a user: the reason’s length of its most.',
  },
  lastMessageMine: {
    en: 'You: {text}',
    fr: 'Vous : {text}',
    description: 'Conversations list: the last message, sent by the member.',
  },
  threadActions: {
    en: 'More actions for the thread with {name} about {title}',
    fr: 'Autres actions pour la conversation avec {name} au sujet de {title}',
    description: 'Conversations list: the menu button’s accessible name.',
  },
} satisfies Catalogue;
