import {
  ACCOUNTS_UI,
  COUNTRIES,
  COUNTRY_CODES,
  MESSAGES,
  newAddressHint,
  type ProfileEditRequest,
  SEARCH_MESSAGES,
  tradeBadges,
  usernameChangeableOn,
} from '@forewarn/domain';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Flag } from '../../../components/flag';
import { TradeBadges } from '../../../components/trade-badges';
import { formatDate } from '../../../lib/dates';
import type { ProfileValues } from '../hooks/use-profile-form';
import type { Account } from '../types';
import { EmailStatus } from './email-status';
import { FieldError, inputClass, PasswordField, VerifiedBadge } from './fields';
import {
  accountCountry,
  isVerifiedNumber,
  nationalPhone,
  PhoneVerification,
  PhoneWarnings,
} from './phone-verification';

/** The profile's username, email, phone and country: read, or as the form's fields when editing. */
export function ProfileFields({
  account,
  editing,
  form,
  typedPhone,
  emailChanging,
}: {
  account: Account;
  editing: boolean;
  form: UseFormReturn<ProfileValues, unknown, ProfileEditRequest>;
  typedPhone: string;
  emailChanging: boolean;
}) {
  const usernameId = useId();
  const phoneId = useId();
  const countryId = useId();
  const emailId = useId();
  const country = accountCountry(account);
  const {
    register,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const usernameLocked = account.usernameChangeableAt !== null;
  const phoneShownVerified = editing
    ? isVerifiedNumber(account, typedPhone)
    : account.phoneVerified;

  // Read, each label beside its value even on a phone: the profile and the sections' titles
  // fit My Account's first screen at 390 px (issue 45).
  return (
    <dl
      className={`grid sm:grid-cols-[10rem_1fr] sm:gap-x-6 sm:gap-y-5 ${
        editing ? 'gap-x-6 gap-y-5' : 'grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-3'
      }`}
    >
      <dt className="font-medium text-slate-600">
        {editing ? (
          <label htmlFor={usernameId}>{ACCOUNTS_UI.username}</label>
        ) : (
          ACCOUNTS_UI.username
        )}
      </dt>
      <dd>
        {editing ? (
          <>
            <input
              id={usernameId}
              autoComplete="username"
              disabled={usernameLocked}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? `${usernameId}-error` : `${usernameId}-hint`}
              className={`${inputClass} max-w-sm disabled:bg-slate-100`}
              {...register('username')}
            />
            <p id={`${usernameId}-hint`} className="mt-1 text-sm text-slate-600">
              {MESSAGES.usernameCooldown}
              {usernameLocked && account.usernameChangeableAt
                ? usernameChangeableOn(formatDate(account.usernameChangeableAt))
                : ''}
            </p>
            <FieldError id={`${usernameId}-error`} error={errors.username?.message} />
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <span className="break-all">{account.username ?? '—'}</span>
            <TradeBadges badges={tradeBadges(account)} />
          </div>
        )}
      </dd>

      <dt className="font-medium text-slate-600">
        {editing ? <label htmlFor={emailId}>{ACCOUNTS_UI.email}</label> : ACCOUNTS_UI.email}
      </dt>
      <dd>
        {editing ? (
          <>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${emailId}-error` : `${emailId}-hint`}
              className={`${inputClass} max-w-sm`}
              {...register('email')}
            />
            <p id={`${emailId}-hint`} className="mt-1 text-sm text-slate-600">
              {newAddressHint(account.email)}
            </p>
            <FieldError id={`${emailId}-error`} error={errors.email?.message} />
            {emailChanging && (
              <PasswordField
                className="mt-3 max-w-sm"
                label={ACCOUNTS_UI.currentPassword}
                autoComplete="current-password"
                hint={ACCOUNTS_UI.currentPasswordHint}
                error={errors.currentPassword?.message}
                {...register('currentPassword')}
              />
            )}
          </>
        ) : (
          <EmailStatus account={account} />
        )}
      </dd>

      <dt className="font-medium text-slate-600">
        {editing ? <label htmlFor={phoneId}>{ACCOUNTS_UI.phone}</label> : ACCOUNTS_UI.phone}
      </dt>
      <dd className="flex flex-col gap-2">
        {editing ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <input
                id={phoneId}
                type="tel"
                autoComplete="tel-national"
                placeholder={COUNTRIES[country].phoneExample}
                aria-invalid={errors.phoneNumber ? true : undefined}
                aria-describedby={errors.phoneNumber ? `${phoneId}-error` : undefined}
                className={`${inputClass} max-w-56`}
                {...register('phoneNumber', { onChange: () => clearErrors('phoneNumber') })}
              />
              <VerifiedBadge verified={phoneShownVerified} />
            </div>
            <FieldError id={`${phoneId}-error`} error={errors.phoneNumber?.message} />
            <PhoneVerification
              account={account}
              typed={typedPhone}
              onNumberError={(problem) =>
                problem
                  ? setError('phoneNumber', { type: 'rule', message: problem })
                  : clearErrors('phoneNumber')
              }
            />
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <span>{nationalPhone(account) || ACCOUNTS_UI.noPhoneNumber}</span>
            {account.phoneNumber && <VerifiedBadge verified={phoneShownVerified} />}
          </div>
        )}
        <PhoneWarnings account={account} />
      </dd>

      <dt className="font-medium text-slate-600">
        {editing ? <label htmlFor={countryId}>{ACCOUNTS_UI.country}</label> : ACCOUNTS_UI.country}
      </dt>
      <dd>
        {editing ? (
          <>
            <select
              id={countryId}
              aria-describedby={`${countryId}-hint`}
              className={`${inputClass} max-w-56`}
              {...register('country')}
            >
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {SEARCH_MESSAGES.countryName(code)}
                </option>
              ))}
            </select>
            <p id={`${countryId}-hint`} className="mt-1 text-sm text-slate-600">
              {ACCOUNTS_UI.homeCountryHint}
            </p>
          </>
        ) : (
          <>
            <Flag country={country} decorative /> {SEARCH_MESSAGES.countryName(country)}
          </>
        )}
      </dd>
    </dl>
  );
}
