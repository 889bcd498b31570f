import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Failure } from '@/hooks/use-retry-status';
import { Button } from './button';
import { failureTexts } from './texts';

/** The seconds left to the next automatic try, counted down from when it was scheduled. */
function NextTry({ waitMs }: { waitMs: number }) {
  const [deadline] = useState(() => Date.now() + waitMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.ceil((deadline - now) / 1000);
  return <>{left > 0 ? failureTexts.retryingIn(left) : failureTexts.retrying}</>;
}

/**
 * A failed read where its content would be (every page's one error block): what failed (the
 * spec's text), whether it is being tried again and when, and 'Try again' now. `compact` sits
 * above rows that stay shown while a later read fails.
 */
export function ErrorBlock(props: { message: string; failure: Failure; compact?: boolean }) {
  const { failure, compact } = props;
  const { next } = failure;
  return (
    <div
      role="alert"
      data-testid="error-block"
      className={clsx(
        'flex items-center gap-3 text-sm',
        compact
          ? 'mb-3 flex-wrap rounded-lg bg-danger/10 px-3 py-2'
          : 'flex-col justify-center py-12 text-center',
      )}
    >
      <p className="flex items-center gap-2 font-medium text-danger">
        <CircleAlert aria-hidden className="size-5 shrink-0" />
        <span>{props.message}</span>
      </p>
      {next !== null && (
        <p className="text-muted tabular-nums">
          {next === 'trying' ? (
            failureTexts.retrying
          ) : (
            <NextTry key={next.key} waitMs={next.waitMs} />
          )}
        </p>
      )}
      <Button
        variant="ghost"
        className={clsx('border border-line', compact && 'ml-auto h-8')}
        disabled={next === 'trying'}
        onClick={failure.retry}
      >
        {failureTexts.tryAgain}
      </Button>
    </div>
  );
}
