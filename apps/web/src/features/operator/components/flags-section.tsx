import { Code, ConnectError } from '@connectrpc/connect';
import type { FraudRule } from '@earshot/contract/operator/v1/fraud';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { TextField } from '@/components/ui/text-field';
import { useFlaggedAccounts, useSetFraudRule } from '../api/use-fraud-review';
import { fraudTexts as f } from '../fraud-texts';
import { operatorTexts as t } from '../texts';
import { FlagList } from './fraud-flags';

/** Accounts a flag names on its card; the account's review names them all. */
const RELATED_SHOWN = 8;

/**
 * The fraud review (issue 39 §3): the accounts the rules flag, then the rules with their
 * thresholds (each settable with a reason); Review opens one in the Accounts tab, where the actions are.
 */
export function FlagsSection({ onReview }: { onReview: (account: string) => void }) {
  const flagged = useFlaggedAccounts();
  if (flagged.isPending) return <StatusMessage tone="loading">{t.loading}</StatusMessage>;
  if (flagged.isError) return <StatusMessage tone="error">{t.failed}</StatusMessage>;
  const { accounts, rules } = flagged.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{f.intro}</p>
      <section aria-label={f.flagged(accounts.length)} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink">{f.flagged(accounts.length)}</h3>
        {accounts.length === 0 ? (
          <p className="text-sm text-muted">{f.noneFlagged}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {accounts.map((a) => {
              const who = a.email || a.name || a.userId;
              return (
                <li
                  key={a.userId}
                  data-testid="flagged-account"
                  className="flex flex-col gap-2 rounded-xl bg-surface p-4 ring-1 ring-line"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="min-w-0 break-all text-sm font-semibold text-ink">
                      {who}
                      {a.earningHeldReason && (
                        <span className="ml-2 font-normal text-muted">· {f.held}</span>
                      )}
                      {!a.active && (
                        <span className="ml-2 font-normal text-muted">· {f.closed}</span>
                      )}
                    </p>
                    <Button
                      variant="ghost"
                      aria-label={f.reviewOf(who)}
                      onClick={() => onReview(a.email || a.userId)}
                    >
                      {f.review}
                    </Button>
                  </div>
                  <FlagList flags={a.flags} relatedShown={RELATED_SHOWN} />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-label={f.rulesTitle} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink">{f.rulesTitle}</h3>
        <ul className="grid gap-3 lg:grid-cols-2">
          {rules.map((rule) => (
            <RuleCard key={rule.rule} rule={rule} />
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A rule: what it looks for, its threshold in force, and a form to change it with a reason. */
function RuleCard({ rule }: { rule: FraudRule }) {
  const set = useSetFraudRule();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    set.mutate(
      { rule: rule.rule, value: Number(value), reason },
      {
        onSuccess: () => {
          setMessage({ ok: true, text: f.saved });
          setOpen(false);
          setValue('');
          setReason('');
        },
        onError: (error) => {
          const e = ConnectError.from(error);
          setMessage({
            ok: false,
            text: e.code === Code.Internal ? f.failed : `${f.failed} ${e.rawMessage}`,
          });
        },
      },
    );
  }

  return (
    <li
      data-testid={`fraud-rule-${rule.rule}`}
      className="flex flex-col gap-2 rounded-xl bg-surface p-4 ring-1 ring-line"
    >
      <p className="text-sm font-semibold text-ink">{rule.title}</p>
      <p className="text-sm text-ink">{rule.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {f.threshold(rule.value, rule.unit, rule.defaultValue)}
        </p>
        {!open && (
          <Button
            variant="ghost"
            aria-label={`${f.change} ${rule.title}`}
            onClick={() => setOpen(true)}
          >
            {f.change}
          </Button>
        )}
      </div>
      {open && (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <TextField
            label={f.newThreshold}
            inputMode="numeric"
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            hint={f.range(rule.min, rule.max)}
          />
          <TextField
            label={f.reason}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            hint={f.reasonHint}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={set.isPending}>
              {set.isPending ? f.saving : f.save}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {f.cancel}
            </Button>
          </div>
        </form>
      )}
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'text-sm text-ink' : 'text-sm text-danger'}
        >
          {message.text}
        </p>
      )}
    </li>
  );
}
