import { Tabs } from 'radix-ui';
import { playerTexts } from '../texts';
import { PlaylistTab, type ListStatus } from './playlist-tab';
import { RecentTab } from './recent-tab';

const trigger =
  'relative pb-2 text-xs font-bold tracking-[0.12em] text-faint uppercase transition-colors hover:text-ink data-[state=active]:text-ink data-[state=active]:after:absolute data-[state=active]:after:inset-x-0 data-[state=active]:after:-bottom-px data-[state=active]:after:h-0.5 data-[state=active]:after:rounded-full data-[state=active]:after:bg-accent-strong';

/** The panel's two tabs (spec 1 §2): YOUR PLAYLIST and Recent. */
export function PanelTabs(props: { status: ListStatus }) {
  return (
    <Tabs.Root defaultValue="playlist" className="flex min-h-0 flex-col gap-3">
      <Tabs.List className="flex gap-5 border-b border-line px-1">
        <Tabs.Trigger value="playlist" className={trigger}>
          {playerTexts.yourPlaylist}
        </Tabs.Trigger>
        <Tabs.Trigger value="recent" className={trigger}>
          {playerTexts.recent}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="playlist" className="outline-none">
        <PlaylistTab status={props.status} />
      </Tabs.Content>
      <Tabs.Content value="recent" className="outline-none">
        <RecentTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
