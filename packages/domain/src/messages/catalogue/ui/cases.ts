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
    fr: 'Le bouton Submit Case reste désactivé tant que ces points ne sont pas corrigés\u00a0:',
    description: 'Help panel: above what blocks the Submit Case button (the button’s spec name).',
  },
  nothingBlocking: {
    en: 'Nothing is blocking your case: Submit Case is ready.',
    fr: 'Rien ne bloque votre dossier\u00a0: le bouton Submit Case est prêt.',
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
} satisfies Catalogue;
