import { PageHeader } from '@/components/ui/page-header';
import { navLabels } from '@/features/shell/texts';
import { lazyBody } from './lazy-body';

const pages = () => import('./profile-pages');
const ProfileBody = lazyBody(() => pages().then((m) => m.ProfileBody));
const SettingsBody = lazyBody(() => pages().then((m) => m.SettingsBody));

/** /profile */
export function ProfileRoute() {
  return (
    <>
      <PageHeader title={navLabels.profile} />
      <ProfileBody />
    </>
  );
}

/** /user/settings */
export function SettingsRoute() {
  return (
    <>
      <PageHeader title={navLabels.userSettings} />
      <SettingsBody />
    </>
  );
}
