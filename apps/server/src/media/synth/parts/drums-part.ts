import type { DrumName } from '../drums';
import type { Mixer } from '../mixer';
import type { Song } from '../song';
import type { Groove } from '../style';

const GAIN: Record<DrumName, number> = {
  kick: 1,
  snare: 0.75,
  hat: 0.3,
  openHat: 0.28,
  clap: 0.6,
  ride: 0.4,
  crash: 0.4,
  rim: 0.45,
  shaker: 0.22,
  conga: 0.55,
};

const VELOCITY: Record<string, number> = { X: 1, x: 0.75, o: 0.35 };
const FILL = '............ooxX';

/** The groove of a bar, with a snare fill into the next section when the form changes. */
function grooveOf(song: Song, bar: number): Groove {
  const info = song.bars[bar]!;
  const groove = info.energy >= 0.7 ? song.style.grooves.full : song.style.grooves.calm;
  const next = song.bars[bar + 1];
  const lastOfSection = info.barInSection === info.sectionBars - 1;
  if (!lastOfSection || !next || next.kind === info.kind || info.energy < 0.7) return groove;
  const snare = [...(groove.snare ?? '................')];
  [...FILL].forEach((c, i) => c !== '.' && (snare[i] = c));
  return { ...groove, snare: snare.join('') };
}

/** Plays the style's drums over the whole form; nothing when the style has no kit. */
export function playDrums(song: Song, mix: Mixer, kit: Record<DrumName, Float32Array>) {
  const { rng, style } = song;
  if (!style.kit) return;
  const send = style.reverb * 0.3;
  const jitter = Math.round(song.sr * 0.004);
  song.bars.forEach((info, bar) => {
    if (info.kind === 'intro' && bar === 0) return; // the band comes in after a bar
    const groove = grooveOf(song, bar);
    const crash = info.barInSection === 0 && info.kind === 'chorus';
    if (crash) mix.shot(kit.crash, song.time(bar, 0), GAIN.crash, send);
    for (const [drum, line] of Object.entries(groove) as [DrumName, string][]) {
      for (let step = 0; step < 16; step++) {
        let velocity = VELOCITY[line[step] ?? '.'];
        if (!velocity && drum === 'snare' && info.energy >= 0.7 && rng.chance(0.03)) velocity = 0.2;
        if (!velocity) continue;
        const start = song.time(bar, step) + rng.int(-jitter, jitter);
        mix.shot(kit[drum], start, GAIN[drum] * velocity * rng.range(0.88, 1.05), send);
      }
    }
  });
}
