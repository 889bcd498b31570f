import { create, toBinary, toJsonString } from '@bufbuild/protobuf';
import { compressionGzip } from '@connectrpc/connect-node';
import { GetLeaderboardResponseSchema } from '@earshot/contract/ranking/v1/ranking';
import { describe, expect, it } from 'vitest';
import { EncodedAnswer } from './encoded-answers';

describe('an encoded answer', () => {
  const answer = () =>
    new EncodedAnswer(
      GetLeaderboardResponseSchema,
      create(GetLeaderboardResponseSchema, {
        total: 3,
        entries: [{ id: 'u1', username: 'ann', combinedTotal: 12, rank: 1 }],
      }),
    );

  it('is encoded as Connect writes it, once per form', async () => {
    const one = answer();
    const json = await one.form(false, undefined, {});
    const binary = await one.form(true, undefined, {});
    expect(new TextDecoder().decode(json.bytes)).toBe(
      toJsonString(GetLeaderboardResponseSchema, one.message),
    );
    expect(binary.bytes).toEqual(toBinary(GetLeaderboardResponseSchema, one.message));
    expect((await one.form(false, undefined, {})).bytes).toBe(json.bytes);
    expect((await one.form(true, undefined, {})).bytes).toBe(binary.bytes);
    expect(json.etag()).not.toBe(binary.etag());
  });

  it('keeps each compression apart, each decompressing to the plain bytes', async () => {
    const one = answer();
    const plain = await one.form(false, undefined, {});
    const gzip = await one.form(false, compressionGzip, {});
    expect(gzip.bytes).not.toEqual(plain.bytes);
    const back = await compressionGzip.decompress(gzip.bytes, 1 << 20);
    expect(new Uint8Array(back)).toEqual(plain.bytes);
    expect((await one.form(false, compressionGzip, {})).bytes).toBe(gzip.bytes);
    expect(gzip.etag()).not.toBe(plain.etag());
  });

  it('is frozen, so that its bytes stay true; the empty message stands in for it', () => {
    const one = answer();
    expect(Object.isFrozen(one.message)).toBe(true);
    expect(toBinary(GetLeaderboardResponseSchema, one.placeholder)).toHaveLength(0);
  });
});
