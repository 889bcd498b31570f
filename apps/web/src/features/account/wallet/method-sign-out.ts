import { toast } from 'sonner';
import { toastDurations } from '../texts';
import { walletTexts } from './wallet-texts';

/**
 * Signs out of one method (spec 1 §4): the primary one ends the session (`signOut`), the
 * secondary only forgets its part (the wallet's proof). Resolves to whether the session ended.
 */
export async function signOutOfMethod(
  method: 'web2' | 'web3',
  signOut: () => void,
): Promise<boolean> {
  const session = await import('./wallet-session');
  const primary = session.primaryMethod() === 'web3' ? 'web3' : 'web2';
  if (method === 'web3') session.clearProof();
  if (method === primary) {
    session.rememberPrimary('none');
    signOut();
    return true;
  }
  if (method === 'web3') {
    toast.success(walletTexts.walletDisconnected, { duration: toastDurations.short });
  }
  return false;
}
