import { toastDurations } from '@/lib/toast-durations';
import { toast } from 'sonner';
import type { AuthError } from './api/auth-error';
import { toastTexts } from './texts';

/**
 * The account's toasts (spec 1 §8). A call that never got an answer says only 'Something
 * went wrong. Please try again.'; any other failure shows its title with the server's words.
 */
export const notify = {
  failure(title: string, error: AuthError, description: string = error.message) {
    if (error.status === 0) {
      toast.error(toastTexts.somethingWentWrong, { duration: toastDurations.normal });
      return;
    }
    toast.error(title, { description, duration: toastDurations.normal });
  },

  accountNotFound(text: string) {
    toast.info(toastTexts.accountNotFound, { description: text, duration: toastDurations.short });
  },

  success(title: string, description: string) {
    toast.success(title, { description, duration: toastDurations.short });
  },
};
