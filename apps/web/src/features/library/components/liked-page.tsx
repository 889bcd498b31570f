import type { Favorite } from '@earshot/contract/library/v1/library';
import { FAVORITE_KINDS, type FavoriteKind } from '@earshot/domain';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { ErrorBlock } from '@/components/ui/error-block';
import { LoadMore } from '@/components/ui/load-more';
import { StatusMessage } from '@/components/ui/status-message';
import { choiceParams, type LikedTabName, likedTabNames, paths } from '@/config/paths';
import { useAddressChoice } from '@/hooks/use-address-choice';
import { useRetryStatus } from '@/hooks/use-retry-status';
import { artistLabel } from '@/lib/track-display';
import { useFavoriteIds, useFavoritePages } from '../api/use-favorites';
import { favoriteTexts } from '../texts';
import { AddToPlaylistMenu } from './add-to-playlist-menu';
import { FavoriteButton } from './favorite-button';
import { LibraryTrackRow } from './library-track-row';

function ItemRow(props: {
  kind: 'artist' | 'album';
  id: number;
  name: string;
  subtitle: string;
  imageUrl: string;
}) {
  const href =
    props.kind === 'artist' ? paths.artist.getHref(props.id) : paths.album.getHref(props.id);
  return (
    <li className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-raised/60">
      <CoverImage src={props.imageUrl} round={props.kind === 'artist'} className="size-11" />
      <div className="min-w-0 flex-1">
        <Link to={href} className="block truncate text-sm font-medium text-ink hover:underline">
          {props.name}
        </Link>
        <p className="truncate text-xs text-muted">{props.subtitle}</p>
      </div>
      <FavoriteButton kind={props.kind} itemId={props.id} name={props.name} signedIn />
    </li>
  );
}

function FavoriteRows({ favorites }: { favorites: Favorite[] }) {
  const tracks = favorites.flatMap((f) => (f.item.case === 'track' ? [f.item.value] : []));
  return (
    <ul className="@container flex flex-col gap-0.5">
      {favorites.map(({ favoriteId, item }) => {
        switch (item.case) {
          case 'track':
            return (
              <li key={favoriteId}>
                <LibraryTrackRow
                  track={item.value}
                  list={tracks}
                  actions={
                    <>
                      <FavoriteButton
                        kind="track"
                        itemId={item.value.trackId}
                        name={item.value.title}
                        signedIn
                      />
                      <AddToPlaylistMenu track={item.value} signedIn />
                    </>
                  }
                />
              </li>
            );
          case 'artist':
            return (
              <ItemRow
                key={favoriteId}
                kind="artist"
                id={item.value.artistId}
                name={item.value.name}
                subtitle="Artist"
                imageUrl={item.value.avatarUrl}
              />
            );
          case 'album':
            return (
              <ItemRow
                key={favoriteId}
                kind="album"
                id={item.value.albumId}
                name={item.value.title}
                subtitle={artistLabel(item.value)}
                imageUrl={item.value.coverUrl}
              />
            );
          case undefined:
            return null;
        }
      })}
    </ul>
  );
}

/** One kind's favourites, newest first; an item unliked here leaves at once. */
function FavoriteList({ kind }: { kind: FavoriteKind }) {
  const pages = useFavoritePages(kind);
  const ids = useFavoriteIds(kind, true);
  const failure = useRetryStatus(pages);
  if (pages.status !== 'success') {
    return failure ? (
      <ErrorBlock message={favoriteTexts.loadFailed} failure={failure} />
    ) : (
      <StatusMessage tone="loading">{favoriteTexts.loading}</StatusMessage>
    );
  }
  const liked = new Set(ids.data?.itemIds ?? []);
  const favorites = pages.data.pages
    .flatMap((page) => page.favorites)
    .filter((f) => !ids.data || liked.has(f.itemId));
  if (favorites.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-1 py-12 text-center">
        <p className="font-semibold text-ink">{favoriteTexts.empty[kind]}</p>
        <p className="text-sm text-muted">{favoriteTexts.emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      {failure && <ErrorBlock message={favoriteTexts.loadFailed} failure={failure} compact />}
      <FavoriteRows favorites={favorites} />
      {pages.hasNextPage && (
        <LoadMore
          onLoad={() => void pages.fetchNextPage()}
          pending={pages.isFetchingNextPage}
          label={favoriteTexts.loadMore}
          pendingLabel={favoriteTexts.loading}
        />
      )}
    </>
  );
}

function TabLabel({ kind }: { kind: FavoriteKind }) {
  const ids = useFavoriteIds(kind, true);
  return (
    <>
      {favoriteTexts.tabs[kind]}
      <span className="ml-1.5 rounded-full bg-overlay px-2 py-px text-xs text-muted tabular-nums">
        {ids.data ? favoriteTexts.count(ids.data.itemIds.length) : '–'}
      </span>
    </>
  );
}

const TAB_KINDS: Record<LikedTabName, FavoriteKind> = {
  tracks: 'track',
  artists: 'artist',
  albums: 'album',
};
const tabOf = (kind: FavoriteKind) =>
  likedTabNames.find((name) => TAB_KINDS[name] === kind) ?? 'tracks';

/**
 * /liked: a tab per kind with its count, each list newest first (tracks 50 at a time, artists
 * and albums 100). The tab lives in the address (?tab=artists), so a reload keeps it.
 */
export function LikedPage() {
  const [tab, setTab] = useAddressChoice(choiceParams.tab, likedTabNames, 'tracks');
  return (
    <Tabs.Root
      value={TAB_KINDS[tab]}
      onValueChange={(kind) => setTab(tabOf(kind as FavoriteKind))}
      // A tab is chosen by click or Enter, not by the focus passing over it: each choice is a
      // history entry, and one click would otherwise make two (press, then focus).
      activationMode="manual"
      className="flex flex-col gap-4"
    >
      <Tabs.List
        aria-label={favoriteTexts.kindsLabel}
        className="flex gap-1 border-b border-line sm:gap-2"
      >
        {FAVORITE_KINDS.map((kind) => (
          <Tabs.Trigger
            key={kind}
            value={kind}
            className="-mb-px border-b-2 border-transparent px-2 py-2 whitespace-nowrap sm:px-3 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink"
          >
            <TabLabel kind={kind} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FAVORITE_KINDS.map((kind) => (
        <Tabs.Content key={kind} value={kind}>
          <FavoriteList kind={kind} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
