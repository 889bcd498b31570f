import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SignInButton } from './sign-in-button';

describe('SignInButton', () => {
  it('adds signin=true to the current address, keeping the page and its parameters', async () => {
    const { router, user } = renderWithProviders(<SignInButton />, {
      path: '/search?q=jazz',
    });
    await user.click(screen.getByRole('button', { name: 'Sign In / Sign Up' }));
    expect(router.state.location.pathname).toBe('/search');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('signin')).toBe('true');
    expect(params.get('q')).toBe('jazz');
    expect(screen.getByRole('button', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
  });
});
