import { SEEK_STEP_SECONDS, VOLUME_STEP } from '@earshot/domain';
import { useEffect } from 'react';
import type { AudioEngine } from '@/lib/audio/engine';
import { useRuntime } from '@/lib/runtime/context';
import { usePlayerEngines } from '@/lib/runtime/player';

/** Fields where keys are typing, not commands. */
const TYPING =
  'input:not([type=range]):not([type=checkbox]):not([type=radio]):not([type=button]), textarea, select, [contenteditable]:not([contenteditable=false])';
/** Controls that use Space themselves (a button presses, a switch flips). */
const SPACE_OWNERS =
  'button, a[href], summary, [role=button], [role=switch], [role=tab], [role=menuitem], [role=checkbox], input, select';
/** Controls that use the arrow keys themselves. */
const ARROW_OWNERS =
  'input, select, [role=slider], [role=tab], [role=tablist], [role=menu], [role=menuitem], [role=listbox], [role=radiogroup]';

function changeVolume(engine: AudioEngine, delta: number) {
  const { volume } = engine.getSnapshot();
  engine.setVolume(Math.round((volume + delta) * 100) / 100);
}

/**
 * The player's keyboard shortcuts (decision: the spec has none): Space play/pause, ←/→
 * seek 5 s, ↑/↓ volume, N next, P previous, M mute, ? help. Keys typed into a field, keys
 * with Ctrl/Alt/Meta, and keys a focused control uses itself are left alone.
 */
export function usePlayerShortcuts(openHelp: () => void): void {
  const { audio: engine } = useRuntime();
  const { playback, channel, remote } = usePlayerEngines();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if (target?.closest('[role=dialog]') && event.key !== '?') return;
      const handled = (action: () => void) => {
        event.preventDefault();
        action();
      };
      switch (event.key) {
        case ' ':
          if (!target?.closest(SPACE_OWNERS)) handled(() => remote.toggle());
          return;
        case 'ArrowLeft':
        case 'ArrowRight':
          if (target?.closest(ARROW_OWNERS)) return;
          handled(() =>
            remote.seekBy(event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS),
          );
          return;
        case 'ArrowUp':
        case 'ArrowDown':
          if (target?.closest(ARROW_OWNERS)) return;
          handled(() => changeVolume(engine, event.key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP));
          return;
        case 'n':
        case 'N':
          handled(() => playback.advance('skip'));
          return;
        case 'p':
        case 'P':
          handled(() => playback.goBack(channel.getStatus().position));
          return;
        case 'm':
        case 'M':
          handled(() => {
            engine.setMuted(!engine.getSnapshot().muted);
          });
          return;
        case '?':
          handled(openHelp);
          return;
        default:
          return;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openHelp, engine, playback, channel, remote]);
}
