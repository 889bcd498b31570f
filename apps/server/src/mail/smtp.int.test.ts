import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browser, codeIn, PASSWORD } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { startTestServer } from '~/test/test-server';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
const inbox: Received[] = [];
const waiting: ((mail: Received) => void)[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        };
        inbox.push(mail);
        waiting.shift()?.(mail);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
// The server's hooks come after the mail server's: it starts after it and stops before it.
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));
const t = useTestServer(() => ({
  config: {
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    MAIL_FROM: 'Earshot Test <codes@earshot.test>',
  },
}));

const nextMail = () => new Promise<Received>((resolve) => waiting.push(resolve));

it('mails the sign-up code over SMTP, and the code from the mail verifies the account', async () => {
  const email = 'gus@example.com';
  const arrived = nextMail();
  const client = browser(t.baseUrl);
  const res = await client.post('/api/auth/register', { email, password: PASSWORD, name: 'Gus' });
  expect(res.status).toBe(200);
  const mail = await arrived;
  expect(mail.from).toBe('codes@earshot.test');
  expect(mail.to).toEqual([email]);
  expect(mail.raw).toMatch(/^From: Earshot Test <codes@earshot\.test>$/m);
  expect(mail.raw).toMatch(/^Subject: \d{6} is your Earshot verification code$/m);
  expect(mail.raw).toContain('Content-Type: text/plain');
  expect(mail.raw).toContain('Content-Type: text/html');
  const code = codeIn(/^Subject: (\d{6})/m.exec(mail.raw)?.[1] ?? '');
  const verified = await client.post('/api/auth/verify-otp', { email, otp: code });
  expect(verified.status).toBe(200);
  expect(verified.body).toMatchObject({ verified: true, user: { email, name: 'Gus' } });
  // No dev outbox with SMTP configured.
  expect(t.server.outbox).toBeUndefined();
  expect((await fetch(`${t.baseUrl}/dev/outbox`)).status).not.toBe(200);
  expect((await client.get('/api/auth/config')).body).toMatchObject({ devOutboxUrl: null });
});

it('answers 503 when the SMTP server refuses the mail', async () => {
  const refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, done) {
      done(new Error('mailbox unavailable'));
    },
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  const { port } = refusing.server.address() as AddressInfo;
  const broken = await startTestServer({
    config: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    database: t.database,
  });
  try {
    const res = await browser(broken.baseUrl).post('/api/auth/register', {
      email: 'hal@example.com',
      password: PASSWORD,
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: 'mail_failed',
      error: 'Failed to send the code. Please try again later.',
    });
  } finally {
    await broken.stop();
    await new Promise<void>((resolve) => refusing.close(resolve));
  }
});
