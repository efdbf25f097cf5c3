import type {
  CaseComment,
  CaseDetail,
  CaseSummary,
  ChatMessage,
  EmailDelivery,
  NotificationEvent,
  NotificationKind,
  ThreadParty,
  TradeBadge,
} from '@forewarn/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from './schema.gen';

// Type-level ties between the generated API types (schema.gen.ts, from the server's OpenAPI
// document) and the domain's own types (issue 47): a field renamed, dropped or retyped on
// either side fails `npm run typecheck` here, before any browser test runs. The bodies below
// run as ordinary (empty) tests; the checking is the compiler's.

type Schemas = components['schemas'];

describe('the generated API types agree with the domain', () => {
  it('a case card is the domain case summary on the wire', () => {
    expectTypeOf<CaseSummary>().toExtend<Schemas['CaseCard']>();
    expectTypeOf<keyof Schemas['CaseCard']>().toEqualTypeOf<keyof CaseSummary>();
  });

  it("a case's page is the domain case detail on the wire", () => {
    expectTypeOf<CaseDetail>().toExtend<Schemas['CaseDetail']>();
    expectTypeOf<keyof Schemas['CaseDetail']>().toEqualTypeOf<keyof CaseDetail>();
  });

  it('comments, chat messages and thread parties', () => {
    expectTypeOf<CaseComment>().toExtend<Schemas['Comment']>();
    expectTypeOf<ChatMessage>().toExtend<Schemas['ChatMessage']>();
    expectTypeOf<ThreadParty>().toExtend<Schemas['ThreadParty']>();
  });

  it('the enumerations are the same sets', () => {
    expectTypeOf<Schemas['Notification']['kind']>().toEqualTypeOf<NotificationKind>();
    expectTypeOf<Schemas['Notification']['event']>().toEqualTypeOf<NotificationEvent>();
    expectTypeOf<
      Schemas['NotificationSettings']['email'][NotificationKind]
    >().toEqualTypeOf<EmailDelivery>();
    expectTypeOf<Schemas['CaseCard']['authorBadges'][number]>().toEqualTypeOf<TradeBadge>();
  });
});
