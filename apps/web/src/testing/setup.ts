import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetPlayback } from '@/lib/playback/store';
import { installMatchMedia } from './match-media';

beforeEach(() => {
  installMatchMedia();
  window.localStorage.clear();
  resetPlayback();
});

afterEach(() => {
  cleanup();
});
