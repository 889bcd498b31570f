import { RefereeState } from '@earshot/contract/referral/v1/referral';
import { milestoneRequirement } from '@earshot/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '@/components/ui/status-message';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format-date';
import { useReferralDashboard } from '../api/use-referral';
import { referralTexts as t } from '../texts';
import { InviteCard } from './invite-card';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl bg-surface p-4 ring-1 ring-line">
      <h2 className="mb-3 text-sm font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Stats() {
  const { data } = useReferralDashboard().stats;
  const figures: [string, string | number | undefined][] = [
    [t.totalEarnings, data && `${data.totalEarnings} EP`],
    [t.pendingEarnings, data && `${data.pendingEarnings} EP`],
    [t.totalReferrals, data?.totalReferrals],
    [t.pendingReferrals, data?.pendingReferrals],
    [t.activeReferrals, data?.activeReferrals],
    [t.completedTasks, data?.completedTasks],
    [t.successfullySignedUp, data?.successfullySignedUp],
  ];
  return (
    <Card title={t.stats}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-bold text-ink tabular-nums">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Referees() {
  const { data } = useReferralDashboard().referees;
  return (
    <Card title={t.referees}>
      {!data?.referees.length ? (
        <p className="text-sm text-muted">{t.noReferees}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.referees.map((r) => {
            const active = r.state === RefereeState.ACTIVE;
            return (
              <li
                key={r.referralId}
                data-testid="referee"
                className="flex items-center gap-3 text-sm"
              >
                <span className="min-w-0 flex-1 truncate text-ink">{r.name || t.anonymous}</span>
                <span className="text-xs text-muted">
                  {active ? `+${r.reward} EP` : t.listened(Math.floor(r.listenedSeconds / 60))}
                </span>
                <span
                  data-testid="referee-state"
                  className={
                    active
                      ? 'rounded-full bg-accent/25 px-2 py-0.5 text-xs font-semibold text-accent-strong'
                      : 'rounded-full bg-raised px-2 py-0.5 text-xs font-semibold text-muted'
                  }
                >
                  {active ? t.active : t.pending}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function Rewards() {
  const { data } = useReferralDashboard().rewards;
  return (
    <Card title={t.rewards}>
      {!data?.rewards.length ? (
        <p className="text-sm text-muted">{t.noRewards}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {data.rewards.map((r) => (
            <li key={r.id} className="flex justify-between gap-3">
              <span className="text-ink">{t.rewardType[r.rewardType] ?? r.rewardType}</span>
              <span className="text-muted">
                {formatMoment(r.createdAt ? timestampDate(r.createdAt) : undefined)}
              </span>
              <span className="font-semibold text-ink tabular-nums">+{r.rewardAmount} EP</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Offers() {
  const { milestones, boosts } = useReferralDashboard();
  return (
    <>
      <Card title={t.milestones}>
        <ul className="flex flex-col gap-2 text-sm">
          {milestones.data?.rewards.map((m) => (
            <li key={m.id} className="flex justify-between gap-3">
              <span className="text-ink">
                {m.title}
                <span className="block text-xs text-muted">
                  {milestoneRequirement(m.minReferees)}
                </span>
              </span>
              <span className="font-semibold text-ink">+{m.value} EP</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t.boosts}>
        <ul className="mb-3 flex flex-col gap-1 text-sm">
          {boosts.data?.boosts.map((b) => (
            <li key={b.id} className="flex justify-between text-ink">
              <span>{b.title}</span>
              <span className="text-muted">{b.cost} EP</span>
            </li>
          ))}
        </ul>
        <Link
          to={paths.boost.getHref()}
          className="text-sm font-semibold text-accent-strong hover:underline"
        >
          {t.seeBoosts}
        </Link>
      </Card>
    </>
  );
}

/**
 * /referral (spec 2 §2): the code and invite link, statistics, referees (pending until they
 * have listened 10 minutes, then active), rewards, milestones and point boosts.
 */
export function ReferralPage({ me }: { me: string | null | undefined }) {
  if (me === undefined) return <StatusMessage tone="loading">{t.loading}</StatusMessage>;
  if (me === null) return <StatusMessage tone="info">{t.signIn}</StatusMessage>;
  return <Dashboard code={me} />;
}

function Dashboard({ code }: { code: string }) {
  const { stats } = useReferralDashboard();
  return (
    <div className="flex flex-col gap-4">
      <InviteCard code={code} />
      {stats.isError && <StatusMessage tone="error">{t.failed}</StatusMessage>}
      <Stats />
      <div className="grid gap-4 lg:grid-cols-2">
        <Referees />
        <Rewards />
        <Offers />
      </div>
    </div>
  );
}
