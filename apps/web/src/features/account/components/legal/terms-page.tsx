import { modalTexts } from '../../texts';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    heading: 'Your account',
    paragraphs: [
      'You can browse, search and play music without an account. Playlists, favourites and EP need one. You can create an account with an email address and a password, confirmed by a six-digit code we email to you, or sign in with Google.',
      'Give an email address you can receive mail at, keep your password to yourself, and tell us if you think someone else is using your account. One account per person: EP earned on extra accounts is not EP earned fairly.',
    ],
  },
  {
    heading: 'Listening and EP',
    paragraphs: [
      'While you are signed in and music is really playing, you earn EP (points) for the time you listen. Our server measures that time and decides the credit; paused, muted or blocked playback does not earn. Your EP total, your rate and your place on the leaderboard follow from that record.',
      'EP are points inside Earshot. They are not money, have no cash value, cannot be bought, sold or moved to another account, and can be spent only where the app offers it, such as boosts.',
    ],
    items: [
      'Inviting a friend with your referral link earns each of you the bonus shown on the Referral page, once the conditions shown there are met.',
      'Boosts raise your earning rate for a time and cost EP; boosts do not stack.',
      'We may remove EP, referrals or boosts obtained by automation, fake accounts, self-referral or any other way around these rules, and suspend the accounts involved.',
    ],
  },
  {
    heading: 'Music and other content',
    paragraphs: [
      'The music belongs to its artists and rights holders. You may listen to it here for your own, non-commercial use; you may not copy, record or redistribute it.',
      'Some tracks play through Spotify, YouTube or SoundCloud players embedded in the page. Those players are run by those services, under their own terms.',
      'Playlist titles and anything else you add must be yours to share and must not be unlawful or abusive. We may remove content that breaks these terms.',
    ],
  },
  {
    heading: 'Fair use of the service',
    items: [
      'Do not use bots, scripts or repeated loops to play music or earn EP.',
      'Do not try to get into other people’s accounts, probe or overload our servers, or get around rate limits and other protections.',
      'Do not resell access to Earshot or present it as your own service.',
    ],
  },
  {
    heading: 'Ending your use',
    paragraphs: [
      'You can stop using Earshot and sign out at any time. We may suspend or close an account that breaks these terms; unspent EP on such an account lapse.',
    ],
  },
  {
    heading: 'Changes and availability',
    paragraphs: [
      'Earshot is a young service. Features, the way EP are earned and these terms may change; when the terms change in a way that matters to you, we will say so in the app before the change applies.',
      'We work to keep the service running and your data safe, but we cannot promise it will always be available or free of errors.',
    ],
  },
];

/** /terms: the Terms of Service linked from the sign-up box. */
export function TermsPage() {
  return (
    <LegalPage
      title={modalTexts.terms}
      updated="Last updated 21 November 2026"
      intro="These terms explain what you can expect from Earshot, a music streaming service where signed-in listeners earn points called EP, and what we expect from you. By creating an account you accept them."
      sections={sections}
    />
  );
}
