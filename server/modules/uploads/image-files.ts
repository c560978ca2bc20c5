/**
 * Uploaded images (spec §9): jpg, png or svg up to 5 MB, whose name and bytes
 * must agree, SVG rewritten without scripts, handlers or external references,
 * stored under DATA_DIR/statics with a random name.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { DOMPurify } from 'dompurify';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 5;

export type ImageKind = 'png' | 'jpg' | 'svg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** What the bytes are, whatever the file is called; null for anything else. */
export function imageKind(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

/** The extensions taken, and the kind of bytes each must hold. */
const EXTENSIONS: Record<string, ImageKind> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', svg: 'svg' };
/** Markup inside a raster file makes it a polyglot: a page to any reader that sniffs. */
const MARKUP = /<(?:html|head|body|script|iframe|svg|object|embed)[\s>/]|<\?php/i;

/**
 * The kind of an upload whose name and bytes agree (`a.png` holding a PNG), with no
 * markup hidden in a raster and an SVG that survives sanitising; null otherwise.
 */
export function acceptedKind(fileName: string | undefined, bytes: Buffer): ImageKind | null {
  const named = EXTENSIONS[/\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase() ?? ''];
  const kind = imageKind(bytes);
  if (!named || kind !== named) return null;
  if (kind === 'svg') return sanitiseSvg(bytes.toString('utf8')) ? kind : null;
  return MARKUP.test(bytes.toString('latin1')) ? null : kind;
}

/** CSS that fetches or runs something: any `url()` but a `#fragment`, `@import`, `expression()`, `javascript:`. */
const UNSAFE_CSS = /url\s*\(\s*['"]?\s*(?!#)|@import|expression\s*\(|javascript:/i;

const require = createRequire(import.meta.url);
let purifier: DOMPurify | undefined;

/** The SVG cleaner, made on the first SVG: jsdom takes seconds to load, which every start of the server would pay. */
function svgPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const createDOMPurify = require('dompurify') as typeof import('dompurify').default;
  const purify = createDOMPurify(new JSDOM('').window);
  // An attribute (style, fill…) with such CSS is dropped, a <style> sheet with it emptied.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (UNSAFE_CSS.test(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && UNSAFE_CSS.test(node.textContent ?? '')) node.textContent = '';
  });
  purifier = purify;
  return purify;
}

/** The SVG with only drawing left: no script, no event handler, no foreignObject, no outside link. */
export function sanitiseSvg(svg: string): string | null {
  // Entities can smuggle markup past the parser's view of the document: refuse any DTD with an internal subset.
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(svg)) return null;
  const clean = svgPurifier().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'use', 'image', 'a', 'animate', 'set'],
    FORBID_ATTR: ['href', 'xlink:href'],
  });
  if (!/^<svg[\s>]/i.test(clean.trimStart())) return null;
  // Served on its own, an SVG only draws with its namespace.
  return /^<svg[^>]*\sxmlns=/i.test(clean.trimStart()) ? clean : clean.replace(/<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}

export interface StoredImage {
  id: string;
  url: string;
}

/** Writes a checked image; null when it is no image we take (see acceptedKind). */
export async function storeImage(staticsDir: string, fileName: string | undefined, bytes: Buffer): Promise<StoredImage | null> {
  const kind = acceptedKind(fileName, bytes);
  if (!kind) return null;
  let body: Buffer | string = bytes;
  if (kind === 'svg') {
    const clean = sanitiseSvg(bytes.toString('utf8'));
    if (!clean) return null;
    body = clean;
  }
  const id = randomUUID();
  const file = `${id}.${kind}`;
  await mkdir(staticsDir, { recursive: true });
  await writeFile(join(staticsDir, file), body);
  return { id, url: `/statics/${file}` };
}

export async function removeImageFile(staticsDir: string, url: string): Promise<void> {
  const file = url.replace(/^\/statics\//, '');
  if (!/^[0-9a-f-]{36}\.(png|jpg|svg)$/.test(file)) return;
  await unlink(join(staticsDir, file)).catch(() => undefined);
}
