import { describe, expect, it } from 'vitest';
import { encodeClientMessage, parseServerMessage } from './messages';

describe('the socket’s messages', () => {
  it('reads the server’s { type, payload }, keeping fields of the right type', () => {
    expect(
      parseServerMessage(
        JSON.stringify({
          type: 'heartbeat',
          payload: { session_id: 's', current_duration: 15, status: 'active', track_id: '7' },
        }),
      ),
    ).toEqual({
      type: 'heartbeat',
      payload: { session_id: 's', current_duration: 15, status: 'active' },
    });
    expect(parseServerMessage('{"type":"pause"}')).toEqual({ type: 'pause', payload: {} });
  });

  it.each(['{nope', '[]', '{"type":"dance"}', '{"type":"pause","payload":3}', '42'])(
    'refuses %s',
    (text) => {
      expect(parseServerMessage(text)).toBeNull();
    },
  );

  it('refuses a binary frame', () => {
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('writes the client’s messages as the server reads them', () => {
    expect(encodeClientMessage({ type: 'play', payload: { track_id: 3 } })).toBe(
      '{"type":"play","payload":{"track_id":3}}',
    );
    expect(encodeClientMessage({ type: 'end' })).toBe('{"type":"end","payload":{}}');
  });
});
