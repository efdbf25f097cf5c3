import { LAYOUT_UI, NOTICE_MESSAGES as M } from '@forewarn/domain';
import { PageTitle } from '../../components/page-title';
import { QueryView } from '../../components/query-view';
import { useTransparency } from '../../features/notices/api/notices';

/** The public transparency figures, per quarter, from the data (issue 48). */
export function Screen() {
  const year = new Date().getUTCFullYear();
  const figures = useTransparency(year);
  const c = M.transparencyColumns;
  return (
    <section className="space-y-4">
      <PageTitle>{M.transparencyTitle}</PageTitle>
      <QueryView
        query={figures}
        loading={LAYOUT_UI.loading}
        unavailable={M.transparencyUnavailable}
      >
        {(data) => (
          // One card a quarter, its figures as label and value: a table of eight columns did not
          // fit a phone, and a table that scrolls sideways hides its figures (every-route.spec).
          <div className="grid gap-3 md:grid-cols-2">
            {data.quarters.map((q) => (
              <section
                key={q.quarter}
                aria-labelledby={`q-${q.quarter}`}
                className="rounded border border-slate-200 p-3 text-sm"
              >
                <h2 id={`q-${q.quarter}`} className="text-base font-semibold">
                  {c.quarter} {q.quarter}
                </h2>
                <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
                  <dt>{c.received}</dt>
                  <dd className="text-right">
                    {M.transparencyFigure(q.received.reduce((sum, r) => sum + r.count, 0))}
                  </dd>
                  {q.received.map((r) => (
                    <Row
                      key={`${r.regime}-${r.reason}`}
                      label={`${M.regimeLabels[r.regime as keyof typeof M.regimeLabels] ?? r.regime} · ${M.reasonLabels[r.reason as keyof typeof M.reasonLabels] ?? r.reason}`}
                      value={M.transparencyFigure(r.count)}
                      indent
                    />
                  ))}
                  <Row label={c.decided} value={M.transparencyFigure(q.decided)} />
                  <Row label={c.share} value={M.transparencyShare(q.shareActedOn)} />
                  <Row label={c.median} value={hours(q.medianHoursToDecision)} />
                  <Row label={c.p90} value={hours(q.p90HoursToDecision)} />
                  <Row label={c.appeals} value={M.transparencyFigure(q.appeals)} />
                  <Row label={c.reversals} value={M.transparencyFigure(q.reversals)} />
                </dl>
              </section>
            ))}
          </div>
        )}
      </QueryView>
      <a className="underline" href={`/api/transparency.csv?year=${year}`}>
        {M.transparencyCsv}
      </a>
    </section>
  );
}

/** Hours as the page's language writes them (12,35 in French); none yet is a dash. */
const hours = (value: number | null) => (value === null ? '—' : M.transparencyFigure(value));

function Row({
  label,
  value,
  indent = false,
}: {
  label: string;
  value: string | number;
  indent?: boolean;
}) {
  return (
    <>
      <dt className={indent ? 'break-words pl-3 text-slate-700' : 'break-words'}>{label}</dt>
      <dd className="text-right">{value}</dd>
    </>
  );
}
