import { RefereeState } from '@earshot/contract/referral/v1/referral';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format-date';
import { useReferralState } from '../api/use-referral';
import { referralTexts as t } from '../texts';
import { useReferralTerms } from '../api/use-referral-terms';
import { InviteCard } from './invite-card';

type ReferralState = ReturnType<typeof useReferralState>;

/** A titled card that shows its load's loading line or spec error instead of its body. */
function Card(props: {
  title: string;
  load?: { loading: boolean; error: string | null; data: unknown };
  children: ReactNode;
}) {
  const { title, load } = props;
  return (
    <section aria-label={title} className="rounded-xl bg-surface p-4 ring-1 ring-line">
      <h2 className="mb-3 text-sm font-semibold text-ink">{title}</h2>
      {load?.error ? (
        <StatusMessage tone="error" size="sm">
          {load.error}
        </StatusMessage>
      ) : load && load.data === undefined ? (
        <StatusMessage tone="loading" size="sm">
          {t.loading}
        </StatusMessage>
      ) : (
        props.children
      )}
    </section>
  );
}

function Stats({ state }: { state: ReferralState }) {
  const data = state.stats.data;
  const rank = state.referralRewards.data?.summary?.rank;
  const figures: [string, string | number | undefined][] = [
    [t.totalEarnings, data && `${data.totalEarnings} EP`],
    [t.pendingEarnings, data && `${data.pendingEarnings} EP`],
    [t.totalReferrals, data?.totalReferrals],
    [t.pendingReferrals, data?.pendingReferrals],
    [t.activeReferrals, data?.activeReferrals],
    [t.completedTasks, data?.completedTasks],
    [t.successfullySignedUp, data?.successfullySignedUp],
    [t.rank, rank === undefined ? undefined : rank > 0 ? `#${rank}` : '—'],
  ];
  return (
    <Card title={t.stats} load={state.stats}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
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

function Referees({ state }: { state: ReferralState }) {
  const referees = state.userReferees.data?.referees ?? [];
  const { activeSeconds } = useReferralTerms();
  return (
    <Card title={t.referees} load={state.userReferees}>
      {referees.length === 0 ? (
        <p className="text-sm text-muted">{t.noReferees}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {referees.map((r) => {
            const active = r.state === RefereeState.ACTIVE;
            return (
              <li
                key={r.referralId}
                data-testid="referee"
                className="flex items-center gap-3 text-sm"
              >
                <span className="min-w-0 flex-1 truncate text-ink">{r.name || t.anonymous}</span>
                <span className="text-xs text-muted">
                  {active ? `+${r.reward} EP` : t.listened(r.listenedSeconds, activeSeconds)}
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

function Rewards({ state }: { state: ReferralState }) {
  const rewards = state.userRewards.data?.rewards ?? [];
  const boostTitle = (id: string) =>
    state.pointBoosts.data?.boosts.find((b) => b.id === id)?.title ?? id;
  return (
    <Card title={t.rewards} load={state.userRewards}>
      {rewards.length === 0 ? (
        <p className="text-sm text-muted">{t.noRewards}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {rewards.map((r) => (
            <li key={r.id} data-testid="reward" className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block text-ink">{t.rewardType[r.rewardType] ?? r.rewardType}</span>
                <span className="block text-xs text-muted">
                  {formatMoment(r.createdAt ? timestampDate(r.createdAt) : undefined)}
                </span>
              </span>
              <span className="max-w-[45%] shrink-0 text-right font-semibold text-ink tabular-nums">
                {r.boostId ? t.freeBoost(boostTitle(r.boostId)) : `+${r.rewardAmount} EP`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Milestones({ state }: { state: ReferralState }) {
  const boostTitle = (id: string) =>
    state.pointBoosts.data?.boosts.find((b) => b.id === id)?.title ?? id;
  return (
    <Card title={t.milestones} load={state.availableRewards}>
      <ul className="flex flex-col gap-2 text-sm">
        {state.milestones.map((m) => (
          <li key={m.id} data-testid="milestone" className="flex justify-between gap-3">
            <span className="text-ink">
              {m.title}
              <span className="block text-xs text-muted">
                {m.requirements} · {m.reached ? t.reached : t.progress(m.progress, m.minReferees)}
              </span>
            </span>
            <span className="max-w-[45%] shrink-0 text-right font-semibold text-ink">
              {m.rewardType === 'boost' ? t.freeBoost(boostTitle(m.boostId)) : `+${m.value} EP`}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Boosts({ state }: { state: ReferralState }) {
  return (
    <Card title={t.boosts} load={state.pointBoosts}>
      <ul className="mb-3 flex flex-col gap-1 text-sm">
        {state.pointBoosts.data?.boosts.map((b) => (
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
  );
}

/**
 * /referral (spec 2 §2): the code and invite link, statistics, referees (pending until they
 * have listened 10 minutes, then active), rewards, available rewards with the user's progress
 * (milestones) and point boosts. Each part shows its own loading line and spec 2 §8 error.
 */
export function ReferralPage({ me }: { me: string | null | undefined }) {
  if (me === undefined) return <StatusMessage tone="loading">{t.loading}</StatusMessage>;
  if (me === null) return <StatusMessage tone="info">{t.signIn}</StatusMessage>;
  return <Dashboard code={me} />;
}

function Dashboard({ code }: { code: string }) {
  const state = useReferralState();
  return (
    <div className="flex flex-col gap-4">
      <InviteCard code={code} />
      {state.setReferrer.loading && (
        <StatusMessage tone="loading" size="sm">
          {t.processing}
        </StatusMessage>
      )}
      {state.hasError && !state.isLoading && (
        <Button variant="ghost" className="self-start" onClick={() => void state.loadAll()}>
          {t.tryAgain}
        </Button>
      )}
      <Stats state={state} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Referees state={state} />
        <Rewards state={state} />
        <Milestones state={state} />
        <Boosts state={state} />
      </div>
    </div>
  );
}
