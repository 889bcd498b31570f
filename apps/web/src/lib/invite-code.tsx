import { createContext, useContext } from 'react';

/**
 * The signed-in user's referral code, handed in by the app (features never import each other:
 * the session is the account's, the invite parameter the referral's), so anything shared from
 * any feature also invites. Null for a visitor, and without a provider.
 */
const InviteCodeContext = createContext<string | null>(null);

export const InviteCodeProvider = InviteCodeContext.Provider;

/** The code a shared link carries, or null. */
export const useInviteCode = () => useContext(InviteCodeContext);
