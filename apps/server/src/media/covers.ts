import { hashString, seededRandom, type Random } from '~/random';

/** What a cover is for; each kind has its own layout. */
export type CoverKind = 'album' | 'artist' | 'genre' | 'playlist';

/** What a generated cover shows. */
export interface CoverOptions {
  title: string;
  subtitle?: string;
  seed: number;
  kind: CoverKind;
}

const SIZE = 600;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** Whether XML 1.0 can hold a code point (lone surrogates and most C0 controls it cannot). */
const xmlAllows = (c: number) =>
  (c >= 0x20 || c === 0x9 || c === 0xa || c === 0xd) &&
  (c < 0xd800 || c > 0xdfff) &&
  c !== 0xfffe &&
  c !== 0xffff;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for SVG/XML content and attributes, dropping characters XML cannot hold. */
export function escapeXml(text: string): string {
  const allowed = Array.from(text)
    .filter((ch) => xmlAllows(ch.codePointAt(0)!))
    .join('');
  return allowed.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Splits a title into at most `maxLines` lines of about `width` characters, with an ellipsis. */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && [...`${last} ${word}`].length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const clip = (line: string) =>
    [...line].length > width ? `${[...line].slice(0, width - 1).join('')}…` : line;
  const kept = lines.slice(0, maxLines).map(clip);
  if (lines.length > maxLines)
    kept[maxLines - 1] = `${[...kept[maxLines - 1]!].slice(0, width - 1).join('')}…`;
  return kept;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

function shapes(kind: CoverKind, rng: Random, hue: number): string {
  const parts: string[] = [];
  if (kind === 'album') {
    for (let i = 0; i < 5; i++) {
      const [x, y, r] = [rng.int(0, SIZE), rng.int(0, SIZE * 0.7), rng.int(60, 260)];
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(hue + rng.int(-60, 60), 80, rng.int(45, 75))}" opacity="${rng.range(0.25, 0.6).toFixed(2)}"/>`,
      );
    }
    const y = rng.int(250, 380);
    parts.push(
      `<path d="M0 ${y} C 150 ${y - 120}, 300 ${y + 120}, 600 ${y - 40} L600 600 L0 600 Z" fill="${hsl(hue + 180, 60, 20)}" opacity="0.45"/>`,
    );
  } else if (kind === 'artist') {
    for (let r = 280; r > 40; r -= rng.int(30, 60)) {
      parts.push(
        `<circle cx="300" cy="250" r="${r}" fill="none" stroke="${hsl(hue + r / 3, 70, 80)}" stroke-width="${rng.int(2, 10)}" opacity="0.35"/>`,
      );
    }
  } else if (kind === 'genre') {
    for (let i = -2; i < 8; i++) {
      const x = i * 110 + rng.int(-20, 20);
      parts.push(
        `<path d="M${x} 0 L${x + 70} 0 L${x - 130} 600 L${x - 200} 600 Z" fill="${hsl(hue + i * 12, 85, 60)}" opacity="${rng.range(0.15, 0.4).toFixed(2)}"/>`,
      );
    }
  } else {
    for (let i = 0; i < 4; i++) {
      const [x, y] = [40 + (i % 2) * 270, 40 + Math.floor(i / 2) * 270];
      parts.push(
        `<rect x="${x}" y="${y}" width="250" height="250" rx="24" fill="${hsl(hue + i * 25 + rng.int(0, 20), 70, 55 + rng.int(-10, 10))}" opacity="0.55"/>`,
      );
    }
  }
  return parts.join('');
}

/**
 * An artist's picture is shown round: a title along the bottom edge would be cut by the
 * circle, so it carries the name's initials in the middle instead (the name is beside it).
 */
function portraitInitials(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
  return `<text x="${SIZE / 2}" y="${SIZE / 2}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="200" font-weight="800" fill="#fff" opacity="0.9">${escapeXml(initials)}</text>`;
}

/**
 * An attractive generated cover (600×600 SVG): a gradient and shapes chosen by the seed,
 * the title (escaped, wrapped to three lines) and an optional subtitle. No external assets.
 */
export function renderCoverSvg(options: CoverOptions): string {
  // The kind takes part in the seed: artist 1 and album 1 should not share colours.
  const rng = seededRandom(hashString(`${options.kind}:${options.seed}`));
  const hue = rng.int(0, 359);
  const id = `c${(options.seed >>> 0).toString(36)}`;
  const lines = wrapTitle(options.title || 'Untitled', 16, 3);
  const fontSize = lines.some((l) => [...l].length > 12) ? 50 : 60;
  const lineHeight = fontSize * 1.1;
  const subtitleSize = 28;
  const hasSubtitle = Boolean(options.subtitle?.trim());
  const textTop =
    SIZE - 48 - (hasSubtitle ? subtitleSize + 18 : 0) - lineHeight * (lines.length - 1);
  const title = lines
    .map(
      (line, i) =>
        `<tspan x="44" y="${(textTop + i * lineHeight).toFixed(0)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const subtitle = hasSubtitle
    ? `<text x="44" y="${SIZE - 44}" font-size="${subtitleSize}" fill="#fff" opacity="0.85" font-family="${FONT}">${escapeXml(wrapTitle(options.subtitle!, 34, 1)[0] ?? '')}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img">`,
    `<title>${escapeXml(options.title)}</title>`,
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 52)}"/><stop offset="1" stop-color="${hsl(hue + rng.int(40, 140), 70, 28)}"/></linearGradient>`,
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}-bg)"/>`,
    shapes(options.kind, rng, hue),
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}-shade)"/>`,
    options.kind === 'artist'
      ? portraitInitials(options.title)
      : `<text font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="#fff" letter-spacing="-1">${title}</text>${subtitle}`,
    '</svg>',
  ].join('');
}
