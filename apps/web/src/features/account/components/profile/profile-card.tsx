import { Link } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useProfile } from '../../api/use-profile';
import { profileTexts } from '../../profile-texts';

/** The head of /profile: background, image, name and @username, with the way to edit them. */
export function ProfileCard() {
  const { data, isPending, isError } = useProfile();
  if (isPending) return <StatusMessage tone="loading">{profileTexts.loading}</StatusMessage>;
  if (isError || !data.user) {
    return <StatusMessage tone="error">{profileTexts.failed}</StatusMessage>;
  }
  const user = data.user;
  const name = user.name ?? user.email?.split('@')[0] ?? user.id;
  return (
    <section
      aria-label={profileTexts.profileSection}
      className="relative overflow-hidden rounded-xl bg-raised ring-1 ring-line"
    >
      <div className="h-32 bg-gradient-to-br from-accent/40 to-overlay @lg:h-40">
        {user.background && (
          <img
            src={user.background}
            alt=""
            className="size-full object-cover"
            data-testid="profile-background"
          />
        )}
      </div>
      <div className="flex flex-wrap items-end gap-4 px-5 pb-5">
        <CoverImage src={user.image ?? ''} round className="-mt-12 size-24 ring-4 ring-raised" />
        <div className="flex min-w-40 flex-1 flex-col">
          <h2 className="truncate text-2xl font-bold tracking-tight text-ink">{name}</h2>
          <p className="truncate text-sm text-muted">
            {user.username ? `@${user.username}` : profileTexts.noUsername}
          </p>
        </div>
        <Link
          to={paths.userSettings.getHref()}
          className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold text-ink ring-1 ring-line hover:bg-overlay"
        >
          {profileTexts.editProfile}
        </Link>
      </div>
    </section>
  );
}
