/**
 * The parents' mail server of the durability run: a real SMTP server (smtp-server) in the
 * harness process, so it outlives every server killed mid-send. It keeps each message it
 * accepted with its Message-ID and the moment it arrived, to tell a copy from a message.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  at: number;
}

export interface MailSink {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    // Nothing to learn from a reverse lookup of 127.0.0.1, and it delays every greeting.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            messageId: mail.messageId ?? '',
            to: [mail.to ?? []]
              .flat()
              .map((a) => a.text)
              .join(', '),
            subject: mail.subject ?? '',
            at: Date.now(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-conversation resets its connection: the crash the run makes, not a fault of the sink.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.error('mail sink:', err.message);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
