import { OTP_TTL_SECONDS } from '@earshot/domain';
import { clsx } from 'clsx';
import { formatMinutesSeconds } from '@earshot/domain';
import { modalTexts } from '../texts';

/** Spec 1 §9: the countdown turns red at 60 seconds or less. */
export const URGENT_SECONDS = 60;

/**
 * The code's countdown and 'Resend' (spec 1 §4): Resend works only once the count reaches 0.
 * The count is not a live region: a screen reader would hear it every second.
 */
export function CodeExpiry(props: { remaining: number; onResend: () => void; resending: boolean }) {
  const { remaining } = props;
  const urgent = remaining <= URGENT_SECONDS;
  return (
    <div className="flex flex-col items-center gap-1 text-sm">
      {remaining > 0 ? (
        <p
          data-testid="code-countdown"
          data-urgent={urgent}
          className={clsx('tabular-nums', urgent ? 'font-semibold text-danger' : 'text-muted')}
        >
          {modalTexts.expiresIn}{' '}
          <time dateTime={`PT${remaining}S`}>{formatMinutesSeconds(remaining)}</time>
        </p>
      ) : (
        <p role="status" className="font-semibold text-danger">
          {modalTexts.expired}
        </p>
      )}
      <p className="text-muted">
        {modalTexts.didNotGetCode}{' '}
        <button
          type="button"
          onClick={props.onResend}
          disabled={remaining > 0 || props.resending}
          className="font-semibold text-accent-strong underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-faint disabled:no-underline"
        >
          {modalTexts.resend}
        </button>
      </p>
    </div>
  );
}

/** The full lifetime of a code, for the first count (spec 1 §9). */
export const CODE_SECONDS = OTP_TTL_SECONDS;
