import {
  CASE_CARD_MESSAGES,
  CASES_UI,
  type CaseDetail,
  CONCERN_MESSAGES,
  MESSAGES,
  namedPartyValues,
  reportContentLink,
} from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { useSnackbar } from '../../components/snackbar';
import { Spinner } from '../../components/spinner';
import type { OnMessage } from '../../components/status-message';
import { paths } from '../../config/paths';
import { useCase } from '../../features/cases/api/get-case';
import { moderationStatusOf } from '../../features/cases/case-status';
import {
  CaseHeader,
  caseButtonClass,
  OffenderDetails,
} from '../../features/cases/components/case-detail';
import { commentsQueryKey, useComments } from '../../features/responses/api/get-comments';
import { listState, retryingLabel } from '../../lib/list-state';
import { isModerator, useSession } from '../../lib/session';
import { dropShellPreview, ShellPreview } from '../shell-preview';
import {
  CaseEditForm,
  CaseImagesEditor,
  CaseModerationPanel,
  DisputeCaseButton,
  FollowButton,
  IsThisAboutYou,
  MessageAuthorButton,
  ModeratorDeleteResponse,
  OwnerControls,
  ReportCaseButton,
  ResponseSection,
  ThisCaseNamesYou,
} from './case-detail-parts';
import { CaseLoadFailure, SessionUnavailable } from './case-detail-states';

const RESPONSE_BOX = '[data-response-text]';

/**
 * The response form's text box, where 'Reply as the person named' takes the reader. On a slow
 * phone the form's script may still be on its way when they tap: then they are taken there as
 * soon as it is on the page.
 */
/** Whether the case gives a phone number or an email a person named could prove is theirs. */
const hasValue = (detail: CaseDetail, channel: 'phone' | 'email') =>
  namedPartyValues(detail, channel).some((value) => value !== '');

function focusResponseForm() {
  const focus = (box: HTMLTextAreaElement) => {
    box.scrollIntoView({ block: 'center' });
    box.focus();
  };
  const box = document.querySelector<HTMLTextAreaElement>(RESPONSE_BOX);
  if (box) {
    focus(box);
    return;
  }
  const observer = new MutationObserver(() => {
    const arrived = document.querySelector<HTMLTextAreaElement>(RESPONSE_BOX);
    if (!arrived) return;
    observer.disconnect();
    focus(arrived);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 15_000);
}

/**
 * The spec's font rule (§2, §9): 2vw from 750 px wide, 4vw below; the clamps keep it readable
 * at both ends (never under 14 px, never over 20 px wide or 22 px narrow). Everything inside
 * sizes itself in em.
 */
const PAGE_FONT =
  'text-[clamp(0.875rem,4vw,1.375rem)] min-[750px]:text-[clamp(0.875rem,2vw,1.25rem)]';

export function Screen() {
  const { id = '' } = useParams();
  const query = useCase(id);
  const session = useSession();
  const user = session.data?.user ?? null;
  const { show, snackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  // The viewer's own verified phone or email is on the case (issue 38): their view replaces
  // 'Is this about you?'.
  const [named, setNamed] = useState(false);

  // A case already shown stays when a later refresh fails; before it, the load's state decides.
  const state = query.data === undefined ? listState(query) : null;
  const waiting = state?.kind === 'loading' || state?.kind === 'retrying';
  // The server's preview of this page stays up until the page can say something of its own.
  useEffect(() => {
    if (!waiting) dropShellPreview();
  }, [waiting]);

  if (state?.kind === 'loading' || state?.kind === 'retrying') {
    const label = state.kind === 'retrying' ? retryingLabel(state) : CASES_UI.loadingCase;
    return <ShellPreview label={label} fallback={<Spinner label={label} />} />;
  }
  if (query.data === undefined) return <CaseLoadFailure query={query} className={PAGE_FONT} />;

  const detail = query.data;
  const editable = detail.isOwner && user !== null;
  return (
    <article className={`${PAGE_FONT} grid gap-[1.5em] md:grid-cols-2`} data-testid="case-page">
      <title>{`${detail.title} · Forewarn`}</title>
      <div className="min-w-0">
        {moderationStatusOf(detail) === 'held' && detail.isOwner && (
          <p
            role="status"
            className="mb-[1em] rounded-md border border-amber-300 bg-amber-50 p-3 text-[0.8em] text-amber-900"
            data-testid="case-held-notice"
          >
            {CASE_CARD_MESSAGES.firstCaseHeld}
          </p>
        )}
        {moderationStatusOf(detail) === 'hidden' && detail.isOwner && (
          <p
            role="alert"
            className="mb-[1em] rounded-md border border-red-300 bg-red-50 p-3 text-[0.8em] text-red-900"
            data-testid="case-removed-notice"
          >
            {MESSAGES.caseRemovedReason(detail.hiddenReason ?? '')}
          </p>
        )}
        <CaseHeader
          detail={detail}
          signedIn={user !== null}
          notify={show}
          messageAuthor={
            <Suspense fallback={null}>
              <MessageAuthorButton caseId={detail.id} notify={show} className={caseButtonClass} />
            </Suspense>
          }
        />
      </div>
      <div className="flex min-w-0 flex-col gap-[1.25em]">
        <SessionUnavailable session={session} />
        {user !== null && !detail.isOwner && (
          <AfterFirstPaint>
            <Suspense fallback={null}>
              <ThisCaseNamesYou
                caseId={detail.id}
                notify={show}
                onReply={focusResponseForm}
                onNamed={setNamed}
                dispute={<DisputeCaseButton caseId={detail.id} onMessage={show} />}
              />
            </Suspense>
          </AfterFirstPaint>
        )}
        {editing && editable ? (
          <Suspense fallback={<Spinner label={CASES_UI.loadingEditor} />}>
            <CaseEditForm
              detail={detail}
              user={user}
              onDone={() => setEditing(false)}
              notify={show}
            />
            <CaseImagesEditor detail={detail} notify={show} />
          </Suspense>
        ) : (
          <>
            <OffenderDetails detail={detail} namesYou={named} />
            {editable && (
              <Suspense fallback={null}>
                <OwnerControls detail={detail} onEdit={() => setEditing(true)} notify={show} />
              </Suspense>
            )}
          </>
        )}
        <AfterFirstPaint>
          <Suspense fallback={null}>
            {/* Not to its author: the server refuses that too (issue 45). */}
            {user !== null && !detail.isOwner && (
              <FollowButton caseId={detail.id} className={caseButtonClass} notify={show} />
            )}
            {!detail.isOwner && (
              // Three ways to raise a concern, each for someone else (issue 24): grouped and
              // told apart, not three unexplained buttons side by side.
              <section aria-labelledby="case-concerns" className="flex flex-col gap-[0.6em]">
                <h2 id="case-concerns" className="text-[0.9em] font-semibold text-slate-800">
                  {CONCERN_MESSAGES.heading}
                </h2>
                <div className="flex flex-col gap-[0.2em]">
                  <p className="text-[0.8em] text-slate-700">{CONCERN_MESSAGES.reportCaseFor}</p>
                  <ReportCaseButton
                    caseId={detail.id}
                    isCreator={detail.isOwner}
                    onMessage={show}
                  />
                </div>
                {user !== null &&
                  !named &&
                  (hasValue(detail, 'email') || hasValue(detail, 'phone')) && (
                    <NamedParty
                      caseId={detail.id}
                      hasEmail={hasValue(detail, 'email')}
                      hasPhone={hasValue(detail, 'phone')}
                      notify={show}
                    />
                  )}
                {user !== null && !named && (
                  <div className="flex flex-col gap-[0.2em]">
                    <p className="text-[0.8em] text-slate-700">{CONCERN_MESSAGES.disputeFor}</p>
                    <DisputeCaseButton caseId={detail.id} onMessage={show} />
                  </div>
                )}
              </section>
            )}
            <p className="text-sm">
              <Link
                className="inline-flex min-h-11 items-center underline"
                to={paths.reportContent.href(detail.id)}
              >
                {reportContentLink()}
              </Link>
            </p>
            {isModerator(user) && (
              <CaseModerationPanel
                caseId={detail.id}
                hidden={detail.hidden}
                hiddenReason={detail.hiddenReason}
              />
            )}
            {/* The creator does not see the response form in edit mode (spec §6). */}
            <ResponseSection
              caseId={detail.id}
              hideForm={editing && editable}
              onMessage={show}
              responseActions={
                isModerator(user)
                  ? (comment) => <ModeratorDeleteResponse id={comment.id} author={comment.author} />
                  : undefined
              }
            />
          </Suspense>
        </AfterFirstPaint>
      </div>
      {snackbar}
    </article>
  );
}

/**
 * 'Is this about you?' for a signed-in reader who is not the creator (issue 14 §3). Whether
 * they have proven it already comes with the responses: until those are read, the offer is not
 * made, so a failed read never asks a verified person to prove it again (issue 45's rule); the
 * responses' own section says they are unavailable, with Try again.
 */
export function NamedParty(props: {
  caseId: string;
  hasEmail: boolean;
  hasPhone: boolean;
  notify: OnMessage;
}) {
  const comments = useComments(props.caseId);
  const queryClient = useQueryClient();
  const first = comments.data?.pages[0];
  if (!first) return null;
  // A Suspense of its own: its chunk loads when the responses arrive, later than the section's
  // other parts, and suspending theirs would unmount an open Report Case dialog (CI 19:31).
  return (
    <div className="flex flex-col gap-[0.2em]">
      <p className="text-[0.8em] text-slate-700">{CONCERN_MESSAGES.aboutYouFor}</p>
      <Suspense fallback={null}>
        <IsThisAboutYou
          {...props}
          verified={first.viewerIsNamedParty}
          onVerified={() =>
            queryClient.invalidateQueries({ queryKey: commentsQueryKey(props.caseId) })
          }
        />
      </Suspense>
    </div>
  );
}
