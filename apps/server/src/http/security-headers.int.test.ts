import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '~/test/fixture';
import { startTestServer } from '~/test/test-server';

const t = useTestServer(() => ({
  webDist: webDist(),
  config: { PUBLIC_URL: 'http://music.test:8080' },
}));

function webDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'earshot-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Earshot</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export {};');
  return dist;
}

// One of each kind of answer: the page, an asset, a page route, health, an RPC answer and an
// RPC error (Connect writes those itself), an auth answer, a JSON 404, a missing medium.
const ANSWERS: [string, RequestInit?][] = [
  ['/'],
  ['/assets/index-abc123.js'],
  ['/discover'],
  ['/healthz'],
  [
    '/rpc/earshot.catalog.v1.CatalogService/ListGenres',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
  ],
  [
    '/rpc/earshot.catalog.v1.CatalogService/GetTrack',
    { method: 'POST', headers: { 'content-type': 'application/proto' }, body: '{' },
  ],
  ['/api/auth/session'],
  ['/api/nothing'],
  ['/media/none.mp3'],
];

const header = (res: Response, name: string) => res.headers.get(name) ?? '';

describe('security headers', () => {
  it('are on every answer', async () => {
    for (const [url, init] of ANSWERS) {
      const res = await fetch(`${t.baseUrl}${url}`, init);
      expect(header(res, 'content-security-policy'), url).toContain("default-src 'self'");
      expect(header(res, 'x-content-type-options'), url).toBe('nosniff');
      expect(header(res, 'x-frame-options'), url).toBe('DENY');
      expect(header(res, 'referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(header(res, 'permissions-policy'), url).toContain('camera=()');
      expect(res.headers.has('strict-transport-security'), url).toBe(false);
    }
  });

  it('allow scripts from this origin and the three embeds only, never inline', async () => {
    const policy = new Map(
      header(await fetch(`${t.baseUrl}/healthz`), 'content-security-policy')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    const embeds = [
      'https://www.youtube.com',
      'https://open.spotify.com',
      'https://w.soundcloud.com',
    ];
    expect(policy.get('script-src')).toEqual(["'self'", ...embeds]);
    expect(policy.get('frame-src')).toEqual(embeds);
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://music.test:8080']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'https:', 'data:', 'blob:']);
    for (const values of policy.values()) expect(values).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('let the embeds autoplay and play protected media, and deny what nothing uses', async () => {
    const policy = header(await fetch(`${t.baseUrl}/healthz`), 'permissions-policy');
    const embeds =
      '"https://www.youtube.com" "https://open.spotify.com" "https://w.soundcloud.com"';
    expect(policy).toContain(`autoplay=(self ${embeds})`);
    expect(policy).toContain(`encrypted-media=(self ${embeds})`);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it('add HSTS when the public URL is https, with the secure socket', async () => {
    const secure = await startTestServer({
      config: { PUBLIC_URL: 'https://music.test' },
      database: t.database,
    });
    try {
      const res = await fetch(`${secure.baseUrl}/healthz`);
      expect(header(res, 'strict-transport-security')).toBe('max-age=31536000');
      expect(header(res, 'content-security-policy')).toContain(
        "connect-src 'self' wss://music.test",
      );
    } finally {
      await secure.stop();
    }
  });
});
