import type { Style } from './style';
import { ARRANGED_STYLES } from './genres/arranged-styles';
import { BAND_STYLES } from './genres/band-styles';

/** The twelve demo genres, each with its tempo, harmony, instruments and groove. */
export const STYLES: readonly Style[] = [...ARRANGED_STYLES, ...BAND_STYLES].sort((a, b) =>
  a.name.localeCompare(b.name),
);

const ALIASES: readonly [RegExp, string][] = [
  [/rock|punk|grunge|indie|alternative/i, 'Rock'],
  [/metal|core$/i, 'Metal'],
  [/electro|techno|house|trance|edm|dance|disco|synth|drum.?n|dubstep/i, 'Electronic'],
  [/hip|rap|trap|lo-?fi/i, 'Hip-Hop'],
  [/r&b|rnb|soul|funk|gospel/i, 'R&B'],
  [/jazz|swing|bebop/i, 'Jazz'],
  [/blues/i, 'Blues'],
  [/classic|orchestr|baroque|opera|chamber|piano|soundtrack|score/i, 'Classical'],
  [/folk|country|acoustic|bluegrass|singer/i, 'Folk'],
  [/latin|salsa|bossa|samba|tango|reggae|cumbia|afro/i, 'Latin'],
  [/ambient|new age|chill|drone|meditat/i, 'Ambient'],
];

/** The style of a genre by name; unknown genres fall back by keyword, then to Pop. */
export function styleFor(genre: string): Style {
  const name = genre.trim().toLowerCase();
  const exact = STYLES.find((s) => s.name.toLowerCase() === name);
  if (exact) return exact;
  const alias = ALIASES.find(([pattern]) => pattern.test(genre))?.[1];
  return STYLES.find((s) => s.name === alias) ?? STYLES.find((s) => s.name === 'Pop')!;
}
