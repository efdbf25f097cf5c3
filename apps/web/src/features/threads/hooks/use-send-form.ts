import { chatMessageSchema, MESSAGES, type Thread } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { threadKeys } from '../api/keys';
import { useSendMessage } from '../api/thread-actions';

/**
 * The chat's send box as a form (spec §2 Chat): the text checked by the domain's schema, sent,
 * and a refused message given back with the server's reason.
 */
export function useSendForm(thread: Thread) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(thread.id);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = chatMessageSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.messageRequired);
      return;
    }
    setError(null);
    // The box empties as the message goes, not when the server answers: what the user types
    // meanwhile is theirs and stays. A refused message comes back if the box is still empty.
    const typed = text;
    setText('');
    send.mutate(parsed.data.text, {
      onSuccess: () => input.current?.focus(),
      onError: (failure) => {
        setText((current) => (current === '' ? typed : current));
        if (failure instanceof ApiError && (failure.status === 400 || failure.status === 429)) {
          setError(failure.message);
        } else if (failure instanceof ApiError && failure.status === 404) {
          void queryClient.invalidateQueries({ queryKey: threadKeys.thread(thread.id) });
        } else {
          setError(MESSAGES.failedToSendMessage);
        }
      },
    });
  };

  // Typing clears the last refusal: it was about the text just replaced.
  const change = (value: string) => {
    setText(value);
    if (error) setError(null);
  };

  return { text, error, input, submit, change, sending: send.isPending };
}
