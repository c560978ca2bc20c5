/**
 * The version (ETag) of each record as last read, by resource and id. An edit form
 * keeps the one it was filled from and sends it back as If-Match, so that a save over
 * a version someone else has replaced is refused (412) instead of silently winning.
 */
import type { BaseKey } from '@refinedev/core';

const versions = new Map<string, string>();
const keyOf = (resource: string, id: BaseKey) => `${resource}/${id}`;

export function rememberVersion(resource: string, id: BaseKey, etag: unknown): void {
  if (typeof etag === 'string') versions.set(keyOf(resource, id), etag);
}

export function versionOf(resource: string, id: BaseKey): string | undefined {
  return versions.get(keyOf(resource, id));
}
