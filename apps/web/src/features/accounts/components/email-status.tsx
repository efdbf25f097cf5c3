import { ACCOUNTS_UI, MESSAGES, newVerificationLinkSent, RICH_ACCOUNTS } from '@forewarn/domain';
import { useState } from 'react';
import { rich } from '../../../lib/rich';
import { useResendVerification } from '../api/resend-verification';
import type { Account } from '../types';
import { Alert, secondaryButton, VerifiedBadge } from './fields';

/** The email row of My Account: the address, its tick, and "resend" while unverified. */
export function EmailStatus({ account }: { account: Account }) {
  const resend = useResendVerification();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function send() {
    setMessage(null);
    if (!account.email) {
      setMessage({ kind: 'error', text: MESSAGES.noEmailAddress });
      return;
    }
    try {
      await resend.mutateAsync();
      setMessage({
        kind: 'success',
        text: newVerificationLinkSent(account.email),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setMessage({ kind: 'error', text: MESSAGES.failedToSendEmailVerification(reason) });
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all">{account.email || MESSAGES.noEmailAddress}</span>
        <VerifiedBadge verified={account.emailVerified} />
      </div>
      {account.pendingEmail && (
        <p className="text-sm text-amber-800">
          {rich(
            RICH_ACCOUNTS.pendingEmail(account.pendingEmail, {
              address: (chunks) => <span className="break-all">{chunks}</span>,
            }),
          )}
        </p>
      )}
      {!account.emailVerified && (
        <div>
          <button
            type="button"
            className={`${secondaryButton} px-3 py-1 text-sm`}
            onClick={send}
            disabled={resend.isPending}
          >
            {resend.isPending ? ACCOUNTS_UI.sending : ACCOUNTS_UI.resendVerification}
          </button>
        </div>
      )}
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
    </div>
  );
}
