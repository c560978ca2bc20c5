import { describe, expect, it } from 'vitest';
import { pages, resources } from '../../resources.config';
import { icons } from './icons';
import { SECTION_ICONS } from './sections';

describe('the icon set', () => {
  const named = [
    ...Object.entries(SECTION_ICONS).map(([section, name]) => [`section ${section}`, name]),
    ...[...resources, ...pages].map((entry) => [entry.name, entry.icon]),
  ];
  it.each(named)('has the icon %s names (%s)', (_owner, name) => {
    expect(Object.keys(icons)).toContain(name);
  });
});
