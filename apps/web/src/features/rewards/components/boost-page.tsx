import { toastDurations } from '@/lib/toast-durations';
import { Code, ConnectError } from '@connectrpc/connect';
import { createConnectQueryKey, useMutation, useQuery } from '@connectrpc/connect-query';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { type PointBoost } from '@earshot/contract/referral/v1/referral';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { formatPoints } from '@earshot/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Rocket, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBlock } from '@/components/ui/error-block';
import { useRetryStatus } from '@/hooks/use-retry-status';
import { StatusMessage } from '@/components/ui/status-message';
import { epFigureTexts } from '@/config/ep-figures';
import { boostTexts as t, formatTimeLeft } from '../boost-texts';

/** The time now, renewed every second. */
function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ActiveBoost() {
  const { data, dataUpdatedAt } = useQuery(RewardsService.method.getActivePointBoost, {});
  const now = useNow();
  // Counted down from what the server said when it was read.
  const left = data?.boost && data.boost.secondsLeft - (now - dataUpdatedAt) / 1000;
  return (
    <div data-testid="active-boost" className="rounded-xl bg-surface p-4 ring-1 ring-line">
      <h2 className="mb-1 text-xs font-semibold tracking-wider text-faint uppercase">{t.active}</h2>
      {data?.boost && left && left > 0 ? (
        <p className="text-ink">
          <span className="font-semibold">{data.boost.title}</span>{' '}
          <span className="text-muted tabular-nums">{t.timeLeft(formatTimeLeft(left))}</span>
        </p>
      ) : (
        <p className="text-muted">{t.none}</p>
      )}
    </div>
  );
}

function Figures() {
  const state = useQuery(RewardsService.method.getListeningState, {});
  const points = useQuery(RewardsService.method.getUserPoints, {});
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl bg-surface p-4 ring-1 ring-line">
        <dt className="flex items-center gap-1 text-xs font-semibold tracking-wider text-faint uppercase">
          <Zap aria-hidden className="size-3.5 text-accent-strong" />
          {t.miningSpeed}
        </dt>
        <dd data-testid="boost-mining-speed" className="text-xl font-bold text-ink tabular-nums">
          {state.data ? `${Number(state.data.pointRate.toFixed(2))} ${t.perSecond}` : '—'}
        </dd>
      </div>
      <div className="rounded-xl bg-surface p-4 ring-1 ring-line">
        <dt className="text-xs font-semibold tracking-wider text-faint uppercase">
          {epFigureTexts.balance}
        </dt>
        <dd data-testid="boost-balance" className="text-xl font-bold text-ink tabular-nums">
          {points.data ? formatPoints(points.data.currentPoints) : '—'}
        </dd>
      </div>
    </dl>
  );
}

/**
 * /boost: the mining speed and balance, the boost running with its time left, and the boosts
 * on offer; buying one asks once (cost, duration, the balance after), then spends EP (a ledger
 * entry) and the strip's Mining speed rises. An offer the balance cannot pay is disabled and
 * says how much is missing.
 */
export function BoostPage({ me }: { me: string | null | undefined }) {
  if (me === undefined) return <StatusMessage tone="loading">{t.loading}</StatusMessage>;
  if (me === null) return <StatusMessage tone="info">{t.signIn}</StatusMessage>;
  return <Boosts />;
}

function Boosts() {
  const offers = useQuery(ReferralService.method.listPointBoosts, { isActive: true });
  const points = useQuery(RewardsService.method.getUserPoints, {});
  const balance = points.data?.currentPoints;
  const [asked, setAsked] = useState<PointBoost | null>(null);
  const offersFailure = useRetryStatus(offers);
  const queryClient = useQueryClient();
  const buy = useMutation(RewardsService.method.purchasePointBoost, {
    onSettled: () => setAsked(null),
    onSuccess: () => {
      toast.success(t.bought, { duration: toastDurations.short });
      void queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: RewardsService, cardinality: undefined }),
      });
    },
    onError: (error) => {
      const e = ConnectError.from(error);
      // Terms changed since they were shown: show the ones in force before a second try.
      if (e.code === Code.FailedPrecondition) void offers.refetch();
      const text = e.code === Code.Internal ? undefined : e.rawMessage;
      toast.error(t.purchaseFailed, { description: text, duration: toastDurations.normal });
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t.intro}</p>
      <Figures />
      <ActiveBoost />
      <section aria-label={t.offers}>
        <h2 className="mb-3 text-sm font-semibold text-ink">{t.offers}</h2>
        {offersFailure ? (
          <ErrorBlock message={t.failed} failure={offersFailure} />
        ) : !offers.data ? (
          <StatusMessage tone="loading">{t.loading}</StatusMessage>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {offers.data.boosts.map((boost) => {
              // Unknown until the balance is read: disabled, without a reason yet.
              const short = balance === undefined ? null : boost.cost - balance;
              const shortId = `boost-short-${boost.id}`;
              return (
                <li
                  key={boost.id}
                  data-testid="boost-offer"
                  className="flex flex-col gap-2 rounded-xl bg-surface p-4 ring-1 ring-line"
                >
                  <Rocket aria-hidden className="size-5 text-accent-strong" />
                  <span className="text-2xl font-bold text-ink">{boost.multiplier}x</span>
                  <span className="text-sm text-muted">{t.duration(boost.durationSeconds)}</span>
                  <Button
                    disabled={buy.isPending || short === null || short > 0}
                    aria-describedby={short !== null && short > 0 ? shortId : undefined}
                    onClick={() => setAsked(boost)}
                  >
                    {buy.isPending && buy.variables.boostId === boost.id
                      ? t.buying
                      : t.buy(boost.cost)}
                  </Button>
                  {short !== null && short > 0 && (
                    <p id={shortId} className="text-xs text-muted">
                      {t.shortBy(formatPoints(short))}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {asked && balance !== undefined && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsked(null)}
          title={t.confirmTitle}
          description={t.confirmText(
            {
              multiplier: asked.multiplier,
              duration: t.duration(asked.durationSeconds),
              cost: asked.cost,
            },
            formatPoints(balance - asked.cost),
          )}
          confirmLabel={t.buy(asked.cost)}
          cancelLabel={t.cancel}
          pending={buy.isPending}
          onConfirm={() =>
            buy.mutate({
              boostId: asked.id,
              seen: {
                cost: asked.cost,
                multiplier: asked.multiplier,
                durationSeconds: asked.durationSeconds,
              },
            })
          }
        />
      )}
    </div>
  );
}
