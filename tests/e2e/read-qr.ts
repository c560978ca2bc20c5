/**
 * Reads a QR code drawn on the page as a phone's camera would: the drawing is rasterised on
 * white in the page, then decoded by jsQR here. Nothing of the app's own payload is taken on
 * trust: what comes back is what the picture says.
 */
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** Pixels per QR module and more: enough for the decoder to find every module's edge. */
const SCALE = 2;

export async function readQr(drawing: Locator): Promise<string> {
  const image = await drawing.evaluate(async (node, scale) => {
    const svg = node instanceof SVGSVGElement ? node : node.querySelector('svg');
    if (!svg) throw new Error('no QR drawing (svg) here');
    const { width, height } = svg.getBoundingClientRect();
    const picture = new Image();
    picture.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
    await picture.decode();
    // A quiet zone of white around the code, as on paper.
    const margin = 8 * scale;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale) + 2 * margin;
    canvas.height = Math.round(height * scale) + 2 * margin;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture, margin, margin, width * scale, height * scale);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    // The RGBA bytes as base64: a plain array of a million numbers is slow to hand over.
    let bytes = '';
    for (let i = 0; i < pixels.data.length; i += 0x8000) bytes += String.fromCharCode(...pixels.data.subarray(i, i + 0x8000));
    return { width: pixels.width, height: pixels.height, rgba: btoa(bytes) };
  }, SCALE);
  const code = jsQR(new Uint8ClampedArray(Buffer.from(image.rgba, 'base64')), image.width, image.height);
  if (!code) throw new Error('the QR code could not be read');
  return code.data;
}
