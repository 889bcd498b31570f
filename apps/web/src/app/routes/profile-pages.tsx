import type { ReactNode } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { useSession } from '@/features/account/api/use-session';
import { ProfileCard } from '@/features/account/components/profile/profile-card';
import { SettingsPage } from '@/features/account/components/settings/settings-page';
import { SignInButton } from '@/features/account/components/sign-in-button';
import { profileTexts } from '@/features/account/profile-texts';
import { RecentListens, TopArtists } from '@/features/listening/components/listen-summary';
import { ProfileStatistics } from '@/features/rewards/components/profile-statistics';

/**
 * The user's own pages, /profile and /user/settings, in one chunk (ADR 0016: each lazy chunk
 * costs the first page its name). A visitor gets the reason and the way to sign in (spec 2 §6).
 */
function MemberBody(props: { visitorText: string; children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <div className="flex flex-col items-center gap-2">
        <StatusMessage tone="info">{props.visitorText}</StatusMessage>
        <SignInButton />
      </div>
    );
  }
  return props.children;
}

/** /profile's body: who the user is, their EP and statistics, and what they listen to. */
export function ProfileBody() {
  return (
    <MemberBody visitorText={profileTexts.signIn}>
      <div className="flex flex-col gap-10">
        <ProfileCard />
        <ProfileStatistics />
        <div className="grid gap-10 @3xl:grid-cols-2">
          <RecentListens />
          <TopArtists />
        </div>
      </div>
    </MemberBody>
  );
}

/** /user/settings' body. */
export function SettingsBody() {
  return (
    <MemberBody visitorText={profileTexts.signInToSettings}>
      <SettingsPage />
    </MemberBody>
  );
}
