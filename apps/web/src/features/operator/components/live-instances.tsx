import type { GetOverviewResponse } from '@earshot/contract/operator/v1/operator';
import { operatorTexts as t } from '../texts';
import { FigureTable } from './figure-table';
import { clockTime, shortMoment } from './moments';

/**
 * Who listens now: the total over every live instance (the answering one's own figure when the
 * server lists none), in words.
 */
export function LiveHeadline({ overview: o }: { overview: GetOverviewResponse }) {
  const total = o.instances.length
    ? o.instances.reduce((sum, i) => sum + i.listeners, 0)
    : o.liveListeners;
  return (
    <p data-testid="live-listeners" className="text-lg font-semibold text-ink">
      {o.instances.length > 1
        ? t.overview.liveOnMany(total, o.instances.length)
        : t.overview.live(total, o.instances[0]?.name ?? o.instance)}
    </p>
  );
}

/** Every live instance with its listeners, start and last heartbeat, and how often they report. */
export function LiveInstances({ overview: o }: { overview: GetOverviewResponse }) {
  return (
    <FigureTable
      title={t.overview.instances}
      columns={[{ label: t.overview.instance }, { label: t.overview.listeners, figure: true }]}
      rows={o.instances.map((i) => ({
        key: i.id,
        cells: [
          <span key="name" className="flex flex-col">
            <span>
              {i.name || t.overview.unnamed(i.id)}
              {i.answering && (
                <span className="ml-2 text-xs text-muted">({t.overview.answering})</span>
              )}
            </span>
            <span className="text-xs text-muted">
              {t.overview.upSince(shortMoment(i.startedAt), clockTime(i.lastBeatAt))}
            </span>
          </span>,
          i.listeners,
        ],
      }))}
      note={
        o.instanceHeartbeatSeconds > 0
          ? t.overview.heartbeat(o.instanceHeartbeatSeconds, o.instanceStaleBeats)
          : undefined
      }
    />
  );
}
