import { describe, expect, it } from 'vitest';
import { formatSummary, progressReporter } from './import-report';

describe('formatSummary', () => {
  it('counts and names every skipped file with its reason', () => {
    const text = formatSummary(
      {
        total: 4,
        imported: 2,
        unchanged: 1,
        skipped: [{ file: 'a/b.mp3', reason: 'not a recognised audio file' }],
      },
      1.234,
    );
    expect(text).toBe(
      'Imported 2, unchanged 1, skipped 1 (4 audio files in 1.2 s).\n  skipped a/b.mp3: not a recognised audio file\n',
    );
  });
});

describe('progressReporter', () => {
  it('writes a line every N files, on the last one, and at once for a skipped file', () => {
    const lines: string[] = [];
    const report = progressReporter((l) => lines.push(l), {
      every: 2,
      intervalMs: 60_000,
      now: () => 0,
    });
    const ok = (file: string) => ({ file, status: 'imported' as const, trackId: 1 });
    report({ done: 1, total: 5, outcome: ok('1.mp3') });
    report({ done: 2, total: 5, outcome: ok('2.mp3') });
    report({ done: 3, total: 5, outcome: { file: '3.mp3', status: 'skipped', reason: 'broken' } });
    report({ done: 4, total: 5, outcome: ok('4.mp3') });
    report({ done: 5, total: 5, outcome: ok('5.mp3') });
    expect(lines).toEqual([
      '[2/5] 40% 2.mp3\n',
      'skipped 3.mp3: broken\n',
      '[4/5] 80% 4.mp3\n',
      '[5/5] 100% 5.mp3\n',
    ]);
  });

  it('also writes when enough time has passed', () => {
    const lines: string[] = [];
    let clock = 0;
    const report = progressReporter((l) => lines.push(l), {
      every: 100,
      intervalMs: 1000,
      now: () => clock,
    });
    report({ done: 1, total: 300, outcome: { file: 'a', status: 'unchanged', trackId: 1 } });
    clock = 1500;
    report({ done: 2, total: 300, outcome: { file: 'b', status: 'unchanged', trackId: 1 } });
    expect(lines).toEqual(['[  2/300] 0% b\n']);
  });
});
