import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SILENCE_PAUSE_MS } from './rules';
import {
  abandon,
  checkSilence,
  end,
  heartbeat,
  liveCreditedMs,
  pause,
  resume,
  startSession,
  type ListeningSession,
  type Step,
} from './session';

const CAP = Number.MAX_SAFE_INTEGER;
const start = (durationMs = 200_000) => startSession('s1', { trackId: 7, durationMs }, 1_000_000);

describe('a listening session on the server clock', () => {
  it('credits heartbeats by server time, however fast they arrive', () => {
    let s = start();
    let credited = 0;
    for (let i = 1; i <= 10; i++) {
      const step = heartbeat(s, 1_000_000 + i * 1_500, CAP);
      s = step.session;
      credited += step.creditMs;
    }
    expect(credited).toBe(15_000);
    expect(s.creditedMs).toBe(15_000);
  });

  it('caps a late heartbeat at two intervals and the track at its length', () => {
    const late = heartbeat(start(), 1_000_000 + 120_000, CAP);
    expect(late.creditMs).toBe(30_000);
    let s = start(20_000);
    s = heartbeat(s, 1_015_000, CAP).session;
    const last = heartbeat(s, 1_030_000, CAP);
    expect(last.creditMs).toBe(5_000);
    expect(last.session.creditedMs).toBe(20_000);
  });

  it('records that the day’s cap cut an interval short, and only then', () => {
    const full = heartbeat(start(), 1_015_000, CAP).session;
    expect(full.capped).toBe(false);
    // The track's end or a late heartbeat bound the credit too: not the cap.
    expect(heartbeat(start(10_000), 1_090_000, CAP).session.capped).toBe(false);
    const cut = heartbeat(full, 1_030_000, 4_000);
    expect(cut).toMatchObject({ creditMs: 4_000, session: { capped: true } });
    const none = heartbeat(start(), 1_015_000, 0);
    expect(none).toMatchObject({ creditMs: 0, session: { capped: true } });
    // Once cut, it stays so (the history's reason), whatever the next interval earns.
    expect(heartbeat(cut.session, 1_045_000, CAP).session.capped).toBe(true);
  });

  it('pauses, ignores the pause, resumes from now, and ends once', () => {
    let s = pause(start(), 1_010_000, CAP).session;
    expect(s).toMatchObject({ status: 'paused', creditedMs: 10_000 });
    expect(pause(s, 1_020_000, CAP).creditMs).toBe(0);
    expect(heartbeat(s, 1_200_000, CAP).creditMs).toBe(0);
    s = resume(s, 1_300_000).session;
    s = heartbeat(s, 1_305_000, CAP).session;
    expect(s.creditedMs).toBe(15_000);
    const ended = end(s, 1_307_000, CAP, 'ended');
    expect(ended.creditMs).toBe(2_000);
    expect(end(ended.session, 1_400_000, CAP, 'ended').creditMs).toBe(0);
  });

  it('pauses a silent session at its last heartbeat, crediting nothing for the gap', () => {
    let s = heartbeat(start(), 1_015_000, CAP).session;
    expect(checkSilence(s, 1_015_000 + SILENCE_PAUSE_MS - 1).session.status).toBe('active');
    s = checkSilence(s, 1_015_000 + SILENCE_PAUSE_MS).session;
    expect(s).toMatchObject({ status: 'paused', creditedMs: 15_000 });
    expect(end(s, 1_200_000, CAP, 'ended').creditMs).toBe(0);
  });

  it('stops at the daily cap', () => {
    expect(heartbeat(start(), 1_015_000, 4_000).creditMs).toBe(4_000);
    expect(heartbeat(start(), 1_015_000, 0).creditMs).toBe(0);
  });

  it('shows a live figure that runs while active and holds while paused', () => {
    const s = start();
    expect(liveCreditedMs(s, 1_007_000)).toBe(7_000);
    expect(liveCreditedMs(pause(s, 1_007_000, CAP).session, 1_900_000)).toBe(7_000);
  });
});

type Event = { kind: 'heartbeat' | 'pause' | 'resume' | 'end' | 'silence'; advanceMs: number };

const events = fc.array(
  fc.record({
    kind: fc.constantFrom('heartbeat', 'pause', 'resume', 'end', 'silence'),
    advanceMs: fc.integer({ min: 0, max: 120_000 }),
  }),
  { maxLength: 60 },
) as fc.Arbitrary<Event[]>;

describe('a session whose socket closed without `end`', () => {
  it('ends where it was last heard, crediting nothing after; an ended one stays as it was', () => {
    const heard = heartbeat(start(), 1_015_000, CAP).session;
    const step = abandon(heard);
    expect(step.creditMs).toBe(0);
    expect(step.session).toMatchObject({
      status: 'ended',
      endReason: 'connection_closed',
      creditedMs: 15_000,
      anchorMs: 1_015_000,
    });
    expect(abandon(step.session)).toEqual({ session: step.session, creditMs: 0 });
    const paused = pause(heard, 1_020_000, CAP).session;
    expect(abandon(paused).session).toMatchObject({ status: 'ended', creditedMs: 20_000 });
  });
});

describe('any sequence of events', () => {
  it('never credits more than active wall-clock time or the track, and credits add up', () => {
    fc.assert(
      fc.property(events, fc.integer({ min: 1_000, max: 600_000 }), (seq, durationMs) => {
        let s: ListeningSession = startSession('p', { trackId: 1, durationMs }, 0);
        let now = 0;
        let activeWallMs = 0;
        let sum = 0;
        for (const event of seq) {
          if (s.status === 'active') activeWallMs += event.advanceMs;
          now += event.advanceMs;
          const step: Step =
            event.kind === 'heartbeat'
              ? heartbeat(s, now, CAP)
              : event.kind === 'pause'
                ? pause(s, now, CAP)
                : event.kind === 'resume'
                  ? resume(s, now)
                  : event.kind === 'end'
                    ? end(s, now, CAP, 'ended')
                    : checkSilence(s, now);
          s = step.session;
          sum += step.creditMs;
          expect(step.creditMs).toBeGreaterThanOrEqual(0);
        }
        expect(s.creditedMs).toBe(sum);
        expect(s.creditedMs).toBeLessThanOrEqual(activeWallMs);
        expect(s.creditedMs).toBeLessThanOrEqual(durationMs);
      }),
      { numRuns: 500 },
    );
  });
});
