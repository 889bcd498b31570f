import { useState } from 'react';

/**
 * A form's submission: `pending` while `run`'s action is under way, and `refusal`, the text
 * `refusalOf` gives the error it failed with (cleared when the next one starts).
 */
export function useSubmission(refusalOf: (error: unknown) => string) {
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setRefusal(undefined);
    setPending(true);
    try {
      await action();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setPending(false);
    }
  };
  return { refusal, pending, run, clear: () => setRefusal(undefined) };
}
