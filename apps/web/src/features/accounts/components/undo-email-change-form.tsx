import { ACCOUNTS_UI, passwordHint } from '@forewarn/domain';
import { useUndoEmailChange } from '../api/account-security';
import { standaloneLinkClass } from './fields';
import { NewPasswordForm } from './new-password-form';

/**
 * The page the undo link of a change of email opens (docs/decisions/0033): a new password
 * takes the account back to this address and signs it out everywhere else.
 */
export function UndoEmailChangeForm({ token, onDone }: { token: string; onDone: () => void }) {
  const undo = useUndoEmailChange();
  return (
    <NewPasswordForm
      save={async (password) => {
        await undo.mutateAsync({ token, password });
        onDone();
      }}
      pending={undo.isPending}
      intro={<p className="text-slate-700">{ACCOUNTS_UI.undoLead}</p>}
      hint={passwordHint()}
      label={ACCOUNTS_UI.takeBack}
      backClass={standaloneLinkClass}
    />
  );
}
