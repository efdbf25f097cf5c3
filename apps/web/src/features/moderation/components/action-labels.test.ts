import { AUDIT_ACTIONS, loadTranslations, SYSTEM_ACTOR_NAME, setLocale } from '@forewarn/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actionLabel, actorLabel } from './action-labels';

// The audit log and the notices desk's earlier decisions showed notice-and-action steps as
// stored ("notice_decided"): every action the server records reads as words, in both languages.
describe('actionLabel', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  it.each(['en', 'fr-CA'] as const)('names every audit action in words (%s)', (locale) => {
    setLocale(locale);
    const labels = AUDIT_ACTIONS.map(actionLabel);
    for (const [i, label] of labels.entries()) {
      expect(label).not.toBe(AUDIT_ACTIONS[i]);
      expect(label).not.toMatch(/_/);
    }
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  });

  it('names the server itself in the page’s language, and a person as recorded', () => {
    setLocale('fr-CA');
    expect(actorLabel(SYSTEM_ACTOR_NAME)).toBe('Système');
    expect(actorLabel('niamh')).toBe('niamh');
  });

  it('reads a notice decided in French', () => {
    setLocale('fr-CA');
    expect(actionLabel('notice_decided')).toBe('Avis tranché');
  });
});
