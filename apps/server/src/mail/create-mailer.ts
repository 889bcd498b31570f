import type { Config } from '~/config';
import type { Logger } from '~/logger';
import { createDevOutbox, type DevOutbox } from './dev-outbox';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the dev outbox (also answered, so it can be shown). */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>,
  log: Logger,
  now: () => Date,
): { mailer: Mailer; outbox: DevOutbox | undefined } {
  if (config.SMTP_URL) {
    return { mailer: createSmtpMailer(config.SMTP_URL, config.MAIL_FROM), outbox: undefined };
  }
  const production = config.NODE_ENV === 'production';
  if (production)
    log.warn('SMTP_URL is not set: e-mail (sign-up and reset codes) is not delivered');
  const outbox = createDevOutbox({ from: config.MAIL_FROM, log, now, logBodies: !production });
  return { mailer: outbox, outbox };
}
