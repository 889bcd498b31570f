import { type AudioEngine, createAudioEngine } from '@/lib/audio/engine';
import { createListeningClient, type ListeningClient } from '@/lib/listening/client';
import { createSessionToken, type SessionToken } from '@/lib/session-token';

/**
 * The engines of one running app that live outside React, created together at start
 * (app/main.tsx) and handed down: to React through RuntimeProvider, to the engines that
 * need each other as arguments. A test builds its own, so nothing carries over between
 * tests and no module keeps a shared instance (ADR 0010).
 */
export interface Runtime {
  /** Who is signed in, as RPC and the listening socket need it. */
  sessionToken: SessionToken;
  /** The one hosted-audio element and its volume. */
  audio: AudioEngine;
  /** The live listening connection (started for a signed-in user). */
  listening: ListeningClient;
  /** Stops everything and takes the audio element out of the page. */
  dispose(): void;
}

/** Builds a runtime; a test may hand in its own parts (a fake listening client, say). */
export function createRuntime(parts: Partial<Omit<Runtime, 'dispose'>> = {}): Runtime {
  const sessionToken = parts.sessionToken ?? createSessionToken();
  const audio = parts.audio ?? createAudioEngine();
  const listening = parts.listening ?? createListeningClient({ token: sessionToken });
  return {
    sessionToken,
    audio,
    listening,
    dispose() {
      listening.stop();
      audio.dispose();
    },
  };
}
