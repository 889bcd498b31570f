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
  /**
   * The engine `create` builds, built the first time it is asked for and kept for this
   * runtime's life: for engines whose code should not be on the first page (the players
   * and playback, `player.ts`).
   */
  part<T>(create: RuntimePart<T>): T;
  /** Stops everything and takes the audio element out of the page. */
  dispose(): void;
}

/** Builds one engine of a runtime; the function itself names the part. */
export type RuntimePart<T> = (runtime: Runtime) => T;

/** Builds a runtime; a test may hand in its own parts (a fake listening client, say). */
export function createRuntime(
  parts: Partial<Pick<Runtime, 'sessionToken' | 'audio' | 'listening'>> = {},
): Runtime {
  const sessionToken = parts.sessionToken ?? createSessionToken();
  const audio = parts.audio ?? createAudioEngine();
  const listening = parts.listening ?? createListeningClient({ token: sessionToken });
  const built = new Map<RuntimePart<unknown>, unknown>();
  const runtime: Runtime = {
    sessionToken,
    audio,
    listening,
    part<T>(create: RuntimePart<T>): T {
      if (!built.has(create)) built.set(create, create(runtime));
      return built.get(create) as T;
    },
    dispose() {
      listening.stop();
      audio.dispose();
    },
  };
  return runtime;
}
