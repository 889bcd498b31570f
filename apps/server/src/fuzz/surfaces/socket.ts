import fc from 'fast-check';
import { WebSocket } from 'ws';
import { anyJson, asciiText, objectShaped } from '../hostile';
import { describe } from '../verdict';
import type { Surface } from './surface';

type Frame = string | Uint8Array;

interface SocketInput {
  signedIn: boolean;
  frames: Frame[];
}

const TYPES = ['play', 'pause', 'end', 'heartbeat'];

const payload = fc.oneof(
  fc.record(
    {
      track_id: fc.oneof(fc.constantFrom(100, 101, 200, 999_999, 0, -1), anyJson, objectShaped),
      timestamp: fc.oneof(anyJson, objectShaped),
    },
    { requiredKeys: [] },
  ),
  anyJson,
  objectShaped,
);
const frame: fc.Arbitrary<Frame> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record(
        { type: fc.oneof(fc.constantFrom(...TYPES), asciiText(10), objectShaped), payload },
        { requiredKeys: ['type'] },
      )
      .map((m) => JSON.stringify(m)),
  },
  { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 32 }) },
);

/** Frames that close the socket as a server fault. */
const SERVER_FAULT = 1011;

/** Sends the frames in order, waits for the server to answer them, then leaves. */
async function exchange(url: string, frames: Frame[]) {
  const socket = new WebSocket(url);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const messages: string[] = [];
  socket.on('message', (data: Buffer) => messages.push(data.toString()));
  socket.on('error', () => undefined);
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('close', () => resolve(false));
  });
  if (opened) {
    for (const f of frames) socket.send(f);
    await new Promise((resolve) => setTimeout(resolve, 40));
    socket.close(1000);
  }
  const code = await Promise.race([
    closed,
    new Promise<number>((r) => setTimeout(() => r(-1), 3000)),
  ]);
  if (code === -1) socket.terminate();
  return { code, messages };
}

/** The listening socket: any frames in any order, signed in or not. */
export const socketSurface: Surface<SocketInput> = {
  name: 'listening socket frames and their order',
  share: 0.15,
  checksState: false,
  inputs() {
    return fc.record({
      signedIn: fc.boolean(),
      frames: fc.array(frame, { minLength: 1, maxLength: 8 }),
    });
  },
  async send(target, input) {
    const ws = target.baseUrl.replace(/^http/, 'ws');
    const url = `${ws}/ws/listening${input.signedIn ? `?token=${encodeURIComponent(target.token)}` : ''}`;
    const { code, messages } = await exchange(url, input.frames);
    const problems: string[] = [];
    if (code === SERVER_FAULT) problems.push(`socket closed 1011`);
    if (code === -1) problems.push(`socket did not close`);
    for (const m of messages) {
      try {
        JSON.parse(m);
      } catch {
        problems.push(`socket sent a non-JSON frame ${describe(m)}`);
      }
    }
    return { rejected: false, problems };
  },
  show: (input) =>
    `${input.signedIn ? 'signed in' : 'visitor'}: ${describe(input.frames.map((f) => (typeof f === 'string' ? f : `<${f.length} bytes>`)))}`,
};
