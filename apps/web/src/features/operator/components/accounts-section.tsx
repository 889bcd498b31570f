import { Code, ConnectError } from '@connectrpc/connect';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { TextField } from '@/components/ui/text-field';
import { useAccountReview } from '../api/use-operator';
import { operatorTexts as t } from '../texts';
import { AccountReviewView } from './account-review';

/** Find an account by e-mail or id, and review it: sessions, ledger, referees, hold. */
export function AccountsSection({ initial = '' }: { initial?: string }) {
  const [draft, setDraft] = useState(initial);
  const [account, setAccount] = useState(initial);
  const review = useAccountReview(account);

  function find(event: FormEvent) {
    event.preventDefault();
    setAccount(draft.trim());
  }

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        onSubmit={find}
        className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <TextField
            label={t.accounts.find}
            required
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">{t.accounts.look}</Button>
      </form>
      {!account ? null : review.isPending ? (
        <StatusMessage tone="loading">{t.loading}</StatusMessage>
      ) : review.isError ? (
        <StatusMessage tone="error">
          {ConnectError.from(review.error).code === Code.NotFound ? t.accounts.notFound : t.failed}
        </StatusMessage>
      ) : (
        <AccountReviewView review={review.data} />
      )}
    </div>
  );
}
