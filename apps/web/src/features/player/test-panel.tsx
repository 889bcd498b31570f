import { Code, ConnectError } from '@connectrpc/connect';
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { screen } from '@testing-library/react';
import { catalogTransport } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { PlayerPanelBody } from './components/player-panel-body';

/** How the fake catalogue answers the panel's default list. */
export type DefaultList = Track[] | 'fails' | 'never';

/** Renders the panel's body for a visitor, with the default list answered as told. */
export function renderPanel(list: DefaultList = []) {
  const transport = catalogTransport({
    listTracks: () => {
      if (list === 'fails') throw new ConnectError('down', Code.Unavailable);
      if (list === 'never') return new Promise(() => undefined);
      return { tracks: list };
    },
  });
  const view = renderWithProviders(
    <aside aria-label="Player">
      <PlayerPanelBody viewer={{ kind: 'visitor' }} />
    </aside>,
    { transport },
  );
  return { ...view, panel: screen.getByRole('complementary', { name: 'Player' }) };
}

/** The one audio element of the engine, once a hosted song has been loaded. */
export function audioElement(): HTMLAudioElement {
  const audio = document.querySelector<HTMLAudioElement>('audio[data-earshot-audio]');
  if (!audio) throw new Error('no audio element yet');
  return audio;
}
