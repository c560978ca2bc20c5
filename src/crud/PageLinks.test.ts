import { describe, expect, it } from 'vitest';
import { pages } from '../../resources.config';
import { catalogue } from '../catalogue';
import { pageLinkPath } from './PageLinks';

describe('x-page-links', () => {
  const links = Object.entries(catalogue).flatMap(([resource, schema]) =>
    (schema['x-page-links'] ?? []).map((link) => ({ resource, link })),
  );

  it('open pages of the registry, filled from the record', () => {
    expect(links.length).toBeGreaterThan(0);
    for (const { resource, link } of links) {
      expect(
        pages.map((p) => p.name),
        `${resource} → ${link.page}`,
      ).toContain(link.page);
      expect(pageLinkPath(link, { id: 7 })).toMatch(/^\/[^?]+\?.+/);
    }
  });

  it("a class's attendance opens on that class", () => {
    const link = catalogue.classes['x-page-links']!.find((l) => l.page === 'attendance_players')!;
    expect(pageLinkPath(link, { id: 12, name: 'U10' })).toBe('/attendances/players?classId=12');
  });
});
