/**
 * A route's path with its parameters filled, for the tests that call every route: each integer
 * parameter (a record's id) with the value the test is about, and each other one with a value of
 * its declared form (a day with a real date, image ids with a uuid), so only the id decides the answer.
 */
import type { RouteOptions } from 'fastify';

type Params = { properties?: Record<string, { type?: string; format?: string }> };

const A_DAY = '2026-01-05';
const AN_IMAGE = '00000000-0000-0000-0000-000000000000';

/** The names of the route's integer path parameters, from its schema. */
export function integerParams(route: Pick<RouteOptions, 'schema'>): string[] {
  return Object.entries((route.schema?.params as Params | undefined)?.properties ?? {})
    .filter(([, p]) => p.type === 'integer')
    .map(([name]) => name);
}

/** `route`'s path with every integer parameter set to `id`, the others to a value of their form (or, lacking one, `other`). */
export function pathWith(route: Pick<RouteOptions, 'url' | 'schema'>, id: string, other: (name: string) => string = () => id): string {
  const props = (route.schema?.params as Params | undefined)?.properties ?? {};
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (props[name]?.type === 'integer') return id;
    if (props[name]?.format === 'date') return A_DAY;
    if (name === 'imageIds') return AN_IMAGE;
    return other(name);
  });
}
