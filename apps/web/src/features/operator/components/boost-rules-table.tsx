import type { RewardRule } from '@earshot/contract/operator/v1/operator';
import { boostTitle } from '@earshot/domain';
import { operatorTexts as t } from '../texts';
import { readBoostRule } from './rule-names';

const TERMS = ['price_ep', 'multiplier', 'duration_seconds'] as const;

/**
 * The boost catalogue as the rules set it (ADR 0028): one row per boost, its price, multiplier
 * and duration in force (the default beside a changed one), and the title listeners read.
 */
export function BoostRulesTable({ rules }: { rules: readonly RewardRule[] }) {
  const boosts = new Map<string, Map<string, RewardRule>>();
  for (const rule of rules) {
    const boost = readBoostRule(rule.rule);
    if (!boost) continue;
    const terms = boosts.get(boost.boostId) ?? new Map<string, RewardRule>();
    terms.set(boost.term, rule);
    boosts.set(boost.boostId, terms);
  }
  if (boosts.size === 0) return null;
  return (
    <section
      aria-label={t.rules.boosts}
      className="overflow-x-auto rounded-xl bg-surface p-4 ring-1 ring-line"
    >
      <h3 className="mb-2 text-sm font-semibold text-ink">{t.rules.boosts}</h3>
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t.rules.boost}
            </th>
            {TERMS.map((term) => (
              <th key={term} scope="col" className="py-1 pr-3 font-medium">
                {t.rules.boostTerms[term]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...boosts].map(([boostId, terms]) => {
            const multiplier = terms.get('multiplier')?.value ?? 0;
            const duration = terms.get('duration_seconds')?.value ?? 0;
            return (
              <tr key={boostId} data-testid={`boost-rules-${boostId}`} className="align-top">
                <th scope="row" className="py-1 pr-3 font-normal">
                  <span className="block text-ink">{boostTitle(multiplier, duration)}</span>
                  <span className="block font-mono text-xs text-faint">{boostId}</span>
                </th>
                {TERMS.map((term) => {
                  const rule = terms.get(term);
                  return (
                    <td key={term} className="py-1 pr-3 tabular-nums">
                      <span className="text-ink">{rule?.value}</span>
                      {rule && rule.value !== rule.defaultValue && (
                        <span className="block text-xs text-muted">
                          {t.rules.byDefault(rule.defaultValue)}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
