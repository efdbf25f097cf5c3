import { describe, expect, it } from 'vitest';
import { containsProfanity } from './profanity.js';

// Profanity in French (issue 49): the common French and Québec swear words are caught, however
// they are spelled out, and the ordinary French words and names that hold their letters pass,
// as postcodes and English names had to (profanity.test.ts, postcode-profanity.test.ts).

describe('French profanity', () => {
  it.each([
    'Un vrai tabarnak de menteur',
    'Tabarnac',
    'Câlisse, il est parti avec le dépôt',
    'calisse',
    'Ce crisse de fraudeur',
    'Ostie de voleur',
    'Putain de chantier',
    'Une pute',
    'Fils de pute',
    'Du travail de merde',
    'Il m’a emmerdé pendant des mois',
    'Un connard',
    'Cette connasse',
    'Une salope',
    'Un salaud',
    'Enculé',
    'Va chier',
    'p u t a i n',
    'M-E-R-D-E',
  ])('catches %s', (text) => {
    expect(containsProfanity(text)).toBe(true);
  });

  it.each([
    'Le fichier de la soumission',
    'Une technique de plomberie',
    'Computer repairs',
    'Christophe Crisseau',
    'L’hostie et le calice',
    'Le ciboire et le tabernacle',
    'Ostiguy Construction',
    'Jalan Merdeka',
    'Ana Salopek',
    'Un chandail déchiré',
    'Deux chiens',
    'Putnam et Dupuis',
    'Une entreprise réputée',
    'Des disputes avec le voisin',
    'Le député de Laval',
    'Un vrai con man',
    'Calixa Lavallée',
    'Connaught Place',
    'Réparation de la toiture à Saint-Jérôme',
    'Conrad, Constance et Connor',
  ])('passes %s', (text) => {
    expect(containsProfanity(text)).toBe(false);
  });
});
