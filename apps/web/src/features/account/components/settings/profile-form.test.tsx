import { create } from '@bufbuild/protobuf';
import { createRouterTransport } from '@connectrpc/connect';
import { AccountService, UserSchema } from '@earshot/contract/account/v1/account';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ProfileForm } from './profile-form';

const user = create(UserSchema, { id: 'u1', email: 'pat@example.com', name: 'Pat' });

function accountServer() {
  const updates: unknown[] = [];
  const transport = createRouterTransport(({ service }) => {
    service(AccountService, {
      getUser: () => ({ user }),
      updateUser: (req) => {
        updates.push({ name: req.name, username: req.username });
        // As the server does: the username lowercased (spec 2 §5).
        return { user: { ...user, name: req.name, username: req.username?.toLowerCase() } };
      },
    });
  });
  return { transport, updates };
}

describe('ProfileForm', () => {
  it('refuses a username outside the rule in its words and sends nothing', async () => {
    const { transport, updates } = accountServer();
    const { user: person } = renderWithProviders(<ProfileForm user={user} />, { transport });
    await person.type(screen.getByLabelText('Username', { exact: true }), 'a b');
    await person.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Username must be 3 to 30 letters, digits, underscores or hyphens'),
    ).toBeVisible();
    expect(updates).toEqual([]);
  });

  it('sends a good username and shows it as the server keeps it', async () => {
    const { transport, updates } = accountServer();
    const { user: person } = renderWithProviders(<ProfileForm user={user} />, { transport });
    await person.type(screen.getByLabelText('Username', { exact: true }), 'DJ_Pat');
    await person.click(screen.getByRole('button', { name: 'Save profile' }));
    await expect.poll(() => updates).toEqual([{ name: 'Pat', username: 'DJ_Pat' }]);
    await expect
      .poll(() => screen.getByLabelText<HTMLInputElement>('Username', { exact: true }).value)
      .toBe('dj_pat');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
