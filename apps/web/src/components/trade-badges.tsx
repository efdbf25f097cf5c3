import type { TradeBadge } from '@forewarn/domain';

/** 'Verified Plumber' / 'Verified Electrician' beside a name (spec §6). Nothing when none. */
export function TradeBadges({ badges }: { badges: readonly TradeBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <>
      {badges.map((badge) => (
        <span
          key={badge}
          className="ml-2 inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-[0.8em] font-semibold whitespace-nowrap text-emerald-900"
        >
          <span aria-hidden="true">✔</span>
          {badge}
        </span>
      ))}
    </>
  );
}
