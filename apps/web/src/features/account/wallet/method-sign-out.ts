import { toastDurations } from '@/lib/toast-durations';
import { toast } from 'sonner';
import type { SessionMethod } from '../api/auth-client';
import { clearProof } from './proof-store';
import { walletTexts } from './wallet-texts';

/**
 * Signs out of one method (spec 1 §4): the primary one (the way this session opened, as the
 * server recorded it) ends the session (`signOut`); the secondary only forgets its part on
 * this device (the wallet's proof) and the session goes on. Answers whether it ended.
 */
export function signOutOfMethod(
  method: SessionMethod,
  primary: SessionMethod,
  signOut: () => void,
): boolean {
  if (method === 'web3') clearProof();
  if (method === primary) {
    signOut();
    return true;
  }
  if (method === 'web3') {
    toast.success(walletTexts.walletDisconnected, { duration: toastDurations.short });
  }
  return false;
}
