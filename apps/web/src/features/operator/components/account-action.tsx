import { Code, ConnectError } from '@connectrpc/connect';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  useCloseAccount,
  useHoldEarning,
  useReleaseEarning,
  useReverseLedgerEntry,
} from '../api/use-operator';
import { operatorTexts as t } from '../texts';

/** An action on the reviewed account; each asks for its reason before it is sent. */
export type AccountAction =
  { kind: 'hold' } | { kind: 'release' } | { kind: 'close' } | { kind: 'reverse'; entryId: bigint };

/**
 * The form of one action: what it does, its reason (required), confirm or cancel. Answers
 * the outcome to the review, which shows it and closes the form on success.
 */
export function AccountActionForm({
  action,
  email,
  onDone,
  onCancel,
}: {
  action: AccountAction;
  email: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const hold = useHoldEarning();
  const release = useReleaseEarning();
  const reverse = useReverseLedgerEntry();
  const close = useCloseAccount();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const pending = hold.isPending || release.isPending || reverse.isPending || close.isPending;
  const title =
    action.kind === 'reverse'
      ? t.action.titles.reverse(action.entryId)
      : t.action.titles[action.kind];

  function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const handlers = {
      onSuccess: () => onDone(t.action.done[action.kind]),
      onError: (e: unknown) => {
        const err = ConnectError.from(e);
        setError(
          err.code === Code.Internal ? t.action.failed : `${t.action.failed} ${err.rawMessage}`,
        );
      },
    };
    if (action.kind === 'reverse') reverse.mutate({ entryId: action.entryId, reason }, handlers);
    else ({ hold, release, close })[action.kind].mutate({ email, reason }, handlers);
  }

  return (
    <form
      onSubmit={submit}
      aria-label={title}
      className="flex max-w-xl flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-accent-strong"
    >
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <p className="text-sm text-muted">{t.action.explain[action.kind]}</p>
      <TextField
        label={t.action.reason}
        required
        autoFocus
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        hint={t.action.reasonHint}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t.action.working : t.action.confirm}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t.action.cancel}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
