import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags npm start runs the server with', async () => {
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/main.ts`);
  });
});
