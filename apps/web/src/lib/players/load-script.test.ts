import { beforeEach, describe, expect, it } from 'vitest';
import { loadScript, resetLoadedScripts } from './load-script';
import { scriptFor, settleScript } from '@/testing/scripts';

const SRC = 'https://cdn.example/api.js';

describe('loadScript', () => {
  beforeEach(() => {
    resetLoadedScripts();
    document.head.replaceChildren();
  });

  it('adds a script once, on demand, however often it is asked for', async () => {
    expect(scriptFor(SRC)).toBeNull();
    const first = loadScript(SRC);
    const second = loadScript(SRC);
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    settleScript(SRC, 'load');
    await expect(first).resolves.toBeUndefined();
  });

  it('forgets a script that failed, so the next call tries again', async () => {
    const failed = loadScript(SRC);
    settleScript(SRC, 'error');
    await expect(failed).rejects.toThrow(`Could not load ${SRC}`);
    expect(scriptFor(SRC)).toBeNull();
    const retry = loadScript(SRC);
    expect(retry).not.toBe(failed);
    settleScript(SRC, 'load');
    await expect(retry).resolves.toBeUndefined();
  });
});
