import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from './field-errors.js';
import {
  caseReportSchema,
  chatMessageSchema,
  commentSchema,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  feedbackSchema,
} from './interactions.js';

type Schema = {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

function errorsOf(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : zodFieldErrors(result.error);
}

describe('commentSchema (spec §5, Comments)', () => {
  it.each<[unknown, Record<string, string>]>([
    [{ text: 'He did the same to us.' }, {}],
    [{ text: '   ' }, { text: 'Comment is required.' }],
    [{}, { text: 'Comment is required.' }],
    [{ text: 'What a shit tradie' }, { text: 'Swear words are not allowed in comments.' }],
    [{ text: 'x'.repeat(1001) }, { text: 'Comment must be less than 1000 characters.' }],
  ])('%j', (input, errors) => {
    expect(errorsOf(commentSchema, input)).toEqual(errors);
  });
});

describe('caseReportSchema (spec §5, Report case)', () => {
  it.each<[unknown, Record<string, string>]>([
    [{ details: 'This is my neighbour, not a tradie.' }, {}],
    [{ details: '  ' }, { details: 'Please provide details for the report.' }],
    [{}, { details: 'Please provide details for the report.' }],
  ])('%j', (input, errors) => {
    expect(errorsOf(caseReportSchema, input)).toEqual(errors);
  });
});

describe('feedbackSchema (spec §2, §5, Feedback)', () => {
  it('has the three types of the spec, with their labels', () => {
    expect(FEEDBACK_TYPES).toEqual(['bug', 'feedback', 'idea']);
    expect(FEEDBACK_TYPE_LABELS).toEqual({
      bug: 'Report a functionality issue',
      feedback: 'Give feedback',
      idea: 'Provide ideas for improvement',
    });
  });

  it.each<[unknown, Record<string, string>]>([
    [{ type: 'bug', details: 'The search button does nothing.' }, {}],
    [{ type: 'idea', details: ' ' }, { details: 'Please provide details.' }],
    [{ type: 'complaint', details: 'x' }, { type: 'Please select a feedback type.' }],
  ])('%j', (input, errors) => {
    expect(errorsOf(feedbackSchema, input)).toEqual(errors);
  });
});

describe('chatMessageSchema (spec §5, Chat)', () => {
  it('trims the text', () => {
    expect(chatMessageSchema.parse({ text: '  hello  ' })).toEqual({ text: 'hello' });
  });

  it.each<[unknown, Record<string, string>]>([
    [{ text: '\n  \t' }, { text: 'Message is required.' }],
    [{ text: 'x'.repeat(1000) }, {}],
    [{ text: 'x'.repeat(1001) }, { text: 'Message must be less than 1000 characters.' }],
    [{ text: 'What a shit tradie' }, { text: 'Message contains inappropriate language.' }],
    [{ text: 'hello', timeZone: 'Australia/Perth' }, {}],
  ])('%j', (input, errors) => {
    expect(errorsOf(chatMessageSchema, input)).toEqual(errors);
  });
});
