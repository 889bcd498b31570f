import { beforeEach, describe, expect, it } from 'vitest';
import { createScriptLoader, type ScriptLoader } from './load-script';
import { scriptFor, settleScript } from '@/testing/scripts';

const SRC = 'https://cdn.example/api.js';

describe('script loader', () => {
  let scripts: ScriptLoader;
  beforeEach(() => {
    scripts = createScriptLoader();
    document.head.replaceChildren();
  });

  it('adds a script once, on demand, however often it is asked for', async () => {
    expect(scriptFor(SRC)).toBeNull();
    const first = scripts.load(SRC);
    const second = scripts.load(SRC);
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    settleScript(SRC, 'load');
    await expect(first).resolves.toBeUndefined();
  });

  it('forgets a script that failed, so the next call tries again', async () => {
    const failed = scripts.load(SRC);
    settleScript(SRC, 'error');
    await expect(failed).rejects.toThrow(`Could not load ${SRC}`);
    expect(scriptFor(SRC)).toBeNull();
    const retry = scripts.load(SRC);
    expect(retry).not.toBe(failed);
    settleScript(SRC, 'load');
    await expect(retry).resolves.toBeUndefined();
  });
});

describe('script loader: once', () => {
  it('shares what a key started until it fails, then starts again', async () => {
    const scripts = createScriptLoader();
    let starts = 0;
    let fail = (_error: Error) => undefined as void;
    const start = () => {
      starts++;
      return new Promise<string>((resolve, reject) => {
        fail = reject;
        if (starts > 1) resolve('ready');
      });
    };
    const first = scripts.once('api', start);
    expect(scripts.once('api', start)).toBe(first);
    fail(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await expect(scripts.once('api', start)).resolves.toBe('ready');
    expect(starts).toBe(2);
  });

  it('is one per runtime: a new loader adds the script again', () => {
    void createScriptLoader().load('https://cdn.example/one.js');
    void createScriptLoader().load('https://cdn.example/one.js');
    expect(document.head.querySelectorAll('script[src="https://cdn.example/one.js"]')).toHaveLength(
      2,
    );
  });
});
