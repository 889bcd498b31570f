import { modalTexts } from '../../texts';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    heading: 'What we keep about you',
    items: [
      'Your account: your email address, the name you give, and, if you add them, a username and profile pictures. Your password is stored only as a one-way hash, never as you typed it.',
      'Google sign-in: your Google account identifier, email address, name and profile picture, as Google shares them with us.',
      'Sessions: while you are signed in, your browser holds a session cookie. It lasts at most 24 hours and ends when you sign out; we store only a hash of it.',
      'Listening: which tracks you play, when, and for how long. We use it to credit your EP, to build trending lists and the leaderboard, and to show your listening totals.',
      'Security: the address your requests come from, counted for a short while to limit repeated sign-in attempts and code requests.',
    ],
  },
  {
    heading: 'Emails',
    paragraphs: [
      'We email you only what your account needs: six-digit codes to confirm your address and to reset your password. A code works once and expires after 5 minutes. We send no newsletters or advertising.',
    ],
  },
  {
    heading: 'Kept in your browser',
    paragraphs: [
      'Some preferences stay on your device and never reach us: whether the sidebar is collapsed, your volume and player settings, your recent tracks and your recent searches. Clearing your browser’s site data removes them.',
    ],
  },
  {
    heading: 'Players from other services',
    paragraphs: [
      'When you play a Spotify, YouTube or SoundCloud track, that service’s player loads from its own servers and may collect data under its own privacy policy. Tracks hosted by Earshot play from our servers only.',
    ],
  },
  {
    heading: 'Who sees what',
    paragraphs: [
      'If you appear on the leaderboard, other listeners see your display name and EP totals. Your email address is never shown to other people. We do not sell your data and we do not use it for advertising.',
    ],
  },
  {
    heading: 'Your choices',
    items: [
      'Change your name and profile in Settings.',
      'Sign out at any time; your session ends on our side at once.',
      'Ask us to delete your account and the data tied to it. Listening already counted in anonymous totals, such as trending, stays in those totals.',
    ],
  },
];

/** /privacy: the Privacy Policy linked from the sign-up box. */
export function PrivacyPage() {
  return (
    <LegalPage
      title={modalTexts.privacy}
      updated="Last updated 21 November 2026"
      intro="This page says what Earshot, a music streaming service with listening rewards, keeps about you, why, and what you can do about it."
      sections={sections}
    />
  );
}
