/**
 * The app paths of each registry resource's views, and the gate behind a given
 * path: the routes and the tests read the same patterns, so they cannot drift.
 */
import { pages as allPages, resources, type PageConfig, type ResourceConfig, type ViewKind } from '../../resources.config';
import { writeGate, type Gate } from '../../domain/gate';

export const VIEW_KINDS: ViewKind[] = ['list', 'create', 'show', 'edit'];

export function viewPath(entry: ResourceConfig, kind: ViewKind): string {
  return { list: entry.route, create: `${entry.route}/create`, show: `${entry.route}/:id`, edit: `${entry.route}/:id/edit` }[kind];
}

/** How many segments of `path` the pattern names literally, or -1 when it does not match. */
function literalMatch(pattern: string, path: string): number {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return -1;
  let literal = 0;
  for (const [i, segment] of want.entries()) {
    if (segment === got[i]) literal += 1;
    else if (!segment.startsWith(':') || !got[i]) return -1;
  }
  return literal;
}

/**
 * The gate of the registry resource whose view answers `path` (`/players`,
 * `/players/create`, `/players/7`, `/players/7/edit`) or of the hand-written
 * page at it, or null when none does.
 * A literal segment beats a parameter, as in react-router: `/players/create` is the form.
 */
export function gateForPath(path: string, entries: ResourceConfig[] = resources, pages: PageConfig[] = allPages): Gate | null {
  const clean = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  const best: { gate: Gate | null; literal: number } = { gate: null, literal: -1 };
  const consider = (pattern: string, { roles, features }: Gate) => {
    const literal = literalMatch(pattern, clean);
    if (literal > best.literal) Object.assign(best, { gate: { roles, features }, literal });
  };
  for (const entry of entries) {
    for (const kind of VIEW_KINDS)
      if (entry.views[kind]) consider(viewPath(entry, kind), kind === 'create' || kind === 'edit' ? writeGate(entry) : entry);
  }
  for (const page of pages) consider(page.route, page);
  return best.gate;
}
