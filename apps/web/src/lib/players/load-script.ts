/**
 * Loads the platforms' scripts and APIs once per runtime (ADR 0010), on demand (spec 1 §4:
 * player scripts load only when a track of their platform plays).
 */
export interface ScriptLoader {
  /**
   * Adds a third-party script once. A script that fails to load is removed and forgotten,
   * so the next track of that platform tries again (the network may be back).
   */
  load: (src: string) => Promise<void>;
  /**
   * The promise `start` gives, started once per `key` and shared until it fails; a failure
   * is forgotten, so the next call starts again.
   */
  once: <T>(key: string, start: () => Promise<T>) => Promise<T>;
}

function addScript(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
    document.head.append(script);
  });
}

export function createScriptLoader(): ScriptLoader {
  const started = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, start: () => Promise<T>): Promise<T> => {
    const existing = started.get(key);
    if (existing) return existing as Promise<T>;
    const promise = start();
    started.set(key, promise);
    promise.catch(() => {
      if (started.get(key) === promise) started.delete(key);
    });
    return promise;
  };
  return { once, load: (src) => once(`script ${src}`, () => addScript(src)) };
}
