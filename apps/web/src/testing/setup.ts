import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { installFakeAuthServer } from './auth-server';
import { FakeWebSocket } from './fake-websocket';
import { installMatchMedia } from './match-media';
import { disposeTestRuntimes } from './runtime';

// jsdom has media elements but cannot play them: playing resolves and does nothing, so
// a test raises the element's events itself when it needs them.
Object.assign(HTMLMediaElement.prototype, {
  play: () => Promise.resolve(),
  pause: () => undefined,
  load: () => undefined,
});

// Pages, dialogs and the shell's live parts load their code on first use (ADR 0010); on a busy
// 2-core box the first such load in a file can take more than the default 1 s to arrive.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  installMatchMedia();
  window.localStorage.clear();
  // Every test starts as a visitor (a fresh runtime) against a fake /api/auth; a test
  // installs its own to differ.
  installFakeAuthServer();
  // No test opens a real socket: the listening connection talks to a fake one.
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  disposeTestRuntimes();
  // Sonner keeps toasts in a module-level store and replays the live ones to the next Toaster.
  toast.dismiss();
});
