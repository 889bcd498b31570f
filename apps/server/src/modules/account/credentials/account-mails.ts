import { OTP_TTL_SECONDS } from '@earshot/domain';
import type { MailMessage } from '~/mail/mailer';
import type { OtpPurpose } from './otp.repo';

const WORDS: Record<OtpPurpose, { subject: string; lead: string; ignore: string }> = {
  signup: {
    subject: 'is your Earshot verification code',
    lead: 'Welcome to Earshot! Enter this code to verify your e-mail address and finish signing up:',
    ignore: 'If you did not sign up for Earshot, you can ignore this e-mail.',
  },
  password_reset: {
    subject: 'is your Earshot password reset code',
    lead: 'Enter this code to choose a new password for your Earshot account:',
    ignore:
      'If you did not ask to reset your password, you can ignore this e-mail; your password stays as it is.',
  },
  email_change: {
    subject: 'is your Earshot e-mail change code',
    lead: 'Enter this code to make this address the e-mail of your Earshot account:',
    ignore:
      'If you did not ask to change the e-mail of an Earshot account, you can ignore this e-mail; nothing changes.',
  },
  link_email: {
    subject: 'is your Earshot verification code to link this e-mail',
    lead: 'Enter this code to link this e-mail address and a password to your Earshot wallet account:',
    ignore: 'If you did not ask to link this e-mail to a wallet, you can ignore this e-mail.',
  },
};

/** The e-mail that carries a one-time code, in plain text and HTML. */
export function codeMail(to: string, purpose: OtpPurpose, code: string): MailMessage {
  const words = WORDS[purpose];
  const minutes = OTP_TTL_SECONDS / 60;
  const expiry = `The code expires in ${minutes} minutes and works once.`;
  return {
    to,
    subject: `${code} ${words.subject}`,
    text: `${words.lead}\n\n    ${code}\n\n${expiry}\n\n${words.ignore}\n\n- Earshot\n`,
    html:
      `<!doctype html><html lang="en"><body style="font-family:sans-serif">` +
      `<p>${words.lead}</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>` +
      `<p>${expiry}</p><p style="color:#666">${words.ignore}</p><p>- Earshot</p></body></html>`,
  };
}

/** The note to the old address once an account's e-mail has changed (ADR 0023). */
export function emailChangedMail(to: string, newEmail: string): MailMessage {
  const lead = `The e-mail address of your Earshot account was changed to ${newEmail}. This address no longer signs in.`;
  const ignore =
    'If you did not change it, sign in with the new address or contact Earshot support at once.';
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    to,
    subject: 'Your Earshot e-mail address was changed',
    text: `${lead}\n\n${ignore}\n\n- Earshot\n`,
    html:
      `<!doctype html><html lang="en"><body style="font-family:sans-serif">` +
      `<p>${escape(lead)}</p><p style="color:#666">${escape(ignore)}</p><p>- Earshot</p></body></html>`,
  };
}
