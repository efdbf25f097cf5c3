/**
 * 'Verified Plumber' / 'Verified Electrician' beside a verified tradesperson's name (issue 17).
 * Nothing when the account has neither flag.
 */
export function TradeBadges({
  verifiedPlumber,
  verifiedElectrician,
}: {
  verifiedPlumber: boolean;
  verifiedElectrician: boolean;
}) {
  const badges = [
    verifiedPlumber ? 'Verified Plumber' : null,
    verifiedElectrician ? 'Verified Electrician' : null,
  ].filter((badge): badge is string => badge !== null);
  return badges.map((badge) => (
    <span
      key={badge}
      className="inline-flex items-center gap-1 rounded-full bg-blue-100 px-2 py-0.5 text-sm font-medium text-blue-900"
    >
      <span aria-hidden="true">✓</span>
      <span>{badge}</span>
    </span>
  ));
}
