import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The body with its transfer encodings undone (quoted-printable, base64 parts). */
  body: string;
}

/** Undoes quoted-printable soft breaks and escapes, and decodes base64 MIME parts. */
function decode(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [Buffer.from(qp, 'latin1').toString('utf8'), ...base64Parts].join('\n');
}

function headerOf(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  if (!match) return '';
  const value = match[1].replace(/\r?\n[ \t]/g, ' ');
  // RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?).
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * A real SMTP server on a random loopback port that keeps every mail it receives: the tests read the
 * links the server under test emailed.
 */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private readonly waiters: (() => void)[] = [];
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('latin1');
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: headerOf(raw, 'Subject'),
            body: decode(raw),
          });
          this.waiters.splice(0).forEach((wake) => wake());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits (up to 10 s) for a mail to this address matching the subject, and answers it. */
  async next(to: string, subject: RegExp = /./, since = 0): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = this.mails
        .slice(since)
        .filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))
        .at(-1);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`No mail to ${to} matching ${subject} (got ${this.mails.map((m) => `${m.to.join()}: ${m.subject}`).join('; ')})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The token of the link (path `/verify-email`, `/reset-password`, `/confirm-email`) in the latest such mail. */
  async linkToken(to: string, path: string, since = 0): Promise<string> {
    const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = [...this.mails.slice(since)].reverse().find((m) => m.to.includes(to.toLowerCase()) && pattern.test(m.body));
      if (mail) return pattern.exec(mail.body)![1];
      if (Date.now() > deadline) throw new Error(`No ${path} link mailed to ${to}`);
      await this.next(to, /./, this.mails.length);
    }
  }

  /** How many mails were caught so far (a mark for `since`). */
  get count(): number {
    return this.mails.length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
