/**
 * A matchMedia for jsdom that really evaluates width queries against a chosen
 * viewport width, and tells listeners when the width changes. Only `(min-width: Npx)`
 * and `(max-width: Npx)` joined by `and` are understood; anything else throws, so a
 * test never passes on a query this fake silently got wrong.
 */
type Listener = (event: MediaQueryListEvent) => void;

const DEFAULT_WIDTH = 1440;
let viewportWidth = DEFAULT_WIDTH;
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function evaluate(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const match = /^\(\s*(min|max)-width:\s*(\d+(?:\.\d+)?)px\s*\)$/.exec(part.trim());
    if (!match) throw new Error(`matchMedia fake cannot evaluate "${query}"`);
    const limit = Number(match[2]);
    return match[1] === 'min' ? width >= limit : width <= limit;
  });
}

function matchMedia(query: string): MediaQueryList {
  const entry = { query, listeners: new Set<Listener>() };
  lists.add(entry);
  const list = {
    media: query,
    get matches() {
      return evaluate(query, viewportWidth);
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

/** Sets the fake viewport width and notifies every query whose answer changed. */
export function setViewportWidth(width: number): void {
  const before = viewportWidth;
  viewportWidth = width;
  for (const entry of lists) {
    const matches = evaluate(entry.query, width);
    if (matches === evaluate(entry.query, before)) continue;
    const event = { matches, media: entry.query } as MediaQueryListEvent;
    for (const listener of entry.listeners) listener(event);
  }
}

/** Installs the fake on window and restores the default 1440 px viewport. */
export function installMatchMedia(): void {
  viewportWidth = DEFAULT_WIDTH;
  lists.clear();
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
}
