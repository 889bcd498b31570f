import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { albumRow, artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { LibraryService } from '@earshot/contract/library/v1/library';
import { insertPlaylists, playlistRow } from '~/db/factories/playlists';
import { sendRaw } from '~/test/raw-http';
import { useTestServer } from '~/test/fixture';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Earshot</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const PUBLIC_URL = 'https://earshot.example';
const HOSTILE = `<script>alert("x")</script> & 'Co'`;

const t = useTestServer(() => {
  const dist = mkdtempSync(path.join(tmpdir(), 'earshot-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  return {
    webDist: dist,
    config: { PUBLIC_URL },
    seed: async ({ db }) => {
      await insertCatalog(db, {
        artists: [
          artistRow({ id: 7, name: 'Blue Orchard', bio: 'Plays in the rain.' }),
          artistRow({ id: 8, name: HOSTILE, avatarUrl: 'https://cdn.example/a.jpg' }),
        ],
        albums: [
          albumRow({
            id: 20,
            artistId: 7,
            title: 'Gold Summer Run',
            coverUrl: '/media/covers/gold.jpg',
          }),
          albumRow({ id: 21, artistId: 8, title: HOSTILE }),
        ],
        tracks: [
          trackRow({ id: 200, artistId: 7, albumId: 20, title: 'Low Tide', imageUrl: '' }),
          trackRow({
            id: 201,
            artistId: 7,
            albumId: 20,
            title: 'High Noon',
            imageUrl: 'https://cdn.example/noon.jpg',
          }),
          trackRow({ id: 210, artistId: 8, albumId: 21, title: HOSTILE }),
        ],
      });
      await insertPlaylists(db, [
        {
          playlist: playlistRow({ id: 'pl-public', title: 'Rainy Day', description: 'Soft.' }),
          trackIds: [],
        },
        {
          playlist: playlistRow({
            id: 'pl-private',
            title: 'Secret Mix',
            description: 'Do not tell.',
            isPublic: false,
            createdBy: 'u1',
          }),
          trackIds: [],
        },
      ]);
    },
  };
});

const send = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  sendRaw(t.baseUrl, url, headers, method);
const page = async (url: string) => (await send(url)).bytes.toString();
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('link previews', () => {
  it("tells a chat app an album's title, artist and absolute cover, and still boots the app", async () => {
    const res = await send('/album/20?signin=true');
    const html = res.bytes.toString();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(html).toContain('<title>Gold Summer Run · Blue Orchard · Earshot</title>');
    expect(meta(html, 'og:title')).toBe('Gold Summer Run · Blue Orchard · Earshot');
    expect(meta(html, 'og:type')).toBe('music.album');
    expect(meta(html, 'description')).toBe('Album by Blue Orchard · 2 tracks');
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/media/covers/gold.jpg`);
    expect(meta(html, 'twitter:image')).toBe(`${PUBLIC_URL}/media/covers/gold.jpg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/album/20`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(html).toContain('<div id="root"></div>');
  });

  it("previews a track link with the track's title, artist and cover, at its own address", async () => {
    const html = await page('/album/20?track=200&ref=cmwwf2vivnkvvix9aahn2o7kc');
    expect(html).toContain('<title>Low Tide · Blue Orchard · Earshot</title>');
    expect(meta(html, 'og:title')).toBe('Low Tide · Blue Orchard · Earshot');
    expect(meta(html, 'og:type')).toBe('music.song');
    expect(meta(html, 'description')).toBe('Song by Blue Orchard · from Gold Summer Run');
    // A track without an image of its own shows its album's cover; the sharer's code stays out.
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/media/covers/gold.jpg`);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/album/20?track=200`);
    expect(meta(await page('/album/20?track=201'), 'og:image')).toBe(
      'https://cdn.example/noon.jpg',
    );
  });

  it.each(['/album/20?track=210', '/album/20?track=999', '/album/20?track=abc'])(
    '%s (a track not on the album) previews the album and tells nothing of the track',
    async (url) => {
      const res = await send(url);
      const html = res.bytes.toString();
      expect(res.status).toBe(200);
      expect(meta(html, 'og:title')).toBe('Gold Summer Run · Blue Orchard · Earshot');
      expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/album/20`);
      expect(html).not.toContain('alert');
    },
  );

  it('previews an artist and a public playlist', async () => {
    const artist = await page('/artist/7');
    expect(meta(artist, 'og:title')).toBe('Blue Orchard · Earshot');
    expect(meta(artist, 'og:description')).toBe('Plays in the rain.');
    const playlist = await page('/playlist/pl-public');
    expect(playlist).toContain('<title>Rainy Day · Earshot</title>');
    expect(meta(playlist, 'og:type')).toBe('music.playlist');
    expect(meta(playlist, 'og:description')).toBe('Soft.');
  });

  it('keeps a hostile name text: escaped in the title and in every attribute', async () => {
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;';
    for (const url of ['/album/21', '/artist/8', '/album/21?track=210']) {
      const html = await page(url);
      expect(html, url).not.toContain('<script>alert');
      expect(html, url).toContain(`<title>${escaped}`);
      expect(meta(html, 'og:title'), url).toContain(escaped);
      // One script in the document, the app's own, and no inline one (the CSP allows none).
      expect(html.match(/<script/g), url).toHaveLength(1);
    }
  });

  it.each([
    '/playlist/pl-private',
    '/playlist/pl-nothing',
    '/album/999',
    '/artist/0',
    '/album/abc',
    '/artist/x1',
    `/playlist/${'x'.repeat(300)}`,
  ])(
    '%s gets the generic document with 404, the same for all, and reveals nothing',
    async (url) => {
      const [res, unknown] = await Promise.all([send(url), send('/album/999')]);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // index.html as built: the app boots from it and shows its own 'not found'.
      expect(res.bytes.toString()).toBe(INDEX);
      for (const name of ['content-type', 'content-length', 'etag', 'cache-control']) {
        expect(res.headers[name], name).toBe(unknown.headers[name]);
      }
    },
  );

  it("answers the owner's reload of their private playlist with 200, a stranger with 404 (issue 38)", async () => {
    const owner = await t.account({ email: 'owner@example.com' });
    const stranger = await t.account({ email: 'stranger@example.com' });
    const library = owner.rpc(LibraryService);
    const made = await library.createPlaylist({ title: 'My Secret', isPublic: false });
    const url = `/playlist/${made.playlist!.playlistId}`;
    const asOwner = await send(url, { cookie: `earshot_session=${owner.token}` });
    expect(asOwner.status).toBe(200);
    // index.html as built: its title stays out of a document that caches may keep.
    expect(asOwner.bytes.toString()).toBe(INDEX);
    const [asStranger, asVisitor, unknown] = await Promise.all([
      send(url, { cookie: `earshot_session=${stranger.token}` }),
      send(url),
      send('/playlist/pl-nothing', { cookie: `earshot_session=${stranger.token}` }),
    ]);
    for (const res of [asStranger, asVisitor, unknown]) {
      expect(res.status).toBe(404);
      expect(res.bytes.toString()).toBe(INDEX);
    }
  });

  it('answers 404 to a missing item even with the ETag held, and to HEAD without a body', async () => {
    const first = await send('/playlist/pl-private');
    const again = await send('/playlist/pl-private', { 'if-none-match': first.headers.etag ?? '' });
    expect(again.status).toBe(404);
    expect(again.bytes.toString()).toBe(INDEX);
    const head = await send('/playlist/pl-private', {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.bytes.length).toBe(0);
  });

  it('answers a page that names no item with the generic document and 200', async () => {
    const [res, root] = await Promise.all([send('/albums?signin=true'), send('/')]);
    expect(res.status).toBe(200);
    expect(res.bytes.toString()).toBe(INDEX);
    expect(res.headers.etag).toBe(root.headers.etag);
  });

  it('revalidates a preview by the ETag of the document as rendered, and answers 304', async () => {
    const first = await send('/album/20');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await send('/artist/7')).headers.etag).not.toBe(etag);
    expect((await send('/')).headers.etag).not.toBe(etag);
    const again = await send('/album/20', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('answers HEAD as GET, without the body, and under the CSP', async () => {
    const [head, got] = await Promise.all([send('/album/20', {}, 'HEAD'), send('/album/20')]);
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'vary']) {
      expect(head.headers[name], name).toBe(got.headers[name]);
    }
    expect(head.bytes.length).toBe(0);
    expect(got.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
