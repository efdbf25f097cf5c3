import { ACCOUNTS_UI, PAGES_UI } from '@forewarn/domain';
import { useProfileForm } from '../hooks/use-profile-form';
import type { Account } from '../types';
import { Alert, primaryButton, secondaryButton } from './fields';
import { Avatar, ProfileImagePicker } from './image-picker';
import { ProfileFields } from './profile-fields';

/** Spec §2, My Account: profile image, username, email and phone with ticks; Edit, Save, Cancel. */
export function AccountProfile({ account }: { account: Account }) {
  const profile = useProfileForm(account);
  const { editing, image, setImage, message, saving, startEditing, cancel, save, deleteImage } =
    profile;

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

      <ProfileFields
        account={account}
        editing={editing}
        form={profile.form}
        typedPhone={profile.typedPhone}
        emailChanging={profile.emailChanging}
      />

      <div className="flex flex-wrap gap-3">
        {editing ? (
          <>
            {/* Keys stop React reusing the Edit button as Save mid-click (it would submit). */}
            <button key="save" type="submit" className={primaryButton} disabled={saving}>
              {saving ? ACCOUNTS_UI.saving : PAGES_UI.save}
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
