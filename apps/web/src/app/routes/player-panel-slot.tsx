import { useSession } from '@/features/account/api/use-session';
import { PlayerPanel } from '@/features/player/components/player-panel';
import { assertNever } from '@/lib/assert-never';

/**
 * Joins the session to the player panel: a visitor (or a session still loading) is asked to
 * sign in for favourites. A member's song actions come with the library issue; until then a
 * member gets none rather than a prompt to sign in.
 */
export function PlayerPanelSlot(props: { hidden: boolean }) {
  const session = useSession();
  switch (session.status) {
    case 'loading':
    case 'signed-out':
      return <PlayerPanel viewer={{ kind: 'visitor' }} hidden={props.hidden} />;
    case 'signed-in':
      return <PlayerPanel viewer={{ kind: 'member', songActions: [] }} hidden={props.hidden} />;
    default:
      return assertNever(session);
  }
}
