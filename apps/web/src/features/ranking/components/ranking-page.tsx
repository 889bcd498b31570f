import {
  type GetUserRankResponse,
  type LeaderboardEntry,
} from '@earshot/contract/ranking/v1/ranking';
import { clsx } from 'clsx';
import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { epFigureTexts } from '@/config/ep-figures';
import { choiceParams, rankingPeriodNames } from '@/config/paths';
import { useAddressChoice } from '@/hooks/use-address-choice';
import type { Failure } from '@/hooks/use-retry-status';
import { ErrorBlock } from '@/components/ui/error-block';
import { LoadMore } from '@/components/ui/load-more';
import { StatusMessage } from '@/components/ui/status-message';
import { useLeaderboardState } from '../api/use-leaderboard';
import { entryName, rankingTexts as t } from '../texts';

function Avatar({ entry, index, size }: { entry: LeaderboardEntry; index: number; size: string }) {
  const name = entryName(entry, index);
  return entry.avatar ? (
    <img src={entry.avatar} alt="" className={clsx(size, 'shrink-0 rounded-full object-cover')} />
  ) : (
    <span
      aria-hidden
      className={clsx(
        size,
        'grid shrink-0 place-items-center rounded-full bg-accent/25 font-bold text-accent-strong',
      )}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * The own row's figures, labelled: Earned (the board's figure, what ranks) and, beside it, the
 * Balance (what can be spent, as the top bar reads it), so that the two numbers explain each
 * other (ADR 0030). In a narrow column they take a line of their own under the name, which
 * keeps its width.
 */
function OwnFigures({ earned, balance }: { earned: number; balance: string | null | undefined }) {
  return (
    <dl className="flex flex-col items-end text-right tabular-nums @max-md:col-start-3 @max-md:flex-row @max-md:flex-wrap @max-md:items-baseline @max-md:gap-x-3 @max-md:text-left">
      <div className="flex items-baseline gap-1.5">
        <dt className="text-xs text-muted">{epFigureTexts.earned}</dt>
        <dd className="text-sm font-semibold text-ink" data-testid="own-earned">
          {t.points(earned)}
        </dd>
      </div>
      <div className="flex items-baseline gap-1.5">
        <dt className="text-xs text-muted">{epFigureTexts.balance}</dt>
        <dd className="text-xs font-medium text-muted" data-testid="own-balance">
          {balance ? `${balance} EP` : '—'}
        </dd>
      </div>
    </dl>
  );
}

function Row(props: {
  entry: LeaderboardEntry;
  index: number;
  mine: boolean;
  balance?: string | null | undefined;
}) {
  const { entry, index, mine } = props;
  return (
    <li
      data-testid="leaderboard-row"
      data-mine={mine || undefined}
      className={clsx(
        'items-center gap-3 rounded-lg px-3 py-2',
        mine
          ? 'grid grid-cols-[auto_auto_minmax(0,1fr)_auto] gap-y-0.5 bg-accent/20 ring-1 ring-accent/40 @max-md:grid-cols-[auto_auto_minmax(0,1fr)]'
          : 'flex hover:bg-raised',
      )}
    >
      <span className="w-8 shrink-0 text-sm font-bold text-muted tabular-nums sm:w-10">
        {t.rank(entry.rank)}
      </span>
      <Avatar entry={entry} index={index} size="size-8 text-sm" />
      <span className="flex min-w-0 flex-1 items-baseline gap-2 text-sm font-medium text-ink">
        <span className="truncate">{entryName(entry, index)}</span>
        {mine && <span className="shrink-0 text-xs text-accent-strong">{t.you}</span>}
      </span>
      {mine ? (
        <OwnFigures earned={entry.combinedTotal} balance={props.balance} />
      ) : (
        <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">
          {t.points(entry.combinedTotal)}
        </span>
      )}
    </li>
  );
}

function TopThree({ entries, me }: { entries: LeaderboardEntry[]; me: string | null | undefined }) {
  return (
    <section aria-label={t.topThree} className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
      {entries.map((entry, i) => (
        <article
          key={entry.id}
          data-testid="top-three"
          className={clsx(
            'flex items-center gap-3 rounded-xl px-4 py-3 ring-1 sm:flex-col sm:gap-2 sm:p-4',
            i === 0 ? 'bg-accent/25 ring-accent/50' : 'bg-raised ring-line',
            entry.id === me && 'outline-2 outline-accent-strong',
          )}
        >
          <span className="flex w-10 shrink-0 items-center gap-1 text-sm font-bold text-accent-strong sm:w-auto">
            {i === 0 && <Crown aria-hidden className="size-4" />}
            {t.rank(entry.rank)}
          </span>
          <Avatar entry={entry} index={i + 1} size="size-10 text-lg sm:size-14 sm:text-xl" />
          <span className="min-w-0 flex-1 truncate font-semibold text-ink sm:max-w-full sm:flex-none">
            {entryName(entry, i + 1)}
          </span>
          <span className="shrink-0 text-sm font-bold text-ink tabular-nums">
            {t.points(entry.combinedTotal)}
          </span>
        </article>
      ))}
    </section>
  );
}

function OwnRank(props: {
  me: string;
  rank: GetUserRankResponse | undefined;
  error: string | null;
  failure: Failure | null;
  balance: string | null | undefined;
}) {
  const { me, rank, error, failure, balance } = props;
  if (error && failure) return <ErrorBlock message={error} failure={failure} compact />;
  if (!rank) return null;
  return (
    <section
      aria-label={t.yourRank}
      data-testid="own-rank"
      className="sticky top-0 z-10 mb-6 rounded-xl bg-surface p-4 ring-1 ring-accent/40"
    >
      <h2 className="mb-2 flex items-baseline justify-between text-sm font-semibold text-ink">
        <span>{t.yourRank}</span>
        <span data-testid="own-rank-value" className="text-lg font-bold tabular-nums">
          {rank.rank > 0 ? t.rank(rank.rank) : '—'}
        </span>
      </h2>
      {rank.rank === 0 ? (
        <p className="text-sm text-muted">{t.unranked}</p>
      ) : (
        <ol aria-label={t.nearYou} className="flex flex-col">
          {rank.near.map((entry) => (
            <Row
              key={entry.id}
              entry={entry}
              index={entry.rank}
              mine={entry.id === me}
              balance={balance}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /ranking (spec 2 §2): the period switch (all-time by default, kept in the address), what the
 * figures rank, the top three highlighted, the signed-in user's own rank pinned with five above
 * and below, then everyone from 4 with load more. Visitors see the board. `balance`: the
 * member's formatted balance (the top bar's), shown labelled on their own row.
 */
export function RankingPage({
  me,
  balance,
}: {
  me: string | null | undefined;
  balance?: string | null | undefined;
}) {
  const [periodName, setPeriod] = useAddressChoice(
    choiceParams.period,
    rankingPeriodNames,
    'all-time',
  );
  const period = (t.periods.find(([name]) => name === periodName) ?? t.periods[0])[1];
  const state = useLeaderboardState(period, Boolean(me));
  const { board, entries } = state;
  // Someone else signed in, or out: the whole ranking state is reset and read again.
  const viewer = useRef(me);
  const { reset } = state;
  useEffect(() => {
    const was = viewer.current;
    viewer.current = me;
    // From "session still loading" to someone is the first answer, not a change of viewer.
    if (was !== me && was !== undefined) void reset();
  }, [me, reset]);
  return (
    <div className="flex flex-col">
      <div role="group" aria-label={t.period} className="mb-4 flex flex-wrap gap-2">
        {t.periods.map(([name, , label]) => (
          <button
            key={name}
            type="button"
            aria-pressed={periodName === name}
            onClick={() => setPeriod(name)}
            className={clsx(
              'h-9 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition sm:px-4',
              periodName === name ? 'bg-ink text-canvas' : 'bg-raised text-muted hover:text-ink',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="mb-4 text-sm text-muted">{epFigureTexts.ranked}</p>
      {me && (
        <OwnRank
          me={me}
          rank={state.userRank}
          error={state.rankError}
          failure={state.rankFailure}
          balance={balance}
        />
      )}
      {state.error && state.boardFailure && (
        <ErrorBlock
          message={state.error}
          failure={state.boardFailure}
          compact={entries.length > 0}
        />
      )}
      {state.isLoading ? (
        <StatusMessage tone="loading">{t.loading}</StatusMessage>
      ) : entries.length === 0 && state.error ? null : entries.length === 0 ? (
        <StatusMessage tone="info">{t.empty}</StatusMessage>
      ) : (
        <>
          <TopThree entries={state.topThree} me={me} />
          {entries.length > 3 && (
            <section aria-label={t.everyone}>
              <ol className="flex flex-col">
                {entries.slice(3).map((entry, i) => (
                  <Row
                    key={entry.id}
                    entry={entry}
                    index={i + 4}
                    mine={entry.id === me}
                    balance={balance}
                  />
                ))}
              </ol>
            </section>
          )}
          {board.hasNextPage && (
            <LoadMore
              onLoad={() => void board.fetchNextPage()}
              pending={board.isFetchingNextPage}
              label={t.loadMore}
              pendingLabel={t.loadingMore}
            />
          )}
        </>
      )}
    </div>
  );
}
