import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { paths } from '@/config/paths';
import { useInviteCode } from '@/lib/invite-code';
import { queueActions } from '@/lib/playback/queue-actions';
import { queueTexts } from '@/lib/playback/texts';
import { usePlayerEngines } from '@/lib/runtime/player';
import { RowMenu } from './row-menu';
import { startShare } from './share-button';
import { shareTexts } from './texts';

/** A track row's menu: 'Play next', 'Add to queue' and 'Share' ('More options for …'). */
export function QueueMenu(props: { track: Track; className?: string }) {
  const { playback } = usePlayerEngines();
  const inviteCode = useInviteCode();
  const { track } = props;
  const shareItem = {
    label: shareTexts.shareItem,
    onSelect: () =>
      startShare({ title: track.title, path: paths.track.getHref(track), inviteCode }),
  };
  return (
    <RowMenu
      label={queueTexts.moreFor(track.title)}
      items={[...queueActions(playback, track), shareItem]}
      className={props.className}
    />
  );
}
