import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { TextField } from '@/components/ui/text-field';
import { formatMoment } from '@/lib/format-date';
import { useRewardRules, useSetRewardRule } from '../api/use-operator';
import { operatorTexts as t } from '../texts';
import { BoostRulesTable } from './boost-rules-table';
import { readBoostRule, ruleName } from './rule-names';

const selectClass =
  'h-11 w-full rounded-lg border border-line bg-raised px-3 text-sm text-ink hover:border-overlay';

/** The reward rules in force, a form to change one (with its reason and time), and the changes. */
export function RulesSection() {
  const rules = useRewardRules();
  const set = useSetRewardRule();
  const [rule, setRule] = useState('base_rate');
  const [value, setValue] = useState('');
  const [later, setLater] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (rules.isPending) return <StatusMessage tone="loading">{t.loading}</StatusMessage>;
  if (rules.isError) return <StatusMessage tone="error">{t.failed}</StatusMessage>;
  const r = rules.data;
  const chosen = r.rules.find((x) => x.rule === rule);
  const named = r.rules.filter((x) => !readBoostRule(x.rule));
  const boosts = r.rules.filter((x) => readBoostRule(x.rule));

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    set.mutate(
      {
        rule,
        value: Number(value),
        reason,
        ...(later ? { effectiveAt: timestampFromDate(new Date(later)) } : {}),
      },
      {
        onSuccess: () => {
          setMessage({ ok: true, text: t.rules.saved });
          setValue('');
          setReason('');
          setLater('');
        },
        onError: (error) => {
          const e = ConnectError.from(error);
          setMessage({
            ok: false,
            text: e.code === Code.Internal ? t.rules.failed : `${t.rules.failed} ${e.rawMessage}`,
          });
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t.rules.intro(r.refreshSeconds)}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {named.map((x) => (
          <li
            key={x.rule}
            data-testid={`rule-${x.rule}`}
            className="rounded-xl bg-surface p-4 ring-1 ring-line"
          >
            <p className="text-sm font-semibold text-ink">{ruleName(x.rule)}</p>
            <p className="text-sm text-muted">{t.rules.inForce(x.value, x.defaultValue)}</p>
          </li>
        ))}
      </ul>
      <BoostRulesTable rules={boosts} />
      <form
        onSubmit={submit}
        className="flex max-w-xl flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line"
      >
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          {t.rules.rule}
          <select className={selectClass} value={rule} onChange={(e) => setRule(e.target.value)}>
            <optgroup label={t.rules.namedRules}>
              {named.map((x) => (
                <option key={x.rule} value={x.rule}>
                  {ruleName(x.rule)}
                </option>
              ))}
            </optgroup>
            {boosts.length > 0 && (
              <optgroup label={t.rules.boosts}>
                {boosts.map((x) => (
                  <option key={x.rule} value={x.rule}>
                    {ruleName(x.rule)}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </label>
        <TextField
          label={t.rules.value}
          inputMode="decimal"
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
          hint={chosen ? t.rules.range(chosen.min, chosen.max) : undefined}
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          {t.rules.when}
          <input
            type="datetime-local"
            aria-label={t.rules.later}
            className={selectClass}
            value={later}
            onChange={(e) => setLater(e.target.value)}
          />
          <span className="text-xs font-normal text-muted">{`${t.rules.now} when empty.`}</span>
        </label>
        <TextField
          label={t.rules.reason}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          hint={t.rules.reasonHint}
        />
        <Button type="submit" disabled={set.isPending} className="self-start">
          {set.isPending ? t.rules.saving : t.rules.save}
        </Button>
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={message.ok ? 'text-sm text-ink' : 'text-sm text-danger'}
          >
            {message.text}
          </p>
        )}
      </form>
      <section
        aria-label={t.rules.history}
        className="overflow-x-auto rounded-xl bg-surface p-4 ring-1 ring-line"
      >
        <h3 className="mb-2 text-sm font-semibold text-ink">{t.rules.history}</h3>
        <ul className="flex flex-col gap-1 text-sm">
          {r.changes.map((c) => {
            const at = c.effectiveAt ? timestampDate(c.effectiveAt) : undefined;
            return (
              <li key={String(c.id)} className="flex flex-wrap gap-x-3">
                <span className="text-ink">{ruleName(c.rule)}</span>
                <span className="tabular-nums">{c.value}</span>
                <span className="text-muted">
                  {t.rules.effective} {formatMoment(at)}
                  {at && at.getTime() > rules.dataUpdatedAt ? ` (${t.rules.scheduled})` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
