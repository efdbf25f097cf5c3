import {
  ACCOUNTS_UI,
  type CountryCode,
  formatPhoneForCountry,
  isCountryCode,
  LIMITS,
  MESSAGES,
  nationalMobileNumber,
  normalizePhone,
  THREADS_UI,
  validateMobileNumber,
} from '@forewarn/domain';
import { useId, useState } from 'react';
import { useSendPhoneCode, useVerifyPhoneCode } from '../api/phone-verification';
import type { Account } from '../types';
import { Alert, inputClass, primaryButton, secondaryButton } from './fields';

export const accountCountry = (account: Account): CountryCode =>
  isCountryCode(account.country) ? account.country : 'AU';

/** The saved number as the user would type it ('0412345678'), or ''. */
export function nationalPhone(account: Account): string {
  return account.phoneNumber
    ? nationalMobileNumber(account.phoneNumber, accountCountry(account))
    : '';
}

/** Whether the number in the box is the account's verified number (any spacing). */
export function isVerifiedNumber(account: Account, typed: string): boolean {
  const trimmed = typed.trim();
  if (!trimmed || !account.phoneVerified || !account.phoneNumber) return false;
  return normalizePhone(trimmed, accountCountry(account)) === account.phoneNumber;
}

/**
 * The warning lines of the phone row (spec §8, Account): verify the email first, the
 * attempts left, the block.
 */
export function PhoneWarnings({ account }: { account: Account }) {
  const lines: string[] = [];
  if (!account.emailVerified) lines.push(MESSAGES.verifyEmailBeforePhone);
  if (account.phoneBlockedDays > 0) {
    lines.push(MESSAGES.phoneVerificationUnavailable);
    lines.push(MESSAGES.phoneBlocked(account.phoneBlockedDays));
  } else if (account.phoneAttemptsRemaining < 2) {
    lines.push(MESSAGES.verificationFailed(account.phoneAttemptsRemaining));
  }
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-amber-900">
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <span aria-hidden="true">⚠</span>
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Send code → enter code → verified (spec §4, Phone verification), for the number typed in
 * the phone box. A right code saves the number as verified on the server.
 */
export function PhoneVerification({
  account,
  typed,
  onNumberError,
}: {
  account: Account;
  typed: string;
  onNumberError: (message: string | null) => void;
}) {
  const codeId = useId();
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const country = accountCountry(account);
  const blocked = account.phoneBlockedDays > 0;
  const verified = isVerifiedNumber(account, typed);
  const typedNumber = typed.trim() ? normalizePhone(typed.trim(), country) : '';

  async function sendCode() {
    setMessage(null);
    const invalid = typed.trim()
      ? validateMobileNumber(typed, country)
      : MESSAGES.phoneNumberRequired;
    onNumberError(invalid);
    if (invalid) return;
    try {
      await send.mutateAsync({ phoneNumber: typed.trim() });
      setSentTo(typedNumber);
      setCode('');
      setCodeError(null);
      setMessage({
        kind: 'success',
        // The national format with spaces (libphonenumber-js), as the case page writes numbers.
        text: MESSAGES.phoneCodeSent(formatPhoneForCountry(typedNumber, country)),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      setMessage({ kind: 'error', text: reason || MESSAGES.failedToSendVerificationCode });
    }
  }

  async function checkCode() {
    setMessage(null);
    if (!code.trim()) {
      setCodeError(MESSAGES.verificationCodeRequired);
      return;
    }
    setCodeError(null);
    try {
      await verify.mutateAsync({ phoneNumber: typed.trim(), code: code.trim() });
      setSentTo(null);
      setCode('');
      setMessage({ kind: 'success', text: ACCOUNTS_UI.phoneVerified });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  const codeSentForThisNumber = sentTo !== null && sentTo === typedNumber;

  return (
    <div className="flex flex-col gap-2">
      {!verified && (
        <div>
          <button
            type="button"
            className={`${secondaryButton} px-3 py-1 text-sm`}
            onClick={sendCode}
            disabled={send.isPending || blocked || !account.emailVerified}
          >
            {send.isPending
              ? ACCOUNTS_UI.sending
              : codeSentForThisNumber
                ? ACCOUNTS_UI.sendNewCode
                : ACCOUNTS_UI.sendVerificationCode}
          </button>
        </div>
      )}
      {codeSentForThisNumber && !verified && !blocked && (
        <div>
          <label htmlFor={codeId} className="mb-1 block font-medium">
            {ACCOUNTS_UI.verificationCode}
          </label>
          <div className="flex max-w-xs gap-2">
            <input
              id={codeId}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.codeDigits}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${codeId}-error` : undefined}
              className={inputClass}
            />
            <button
              type="button"
              className={`${primaryButton} shrink-0 px-3`}
              onClick={checkCode}
              disabled={verify.isPending}
            >
              {verify.isPending ? ACCOUNTS_UI.checking : THREADS_UI.verify}
            </button>
          </div>
          {codeError && (
            <p id={`${codeId}-error`} className="mt-1 text-sm text-red-700">
              {codeError}
            </p>
          )}
        </div>
      )}
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
    </div>
  );
}
