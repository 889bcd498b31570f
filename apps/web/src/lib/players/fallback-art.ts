const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#4c1d95"/><stop offset="1" stop-color="#1c1c21"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#g)"/>
<g fill="none" stroke="#c4b5fd" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" opacity="0.85">
<path d="M125 195V95l80-16v100"/><circle cx="105" cy="195" r="20"/><circle cx="185" cy="179" r="20"/></g></svg>`;

/** The album art of a track without a cover (spec 1 §3, "albumArt with fallback image"). */
export const FALLBACK_ALBUM_ART = `data:image/svg+xml,${encodeURIComponent(svg)}`;
