import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAudioEngine } from '@/lib/audio/engine';
import { resetListeningClient } from '@/lib/listening/client';
import { resetPlayerStatus } from '@/lib/players/events';
import { reloadRecent } from '@/lib/playback/recent';
import { resetPlayback } from '@/lib/playback/store';
import { resetSessionToken } from '@/lib/session-token';
import { installFakeAuthServer } from './auth-server';
import { FakeWebSocket } from './fake-websocket';
import { installMatchMedia } from './match-media';

// jsdom has media elements but cannot play them: playing resolves and does nothing, so
// a test raises the element's events itself when it needs them.
Object.assign(HTMLMediaElement.prototype, {
  play: () => Promise.resolve(),
  pause: () => undefined,
  load: () => undefined,
});

beforeEach(() => {
  installMatchMedia();
  window.localStorage.clear();
  resetPlayback();
  resetAudioEngine();
  resetPlayerStatus();
  reloadRecent();
  // Every test starts as a visitor against a fake /api/auth; a test installs its own to differ.
  resetSessionToken();
  installFakeAuthServer();
  // No test opens a real socket: the listening connection talks to a fake one.
  resetListeningClient();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in a module-level store and replays the live ones to the next Toaster.
  toast.dismiss();
});
