import { LAYOUT_UI, NOTICE_MESSAGES as M } from '@forewarn/domain';
import { useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { QueryView } from '../../components/query-view';
import { primary } from '../../features/moderation/components/styles';
import { type Statement, useAppeal, useMyStatements } from '../../features/notices/api/notices';
import { formatDateTime } from '../../lib/dates';
import { RequireUser } from '../../lib/require-user';

function AppealForm({ statement }: { statement: Statement }) {
  const appeal = useAppeal();
  const [text, setText] = useState('');
  if (appeal.isSuccess) return <p role="status">{M.appealSent}</p>;
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        appeal.mutate({ id: statement.id, text });
      }}
    >
      <label className="block space-y-1">
        <span className="font-medium">{M.appealLabel}</span>
        <textarea
          className="w-full rounded border border-slate-300 px-2 py-2"
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {appeal.error && (
        <p role="alert" className="text-red-800">
          {appeal.error.message}
        </p>
      )}
      <button type="submit" className={`${primary} min-h-11 px-4`} disabled={appeal.isPending}>
        {M.appealButton}
      </button>
    </form>
  );
}

function Statements() {
  const statements = useMyStatements();
  return (
    <QueryView
      query={statements}
      loading={LAYOUT_UI.loading}
      unavailable={M.decisionsUnavailable}
      isEmpty={(data) => data.statements.length === 0}
      empty={<p>{M.noDecisions}</p>}
    >
      {(data) => <StatementList statements={data.statements} />}
    </QueryView>
  );
}

function StatementList({ statements }: { statements: Statement[] }) {
  return (
    <ul className="space-y-4">
      {statements.map((s) => (
        <li key={s.id} className="space-y-1 rounded border border-slate-200 p-3">
          <p className="font-semibold">
            {s.reference}: {M.restrictionLabels[s.restriction]}
          </p>
          <p>{s.facts}</p>
          <p className="text-sm text-slate-600">{s.rule}</p>
          <p className="text-sm">{formatDateTime(s.createdAt)}</p>
          {s.appeal ? (
            // Also the confirmation once the list reloads and the appeal form is gone.
            <p role="status">
              {s.appeal.outcome
                ? `${s.appeal.outcome === 'reversed' ? M.reverse : M.uphold}: ${s.appeal.reason ?? ''}`
                : M.appealSent}
            </p>
          ) : new Date(s.appealUntil).getTime() > Date.now() ? (
            <>
              <p className="text-sm">{M.appealUntil(formatDateTime(s.appealUntil))}</p>
              <AppealForm statement={s} />
            </>
          ) : (
            <p>{M.appealClosed}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The statements of reasons about the member, and their appeals (issue 48). */
export function Screen() {
  return (
    <RequireUser>
      {() => (
        <section className="max-w-2xl space-y-4">
          <PageTitle>{M.myDecisionsTitle}</PageTitle>
          <Statements />
        </section>
      )}
    </RequireUser>
  );
}
