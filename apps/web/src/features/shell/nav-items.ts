import {
  Compass,
  Disc3,
  Gift,
  Heart,
  LayoutGrid,
  ListMusic,
  ListPlus,
  type LucideIcon,
  MicVocal,
  Rocket,
  Settings,
  TrendingUp,
  Trophy,
  User,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { navLabels } from './texts';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** Browsing routes, in the order of spec 1 §2. */
export const browseItems: NavItem[] = [
  { label: navLabels.discover, href: paths.discover.getHref(), icon: Compass },
  { label: navLabels.liked, href: paths.liked.getHref(), icon: Heart },
  { label: navLabels.trending, href: paths.trending.getHref(), icon: TrendingUp },
  { label: navLabels.trendingPlaylist, href: paths.trendingPlaylist.getHref(), icon: ListMusic },
  { label: navLabels.categories, href: paths.categories.getHref(), icon: LayoutGrid },
  { label: navLabels.artists, href: paths.artists.getHref(), icon: MicVocal },
  { label: navLabels.albums, href: paths.albums.getHref(), icon: Disc3 },
  { label: navLabels.ranking, href: paths.ranking.getHref(), icon: Trophy },
];

/** The playlist entry point; the user's playlists are listed right below it. */
export const createPlaylistItem: NavItem = {
  label: navLabels.createPlaylist,
  href: paths.createPlaylist.getHref(),
  icon: ListPlus,
};

/** Personal routes, after the playlists as in spec 1 §2. */
export const accountItems: NavItem[] = [
  { label: navLabels.profile, href: paths.profile.getHref(), icon: User },
  { label: navLabels.userSettings, href: paths.userSettings.getHref(), icon: Settings },
  { label: navLabels.boost, href: paths.boost.getHref(), icon: Rocket },
  { label: navLabels.referral, href: paths.referral.getHref(), icon: Gift },
];
