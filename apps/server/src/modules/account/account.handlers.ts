import type { ServiceImpl } from '@connectrpc/connect';
import type { AccountService as AccountServiceDesc } from '@earshot/contract/account/v1/account';
import { requireCaller } from '~/rpc/auth-context';
import type { Profile } from './account-user';
import type { ProfileService } from './profile/profile.service';

/** A profile as the wire carries it: unset where empty. */
export const toUser = (p: Profile) => ({
  id: p.id,
  email: p.email ?? undefined,
  name: p.name ?? undefined,
  image: p.image ?? undefined,
  background: p.background ?? undefined,
  username: p.username ?? undefined,
  walletAddress: p.walletAddress ?? undefined,
});

/** The account's RPC handlers: the caller from the context, then the service. */
export function accountHandlers(profiles: ProfileService): ServiceImpl<typeof AccountServiceDesc> {
  return {
    async getUser(_req, ctx) {
      return { user: toUser(await profiles.getProfile(requireCaller(ctx).userId)) };
    },
    async updateUser(req, ctx) {
      const { userId } = requireCaller(ctx);
      const { name, email, image, username, background } = req;
      return {
        user: toUser(
          await profiles.updateProfile(userId, { name, email, image, username, background }),
        ),
      };
    },
  };
}
