/** The script element the page added for `src`, if any (jsdom never fetches it). */
export function scriptFor(src: string): HTMLScriptElement | null {
  return document.head.querySelector(`script[src="${src}"]`);
}

/** Lets the script's load (or failure) happen, as the network would. */
export function settleScript(src: string, outcome: 'load' | 'error'): void {
  const script = scriptFor(src);
  if (!script) throw new Error(`no script for ${src}`);
  script.dispatchEvent(new Event(outcome));
}
