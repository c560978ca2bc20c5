/**
 * The academy's SMTP server (settings → e-mail notifications) as a nodemailer transport.
 * Its sockets are opened here rather than by nodemailer: to an address of the host checked
 * at that moment (core/provider-hosts.ts), and counted, so a send cut short can tell whether
 * the server ever answered during it. Timeouts are well under the sender's lease (sender.ts),
 * so a hung server fails the attempt before another sender could take the message for abandoned.
 */
import { connect, type Socket } from 'node:net';
import type { Transporter } from 'nodemailer';
import type { AcademySettings } from '../settings/settings-service';
import { allowedAddresses, type HostPolicy } from '../../core/provider-hosts';

export type EmailSettings = AcademySettings['email_settings'];

const TIMEOUT_MS = 30_000;

export interface MailTransport {
  transport: Transporter;
  /** Bytes the server has sent over every connection so far: unchanged over a send, the server never answered it. */
  heard(): number;
}

/** A socket to an allowed address of the host, connected, or the reason it could not be. */
async function allowedSocket(host: string, port: number, policy: HostPolicy): Promise<Socket> {
  const [{ address }] = await allowedAddresses(host, policy);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port, timeout: TIMEOUT_MS });
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.removeListener('error', fail);
      resolve(socket);
    });
    socket.once('timeout', () => fail(Object.assign(new Error(`connecting to ${host}:${port} timed out`), { code: 'ETIMEDOUT' })));
    socket.once('error', fail);
  });
}

export async function mailTransport(settings: EmailSettings, policy: HostPolicy, pool = true): Promise<MailTransport> {
  // Loaded when the first e-mail goes, not with the server, whose every start it would slow.
  const { default: nodemailer } = await import('nodemailer');
  let closedBytes = 0;
  const open = new Set<Socket>();
  const transport = nodemailer.createTransport({
    // One connection for a sender round's messages (closed with the round), not one each.
    pool,
    maxConnections: 1,
    host: settings.host,
    port: settings.port,
    // false: plain connection upgraded by STARTTLS when the server offers it (port 587).
    secure: settings.secure,
    // A login never crosses in clear: with one, a server that does not offer STARTTLS is refused.
    requireTLS: !settings.secure && Boolean(settings.user),
    auth: settings.user ? { user: settings.user, pass: settings.smtp_password } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    // TLS (from the start or by STARTTLS) is nodemailer's, checked against the host's name.
    getSocket: (_options, callback) => {
      allowedSocket(settings.host, settings.port, policy).then(
        (socket) => {
          open.add(socket);
          socket.once('close', () => {
            open.delete(socket);
            closedBytes += socket.bytesRead;
          });
          callback(null, { connection: socket });
        },
        (error: Error) => callback(error),
      );
    },
  });
  return { transport, heard: () => closedBytes + [...open].reduce((sum, s) => sum + s.bytesRead, 0) };
}

/**
 * The Message-ID of an outbox row, the same at every attempt: a message resent after a
 * sender died mid-send is recognisably the one already delivered (mail clients and
 * providers fold copies with one Message-ID into one).
 */
export function messageIdOf(academyId: number, id: number, sender: string): string {
  const domain = sender.split('@')[1] || 'localhost';
  return `<notification.${academyId}.${id}@${domain}>`;
}
