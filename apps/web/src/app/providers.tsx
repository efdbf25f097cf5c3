import type { Locale } from '@forewarn/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LanguageProvider } from '../features/language/language';
import { createQueryClient } from '../lib/query-client';

export function AppProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={locale}>{children}</LanguageProvider>
    </QueryClientProvider>
  );
}
