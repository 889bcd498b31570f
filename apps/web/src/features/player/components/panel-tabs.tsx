import { Tabs } from 'radix-ui';
import { playerTexts } from '../texts';
import type { DefaultListPaging } from '../api/use-default-playlist';
import { PlaylistTab } from './playlist-tab';
import { RecentTab } from './recent-tab';

const trigger =
  'relative pb-2 text-xs font-bold tracking-[0.12em] text-faint uppercase transition-colors hover:text-ink data-[state=active]:text-ink data-[state=active]:after:absolute data-[state=active]:after:inset-x-0 data-[state=active]:after:-bottom-px data-[state=active]:after:h-0.5 data-[state=active]:after:rounded-full data-[state=active]:after:bg-accent-strong';

/** The open tab fills the rest of the panel; its list scrolls there, the rest stays. */
const content = 'min-h-0 flex-1 flex-col outline-none data-[state=active]:flex';

/** The panel's two tabs (spec 1 §2): YOUR PLAYLIST and Recent. */
export function PanelTabs(props: { paging: DefaultListPaging }) {
  return (
    <Tabs.Root defaultValue="playlist" className="flex min-h-40 flex-1 flex-col gap-3">
      <Tabs.List className="flex shrink-0 gap-5 border-b border-line px-1">
        <Tabs.Trigger value="playlist" className={trigger}>
          {playerTexts.yourPlaylist}
        </Tabs.Trigger>
        <Tabs.Trigger value="recent" className={trigger}>
          {playerTexts.recent}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="playlist" className={content}>
        <PlaylistTab paging={props.paging} />
      </Tabs.Content>
      <Tabs.Content value="recent" className={content}>
        <RecentTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
