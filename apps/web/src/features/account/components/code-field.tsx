import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { asAuthError } from '../api/auth-error';
import { useDevOutboxUrl } from '../api/use-auth-config';
import { notify } from '../notify';
import { modalTexts, toastTexts } from '../texts';
import { CODE_SECONDS, CodeExpiry } from './code-expiry';
import { emptyCode, isComplete, OtpInput } from '@/components/ui/otp-input';
import { useCountdown } from './use-countdown';

/**
 * The state of entering a mailed code: the six digits, the countdown since the code was
 * sent, and Resend, which clears the digits and, once a new code is out, restarts the count.
 * A failed resend says 'Could not resend' with 'Failed to resend OTP' (or the 429 text).
 */
export function useCodeEntry(resend: () => Promise<unknown>) {
  const [code, setCode] = useState(emptyCode);
  // Bumped to move the focus back to the first box (the boxes remount).
  const [round, setRound] = useState(0);
  const { remaining, restart } = useCountdown(CODE_SECONDS);
  const clear = useCallback(() => {
    setCode(emptyCode());
    setRound((n) => n + 1);
  }, []);
  const resending = useMutation({
    mutationFn: resend,
    onSuccess: restart,
    onError: (err) => {
      const error = asAuthError(err);
      notify.failure(
        toastTexts.couldNotResend,
        error,
        error.status === 429 ? error.message : toastTexts.failedToResend,
      );
    },
  });
  return {
    code,
    setCode,
    complete: isComplete(code),
    clear,
    round,
    remaining,
    resending: resending.isPending,
    resend: () => {
      clear();
      resending.mutate();
    },
  };
}

/** The boxes with their (visually hidden) label, the countdown and Resend. */
export function CodeField(props: { entry: ReturnType<typeof useCodeEntry>; disabled?: boolean }) {
  const { entry } = props;
  const labelId = useId();
  return (
    <div className="flex flex-col gap-4">
      <span id={labelId} className="sr-only">
        {modalTexts.otpGroup}
      </span>
      <OtpInput
        key={entry.round}
        value={entry.code}
        onChange={entry.setCode}
        labelledBy={labelId}
        disabled={props.disabled}
        autoFocus
      />
      <CodeExpiry remaining={entry.remaining} onResend={entry.resend} resending={entry.resending} />
      <DevOutboxHint />
    </div>
  );
}

/** In development without SMTP, the server keeps mail in its dev outbox: say where. */
function DevOutboxHint() {
  const url = useDevOutboxUrl();
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="self-center rounded-md bg-raised px-3 py-1.5 text-xs text-muted ring-1 ring-line hover:text-ink"
    >
      {modalTexts.devOutbox}
    </a>
  );
}
