import { Section } from '@/components/ui/section';
import { StatusMessage } from '@/components/ui/status-message';
import { useProfile } from '../../api/use-profile';
import { profileTexts } from '../../profile-texts';
import { DeleteAccount } from './delete-account';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** /user/settings for a signed-in user: the profile, the e-mail, the password, the
 * sessions, and deleting the account. */
export function SettingsPage() {
  const { data, isPending, isError } = useProfile();
  return (
    <div className="flex flex-col gap-10">
      <Section title={profileTexts.profileSection}>
        {isPending ? (
          <StatusMessage tone="loading">{profileTexts.loading}</StatusMessage>
        ) : isError || !data.user ? (
          <StatusMessage tone="error">{profileTexts.failed}</StatusMessage>
        ) : (
          <ProfileForm user={data.user} />
        )}
      </Section>
      <Section title={profileTexts.emailSection}>
        {data?.user && <EmailForm email={data.user.email} />}
      </Section>
      <Section title={profileTexts.passwordSection}>
        <PasswordForm />
      </Section>
      <Section title={profileTexts.sessionsSection}>
        <SignOutEverywhere />
      </Section>
      <Section title={profileTexts.deleteSection}>
        <DeleteAccount />
      </Section>
    </div>
  );
}
