/**
 * What an e-mail to a parent carries: the message as plain text and, when it asks for a
 * transfer (a VietQR with it: a fee reminder), the same as HTML with the VietQR drawn below
 * it, an image sent along and named by its Content-ID, so the parent scans it from another
 * screen or saves it into a banking app, which fills in the account, amount and code.
 */
import type { SendMailOptions } from 'nodemailer';
import { escapeHtml } from '../../../domain/escape-html';
import { translatorFor } from '../../core/i18n';
import { qrPng } from '../../core/qr-image';

const QR_CID = 'vietqr@academy-hub';
/** Pixels of the image; drawn at half, sharp on a phone's screen and enough for a camera. */
const QR_PIXELS = 480;
const TEXT = 'font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f1f1f';

type Content = Pick<SendMailOptions, 'text' | 'html' | 'attachments'>;

export async function emailContent(m: { body: string; language: 'vi' | 'en'; vietqr: string | null }): Promise<Content> {
  if (!m.vietqr) return { text: m.body };
  // The four modules of white the QR standard asks for: an e-mail's background may not be white.
  const png = await qrPng(m.vietqr, { pixels: QR_PIXELS, quietModules: 4 });
  const t = translatorFor(m.language);
  const size = QR_PIXELS / 2;
  // Styles inline: what mail apps keep of a message's HTML.
  const html = [
    `<!doctype html><html lang="${m.language}"><body style="margin: 0; padding: 16px; ${TEXT}">`,
    `<div style="max-width: 560px; white-space: pre-line">${escapeHtml(m.body)}</div>`,
    `<p style="margin: 24px 0 4px"><img src="cid:${QR_CID}" alt="${escapeHtml(t('outbox.vietqr.alt'))}" width="${size}" height="${size}"></p>`,
    `<p style="max-width: 560px; margin: 0; font-size: 13px; color: #595959">${escapeHtml(t('outbox.vietqr.caption'))}</p>`,
    '</body></html>',
  ].join('\n');
  return { text: m.body, html, attachments: [{ filename: 'vietqr.png', content: png, contentType: 'image/png', cid: QR_CID }] };
}
