import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { useSession } from '@/features/account/api/use-session';
import { favoriteTexts, playlistTexts } from '@/features/library/texts';
import { navLabels } from '@/features/shell/texts';
import { lazyBody } from './lazy-body';

const LikedPage = lazyBody(() =>
  import('@/features/library/components/liked-page').then((m) => m.LikedPage),
);
const CreatePlaylistPage = lazyBody(() =>
  import('@/features/library/components/create-playlist-page').then((m) => m.CreatePlaylistPage),
);

/** A signed-in user's page: the body once the session is known, or why a visitor sees none. */
function MemberOnly(props: { visitorText: string; children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return <StatusMessage tone="info">{props.visitorText}</StatusMessage>;
  }
  return props.children;
}

/** /liked */
export function LikedRoute() {
  return (
    <>
      <PageHeader title={navLabels.liked} />
      <MemberOnly visitorText={favoriteTexts.signedOut}>
        <LikedPage />
      </MemberOnly>
    </>
  );
}

/** /create-playlist */
export function CreatePlaylistRoute() {
  return (
    <>
      <PageHeader title={navLabels.createPlaylist} />
      <MemberOnly visitorText={playlistTexts.signInToCreate}>
        <CreatePlaylistPage />
      </MemberOnly>
    </>
  );
}
