import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { shareTexts } from './texts';
import { IconButton } from './icon-button';

/** The address to share: the page's own path on this site, without the query. */
const canonicalUrl = (path: string) => new URL(path, window.location.origin).href;

/** Whether the share sheet was closed without sharing: nothing went wrong. */
const dismissed = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a page: the system's share sheet where the browser has one (Web Share API), otherwise
 * the link copied to the clipboard, said in a toast.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const share = async () => {
    const url = canonicalUrl(path);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast(shareTexts.copied, { duration: 3000 });
    } catch (error) {
      if (!dismissed(error)) toast.error(shareTexts.failed, { duration: 5000 });
    }
  };
  return (
    <IconButton label={shareTexts.share(title)} size="lg" onClick={() => void share()}>
      <Share2 aria-hidden />
    </IconButton>
  );
}
