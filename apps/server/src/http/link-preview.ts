/** What a shared link shows in a chat app or a social site (Open Graph, Twitter card). */
export interface LinkPreview {
  /** The tab and card title, most specific first: 'Old · Nina Fixture · Earshot'. */
  title: string;
  description: string;
  /** As stored: absolute, or a path on this server (made absolute with the origin); '' for none. */
  imageUrl: string;
  /** Open Graph's type: music.album, music.song (a track link), profile (an artist), music.playlist. */
  type: string;
  /** The item's address on this site, as the web app builds it: '/album/20?track=5' (og:url). */
  path: string;
}

/**
 * What a page path answers (ADR 0015): an item's preview; `missing` when the path names an item
 * that is not there, not public or not an id (the generic document with 404, the same for all
 * three, so nothing is revealed); `app` for any other page, or when a read failed for another
 * reason (the generic document with 200).
 */
export type PageAnswer =
  { kind: 'item'; preview: LinkPreview } | { kind: 'missing' } | { kind: 'app' };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as it may stand in an element or a quoted attribute, and never as markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const TITLE = /<title>[^<]*<\/title>/;

/**
 * The built index.html with the preview in its head: its <title> replaced by the item's,
 * followed by the description and the card tags. String insertion only: React does not run
 * on the server, and the document still boots the same app.
 */
export function renderPreview(index: string, preview: LinkPreview, origin: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const head = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', new URL(preview.path, origin).href),
    meta('name', 'twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  ];
  if (preview.imageUrl) {
    const image = new URL(preview.imageUrl, origin).href;
    head.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  }
  const tags = head.join('\n    ');
  return TITLE.test(index)
    ? index.replace(TITLE, () => tags)
    : index.replace('</head>', () => `${tags}\n</head>`);
}
