// Installed in a server child: an event-loop delay histogram (10 ms resolution) answered over
// IPC. The parent sends `{ eld: 'reset' }` when the steady state starts and `{ eld: 'report' }`
// at its end; the child answers `{ eld: EventLoopDelay }`.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const ELD_RESOLUTION_MS = 10;

/** Event-loop delay in ms. `raw*` is the histogram as Node records it (tick to tick, so it
 * includes the 10 ms resolution); the others are the lateness beyond it (raw − 10 ms, ≥ 0). */
export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
  rawP50: number;
  rawP99: number;
  rawMax: number;
  samples: number;
}

const histogram = monitorEventLoopDelay({ resolution: ELD_RESOLUTION_MS });
histogram.enable();

const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const late = (ns: number) => Math.max(0, Math.round((ns / 1e6 - ELD_RESOLUTION_MS) * 100) / 100);

process.on('message', (message: { eld?: string }) => {
  if (message.eld === 'reset') histogram.reset();
  if (message.eld !== 'report') return;
  const report: EventLoopDelay = {
    p50: late(histogram.percentile(50)),
    p99: late(histogram.percentile(99)),
    max: late(histogram.max),
    rawP50: ms(histogram.percentile(50)),
    rawP99: ms(histogram.percentile(99)),
    rawMax: ms(histogram.max),
    samples: histogram.count,
  };
  process.send?.({ eld: report });
});
