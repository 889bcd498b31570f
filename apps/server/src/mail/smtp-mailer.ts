import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Delivers through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail:587). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => {
      transport.close();
      return Promise.resolve();
    },
  };
}
