import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import type { FraudFlag, ReviewAddress } from '@earshot/contract/operator/v1/fraud';
import { formatMoment } from '@/lib/format-date';
import { fraudTexts as f } from '../fraud-texts';

const at = (ts: Timestamp | undefined) => formatMoment(ts ? timestampDate(ts) : undefined);

/**
 * One account's flags: the rule, the evidence in plain words, the accounts with it. The list of
 * flagged accounts names the first `relatedShown` of those (a flood of hundreds would repeat
 * them all on every card); the account's review names them all.
 */
export function FlagList({ flags, relatedShown }: { flags: FraudFlag[]; relatedShown?: number }) {
  if (flags.length === 0) return <p className="text-sm text-muted">{f.noFlags}</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {flags.map((flag, i) => (
        <li key={`${flag.rule}-${i}`} data-testid={`flag-${flag.rule}`} className="min-w-0">
          <span className="font-semibold text-ink">{f.ruleNames[flag.rule] ?? flag.rule}: </span>
          <span className="text-ink">{flag.evidence}</span>
          {flag.relatedAccounts.length > 0 && (
            <span className="block break-words text-muted">
              {f.related(flag.relatedAccounts, relatedShown)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The review's flags and hashed addresses, below the account's figures. */
export function AccountFraudParts({
  flags,
  addresses,
}: {
  flags: FraudFlag[];
  addresses: ReviewAddress[];
}) {
  return (
    <>
      <section
        aria-label={f.flagsTitle}
        className="rounded-xl bg-surface p-4 ring-1 ring-line"
        data-testid="account-flags"
      >
        <h3 className="mb-2 text-sm font-semibold text-ink">{f.flagsTitle}</h3>
        <FlagList flags={flags} />
      </section>
      <section
        aria-label={f.addresses(addresses.length)}
        className="overflow-x-auto rounded-xl bg-surface p-4 ring-1 ring-line"
      >
        <h3 className="mb-2 text-sm font-semibold text-ink">{f.addresses(addresses.length)}</h3>
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-1.5 pr-3">{f.address}</th>
              <th className="py-1.5 pr-3">{f.firstSeen}</th>
              <th className="py-1.5 pr-3">{f.lastSeen}</th>
              <th className="py-1.5 pr-3">{f.signUp}</th>
            </tr>
          </thead>
          <tbody>
            {addresses.map((a) => (
              <tr key={a.addressHash} className="border-t border-line">
                <td className="py-1.5 pr-3 font-mono text-xs" title={a.addressHash}>
                  {a.addressHash.slice(0, 16)}…
                </td>
                <td className="py-1.5 pr-3">{at(a.firstSeenAt)}</td>
                <td className="py-1.5 pr-3">{at(a.lastSeenAt)}</td>
                <td className="py-1.5 pr-3">{a.signUp ? f.yes : f.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
