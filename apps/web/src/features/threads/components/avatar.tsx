import type { ThreadParty } from '@forewarn/domain';
import { useState } from 'react';

/**
 * The other party's picture: their image through the thread, or a neutral silhouette (always
 * for an anonymous case's creator, and when there is no image or it fails to load).
 */
export function PartyAvatar({ party, size = 40 }: { party: ThreadParty; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (party.avatarUrl && !failed) {
    return (
      <img
        src={party.avatarUrl}
        alt=""
        style={style}
        onError={() => setFailed(true)}
        className="shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="neutral-avatar"
      style={style}
      className="flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-300 text-slate-50"
    >
      <svg
        viewBox="0 0 24 24"
        width={size * 0.7}
        height={size * 0.7}
        fill="currentColor"
        aria-hidden="true"
      >
        <circle cx="12" cy="8" r="4.2" />
        <path d="M3.5 21c0-4.4 3.8-7.4 8.5-7.4s8.5 3 8.5 7.4z" />
      </svg>
    </span>
  );
}
