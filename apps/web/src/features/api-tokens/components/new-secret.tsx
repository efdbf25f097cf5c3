import {
  API_TOKEN_MESSAGES,
  type ApiTokenCreated,
  newTokenLabel,
  THREADS_UI,
} from '@forewarn/domain';
import { useId, useState } from 'react';
import { secondary } from './styles';

/** The secret, shown this once: the server keeps only its hash. */
export function NewSecret({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-green-300 bg-green-50 p-3">
      <p role="status" className="font-medium text-green-900">
        {created.message} {API_TOKEN_MESSAGES.createdMailNote}
      </p>
      <label htmlFor={id} className="text-sm text-slate-700">
        {newTokenLabel(created.token.name)}
      </label>
      <input
        id={id}
        readOnly
        value={created.secret}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded border border-slate-300 bg-white px-2 py-2 font-mono text-sm break-all"
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondary}
          onClick={() => {
            void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true));
          }}
        >
          {copied ? THREADS_UI.copied : THREADS_UI.copyToken}
        </button>
        <button type="button" className={secondary} onClick={onDone}>
          {THREADS_UI.done}
        </button>
      </div>
    </div>
  );
}
