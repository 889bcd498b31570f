import { type RouteObject, useRoutes } from 'react-router';
import { paths } from '@/config/paths';
import { AuthErrorRoute, PrivacyRoute, TermsRoute } from './routes/account-routes';
import {
  AlbumsRoute,
  ArtistsRoute,
  CategoriesRoute,
  TrendingPlaylistRoute,
  TrendingRoute,
} from './routes/browse-routes';
import { AlbumRoute, ArtistRoute, GenreRoute, PlaylistRoute } from './routes/detail-routes';
import { DiscoverRoute } from './routes/discover-route';
import { CreatePlaylistRoute, LikedRoute } from './routes/library-routes';
import { BoostRoute, RankingRoute, ReferralRoute } from './routes/earning-routes';
import { EpHistoryRoute } from './routes/ep-history-route';
import { NotFoundRoute } from './routes/not-found-route';
import { OperatorRoute } from './routes/operator-route';
import { ProfileRoute, SettingsRoute } from './routes/profile-routes';
import { RootLayout } from './routes/root-layout';
import { RootRedirect } from './routes/root-redirect';
import { RouteErrorBoundary } from './routes/route-error';
import { SearchRoute } from './routes/search-route';

/** The whole route table (spec 1 §2), shared by the browser router and tests. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.root.path, element: <RootRedirect /> },
      { path: paths.discover.path, element: <DiscoverRoute /> },
      { path: paths.trending.path, element: <TrendingRoute /> },
      { path: paths.trendingPlaylist.path, element: <TrendingPlaylistRoute /> },
      { path: paths.categories.path, element: <CategoriesRoute /> },
      { path: paths.genre.path, element: <GenreRoute /> },
      { path: paths.artists.path, element: <ArtistsRoute /> },
      { path: paths.artist.path, element: <ArtistRoute /> },
      { path: paths.albums.path, element: <AlbumsRoute /> },
      { path: paths.album.path, element: <AlbumRoute /> },
      { path: paths.playlist.path, element: <PlaylistRoute /> },
      { path: paths.liked.path, element: <LikedRoute /> },
      { path: paths.createPlaylist.path, element: <CreatePlaylistRoute /> },
      { path: paths.epHistory.path, element: <EpHistoryRoute /> },
      { path: paths.ranking.path, element: <RankingRoute /> },
      { path: paths.referral.path, element: <ReferralRoute /> },
      { path: paths.boost.path, element: <BoostRoute /> },
      { path: paths.profile.path, element: <ProfileRoute /> },
      { path: paths.userSettings.path, element: <SettingsRoute /> },
      { path: paths.authError.path, element: <AuthErrorRoute /> },
      { path: paths.terms.path, element: <TermsRoute /> },
      { path: paths.privacy.path, element: <PrivacyRoute /> },
      { path: paths.search.path, element: <SearchRoute /> },
      { path: paths.operator.path, element: <OperatorRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * The page of the address a router holds: a route table rendered by `useRoutes` inside a
 * declarative router (BrowserRouter in the app, MemoryRouter in tests). No route loads data
 * through the router, so its data-router half stays out of the first page (ADR 0010).
 */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return <RouteErrorBoundary>{useRoutes(table)}</RouteErrorBoundary>;
}
