import { Code, ConnectError, createRouterTransport } from '@connectrpc/connect';
import { CatalogService, type Track } from '@earshot/contract/catalog/v1/catalog';
import { SearchKind, SearchService } from '@earshot/contract/search/v1/search';
import { screen } from '@testing-library/react';
import { emptyCatalog } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { PlayerPanelBody } from './components/player-panel-body';

/** How the fake catalogue answers the panel's default list. */
export type DefaultList = Track[] | 'fails' | 'never';

/**
 * Renders the panel's body for a visitor, with the default list answered as told and the
 * catalogue's search answering `found(q)` (nothing unless told).
 */
export function renderPanel(list: DefaultList = [], found: (q: string) => Track[] = () => []) {
  const transport = createRouterTransport(({ service }) => {
    service(CatalogService, {
      ...emptyCatalog,
      listTracks: () => {
        if (list === 'fails') throw new ConnectError('down', Code.Unavailable);
        if (list === 'never') return new Promise(() => undefined);
        return { tracks: list };
      },
    });
    service(SearchService, {
      search: ({ q, kind }) => {
        const tracks = kind === SearchKind.TRACK ? found(q) : [];
        return {
          hits: tracks.map((track) => ({
            kind,
            id: String(track.trackId),
            title: track.title,
            track,
          })),
          totalCount: tracks.length,
          page: 1,
        };
      },
      suggest: () => ({}),
      facets: () => ({}),
    });
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
