import { ACCOUNTS_UI } from '@forewarn/domain';
import { useEffect, useState } from 'react';

/**
 * 'Saved', said once a change has been stored (issue 38: My Account changed settings without a
 * word). Shown for a few seconds after each success; a screen reader hears it once.
 */
export function SavedNote({ savedAt, label }: { savedAt: number; label?: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (savedAt === 0) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), 4000);
    return () => clearTimeout(timer);
  }, [savedAt]);
  return (
    <span role="status" data-testid="saved-note" className="text-sm font-medium text-emerald-700">
      {shown ? `✓ ${label ?? ACCOUNTS_UI.settingSaved}` : ''}
    </span>
  );
}
