/**
 * A package's name in the asker's language. The platform's own plans (trial,
 * basic, full) are named in the translations; a plan added to the table by hand
 * keeps the name it was given.
 */
import type { TFunction } from 'i18next';

export function packageName(t: TFunction, pkg: { code: string; name: string }): string {
  return t(`plan.names.${pkg.code}`, { defaultValue: pkg.name });
}
