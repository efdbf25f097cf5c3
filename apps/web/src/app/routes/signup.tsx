import { PAGES_UI } from '@forewarn/domain';
import { useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { SignupForm } from '../../features/accounts/components/signup-form';
import { VerificationRequired } from '../../features/accounts/components/verification-required';

export function Screen() {
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  if (signedUpAs) return <VerificationRequired email={signedUpAs} />;
  return (
    <section>
      <PageTitle>{PAGES_UI.signUp}</PageTitle>
      <SignupForm onSignedUp={setSignedUpAs} />
    </section>
  );
}
