/** What a camera reads from a PNG holding a QR code: decoded from its pixels by jsQR, as a banking app would. */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export function scanQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}
