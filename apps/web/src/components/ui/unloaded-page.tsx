import { useOnline } from '@/hooks/use-online';
import { ErrorBlock } from './error-block';
import { unloadedTexts } from './texts';

/**
 * Where a page's body would be when its code did not load (lazyComponent): why, when the next
 * try comes, and 'Try again'. The shell, the player and the music stay; back online it loads
 * by itself.
 */
export function UnloadedPage(props: { retry: () => void; waitMs: number; attempt: number }) {
  const online = useOnline();
  return (
    <ErrorBlock
      message={online ? unloadedTexts.page : unloadedTexts.pageOffline}
      failure={{
        error: null,
        next: online ? { waitMs: props.waitMs, key: String(props.attempt) } : null,
        retry: props.retry,
      }}
    />
  );
}
