import { mailboxUrl } from './ports';

/** A mail the SMTP capture received. */
export interface CapturedMail {
  to: string[];
  subject: string;
  raw: string;
}

/**
 * The `index`-th mail (0-based) sent to `address` during this run. The capture holds the
 * request until that mail arrives, so a test waits on the mail itself, never on a sleep.
 */
export async function mailTo(address: string, index: number): Promise<CapturedMail> {
  const query = new URLSearchParams({ to: address, index: String(index) });
  const res = await fetch(`${mailboxUrl}/mail?${query.toString()}`);
  if (!res.ok) throw new Error(`No mail #${index} to ${address} arrived`);
  return (await res.json()) as CapturedMail;
}

/** The six-digit code a code mail carries in its subject ('123456 is your Earshot … code'). */
export function codeOf(mail: CapturedMail): string {
  const code = /^(\d{6}) is your Earshot/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No code in "${mail.subject}"`);
  return code;
}
