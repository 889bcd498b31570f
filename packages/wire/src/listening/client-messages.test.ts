import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_ERRORS, decodeClientMessage, encodeClientMessage } from './client-messages';

describe('client messages', () => {
  it('reads play with a whole track id above 0, and the payload-less kinds', () => {
    expect(decodeClientMessage('{"type":"play","payload":{"track_id":7}}')).toEqual({
      message: { type: 'play', payload: { track_id: 7 } },
    });
    for (const type of ['pause', 'end', 'heartbeat']) {
      expect(decodeClientMessage(JSON.stringify({ type }))).toMatchObject({ message: { type } });
    }
    expect(decodeClientMessage('{"type":"heartbeat","payload":3}')).toMatchObject({
      message: { type: 'heartbeat' },
    });
  });

  it.each([
    ['{nope', CLIENT_MESSAGE_ERRORS.notJson],
    ['42', CLIENT_MESSAGE_ERRORS.notObject],
    ['null', CLIENT_MESSAGE_ERRORS.notObject],
    ['{"type":"dance"}', 'Unknown message type: dance'],
    ['[]', 'Unknown message type: undefined'],
    ['{"type":{"toString":1}}', 'Unknown message type: an object'],
    ['{"type":{"__proto__":{"toString":1}}}', 'Unknown message type: an object'],
    ['{"type":"play"}', CLIENT_MESSAGE_ERRORS.badPlay],
    ['{"type":"play","payload":{"track_id":0}}', CLIENT_MESSAGE_ERRORS.badPlay],
    ['{"type":"play","payload":{"track_id":1.5}}', CLIENT_MESSAGE_ERRORS.badPlay],
    ['{"type":"play","payload":{"track_id":"7"}}', CLIENT_MESSAGE_ERRORS.badPlay],
  ])('refuses %s', (text, error) => {
    expect(decodeClientMessage(text)).toEqual({ error });
  });

  it('writes what it reads, with an empty payload when there is none', () => {
    const play = { type: 'play', payload: { track_id: 3 } } as const;
    expect(encodeClientMessage(play)).toBe('{"type":"play","payload":{"track_id":3}}');
    expect(encodeClientMessage({ type: 'end' })).toBe('{"type":"end","payload":{}}');
    expect(decodeClientMessage(encodeClientMessage(play))).toEqual({ message: play });
  });
});
