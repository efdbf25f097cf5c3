import {
  LIST_STATE_MESSAGES,
  MESSAGES,
  NAMED_PARTY_ANCHOR,
  NAMED_PARTY_MESSAGES,
} from '@forewarn/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { ListUnavailable } from '../../../components/list-unavailable';
import type { OnMessage } from '../../../components/status-message';
import { listState } from '../../../lib/list-state';
import { useSuspended } from '../../../lib/session';
import { useClaimNamedParty, useNamedPartyStatus } from '../api/named-party';

/**
 * The person named's view of a case (issue 38), above its details: a case names them, what they
 * can do and what happens next. A member whose own verified phone number or email is on the
 * case replies as the person named at once (the server checks it again); nobody else sees this,
 * and they still prove it with a code ('Is this about you?').
 */
export function ThisCaseNamesYou({
  caseId,
  dispute,
  onReply,
  notify,
  onNamed,
}: {
  caseId: string;
  /** 'Dispute this case', composed by the page (another feature's button). */
  dispute: ReactNode;
  /** Takes the reader to the response form. */
  onReply: () => void;
  notify: OnMessage;
  /** Tells the page whether this view is shown, so it leaves out 'Is this about you?'. */
  onNamed: (named: boolean) => void;
}) {
  const status = useNamedPartyStatus(caseId);
  const claim = useClaimNamedParty(caseId);
  const suspended = useSuspended();
  const section = useRef<HTMLElement>(null);
  const named = status.data?.status === 'account' || status.data?.status === 'verified';

  useEffect(() => onNamed(named), [named, onNamed]);
  // Arriving from the notice (#this-case-names-you): the browser looked for the anchor before
  // this section existed, so bring it into view now.
  useEffect(() => {
    if (named && window.location.hash === `#${NAMED_PARTY_ANCHOR}`) {
      section.current?.scrollIntoView({ block: 'start' });
      section.current?.focus();
    }
  }, [named]);

  // A check that failed is said so: a person the case names, come from the notice's link, would
  // otherwise find nothing and take it that the case does not name them.
  const state = listState(status);
  if (state.kind === 'unavailable') {
    return (
      <ListUnavailable
        message={LIST_STATE_MESSAGES.namedStatusUnavailable}
        retryAt={state.retryAt}
        onRetry={() => void status.refetch()}
      />
    );
  }
  // A refusal (too many checks, a session that ended) is said too, in the server's words.
  if (state.kind === 'refused') {
    return (
      <p role="alert" className="text-red-800">
        {state.message}
      </p>
    );
  }
  if (!named) return null;
  const verified = status.data?.status === 'verified';

  async function reply() {
    if (!verified) {
      const answer = await claim.mutateAsync().catch((error: Error) => {
        notify(error.message, 'error');
        return null;
      });
      if (!answer) return;
      notify(answer.message, 'success');
    }
    onReply();
  }

  return (
    <section
      ref={section}
      id={NAMED_PARTY_ANCHOR}
      tabIndex={-1}
      aria-labelledby={`${NAMED_PARTY_ANCHOR}-heading`}
      data-testid="this-case-names-you"
      className="flex flex-col gap-[0.6em] rounded-lg border border-sky-200 bg-sky-50 p-[0.9em] outline-none"
    >
      <h2
        id={`${NAMED_PARTY_ANCHOR}-heading`}
        className="text-[1.05em] font-semibold text-slate-900"
      >
        {NAMED_PARTY_MESSAGES.heading}
      </h2>
      <p className="text-[0.85em] text-slate-800">{NAMED_PARTY_MESSAGES.intro}</p>
      {verified && (
        <p className="text-[0.8em] font-medium text-emerald-900">{MESSAGES.namedPartyBadge}</p>
      )}
      <ul className="flex flex-col gap-[0.3em] text-[0.8em] text-slate-700">
        <li>{NAMED_PARTY_MESSAGES.replyHint}</li>
        <li>{NAMED_PARTY_MESSAGES.disputeHint}</li>
        <li>{NAMED_PARTY_MESSAGES.reviewHint}</li>
      </ul>
      <div className="flex flex-wrap items-start gap-2">
        <button
          type="button"
          disabled={suspended || claim.isPending}
          onClick={() => void reply()}
          className="min-h-11 rounded-md bg-brand px-4 text-[0.85em] font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {NAMED_PARTY_MESSAGES.replyAsNamed}
        </button>
        {dispute}
      </div>
      <p className="text-[0.75em] text-slate-600">{NAMED_PARTY_MESSAGES.whatNext}</p>
    </section>
  );
}
