/** The stale-case reminder's one-click link (docs/decisions/0019). */
export const keepListedLink = (publicUrl: string, caseId: string, token: string) =>
  `${publicUrl}/KeepListed?case=${encodeURIComponent(caseId)}&token=${encodeURIComponent(token)}`;
