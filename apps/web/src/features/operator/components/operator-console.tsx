import { clsx } from 'clsx';
import { useState } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { useOperatorAccess } from '../api/use-operator';
import { operatorTexts as t } from '../texts';
import { AccountsSection } from './accounts-section';
import { AuditSection } from './audit-section';
import { FlagsSection } from './flags-section';
import { OverviewSection } from './overview-section';
import { RulesSection } from './rules-section';

const SECTIONS = ['overview', 'rules', 'flags', 'accounts', 'audit'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /operator's body (issue 39): the overview, the reward rules, account review and the audit log, for an
 * operator. Anyone else sees a plain refusal; the server refuses their calls anyway. The route
 * says where the session stands (features do not import each other).
 */
export function OperatorConsole({ session }: { session: 'loading' | 'signed-out' | 'signed-in' }) {
  const signedIn = session === 'signed-in';
  const operator = useOperatorAccess(signedIn);
  if (session === 'loading') return <StatusMessage tone="loading">{t.loading}</StatusMessage>;
  if (!signedIn) return <StatusMessage tone="info">{t.signIn}</StatusMessage>;
  if (!operator) return <StatusMessage tone="info">{t.notOperator}</StatusMessage>;
  return <Sections />;
}

function Sections() {
  const [section, setSection] = useState<Section>('overview');
  // The account a flag's Review opened in the Accounts tab.
  const [reviewed, setReviewed] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t.title} className="flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={section === s}
            onClick={() => setSection(s)}
            className={clsx(
              'h-9 rounded-full px-4 text-sm font-semibold transition',
              section === s ? 'bg-ink text-canvas' : 'bg-raised text-ink hover:bg-overlay',
            )}
          >
            {t.sections[s]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t.sections[section]}>
        {section === 'overview' && <OverviewSection />}
        {section === 'rules' && <RulesSection />}
        {section === 'flags' && (
          <FlagsSection
            onReview={(account) => {
              setReviewed(account);
              setSection('accounts');
            }}
          />
        )}
        {section === 'accounts' && <AccountsSection key={reviewed} initial={reviewed} />}
        {section === 'audit' && <AuditSection />}
      </div>
    </div>
  );
}
