import { describe, expect, it } from 'vitest';
import { readVietQr, vietQrPayload } from '../../../domain/vietqr';
import { scanQr } from '../../../tests/helpers/scan-qr';
import { emailContent } from './email-content';

const vietqr = vietQrPayload({ bin: '970436', account: '0011004455667', amount: 1_250_000, message: 'HP7K2Q' });

describe('an e-mail to a parent', () => {
  it('is plain text when it asks for no transfer', async () => {
    expect(await emailContent({ body: 'Dear An,\n\nSee you on Monday.', language: 'en', vietqr: null })).toEqual({
      text: 'Dear An,\n\nSee you on Monday.',
    });
  });

  it('draws the VietQR under the message, in its language, from an image sent along', async () => {
    const body = 'Dear <An> & family,\nPay "1.250.000 đ".';
    const content = await emailContent({ body, language: 'en', vietqr });
    expect(content.text).toBe(body);
    const [image, ...more] = content.attachments ?? [];
    expect(more).toEqual([]);
    expect(image).toMatchObject({ filename: 'vietqr.png', contentType: 'image/png', cid: 'vietqr@academy-hub' });
    expect(readVietQr(scanQr(image.content as Buffer))).toMatchObject({
      bin: '970436',
      account: '0011004455667',
      amount: 1_250_000,
      message: 'HP7K2Q',
      crcValid: true,
    });
    // The parent's words stay words: nothing of the message is read as HTML.
    expect(content.html).toContain('Dear &#60;An&#62; &#38; family,\nPay &#34;1.250.000 đ&#34;.');
    expect(content.html).toContain('<html lang="en"><body style=');
    expect(content.html).toContain('<img src="cid:vietqr@academy-hub" alt="VietQR for the tuition transfer" width="240" height="240">');
    expect(content.html).toContain('Scan this code with your banking app');
  });

  it('is worded in Vietnamese for a Vietnamese message', async () => {
    const content = await emailContent({ body: 'Kính gửi', language: 'vi', vietqr });
    expect(content.html).toContain('alt="Mã VietQR chuyển khoản học phí"');
    expect(content.html).toContain('Quét mã này bằng ứng dụng ngân hàng');
  });
});
