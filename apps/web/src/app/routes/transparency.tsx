import { NOTICE_MESSAGES as M } from '@forewarn/domain';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { useTransparency } from '../../features/notices/api/notices';

/** The public transparency figures, per quarter, from the data (issue 48). */
export function Screen() {
  const year = new Date().getUTCFullYear();
  const figures = useTransparency(year);
  const c = M.transparencyColumns;
  return (
    <section className="space-y-4">
      <PageTitle>{M.transparencyTitle}</PageTitle>
      {figures.isPending ? (
        <Spinner label="Loading" />
      ) : figures.isError ? (
        <p role="alert">{figures.error.message}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead>
              <tr className="text-left">
                {[
                  c.quarter,
                  c.received,
                  c.decided,
                  c.share,
                  c.median,
                  c.p90,
                  c.appeals,
                  c.reversals,
                ].map((h) => (
                  <th key={h} className="px-2 py-1">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figures.data.quarters.map((q) => (
                <tr key={q.quarter} className="border-t border-slate-200">
                  <td className="px-2 py-1">{q.quarter}</td>
                  <td className="px-2 py-1">
                    {q.received
                      .map(
                        (r) =>
                          `${M.regimeLabels[r.regime as keyof typeof M.regimeLabels] ?? r.regime} · ${r.reason}: ${r.count}`,
                      )
                      .join('; ') || 0}
                  </td>
                  <td className="px-2 py-1">{q.decided}</td>
                  <td className="px-2 py-1">{Math.round(q.shareActedOn * 100)}%</td>
                  <td className="px-2 py-1">{q.medianHoursToDecision ?? '—'}</td>
                  <td className="px-2 py-1">{q.p90HoursToDecision ?? '—'}</td>
                  <td className="px-2 py-1">{q.appeals}</td>
                  <td className="px-2 py-1">{q.reversals}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <a className="underline" href={`/api/transparency.csv?year=${year}`}>
        {M.transparencyCsv}
      </a>
    </section>
  );
}
