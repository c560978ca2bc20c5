/**
 * A QR code as PNG bytes, drawn by node-qrcode at error correction M (what banking apps' VietQR
 * images use), with `quietModules` of white around it. node-qrcode loads with the first one drawn.
 */
export async function qrPng(text: string, opts: { pixels: number; quietModules: number }): Promise<Buffer> {
  const { toBuffer } = await import('qrcode');
  return toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: opts.quietModules, width: opts.pixels });
}
