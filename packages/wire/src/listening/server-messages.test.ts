import { describe, expect, it } from 'vitest';
import { decodeServerMessage, encodeServerMessage } from './server-messages';

describe('server messages', () => {
  it('reads { type, payload }, keeping only fields of the right type', () => {
    expect(
      decodeServerMessage(
        JSON.stringify({
          type: 'heartbeat',
          payload: { session_id: 's', current_duration: 15, status: 'active', track_id: '7' },
        }),
      ),
    ).toStrictEqual({
      type: 'heartbeat',
      payload: { session_id: 's', current_duration: 15, status: 'active' },
    });
    expect(decodeServerMessage('{"type":"pause"}')).toStrictEqual({ type: 'pause', payload: {} });
  });

  it.each(['{nope', '[]', '{"type":"dance"}', '{"type":"pause","payload":3}', '42', 'null'])(
    'refuses %s',
    (text) => {
      expect(decodeServerMessage(text)).toBeNull();
    },
  );

  it('refuses a binary frame', () => {
    expect(decodeServerMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('reads what the server writes', () => {
    const payload = { session_id: 's', reason: 'superseded', timestamp: 12.5 };
    expect(decodeServerMessage(encodeServerMessage('session_end', payload))).toStrictEqual({
      type: 'session_end',
      payload,
    });
  });
});
