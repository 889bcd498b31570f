import { AUTO_END_FALLBACK_MS } from '@earshot/domain';
import { type Clock, systemClock, type TimerHandle } from '@/lib/clock';

/**
 * Spec 1 §4: "Autoplay is attempted. If blocked or failing, the song is treated as ended
 * after 215 s." Armed when a play starts with autoplay; disarmed by the player's own
 * 'playing' signal. When it fires, `onExpire` gets the play it was armed for.
 */
export function createAutoEndFallback(options: {
  onExpire: (playId: number) => void;
  clock?: Clock;
  delayMs?: number;
}) {
  const { onExpire, clock = systemClock, delayMs = AUTO_END_FALLBACK_MS } = options;
  let timer: TimerHandle | null = null;
  let armedFor: number | null = null;

  const disarm = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    armedFor = null;
  };

  return {
    arm(playId: number) {
      disarm();
      armedFor = playId;
      timer = clock.setTimeout(() => {
        timer = null;
        armedFor = null;
        onExpire(playId);
      }, delayMs);
    },
    /** Disarms; with a play id, only if armed for that play. */
    disarm(playId?: number) {
      if (playId === undefined || playId === armedFor) disarm();
    },
    armedFor: () => armedFor,
  };
}
