import {
  LAYOUT_UI,
  NOTICE_MESSAGES as M,
  POSTER_ANSWER_KINDS,
  type PosterAnswerKind,
} from '@forewarn/domain';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { QueryView } from '../../components/query-view';
import { primary } from '../../features/moderation/components/styles';
import {
  type PosterNotice,
  useAnswerNotice,
  usePosterNotices,
} from '../../features/notices/api/notices';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { RequireUser } from '../../lib/require-user';

const field = 'w-full rounded border border-slate-300 px-2 py-2';

function AnswerForm({ caseId, notice }: { caseId: string; notice: PosterNotice }) {
  const answer = useAnswerNotice(caseId);
  const [kind, setKind] = useState<PosterAnswerKind>('answer');
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [consentToRelease, setConsent] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    answer.mutate({ id: notice.id, body: { answer: kind, text, name, address, consentToRelease } });
  };
  const error = answer.error instanceof ApiError ? answer.error : null;
  if (answer.isSuccess) return <p role="status">{M.answerSent}</p>;
  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset className="space-y-1">
        {POSTER_ANSWER_KINDS.map((k) => (
          <label key={k} className="flex gap-2">
            <input
              type="radio"
              name={`answer-${notice.id}`}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            <span>{M.answerKinds[k]}</span>
          </label>
        ))}
      </fieldset>
      <label className="block space-y-1">
        <span className="font-medium">{M.answerTextLabel}</span>
        <textarea
          className={field}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {kind === 'refuse' && (
        <>
          <label className="block space-y-1">
            <span className="font-medium">{M.nameLabelPoster}</span>
            <input className={field} value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="block space-y-1">
            <span className="font-medium">{M.addressLabel}</span>
            <textarea
              className={field}
              rows={3}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
            />
          </label>
          <label className="flex gap-2">
            <input
              type="checkbox"
              checked={consentToRelease}
              onChange={(e) => setConsent(e.target.checked)}
            />
            <span>{M.consentReleaseLabel}</span>
          </label>
        </>
      )}
      {error && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-900">
          {Object.values(error.fields)[0] ?? error.message}
        </p>
      )}
      <button type="submit" className={`${primary} min-h-11 px-4`} disabled={answer.isPending}>
        {M.sendAnswer}
      </button>
    </form>
  );
}

function Notices({ caseId }: { caseId: string }) {
  const notices = usePosterNotices(caseId);
  return (
    <QueryView
      query={notices}
      loading={LAYOUT_UI.loading}
      unavailable={M.noticesUnavailable}
      isEmpty={(data) => data.notices.length === 0}
      empty={<p>{M.noNotices}</p>}
    >
      {(data) => <NoticeList caseId={caseId} notices={data.notices} />}
    </QueryView>
  );
}

function NoticeList({ caseId, notices }: { caseId: string; notices: PosterNotice[] }) {
  return (
    <ul className="space-y-6">
      {notices.map((n) => (
        <li key={n.id} className="space-y-2 rounded border border-slate-200 p-3">
          <p className="font-semibold">{M.reasonLabels[n.reason as keyof typeof M.reasonLabels]}</p>
          <p>{n.location}</p>
          <p className="whitespace-pre-wrap">{n.explanation}</p>
          {n.meaning && <p className="whitespace-pre-wrap">{n.meaning}</p>}
          {n.inaccurate && <p className="whitespace-pre-wrap">{n.inaccurate}</p>}
          {n.answerBy && (
            <p className="font-medium">{M.answerDeadline(formatDateTime(n.answerBy))}</p>
          )}
          {n.decision ? (
            <p>{M.decisionLabels[n.decision]}</p>
          ) : n.answer ? (
            // The form's own confirmation goes with it as the list reloads: this one stays.
            <>
              <p>{M.answerKinds[n.answer as PosterAnswerKind]}</p>
              <p role="status">{M.answerSent}</p>
            </>
          ) : (
            <AnswerForm caseId={caseId} notice={n} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The poster's notices about one of their cases, and their answer (issue 48). */
export function Screen() {
  const { id = '' } = useParams();
  return (
    <RequireUser>
      {() => (
        <section className="max-w-2xl space-y-4">
          <PageTitle>{M.posterNoticesTitle}</PageTitle>
          <Notices caseId={id} />
        </section>
      )}
    </RequireUser>
  );
}
