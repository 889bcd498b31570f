import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** `/` opens Discover, keeping the query and the hash: `/?signin=true` is a link people share. */
export function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.discover.getHref(), search, hash }} replace />;
}
