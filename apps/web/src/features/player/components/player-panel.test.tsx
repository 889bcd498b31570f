import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PlayerPanel } from './player-panel';

// One test only: the panel body is loaded lazily once per module graph, so the
// loading text is visible on the first render of this file and never again.
describe('PlayerPanel', () => {
  it("shows 'Loading music player...' until its body has loaded", async () => {
    renderWithProviders(<PlayerPanel viewer={{ kind: 'visitor' }} />);
    const panel = screen.getByRole('complementary', { name: 'Player' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading music player...');
    expect(await within(panel).findByText('No tracks available')).toBeInTheDocument();
    expect(within(panel).queryByText('Loading music player...')).not.toBeInTheDocument();
  });
});
