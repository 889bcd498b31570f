import { randomUUID } from 'node:crypto';
import {
  abandon,
  checkSilence,
  end,
  heartbeat,
  isFinished,
  isQualifiedListen,
  pause,
  resume,
  SILENCE_PAUSE_MS,
  startSession,
  type EndReason,
  type ListeningSession,
  type Step,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { batched } from '~/db/batched';
import type { Db, Tx } from '~/db/client';
import { isUniqueViolation } from '~/db/sqlstate';
import { AppError } from '~/errors';
import { newClaim, sameClaim } from './claim';
import { listeningRepo as repo, type OwnedWrite, type StoredSession } from './listening.repo';
import { rememberDurations } from './track-durations';

/**
 * The caller's copy of the session it owns, exactly as it last wrote it, with the account's
 * credited total for the day of that write. The next step is computed from it and written
 * only if the database still agrees (ListeningRepo.writeOwned); otherwise the step runs the
 * locking path, which is the authority.
 */
export interface Owned {
  session: ListeningSession;
  /** The owner's claim, told to its client only: it presents it to adopt after a reconnect. */
  claim: string | null;
  version: number;
  listened: boolean;
  day: string;
  dayUsedMs: number;
}

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
  /** The caller's copy of the session it owns after the operation, if it owns one. */
  own?: Owned;
  creditMs: number;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Abandoned sessions ended per sweep run at most; the next run takes the rest. */
const ABANDONED_AT_ONCE = 1000;

/**
 * A caller without a session (a reconnect) bidding to take the live one over: the claim its
 * client presented, and whether no connection of this instance holds the session. It adopts
 * only the session whose stored claim is the presented one (ADR 0004, "Ownership").
 */
export interface Bid {
  claim: string | undefined;
  free: (sessionId: string) => boolean;
}
const none: Bid = { claim: undefined, free: () => false };

/** Nothing to do: and if the caller had a session, it is no longer the live one. */
const lostUnless = (own: Owned | undefined): Outcome =>
  own ? { lost: true, creditMs: 0 } : { creditMs: 0 };

/** One locking transaction: its time, and the account's credited total for that day so far. */
interface Locked {
  tx: Tx;
  now: Date;
  day: string;
  usedMs: number;
}

/**
 * The listening use-cases. The socket that owns a session settles its steps from its own
 * copy in one statement that checks the row is still as it left it (the common case: one
 * round trip per heartbeat; steps of other sockets waiting at the same moment share it and
 * its commit, `batched`). Anything else, or a failed check, runs one transaction holding
 * the account's live session row: silence is applied first, then the event; credit, the
 * daily total and a Listen (when the session qualifies) are written with the state they
 * belong to.
 */
export function createListeningService(deps: {
  db: Db;
  clock: Clock;
  /** The daily cap in force (an operator may change it at run time: ADR 0028). */
  dailyCapMs: () => number;
  trackDurationMs: (trackId: number) => Promise<number | undefined>;
}) {
  const { db, clock } = deps;
  const trackDurationMs = rememberDurations(deps.trackDurationMs, clock);
  // Group commit: owners' steps that wait together are written together (one per account).
  const writeOwned = batched((writes: readonly OwnedWrite[]) => repo.writeOwned(db, writes), {
    keyOf: (w) => w.userId,
  });

  async function persist(
    at: Locked,
    stored: StoredSession,
    step: Step,
    isNew = false,
  ): Promise<StoredSession> {
    // A new session always has an owner, hence a claim.
    const claim = stored.claim ?? newClaim();
    const { session, creditMs } = step;
    const { tx, now } = at;
    if (creditMs > 0) {
      await repo.insertCredit(tx, {
        sessionId: session.sessionId,
        settlement: session.settlements,
        userId: stored.userId,
        creditedMs: creditMs,
        at: now,
      });
      await repo.addDaily(tx, stored.userId, at.day, creditMs);
      at.usedMs += creditMs;
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
    if (isNew) await repo.insert(tx, stored.userId, session, now, claim);
    else await repo.update(tx, session, now, stored.claim, qualifies ? now : undefined);
    return {
      ...stored,
      claim: isNew ? claim : stored.claim,
      session,
      listened: stored.listened || qualifies,
      version: isNew ? 0 : stored.version + 1,
    };
  }

  const ownedOf = (at: Locked, stored: StoredSession): Owned => ({
    session: stored.session,
    claim: stored.claim,
    version: stored.version,
    listened: stored.listened,
    day: at.day,
    dayUsedMs: at.usedMs,
  });

  type OnLive<T> = (at: Locked, live: StoredSession | undefined, capLeftMs: number) => Promise<T>;

  /**
   * Runs `apply` on the account's live session (silence applied first) in one transaction,
   * holding the account's listening lock: with no live row there is nothing else to lock, and
   * two calls (tabs) would both start one, the second refused by the one-live-session index.
   * A start by the one-statement path (`startIfNoneLive`, which takes no lock) can still come
   * first: then the call runs once more and finds that session, as if it had come later.
   */
  async function withLive<T>(userId: string, apply: OnLive<T>): Promise<T> {
    try {
      return await withLiveOnce(userId, apply);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return withLiveOnce(userId, apply);
    }
  }

  function withLiveOnce<T>(userId: string, apply: OnLive<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await repo.lockAccount(tx, userId);
      const now = clock.now();
      const day = utcDay(now);
      const at: Locked = { tx, now, day, usedMs: await repo.dailyUsedMs(tx, userId, day) };
      const capLeftMs = deps.dailyCapMs() - at.usedMs;
      let live = await repo.lockLive(tx, userId);
      if (live) {
        const silenced = checkSilence(live.session, now.getTime());
        if (silenced.session !== live.session) live = await persist(at, live, silenced);
      }
      return apply(at, live, capLeftMs);
    });
  }

  /**
   * The owner's path: silence, then `step`, computed from the owner's copy and written in one
   * statement if the database still holds that copy. Answers nothing when it does not (the
   * caller then takes the locking path).
   */
  async function fromOwned(
    userId: string,
    own: Owned,
    step: (session: ListeningSession, nowMs: number, capLeftMs: number) => Step,
  ): Promise<Outcome | undefined> {
    const now = clock.now();
    const day = utcDay(now);
    const dayUsedMs = own.day === day ? own.dayUsedMs : 0;
    const silenced = checkSilence(own.session, now.getTime()).session;
    const { session, creditMs } = step(silenced, now.getTime(), deps.dailyCapMs() - dayUsedMs);
    const listen = !own.listened && isQualifiedListen(session.creditedMs, session.trackDurationMs);
    const written = await writeOwned({
      userId,
      session,
      version: own.version,
      day,
      dayUsedMs,
      creditMs,
      listen,
      now,
    });
    if (!written) return undefined;
    const next: Owned = {
      session,
      claim: own.claim,
      version: own.version + 1,
      listened: own.listened || listen,
      day,
      dayUsedMs: dayUsedMs + creditMs,
    };
    return { session, creditMs, ...(session.status === 'ended' ? {} : { own: next }) };
  }

  async function finish(at: Locked, live: StoredSession, capLeftMs: number, reason: EndReason) {
    const step = end(live.session, at.now.getTime(), capLeftMs, reason);
    await persist(at, live, step);
    return step;
  }

  /** Whether the caller owns the live session: the one its copy is of, under the same claim. */
  const holds = (live: StoredSession, own: Owned | undefined) =>
    live.session.sessionId === own?.session.sessionId && live.claim === own.claim;

  /** Whether a caller that owns no session (a reconnect) may take the live one over. */
  const adopts = (live: StoredSession, own: Owned | undefined, bid: Bid) =>
    own === undefined && sameClaim(live.claim, bid.claim) && bid.free(live.session.sessionId);

  /**
   * The live session, with a new claim when the caller adopts it: each time a connection comes
   * to own a session it gets a claim of its own, so the one it took it from can no longer.
   */
  const claimedBy = (live: StoredSession, own: Owned | undefined): StoredSession =>
    own === undefined ? { ...live, claim: newClaim() } : live;

  /** The locking path of heartbeat and pause: settles the caller's session if it is live. */
  const settleLocked = (
    userId: string,
    own: Owned | undefined,
    step: (session: ListeningSession, nowMs: number, capLeftMs: number) => Step,
    bid: Bid = none,
  ) =>
    withLive(userId, async (at, live, capLeftMs): Promise<Outcome> => {
      if (!live || !(holds(live, own) || adopts(live, own, bid))) return lostUnless(own);
      const settled = step(live.session, at.now.getTime(), capLeftMs);
      const stored = await persist(at, claimedBy(live, own), settled);
      return { session: settled.session, creditMs: settled.creditMs, own: ownedOf(at, stored) };
    });

  const service = {
    /**
     * The client reports real playback of a track. The caller's own live session (`own`)
     * continues or resumes on the same track; another track ends it first. A caller without
     * a session (a reconnect) takes over the live session of the same track when its `bid`
     * presents that session's claim and nobody here holds it. Any other live session (another
     * tab or device) is superseded: one earning session per account.
     */
    async play(
      userId: string,
      trackId: number,
      own: Owned | undefined,
      bid: Bid = none,
    ): Promise<Outcome> {
      const durationMs = await trackDurationMs(trackId);
      if (durationMs === undefined) throw new AppError('not_found', REASONS.trackNotFound);
      if (!own) {
        // The common case, an account with no live session: one statement.
        const now = clock.now();
        const day = utcDay(now);
        const session = startSession(randomUUID(), { trackId, durationMs }, now.getTime());
        const claim = newClaim();
        const started = await repo.startIfNoneLive(db, userId, session, now, day, claim);
        if (started.started) {
          return {
            session,
            creditMs: 0,
            own: { session, claim, version: 0, listened: false, day, dayUsedMs: started.dayUsedMs },
          };
        }
      }
      return withLive(userId, async (at, live, capLeftMs): Promise<Outcome> => {
        const owned =
          !!live &&
          (holds(live, own) || (live.session.trackId === trackId && adopts(live, own, bid)));
        if (live && owned && live.session.trackId === trackId && !isFinished(live.session)) {
          const claimed = claimedBy(live, own);
          if (live.session.status === 'active') {
            if (claimed === live)
              return { session: live.session, creditMs: 0, own: ownedOf(at, live) };
            // Adopted while active (its page is back after a lost connection, still playing):
            // the interval since the last accepted message is settled now, as a heartbeat
            // would, so that none spans the gap and is cut at 30 s, and the row takes the new
            // claim. The page counts its running interval from this answer (issue 37).
            const step = heartbeat(live.session, at.now.getTime(), capLeftMs);
            const stored = await persist(at, claimed, step);
            return { session: step.session, creditMs: step.creditMs, own: ownedOf(at, stored) };
          }
          const step = resume(live.session, at.now.getTime());
          const stored = await persist(at, claimed, step);
          return { session: step.session, resumed: true, creditMs: 0, own: ownedOf(at, stored) };
        }
        let ended: ListeningSession | undefined;
        let creditMs = 0;
        if (live) {
          const reason: EndReason = !owned
            ? 'superseded'
            : live.session.trackId === trackId
              ? 'track_finished'
              : 'track_changed';
          const step = await finish(at, live, capLeftMs, reason);
          ({ session: ended, creditMs } = step);
        }
        const session = startSession(randomUUID(), { trackId, durationMs }, at.now.getTime());
        const stored = await persist(
          at,
          { userId, session, listened: false, version: 0, claim: null },
          { session, creditMs: 0 },
          true,
        );
        return { session, ...(ended ? { ended } : {}), creditMs, own: ownedOf(at, stored) };
      });
    },

    /** A heartbeat: settles the interval since the last one, on the server clock. */
    async heartbeat(userId: string, own: Owned | undefined): Promise<Outcome> {
      return (
        (own && (await fromOwned(userId, own, heartbeat))) ?? settleLocked(userId, own, heartbeat)
      );
    },

    /**
     * Pause: settles up to now and stops earning. A caller without a session (a reconnect
     * whose client was playing) pauses the live session when its `bid` adopts it, and then
     * owns it.
     */
    async pause(userId: string, own: Owned | undefined, bid: Bid = none): Promise<Outcome> {
      return (
        (own && (await fromOwned(userId, own, pause))) ?? settleLocked(userId, own, pause, bid)
      );
    },

    /** End: settles up to now and closes the session for good (`bid` as for pause). */
    async end(
      userId: string,
      own: Owned | undefined,
      bid: Bid = none,
      reason: EndReason = 'ended',
    ): Promise<Outcome> {
      const ending = (session: ListeningSession, nowMs: number, capLeftMs: number) =>
        end(session, nowMs, capLeftMs, reason);
      const fast = own && (await fromOwned(userId, own, ending));
      if (fast) return { ended: fast.session!, creditMs: fast.creditMs };
      return withLive(userId, async (at, live, capLeftMs): Promise<Outcome> => {
        if (!live || !(holds(live, own) || adopts(live, own, bid))) return lostUnless(own);
        const step = await finish(at, live, capLeftMs, reason);
        return { ended: step.session, creditMs: step.creditMs };
      });
    },

    /**
     * Ends the session a closed socket owned (`own`, its copy) with reason connection_closed,
     * at its last heard message: unless it is no longer the one `own` holds (a reconnect took
     * it over with its claim, another tab superseded it, it ended), which is left alone.
     */
    async endClosed(userId: string, own: Owned): Promise<Outcome> {
      const step = (session: ListeningSession) => abandon(session);
      const fast = await fromOwned(userId, own, step);
      if (fast) return { ended: fast.session!, creditMs: 0 };
      return withLive(userId, async (at, live): Promise<Outcome> => {
        if (!live || !holds(live, own)) return lostUnless(own);
        const ended = abandon(live.session);
        await persist(at, live, ended);
        return { ended: ended.session, creditMs: 0 };
      });
    },

    /**
     * Applies silence to the account's live session (a sweep calls this). The owner's copy,
     * when given and still current, spares the lock; nothing is written if nothing changed.
     */
    async checkSilence(userId: string, own?: Owned): Promise<Outcome> {
      if (own) {
        if (checkSilence(own.session, clock.now().getTime()).session === own.session) {
          return { session: own.session, creditMs: 0, own };
        }
        const fast = await fromOwned(userId, own, (session) => ({ session, creditMs: 0 }));
        if (fast) return fast;
      }
      return withLive(userId, (at, live) =>
        Promise.resolve(
          live
            ? {
                session: live.session,
                creditMs: 0,
                ...(holds(live, own) ? { own: ownedOf(at, live) } : {}),
              }
            : { creditMs: 0 },
        ),
      );
    },

    /**
     * Ends the sessions nobody owns any more (a tab closed while its instance was down, an
     * instance that crashed): those still `active` but silent for twice the silence window, so
     * a live socket, which silences its own session at the window, is never raced. Each goes
     * through the locked path, as the next access of its account would: silence pauses it at
     * its last heartbeat, crediting nothing for the silence, and it ends there with reason
     * connection_closed, as a socket closed on a running instance ends its own. A session
     * heard from again meanwhile (its page reconnected) is left alone. Answers how many ended.
     */
    async endAbandoned(limit = ABANDONED_AT_ONCE): Promise<number> {
      const heardBefore = clock.now().getTime() - 2 * SILENCE_PAUSE_MS;
      let ended = 0;
      for (const userId of await repo.silentSince(db, new Date(heardBefore), limit)) {
        const outcome = await withLive(userId, async (at, live): Promise<Outcome> => {
          if (!live || live.session.lastHeardMs >= heardBefore) return { creditMs: 0 };
          const step = abandon(live.session);
          await persist(at, live, step);
          return { ended: step.session, creditMs: 0 };
        });
        if (outcome.ended) ended += 1;
      }
      return ended;
    },

    /** Credited listening not yet turned into EP, in milliseconds. */
    unprocessedMs: (userId: string) => repo.unprocessedMs(db, userId),
  };
  return service;
}

export type ListeningService = ReturnType<typeof createListeningService>;
