import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { referralTransport } from '@/testing/referral';
import { renderWithProviders } from '@/testing/render';
import { storeReferral } from '../storage';
import { InviteWelcome } from './invite-welcome';

const CODE = 'cinviter00000000000000001';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The welcome at `path`, the inviter answering as `inviter` does; records the codes asked. */
function renderWelcome(
  path: string,
  inviter = () => ({ displayName: 'Ada Inviter', welcomeBonus: 100 }),
) {
  const asked: string[] = [];
  const transport = referralTransport({
    getInviter: (req) => {
      asked.push(req.referralCode);
      return inviter();
    },
  });
  return { ...renderWithProviders(<InviteWelcome />, { path, transport }), asked };
}

describe('the welcome of an invited visitor', () => {
  it('says who invited them and the bonus both get, with Sign Up as its action', async () => {
    const { asked, user, router } = renderWelcome(`/discover?ref=${CODE}`);
    const welcome = await screen.findByRole('region', { name: 'Your invitation' });
    expect(welcome).toHaveTextContent('Ada Inviter invited you to Earshot');
    expect(welcome).toHaveTextContent('Sign up with this invite and you both get 100 EP.');
    expect(asked).toEqual([CODE]);
    await user.click(within(welcome).getByRole('button', { name: 'Sign Up' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('signup')).toBe('true');
    expect(params.get('ref')).toBe(CODE);
  });

  it('welcomes from the kept code for 24 hours after the link, not after', async () => {
    storeReferral(CODE, Date.now() - DAY_MS + 60_000);
    renderWelcome('/discover', () => ({ displayName: '', welcomeBonus: 100 }));
    expect(await screen.findByRole('region', { name: 'Your invitation' })).toHaveTextContent(
      'A friend invited you to Earshot',
    );
  });

  it('shows nothing for a code kept longer than 24 hours, or one the server does not know', async () => {
    storeReferral(CODE, Date.now() - DAY_MS - 60_000);
    const { asked } = renderWelcome('/discover');
    expect(asked).toEqual([]);
    const unknown = renderWelcome(`/discover?ref=${CODE}`, () => {
      throw new ConnectError('referrer user not found', Code.NotFound);
    });
    await expect.poll(() => unknown.asked).toEqual([CODE]);
    expect(screen.queryByRole('region', { name: 'Your invitation' })).not.toBeInTheDocument();
  });
});
