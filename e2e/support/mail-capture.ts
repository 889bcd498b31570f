// An SMTP server that keeps every mail it receives, with an HTTP mailbox for the tests:
//   GET /healthz                      → 200 once both sides listen
//   GET /mail?to=<address>&index=<n>  → the n-th mail (0-based) to that address, waiting up to
//                                       20 s for it to arrive (404 after that)
// Started by playwright.config.ts as a webServer; the app's SMTP_URL points at it.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { ports } from './ports';

interface Mail {
  to: string[];
  subject: string;
  raw: string;
}

const WAIT_MS = 20_000;
const inbox: Mail[] = [];
const waiters = new Set<() => void>();

const subjectOf = (raw: string) => /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
const mailsTo = (address: string) =>
  inbox.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      inbox.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        subject: subjectOf(raw),
        raw,
      });
      for (const wake of waiters) wake();
      done();
    });
  },
});

function waitForMail(address: string, index: number): Promise<Mail | undefined> {
  const found = mailsTo(address)[index];
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const wake = () => {
      const mail = mailsTo(address)[index];
      if (!mail) return;
      clearTimeout(timer);
      waiters.delete(wake);
      resolve(mail);
    };
    const timer = setTimeout(() => {
      waiters.delete(wake);
      resolve(undefined);
    }, WAIT_MS);
    waiters.add(wake);
  });
}

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/healthz') return send(200, { mails: inbox.length });
  if (url.pathname === '/mail') {
    const to = url.searchParams.get('to') ?? '';
    const index = Number(url.searchParams.get('index') ?? '0');
    void waitForMail(to, index).then((mail) =>
      mail ? send(200, mail) : send(404, { error: `no mail #${index} to ${to}` }),
    );
    return;
  }
  send(404, { error: 'not found' });
});

smtp.listen(ports.smtp, '127.0.0.1', () => {
  http.listen(ports.mailbox, '127.0.0.1', () => {
    process.stdout.write(`mail capture: smtp ${ports.smtp}, mailbox http ${ports.mailbox}\n`);
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
