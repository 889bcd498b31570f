import { useSession } from '@/features/account/api/use-session';
import { DisconnectedView } from '@/features/listening/components/disconnected-view';
import type { StripViewer } from '@/features/listening/components/earning-strip';
import { VisitorStrip } from '@/features/listening/components/visitor-strip';
import { PlayerPanel } from '@/features/player/components/player-panel';
import type { PlayerViewer } from '@/features/player/viewer';
import { assertNever } from '@/lib/assert-never';
import { ListeningConnection, MemberPanelHeader, MiniEarning } from './lazy-slots';

/**
 * Joins the session to the player panel: a visitor (or a session still loading) is asked to
 * sign in for favourites and told how to earn; the song's heart and 'Add to playlist' are the
 * library's, handed in through the library slots (root-layout.tsx). A member's panel
 * shows the connection banner, the earning strip, and the disconnected view over the player;
 * below md its mini player shows the 'Earning' figure.
 */
export function PlayerPanelSlot(props: { hidden: boolean }) {
  const session = useSession();
  let viewer: PlayerViewer;
  let strip: StripViewer;
  switch (session.status) {
    case 'loading':
      [viewer, strip] = [{ kind: 'visitor' }, 'pending'];
      break;
    case 'signed-out':
      [viewer, strip] = [{ kind: 'visitor' }, 'visitor'];
      break;
    case 'signed-in':
      [viewer, strip] = [{ kind: 'member' }, 'member'];
      break;
    default:
      return assertNever(session);
  }
  const member = strip === 'member';
  return (
    <>
      <ListeningConnection signedIn={member} />
      <PlayerPanel
        viewer={viewer}
        hidden={props.hidden}
        header={
          strip === 'member' ? (
            <MemberPanelHeader fallback={<VisitorStrip viewer="pending" />} />
          ) : (
            <VisitorStrip viewer={strip} />
          )
        }
        stageCover={member ? <DisconnectedView /> : null}
        miniFigure={member ? <MiniEarning /> : null}
      />
    </>
  );
}
