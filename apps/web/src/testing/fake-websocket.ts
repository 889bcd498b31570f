/**
 * A stand-in for the browser's WebSocket: it records what the page sends and lets a test
 * open it, deliver server messages and close it the ways a real one closes. Installed for
 * every web test (setup.ts), so no test ever opens a real socket.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket the page created, oldest first. */
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  /** The newest socket (the one the page uses). */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  static reset() {
    FakeWebSocket.instances = [];
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('InvalidStateError');
    this.sent.push(data);
  }

  close(code = 1000) {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedWith = code;
    this.finish(code);
  }

  /** What the page sent, parsed. */
  messages(): Array<{ type: string; payload: Record<string, unknown> }> {
    return this.sent.map(
      (text) => JSON.parse(text) as { type: string; payload: Record<string, unknown> },
    );
  }

  /** The types the page sent, in order. */
  types(): string[] {
    return this.messages().map((message) => message.type);
  }

  // What a test makes the server do.

  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(type: string, payload: Record<string, unknown> = {}) {
    this.receiveRaw(JSON.stringify({ type, payload }));
  }

  receiveRaw(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }

  /** The connection breaks (the server went away): an error, then close 1006. */
  drop() {
    this.onerror?.(new Event('error'));
    this.finish(1006);
  }

  /** The server closes the socket with a close frame: `code` and `reason`. */
  closeByServer(code: number, reason = '') {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true } as CloseEvent);
  }

  /** The server refuses the upgrade (a bad token): the browser sees an error and close 1006. */
  refuse() {
    this.drop();
  }

  private finish(code: number) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason: '', wasClean: code !== 1006 } as CloseEvent);
  }
}
