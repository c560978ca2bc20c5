/**
 * A settings 422 names each field by its section (`attendance_settings.max_own`,
 * `point_settings.level.2.benchmarks`); a page shows them on its own fields.
 */
import type { ErrorSchema } from '@rjsf/utils';

export type FieldMessages = Record<string, string>;

/** The section's errors, keyed by their path inside the section (`max_own`, `level.2.benchmarks`). */
export function sectionErrors(errors: FieldMessages | undefined, section: string): FieldMessages {
  const prefix = `${section}.`;
  return Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([field, message]) => (field.startsWith(prefix) ? [[field.slice(prefix.length), message]] : [])),
  );
}

/** Paths and messages as rjsf's nested error tree: `level.2.benchmarks` → `{level: {2: {benchmarks: {__errors}}}}`. */
export function toErrorSchema(errors: FieldMessages): ErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    let node = tree;
    for (const key of path.split('.')) node = (node[key] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return tree as ErrorSchema;
}
