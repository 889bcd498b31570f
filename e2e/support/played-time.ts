import type { Frame } from './listening';

/** The server's answers to a `play`: they name the session the play went to. */
const ANSWERS_TO_PLAY = new Set(['session_start', 'session_resume', 'session_update']);

interface Run {
  start: number;
  stop: number;
}

/**
 * The seconds a page really played per listening session, from the frames it sent: a run of
 * play starts at a `play` sent while not playing and stops at the next `pause` or `end` sent,
 * or where the page went away (`gone`: reloaded, closed) if it sent neither before. An `end`
 * or `pause` sent as it went (pagehide) stops the run there instead, a little later. A `play`
 * while playing (the intent sent again after a reconnect) carries the run on: the audio played
 * through. Each run is the session's the server answered its `play` with (the first
 * session_start, _resume or _update received after it). Answers seconds by session id.
 */
export function playedBySession(
  sent: readonly Frame[],
  received: readonly Frame[],
  gone: readonly number[],
): Map<string, number> {
  const events = [
    ...sent.map((frame) => ({ at: frame.at, type: frame.type })),
    ...gone.map((at) => ({ at, type: 'gone' })),
  ].sort((a, b) => a.at - b.at);
  const runs: Run[] = [];
  let playingSince: number | null = null;
  /** The run the page's going away stopped: an `end` sent as it went stops it instead. */
  let leaving: Run | null = null;
  for (const { at, type } of events) {
    if (type === 'play') {
      leaving = null;
      playingSince ??= at;
    } else if (type === 'pause' || type === 'end' || type === 'gone') {
      if (playingSince !== null) {
        const run = { start: playingSince, stop: at };
        runs.push(run);
        playingSince = null;
        leaving = type === 'gone' ? run : null;
      } else if (leaving && type !== 'gone') {
        leaving.stop = at;
        leaving = null;
      }
    }
  }
  if (playingSince !== null) throw new Error('the page was still playing when the log ended');

  const played = new Map<string, number>();
  for (const run of runs) {
    const answer = received.find((f) => f.at >= run.start && ANSWERS_TO_PLAY.has(f.type));
    if (!answer?.sessionId) throw new Error(`no session answered the play at ${run.start}`);
    const seconds = (run.stop - run.start) / 1000;
    played.set(answer.sessionId, (played.get(answer.sessionId) ?? 0) + seconds);
  }
  return played;
}
