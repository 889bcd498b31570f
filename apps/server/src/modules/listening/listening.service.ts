import { randomUUID } from 'node:crypto';
import {
  checkSilence,
  end,
  heartbeat,
  isFinished,
  isQualifiedListen,
  pause,
  resume,
  startSession,
  type EndReason,
  type ListeningSession,
  type Step,
} from '@earshot/domain';
import type { Clock } from '~/clock';
import type { Db, Tx } from '~/db/client';
import { AppError } from '~/errors';
import { listeningRepo as repo, type StoredSession } from './listening.repo';

/** What a listening operation changed, for the socket to tell the client. */
export interface Outcome {
  /** The session the operation left live (or just ended), if any. */
  session?: ListeningSession;
  /** A session this operation ended (superseded, changed track), if any. */
  ended?: ListeningSession;
  /** Whether the session was resumed by this operation. */
  resumed?: boolean;
  /** The caller's own session is no longer the account's live one (another tab took over). */
  lost?: boolean;
  creditMs: number;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Nothing to do: and if the caller had a session, it is no longer the live one. */
const lostUnless = (own: string | undefined): Outcome =>
  own ? { lost: true, creditMs: 0 } : { creditMs: 0 };

/**
 * The listening use-cases. Every operation runs in one transaction holding the account's
 * live session row: silence is applied first, then the event; credit, the daily total and
 * a Listen (when the session qualifies) are written with the state they belong to.
 */
export function createListeningService(deps: {
  db: Db;
  clock: Clock;
  dailyCapMs: number;
  trackDurationMs: (trackId: number) => Promise<number | undefined>;
}) {
  const { db, clock } = deps;

  async function persist(tx: Tx, stored: StoredSession, step: Step, now: Date, isNew = false) {
    const { session, creditMs } = step;
    if (creditMs > 0) {
      await repo.insertCredit(tx, {
        sessionId: session.sessionId,
        settlement: session.settlements,
        userId: stored.userId,
        creditedMs: creditMs,
        at: now,
      });
      await repo.addDaily(tx, stored.userId, utcDay(now), creditMs);
    }
    const qualifies =
      !stored.listened && isQualifiedListen(session.creditedMs, session.trackDurationMs);
    if (qualifies) {
      await repo.insertListen(tx, {
        userId: stored.userId,
        trackId: session.trackId,
        at: now,
        creditedMs: session.creditedMs,
      });
    }
    if (isNew) await repo.insert(tx, stored.userId, session, now);
    else await repo.update(tx, session, now, qualifies ? now : undefined);
    return { ...stored, session, listened: stored.listened || qualifies };
  }

  /** Runs `apply` on the account's live session (silence applied first) in one transaction. */
  function withLive<T>(
    userId: string,
    apply: (tx: Tx, live: StoredSession | undefined, now: Date, capLeftMs: number) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const capLeftMs = deps.dailyCapMs - (await repo.dailyUsedMs(tx, userId, utcDay(now)));
      let live = await repo.lockLive(tx, userId);
      if (live) {
        const silenced = checkSilence(live.session, now.getTime());
        if (silenced.session !== live.session) live = await persist(tx, live, silenced, now);
      }
      return apply(tx, live, now, capLeftMs);
    });
  }

  async function finish(
    tx: Tx,
    live: StoredSession,
    now: Date,
    capLeftMs: number,
    reason: EndReason,
  ) {
    const step = end(live.session, now.getTime(), capLeftMs, reason);
    await persist(tx, live, step, now);
    return step;
  }

  return {
    /**
     * The client reports real playback of a track. The caller's own live session (`own`)
     * continues or resumes on the same track; another track ends it first. A caller without
     * a session (a reconnect) takes over the live session of the same track when `adoptable`
     * says nobody else holds it. Any other live session (another tab or device) is
     * superseded: one earning session per account.
     */
    async play(
      userId: string,
      trackId: number,
      own: string | undefined,
      adoptable: (sessionId: string) => boolean = () => false,
    ): Promise<Outcome> {
      const durationMs = await deps.trackDurationMs(trackId);
      if (durationMs === undefined) throw new AppError('not_found', 'track_not_found');
      return withLive(userId, async (tx, live, now, capLeftMs) => {
        const owned =
          !!live &&
          (live.session.sessionId === own ||
            (own === undefined &&
              live.session.trackId === trackId &&
              adoptable(live.session.sessionId)));
        if (live && owned && live.session.trackId === trackId && !isFinished(live.session)) {
          if (live.session.status === 'active') return { session: live.session, creditMs: 0 };
          const step = resume(live.session, now.getTime());
          await persist(tx, live, step, now);
          return { session: step.session, resumed: true, creditMs: 0 };
        }
        let ended: ListeningSession | undefined;
        let creditMs = 0;
        if (live) {
          const reason: EndReason = !owned
            ? 'superseded'
            : live.session.trackId === trackId
              ? 'track_finished'
              : 'track_changed';
          const step = await finish(tx, live, now, capLeftMs, reason);
          ({ session: ended, creditMs } = step);
        }
        const session = startSession(randomUUID(), { trackId, durationMs }, now.getTime());
        await persist(
          tx,
          { userId, session, listened: false },
          { session, creditMs: 0 },
          now,
          true,
        );
        return { session, ...(ended ? { ended } : {}), creditMs };
      });
    },

    /** A heartbeat: settles the interval since the last one, on the server clock. */
    heartbeat(userId: string, own: string | undefined): Promise<Outcome> {
      return withLive(userId, async (tx, live, now, capLeftMs) => {
        if (!live || live.session.sessionId !== own) return lostUnless(own);
        const step = heartbeat(live.session, now.getTime(), capLeftMs);
        await persist(tx, live, step, now);
        return { session: step.session, creditMs: step.creditMs };
      });
    },

    /** Pause: settles up to now and stops earning. */
    pause(userId: string, own: string | undefined): Promise<Outcome> {
      return withLive(userId, async (tx, live, now, capLeftMs) => {
        if (!live || live.session.sessionId !== own) return lostUnless(own);
        const step = pause(live.session, now.getTime(), capLeftMs);
        await persist(tx, live, step, now);
        return { session: step.session, creditMs: step.creditMs };
      });
    },

    /** End: settles up to now and closes the session for good. */
    end(userId: string, own: string | undefined, reason: EndReason = 'ended'): Promise<Outcome> {
      return withLive(userId, async (tx, live, now, capLeftMs) => {
        if (!live || live.session.sessionId !== own) return lostUnless(own);
        const step = await finish(tx, live, now, capLeftMs, reason);
        return { ended: step.session, creditMs: step.creditMs };
      });
    },

    /** Applies silence to the account's live session (a sweep calls this). */
    checkSilence(userId: string): Promise<Outcome> {
      return withLive(userId, (_tx, live) =>
        Promise.resolve(live ? { session: live.session, creditMs: 0 } : { creditMs: 0 }),
      );
    },

    /** The live session, read-only. */
    current: (userId: string) => repo.live(db, userId),
    /** Credited listening not yet turned into EP, in milliseconds. */
    unprocessedMs: (userId: string) => repo.unprocessedMs(db, userId),
  };
}

export type ListeningService = ReturnType<typeof createListeningService>;
