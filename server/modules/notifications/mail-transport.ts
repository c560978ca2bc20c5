/**
 * The academy's SMTP server (settings → e-mail notifications) as a nodemailer transport.
 * Timeouts are well under the sender's lease (sender.ts), so a hung server fails the
 * attempt before another sender could take the message for abandoned.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { AcademySettings } from '../settings/settings-service';

export type EmailSettings = AcademySettings['email_settings'];

const TIMEOUT_MS = 30_000;

export function mailTransport(settings: EmailSettings): Transporter {
  return nodemailer.createTransport({
    // One connection for a sender round's messages (closed with the round), not one each.
    pool: true,
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
  });
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
