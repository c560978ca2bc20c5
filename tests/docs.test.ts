/**
 * The README stays a newcomer's page, and the documents never point at a file or a
 * heading that is not there: every relative link of README.md and docs/ is followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const README_MAX_LINES = 160;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a link or heading is one. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = slug(heading);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Each relative link of a file as `target` (a path, maybe with `#anchor`). */
function relativeLinks(file: string): string[] {
  const links = [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target);
  return links.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

const documents = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];

describe('the documentation', () => {
  it(`keeps the README under ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThan(README_MAX_LINES);
  });

  it.each(documents.map((file) => [relative(ROOT, file), file]))('%s links only to files and headings that exist', (_name, file) => {
    const broken = relativeLinks(file).filter((target) => {
      const [path, anchor] = target.split('#');
      const linked = path ? resolve(dirname(file), decodeURI(path)) : file;
      if (!existsSync(linked)) return true;
      return anchor !== undefined && (!linked.endsWith('.md') || !anchorsOf(linked).has(anchor));
    });
    expect(broken).toEqual([]);
  });
});
