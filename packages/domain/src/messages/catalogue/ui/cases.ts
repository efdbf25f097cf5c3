import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The web's own labels, headings and accessible names for the lodgement form, the case page and its editor (issue 49: no text a
// person reads outside the catalogue). English is what the screens always showed.

export const UI_CASES_CATALOGUE = {
  loadingCase: {
    en: 'Loading case',
    fr: 'Chargement du dossier',
    description: 'Case page spinner.',
  },
  loadingEditor: {
    en: 'Loading the editor',
    fr: 'Chargement de l’éditeur',
    description: 'Case page spinner while the edit form loads.',
  },
  uploadingImages: {
    en: 'Uploading images...',
    fr: 'Téléversement des images…',
    description: 'Overlay while images upload.',
  },
  currentMain: {
    en: 'Current main',
    fr: 'Image principale actuelle',
    description: 'Alt text of the case’s current main image in the editor.',
  },
  mainImageAlt: {
    en: 'Main: {title}',
    fr: 'Image principale\u00a0: {title}',
    description: 'The case page: alt text of the case’s main image, naming the case by its title.',
  },
  previewOf: {
    en: 'Preview of {file}',
    fr: 'Aperçu de {file}',
    description: 'Lodgement form: alt text of a picked image’s preview, naming its file.',
  },
  mainImage: {
    en: 'Main image',
    fr: 'Image principale',
    description: 'Label and heading of the main image.',
  },
  extraImages: {
    en: 'Extra images',
    fr: 'Images supplémentaires',
    description: 'Lodgement form: label of the extra images.',
  },
  deleteCase: {
    en: 'Delete case',
    fr: 'Supprimer le dossier',
    description: 'Title of the dialog that deletes a case.',
  },
  whyCantISubmit: {
    en: "Why can't I submit? (help)",
    fr: 'Pourquoi ne puis-je pas envoyer\u202f? (aide)',
    description: 'Accessible name of the “?” button by Submit Case.',
  },
  submissionHelp: {
    en: 'Submission help',
    fr: 'Aide à l’envoi',
    description: 'Accessible name of the help panel by Submit Case.',
  },
  submittingCase: {
    en: 'Submitting case...',
    fr: 'Envoi du dossier…',
    description: 'Overlay while a case is sent.',
  },
  blockersHeading: {
    en: 'Submit Case is disabled until these are fixed:',
    fr: 'Le bouton «\u00a0Soumettre le dossier\u00a0» reste désactivé tant que ces points ne sont pas corrigés\u00a0:',
    description: 'Help panel: above what blocks the Submit Case button (the button’s spec name).',
  },
  nothingBlocking: {
    en: 'Nothing is blocking your case: Submit Case is ready.',
    fr: 'Rien ne bloque votre dossier\u00a0: le bouton «\u00a0Soumettre le dossier\u00a0» est prêt.',
    description: 'Help panel when nothing blocks.',
  },
  editCase: {
    en: 'Edit case',
    fr: 'Modifier le dossier',
    description: 'Heading of the case edit form.',
  },
  ownerControls: {
    en: 'Case owner controls',
    fr: 'Commandes du propriétaire du dossier',
    description: 'Screen-reader legend of the lodger’s controls.',
  },
  authorColon: {
    en: 'Author:',
    fr: 'Auteur\u00a0:',
    description: 'Case page: label before the author’s name.',
  },
  details: {
    en: 'Details',
    fr: 'Détails',
    description: 'Case page: heading of the case’s text.',
  },
  delete: {
    en: 'Delete',
    fr: 'Supprimer',
    description: 'Confirm button of a dialog that deletes.',
  },
  extraImagesList: {
    en: 'Extra images',
    fr: 'Images supplémentaires',
    description: 'Accessible name of a case’s extra images.',
  },
  messageAuthor: {
    en: 'Message Author',
    fr: 'Écrire à l’auteur',
    description: 'Case page and card: opens a conversation with the case’s author.',
  },
  ownerSeesFull: {
    en: 'You lodged this case, so you see the full details. Everyone else sees them masked.',
    fr: 'Vous avez déposé ce dossier, vous en voyez donc tous les détails. Les autres les voient masqués.',
    description: 'Case page: a note to the case’s lodger.',
  },
  saveChanges: {
    en: 'Save Changes',
    fr: 'Enregistrer les modifications',
    description: 'Case edit form: saves the changes.',
  },
  cancel: {
    en: 'Cancel',
    fr: 'Annuler',
    description: 'Case edit form: leaves without saving.',
  },
  postAnonymously: {
    en: 'Post Anonymously',
    fr: 'Publier de façon anonyme',
    description: 'Lodgement form: checkbox (the spec’s words).',
  },
  plumbersOnly: {
    en: 'Visible to verified plumbers only',
    fr: 'Visible seulement pour le métier vérifié : plomberie',
    description: 'Lodgement form: checkbox limiting a case to verified plumbers.',
  },
  electriciansOnly: {
    en: 'Visible to verified electricians only',
    fr: 'Visible seulement pour le métier vérifié : électricité',
    description: 'Lodgement form: checkbox limiting a case to verified electricians.',
  },
  images: {
    en: 'Images',
    fr: 'Images',
    description: 'Case edit form: heading of the images.',
  },
  deleteMainImage: {
    en: 'Delete main image',
    fr: 'Supprimer l’image principale',
    description: 'Case edit form: deletes the main image.',
  },
  addMainImage: {
    en: 'Add main image',
    fr: 'Ajouter une image principale',
    description: 'Case edit form: adds a main image.',
  },
  addExtraImages: {
    en: 'Add extra images',
    fr: 'Ajouter des images supplémentaires',
    description: 'Case edit form and lodgement form: the button that adds extra images.',
  },
  edit: {
    en: 'Edit',
    fr: 'Modifier',
    description: 'Case owner controls: edits the case.',
  },
  submitCase: {
    en: 'Submit Case',
    fr: 'Soumettre le dossier',
    description: 'Lodgement form: the submit button (the spec’s words).',
  },
  maskedNote: {
    en: 'Offender data is shown masked: other people see the name as a first name and initial, numbers and business numbers without their last 2 digits, an email as the first two characters of its name (da***@****) and the address without its numbers. In the Details, phone numbers, emails and surnames are masked too. The postcode is shown as written. Only you see the full details you enter.',
    fr: 'Les données de la personne visée sont masquées : les autres voient le nom sous forme de prénom et d’initiale, les numéros et numéros d’entreprise sans leurs 2 derniers chiffres, un courriel sous forme des deux premiers caractères de son nom (da***@****) et l’adresse sans ses numéros. Dans les détails, les numéros de téléphone, les courriels et les noms de famille sont aussi masqués. Le code postal s’affiche tel qu’il est écrit. Vous seul voyez tous les détails que vous entrez.',
    description: 'Lodgement form: how the named party’s data is masked.',
  },
  extraImagesCount: {
    en: 'Extra images ({count} of {max})',
    fr: 'Images supplémentaires ({count} sur {max})',
    description:
      'Editing a case’s images: heading with how many extra images it has of its most (LIMITS.extraImages).',
  },
  extraImageAlt: {
    en: 'Extra {n}',
    fr: 'Image supplémentaire {n}',
    description:
      'Editing a case’s images: alt text of an extra image’s thumbnail; {n} counts from 1.',
  },
  imageRules: {
    en: 'Images must be JPEG, PNG or GIF, each under {megabytes} MB: one main image and up to {extra} extra images. Location data in photos is removed.',
    fr: 'Les images doivent être en JPEG, PNG ou GIF, chacune de moins de {megabytes}\u00a0Mo\u00a0: une image principale et jusqu’à {extra}\u00a0images supplémentaires. Les données de localisation des photos sont retirées.',
    description:
      'Lodgement form, under the images: {megabytes} is LIMITS.imageMaxBytes in MiB, {extra} is LIMITS.extraImages.',
  },
  pause: {
    en: 'Pause',
    fr: 'Mettre en pause',
    description: 'The case owner’s button: takes the case out of view for a while (spec §5).',
  },
  unpause: {
    en: 'Unpause',
    fr: 'Réactiver',
    description: 'The case owner’s button: shows a paused case again (spec §5).',
  },
  markResolved: {
    en: 'Mark Resolved',
    fr: 'Marquer comme réglé',
    description: 'The case owner’s button: marks the case resolved.',
  },
  reopen: {
    en: 'Reopen',
    fr: 'Rouvrir',
    description: 'The case owner’s button: reopens a resolved case.',
  },
  replaceImage: {
    en: 'Replace image',
    fr: 'Remplacer l’image',
    description: 'Lodgement form: replaces the main image picked.',
  },
  chooseImage: {
    en: 'Choose image',
    fr: 'Choisir une image',
    description: 'Lodgement form: picks the main image.',
  },
  extraImageOf: {
    en: 'Extra {n} of {count}: {title}',
    fr: 'Image supplémentaire {n} sur {count} : {title}',
    description: 'A case page: alt text of an extra image; {title} is the case’s title.',
  },
  deleteExtraImage: {
    en: 'Delete extra image {n}',
    fr: 'Supprimer l’image supplémentaire {n}',
    description: 'Editing a case’s images: accessible name of an extra image’s Delete.',
  },
  removeFile: {
    en: 'Remove {name}',
    fr: 'Retirer {name}',
    description: 'Lodgement form: accessible name of the × on a picked image.',
  },
  addImages: {
    en: 'Add {what}',
    fr: 'Ajouter : {what}',
    description: 'Lodgement form: picks more images; {what} is the field’s label (“Extra images”).',
  },
} satisfies Catalogue;
