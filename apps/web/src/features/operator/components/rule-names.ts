import { operatorTexts as t } from '../texts';

/** A boost term's rule, `boost.<id>.<term>` (ADR 0028), read back; undefined for any other rule. */
export function readBoostRule(rule: string): { boostId: string; term: string } | undefined {
  const match = /^boost\.(.+)\.(price_ep|multiplier|duration_seconds)$/.exec(rule);
  return match ? { boostId: match[1]!, term: match[2]! } : undefined;
}

/** A rule as the console names it: the named rules in words, a boost's term by boost and term. */
export function ruleName(rule: string): string {
  const boost = readBoostRule(rule);
  if (boost) return t.rules.boostRule(boost.boostId, t.rules.boostTerms[boost.term] ?? boost.term);
  return t.rules.names[rule] ?? rule;
}
