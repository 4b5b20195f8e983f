import { useRef, useState } from 'react';
import { failureText } from '../../lib/api.ts';
import { type Countdown, sendCodeAndCount } from './countdown.ts';
import { useFieldErrors } from './fields.tsx';
import type { ValidationKey } from './validation.ts';

/**
 * The wiring every sign-in and account form repeats: its field messages (the first invalid field
 * takes the focus), the code send and the submit in flight, and the server's error or a note.
 * `initialError` is a message to show from the start.
 */
export function useAuthForm<F extends string>(initialError: string | null = null) {
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors<F>(formRef);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(initialError);
  const [info, setInfo] = useState<string | null>(null);

  const clearMessages = () => {
    setServerError(null);
    setInfo(null);
  };

  /** Clears the messages and shows the field messages found: true when the form may go on. */
  const accept = (found: Partial<Record<F, ValidationKey | null>>) => {
    clearMessages();
    return !errors.refuse(found);
  };

  return {
    formRef,
    errors,
    sending,
    busy,
    serverError,
    info,
    setServerError,
    setInfo,
    clearMessages,
    accept,
    /** A text field's value, its change (which clears its message) and its message. */
    field: (name: F, value: string, set: (value: string) => void) => ({
      value,
      onChange: (next: string) => {
        set(next);
        errors.clear(name);
      },
      error: errors.message(name),
    }),
    /** The code-send button's work, once the fields it needs are accepted (see sendCodeAndCount). */
    sendCode: async (
      found: Partial<Record<F, ValidationKey | null>>,
      request: () => Promise<{ cooldownSeconds?: number } | null | undefined>,
      countdown: Countdown,
      sentText: string,
    ) => {
      if (!accept(found)) return;
      await sendCodeAndCount(
        request,
        countdown,
        sentText,
        { setSending, setInfo, setServerError },
        failureText,
      );
    },
    /** A submit's call, with the submit button busy; a failure shows its text. */
    run: async (action: () => Promise<void>) => {
      setBusy(true);
      try {
        await action();
      } catch (error) {
        setServerError(failureText(error));
      } finally {
        setBusy(false);
      }
    },
  };
}
