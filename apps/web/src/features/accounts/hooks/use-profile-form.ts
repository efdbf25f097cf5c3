import {
  ACCOUNTS_UI,
  type CountryCode,
  MESSAGES,
  normalizeEmail,
  type ProfileEditRequest,
  profileEditSchema,
  profileSavedLinkSent,
  validateMobileNumber,
} from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useRemoveProfileImage, useUploadProfileImage } from '../api/profile-image';
import { useUpdateAccount } from '../api/update-account';
import { accountCountry, isVerifiedNumber, nationalPhone } from '../components/phone-verification';
import type { Account } from '../types';

export type ProfileValues = {
  username?: string;
  phoneNumber?: string;
  email?: string;
  country?: CountryCode;
  currentPassword?: string;
};

const valuesOf = (account: Account): ProfileValues => ({
  username: account.username ?? '',
  phoneNumber: nationalPhone(account),
  country: accountCountry(account),
  email: account.pendingEmail ?? account.email,
  currentPassword: '',
});

const sameEmail = (a: string, b: string | null) =>
  b !== null && normalizeEmail(a) === normalizeEmail(b);

/**
 * My Account's profile as a form (spec §2): Edit, Save and Cancel, the image chosen or removed,
 * and only what changed sent; a new email waits for its link and needs the current password.
 */
export function useProfileForm(account: Account) {
  const [editing, setEditing] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const update = useUpdateAccount();
  const upload = useUploadProfileImage();
  const removeImage = useRemoveProfileImage();
  const country = accountCountry(account);
  const form = useForm<ProfileValues, unknown, ProfileEditRequest>({
    resolver: zodResolver(profileEditSchema),
    mode: 'onChange',
    values: valuesOf(account),
    resetOptions: { keepDirtyValues: true },
  });
  const { handleSubmit, reset, watch, setError } = form;
  const typedPhone = watch('phoneNumber') ?? '';
  // A new address needs the current password (docs/decisions/0033).
  const typedEmail = watch('email') ?? '';
  const emailChanging =
    !sameEmail(typedEmail, account.email) && !sameEmail(typedEmail, account.pendingEmail);
  const saving = update.isPending || upload.isPending || removeImage.isPending;

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
            ? profileSavedLinkSent(body.email.trim(), account.email)
            : ACCOUNTS_UI.profileSaved,
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

  return {
    form,
    editing,
    image,
    setImage,
    message,
    saving,
    typedPhone,
    emailChanging,
    startEditing,
    cancel,
    save,
    deleteImage,
  };
}
