import {
  ACCOUNTS_UI,
  COUNTRIES,
  COUNTRY_CODES,
  type CountryCode,
  MESSAGES,
  newAddressHint,
  type ProfileEditRequest,
  profileEditSchema,
  SEARCH_MESSAGES,
  tradeBadges,
  validateMobileNumber,
} from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Flag } from '../../../components/flag';
import { TradeBadges } from '../../../components/trade-badges';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useRemoveProfileImage, useUploadProfileImage } from '../api/profile-image';
import { useUpdateAccount } from '../api/update-account';
import type { Account } from '../types';
import { EmailStatus } from './email-status';
import {
  Alert,
  FieldError,
  inputClass,
  PasswordField,
  primaryButton,
  secondaryButton,
  VerifiedBadge,
} from './fields';
import { Avatar, ProfileImagePicker } from './image-picker';
import {
  accountCountry,
  isVerifiedNumber,
  nationalPhone,
  PhoneVerification,
  PhoneWarnings,
} from './phone-verification';

type Values = {
  username?: string;
  phoneNumber?: string;
  email?: string;
  country?: CountryCode;
  currentPassword?: string;
};

const valuesOf = (account: Account): Values => ({
  username: account.username ?? '',
  phoneNumber: nationalPhone(account),
  country: accountCountry(account),
  email: account.pendingEmail ?? account.email,
  currentPassword: '',
});

const sameEmail = (a: string, b: string | null) => a.trim().toLowerCase() === b?.toLowerCase();

/** Spec §2, My Account: profile image, username, email and phone with ticks; Edit, Save, Cancel. */
export function AccountProfile({ account }: { account: Account }) {
  const [editing, setEditing] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const update = useUpdateAccount();
  const upload = useUploadProfileImage();
  const removeImage = useRemoveProfileImage();
  const usernameId = useId();
  const phoneId = useId();
  const countryId = useId();
  const emailId = useId();
  const country = accountCountry(account);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values, unknown, ProfileEditRequest>({
    resolver: zodResolver(profileEditSchema),
    mode: 'onChange',
    values: valuesOf(account),
    resetOptions: { keepDirtyValues: true },
  });
  const typedPhone = watch('phoneNumber') ?? '';
  // A new address needs the current password (docs/decisions/0033).
  const typedEmail = watch('email') ?? '';
  const emailChanging =
    !sameEmail(typedEmail, account.email) && !sameEmail(typedEmail, account.pendingEmail);
  const saving = update.isPending || upload.isPending || removeImage.isPending;
  const usernameLocked = account.usernameChangeableAt !== null;

  function startEditing() {
    setMessage(null);
    reset(valuesOf(account));
    setEditing(true);
  }

  function cancel() {
    reset(valuesOf(account));
    setImage(null);
    setEditing(false);
    setMessage(null);
  }

  const save = handleSubmit(async (values) => {
    setMessage(null);
    const body: ProfileEditRequest = {};
    if (values.country !== undefined && values.country !== country) body.country = values.country;
    if (values.username !== undefined && values.username !== (account.username ?? '')) {
      body.username = values.username;
    }
    // A new address waits for its link; typing the current one back cancels a pending change.
    const email = values.email ?? '';
    if (!sameEmail(email, account.email) || account.pendingEmail) {
      if (!sameEmail(email, account.pendingEmail)) body.email = email;
    }
    if (body.email !== undefined && !sameEmail(body.email, account.email)) {
      body.currentPassword = values.currentPassword ?? '';
    }
    // A number is saved by verifying it (the server stores it then); Save only checks that
    // the box holds that verified number, or removes the phone when the box is empty.
    const phone = (values.phoneNumber ?? '').trim();
    if (phone === '') {
      if (account.phoneNumber) body.phoneNumber = '';
    } else if (!isVerifiedNumber(account, phone)) {
      const problem =
        validateMobileNumber(phone, values.country ?? country) ?? MESSAGES.phoneNotVerified;
      setError('phoneNumber', { type: 'rule', message: problem });
      setMessage({ kind: 'error', text: MESSAGES.failedToSave(problem) });
      return;
    }
    try {
      if (image) await upload.mutateAsync(image);
      if (Object.keys(body).length > 0) await update.mutateAsync(body);
      setImage(null);
      setEditing(false);
      setMessage({
        kind: 'success',
        text:
          body.email && !sameEmail(body.email, account.email)
            ? `Profile saved. We sent a link to ${body.email.trim()}: open it to start using that address. Until then, ${account.email} stays your email.`
            : 'Profile saved.',
      });
    } catch (error) {
      const onPassword = error instanceof ApiError ? error.fields.currentPassword : undefined;
      if (onPassword) setError('currentPassword', { type: 'server', message: onPassword });
      setMessage({
        kind: 'error',
        text: MESSAGES.failedToSave(error instanceof Error ? error.message : String(error)),
      });
    }
  });

  async function deleteImage() {
    setMessage(null);
    try {
      await removeImage.mutateAsync();
      setImage(null);
    } catch (error) {
      setMessage({
        kind: 'error',
        text: MESSAGES.failedToSave(error instanceof Error ? error.message : String(error)),
      });
    }
  }

  const phoneShownVerified = editing
    ? isVerifiedNumber(account, typedPhone)
    : account.phoneVerified;

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={ACCOUNTS_UI.profileForm}
      className={`flex flex-col ${editing ? 'gap-6' : 'gap-4 sm:gap-6'}`}
    >
      {message && <Alert kind={message.kind}>{message.text}</Alert>}

      {editing ? (
        <div className="flex flex-col gap-2">
          <ProfileImagePicker
            label={ACCOUNTS_UI.changeProfileImage}
            file={image}
            onChange={setImage}
            currentUrl={account.profileImageUrl}
          />
          {account.profileImageUrl && !image && (
            <div>
              <button
                type="button"
                className={`${secondaryButton} px-3 py-1 text-sm`}
                onClick={deleteImage}
                disabled={saving}
              >
                {ACCOUNTS_UI.removeProfileImage}
              </button>
            </div>
          )}
        </div>
      ) : (
        <Avatar url={account.profileImageUrl} size="fit" />
      )}

      {/* Read, each label beside its value even on a phone: the profile and the sections'
          titles fit My Account's first screen at 390 px (issue 45). */}
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
                  ? ` You can change it again on ${formatDate(account.usernameChangeableAt)}.`
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

      <div className="flex flex-wrap gap-3">
        {editing ? (
          <>
            {/* Keys stop React reusing the Edit button as Save mid-click (it would submit). */}
            <button key="save" type="submit" className={primaryButton} disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button
              key="cancel"
              type="button"
              className={secondaryButton}
              onClick={cancel}
              disabled={saving}
            >
              {ACCOUNTS_UI.cancel}
            </button>
          </>
        ) : (
          <button key="edit" type="button" className={primaryButton} onClick={startEditing}>
            {ACCOUNTS_UI.edit}
          </button>
        )}
      </div>
    </form>
  );
}
