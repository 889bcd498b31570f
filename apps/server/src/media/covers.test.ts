import { describe, expect, it } from 'vitest';
import { escapeXml, renderCoverSvg, wrapTitle } from './covers';

describe('renderCoverSvg', () => {
  it('escapes the title and subtitle so markup cannot break out', () => {
    const svg = renderCoverSvg({
      title: '<script>alert("x")</script> & Co',
      subtitle: `Rock 'n' <b>Roll</b>`,
      seed: 1,
      kind: 'album',
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(svg).toContain('&amp; Co');
    expect(svg).toContain('Rock &#39;n&#39; &lt;b&gt;Roll&lt;/b&gt;');
    // Every ampersand left in the document starts an entity.
    expect(svg.match(/&(?!(amp|lt|gt|quot|#39);)/g)).toBeNull();
  });

  it('is one SVG document, deterministic per seed, and varies with seed and kind', () => {
    const a = renderCoverSvg({ title: 'Night Drive', seed: 5, kind: 'album' });
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(a.endsWith('</svg>')).toBe(true);
    expect(renderCoverSvg({ title: 'Night Drive', seed: 5, kind: 'album' })).toBe(a);
    expect(renderCoverSvg({ title: 'Night Drive', seed: 6, kind: 'album' })).not.toBe(a);
    const kinds = (['album', 'artist', 'genre', 'playlist'] as const).map((kind) =>
      renderCoverSvg({ title: 'Night Drive', seed: 5, kind }),
    );
    expect(new Set(kinds).size).toBe(4);
  });

  it("puts an artist's initials in the middle, where a round crop keeps them", () => {
    const svg = renderCoverSvg({ title: 'golden Junction', seed: 7, kind: 'artist' });
    expect(svg.match(/<text[^>]*>([^<]*)<\/text>/g)).toEqual([
      expect.stringMatching(/text-anchor="middle".*>GJ<\/text>$/),
    ]);
    expect(svg).toContain('<title>golden Junction</title>');
  });

  it('keeps the subtitle only when it has text', () => {
    const without = renderCoverSvg({ title: 'A', seed: 1, kind: 'genre', subtitle: '  ' });
    const withIt = renderCoverSvg({ title: 'A', seed: 1, kind: 'genre', subtitle: 'Various' });
    expect(without.match(/<text/g)).toHaveLength(1);
    expect(withIt.match(/<text/g)).toHaveLength(2);
  });
});

describe('escapeXml', () => {
  it('drops characters XML cannot hold and keeps real text', () => {
    expect(escapeXml('a\u0000b\u0007c\u001Fd')).toBe('abcd');
    expect(escapeXml('tab\tnew\nline')).toBe('tab\tnew\nline');
    expect(escapeXml('bad \uD800 half')).toBe('bad  half');
    expect(escapeXml('Beyoncé 🎵 東京')).toBe('Beyoncé 🎵 東京');
  });
});

describe('wrapTitle', () => {
  it('wraps on words, at most the given lines, with an ellipsis when cut', () => {
    expect(wrapTitle('The Quick Brown Fox Jumps', 10, 3)).toEqual([
      'The Quick',
      'Brown Fox',
      'Jumps',
    ]);
    expect(wrapTitle('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
    expect(wrapTitle('Supercalifragilistic', 8, 2)).toEqual(['Superca…']);
  });

  it('never splits a character made of two code units', () => {
    const [line] = wrapTitle('🎵🎵🎵🎵🎵🎵', 4, 1);
    expect(line).toBe('🎵🎵🎵…');
  });
});
