import { useState } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Runs one console action: busy while its call runs and the page's loaders run again
 * (useRevalidator), so the page shows the state the server now holds, after a failure too (a 409
 * means someone else changed it first; the toaster shows the server's message). `done` is the note
 * shown once the page shows the outcome.
 */
export function useConsoleAction() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function run(call: () => Promise<unknown>, doneText: string): Promise<boolean> {
    setBusy(true);
    setDone(null);
    let succeeded = false;
    try {
      await call();
      succeeded = true;
    } catch {
      // The API client has shown the server's message.
    }
    try {
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
    if (succeeded) setDone(doneText);
    return succeeded;
  }

  return { busy: busy || revalidator.state === 'loading', done, run };
}
