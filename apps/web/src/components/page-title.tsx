import { type ReactNode, useEffect } from 'react';

/** The page's h1, which also names the browser tab. */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} · Forewarn`;
  }, [text]);
  return <h1 className="text-2xl font-semibold tracking-tight">{children}</h1>;
}
