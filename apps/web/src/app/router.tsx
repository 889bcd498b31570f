import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { navLabels, pageTitles } from '@/features/shell/texts';
import { DiscoverRoute } from './routes/discover-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { TitleRoute } from './routes/title-route';

/** Routes whose feature comes in a later issue: each shows its title and nothing else yet. */
const titledRoutes: Array<[path: string, title: string]> = [
  [paths.liked.path, navLabels.liked],
  [paths.trending.path, navLabels.trending],
  [paths.trendingPlaylist.path, navLabels.trendingPlaylist],
  [paths.categories.path, navLabels.categories],
  [paths.artists.path, navLabels.artists],
  [paths.albums.path, navLabels.albums],
  [paths.ranking.path, navLabels.ranking],
  [paths.createPlaylist.path, navLabels.createPlaylist],
  [paths.playlist.path, pageTitles.playlist],
  [paths.profile.path, navLabels.profile],
  [paths.userSettings.path, navLabels.userSettings],
  [paths.boost.path, navLabels.boost],
  [paths.referral.path, navLabels.referral],
  [paths.search.path, pageTitles.search],
  [paths.artist.path, pageTitles.artist],
  [paths.album.path, pageTitles.album],
  [paths.authError.path, pageTitles.authError],
  [paths.terms.path, pageTitles.terms],
  [paths.privacy.path, pageTitles.privacy],
];

/** The whole route table (spec 1 §2), shared by the browser router and tests. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root.path, element: <Navigate to={paths.discover.getHref()} replace /> },
      { path: paths.discover.path, element: <DiscoverRoute /> },
      ...titledRoutes.map(([path, title]) => ({ path, element: <TitleRoute title={title} /> })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The router of the running app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
