import { Code, ConnectError } from '@connectrpc/connect';
import type { ListTracksRequest } from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeTrack } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { TrackList } from './track-list';

describe('TrackList', () => {
  it('asks for the first 25 tracks and shows one row per track', async () => {
    const requests: ListTracksRequest[] = [];
    const transport = catalogTransport((request) => {
      requests.push(request);
      return {
        tracks: [
          makeTrack({ title: 'Low Tide', artistName: 'Nina Vale', duration: 215 }),
          makeTrack({ title: 'Nameless', artistId: 0, artistName: 'Ghost', duration: 59 }),
          makeTrack({ title: 'Blank', artistName: '', duration: 3725 }),
        ],
        total: 3,
        limit: 25,
      };
    });
    renderWithProviders(<TrackList />, { transport });

    const list = await screen.findByRole('list', { name: 'Tracks' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.limit).toBe(25);

    const [first, second, third] = rows;
    expect(first).toHaveTextContent('Low Tide');
    expect(first).toHaveTextContent('Nina Vale');
    expect(first).toHaveTextContent('3:35');
    expect(second).toHaveTextContent('Nameless');
    expect(second).toHaveTextContent('Unknown Artist');
    expect(second).not.toHaveTextContent('Ghost');
    expect(second).toHaveTextContent('0:59');
    expect(third).toHaveTextContent('Unknown Artist');
    expect(third).toHaveTextContent('62:05');
  });

  it("shows 'No tracks available' when the catalogue is empty", async () => {
    renderWithProviders(<TrackList />, { transport: catalogTransport(() => ({ tracks: [] })) });
    expect(await screen.findByText('No tracks available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tracks' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load tracks from server' when the call fails", async () => {
    const transport = catalogTransport(() => {
      throw new ConnectError('database down', Code.Unavailable);
    });
    renderWithProviders(<TrackList />, { transport });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tracks from server');
    expect(screen.queryByRole('list', { name: 'Tracks' })).not.toBeInTheDocument();
  });

  it("shows 'Loading...' until the answer arrives", async () => {
    let answer: (tracks: ReturnType<typeof makeTrack>[]) => void = () => {};
    const pending = new Promise<ReturnType<typeof makeTrack>[]>((resolve) => {
      answer = resolve;
    });
    const transport = catalogTransport(async () => ({ tracks: await pending }));
    renderWithProviders(<TrackList />, { transport });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('list', { name: 'Tracks' })).not.toBeInTheDocument();

    answer([makeTrack({ title: 'Late Arrival' })]);
    expect(await screen.findByText('Late Arrival')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
