import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { queueActions } from '@/lib/playback/queue-actions';
import { queueTexts } from '@/lib/playback/texts';
import { usePlayerEngines } from '@/lib/runtime/player';
import { RowMenu } from './row-menu';

/** A track row's menu: 'Play next' and 'Add to queue' ('More options for …'). */
export function QueueMenu(props: { track: Track; className?: string }) {
  const { playback } = usePlayerEngines();
  return (
    <RowMenu
      label={queueTexts.moreFor(props.track.title)}
      items={queueActions(playback, props.track)}
      className={props.className}
    />
  );
}
