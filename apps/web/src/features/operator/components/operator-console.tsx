import { clsx } from 'clsx';
import { useSearchParams } from 'react-router';
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

const isSection = (value: string | null): value is Section =>
  (SECTIONS as readonly string[]).includes(value ?? '');

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

/**
 * The tab open and the account a flag's Review opened live in the address (`?section=accounts&
 * account=…`), so a reload, a shared link or Back comes to the same place.
 */
function Sections() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: Section = isSection(asked) ? asked : 'overview';
  const reviewed = params.get('account') ?? '';
  const open = (next: Section, account = '') =>
    setParams(next === 'overview' ? {} : account ? { section: next, account } : { section: next });
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t.title} className="flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={section === s}
            onClick={() => open(s)}
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
              open('accounts', account);
            }}
          />
        )}
        {section === 'accounts' && <AccountsSection key={reviewed} initial={reviewed} />}
        {section === 'audit' && <AuditSection />}
      </div>
    </div>
  );
}
