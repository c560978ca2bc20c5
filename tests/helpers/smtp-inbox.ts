/**
 * A real SMTP server on a free local port (smtp-server) that keeps every message it
 * accepts, read back with mailparser: the tests' parents' mailbox. `refuse` makes it
 * answer every recipient with a permanent error, a mail server that will not deliver.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  port: number;
  mails: ParsedMail[];
  /** Resolves once `count` messages have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** An academy's e-mail settings that send to the inbox on `port`: plain SMTP on 127.0.0.1, no account. */
export const inboxEmailSettings = (port: number, sender: string) => ({
  is_enable: true,
  host: '127.0.0.1',
  port,
  secure: false,
  user: '',
  smtp_password: '',
  sender,
});

export async function startSmtpInbox(opts: { refuse?: string } = {}): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    // Nothing to learn from a reverse lookup of 127.0.0.1, and it delays every greeting.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!opts.refuse) return callback();
      const error = Object.assign(new Error(opts.refuse), { responseCode: 550 });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          waiting.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    waitFor(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${mails.length} of ${count} e-mails arrived in ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          if (mails.length >= count) {
            clearTimeout(timer);
            resolve(mails);
          } else waiting.push(check);
        };
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
