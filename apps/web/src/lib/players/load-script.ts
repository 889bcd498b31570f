const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once, on demand (spec 1 §4: player scripts load only when a
 * track of their platform plays). A script that fails to load is removed and forgotten,
 * so the next track of that platform tries again (the network may be back).
 */
export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        loading.delete(src);
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Tests: forget every script asked for. */
export function resetLoadedScripts(): void {
  loading.clear();
}
