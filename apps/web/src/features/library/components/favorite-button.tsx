import { LIBRARY_TEXTS, type FavoriteKind } from '@earshot/domain';
import { Heart } from 'lucide-react';
import { clsx } from 'clsx';
import { IconButton } from '@/components/ui/icon-button';
import { useSignInPrompt } from '@/hooks/use-sign-in-prompt';
import { useFavoriteIds, useFavoriteToggle } from '../api/use-favorites';
import { favoriteTexts } from '../texts';

/**
 * A heart: pressed when the item is a favourite. Pressing it changes at once and rolls back
 * if the server refuses; a visitor is asked to sign in (spec 2 §6).
 */
export function FavoriteButton(props: {
  kind: FavoriteKind;
  itemId: number;
  name: string;
  signedIn: boolean;
  size?: 'sm' | 'md';
}) {
  const { kind, itemId, name, signedIn } = props;
  const ids = useFavoriteIds(kind, signedIn);
  const toggle = useFavoriteToggle(kind);
  const askToSignIn = useSignInPrompt();
  const liked = ids.data?.itemIds.includes(itemId) ?? false;
  return (
    <IconButton
      label={liked ? favoriteTexts.unlike(name) : favoriteTexts.like(name)}
      aria-pressed={liked}
      active={liked}
      size={props.size ?? 'sm'}
      disabled={signedIn && !ids.data}
      onClick={() =>
        signedIn ? toggle(itemId, !liked) : askToSignIn(LIBRARY_TEXTS.addNeedsSignIn)
      }
    >
      <Heart aria-hidden className={clsx(liked && 'fill-current')} />
    </IconButton>
  );
}
