/**
 * The `<meta name="description">` of each page (spec §1): a hand-written page
 * names its own under `pageDescriptions.<name>`, a registry resource gets one
 * from its schema label, and anything else the platform's.
 */
import type { TFunction } from 'i18next';
import { pages, resources } from '../../resources.config';

export function pageDescription(name: string | undefined, t: TFunction, exists: (key: string) => boolean): string {
  if (name && exists(`pageDescriptions.${name}`)) return t(`pageDescriptions.${name}`);
  if (name && [...resources, ...pages].some((r) => r.name === name)) return t('meta.resourceDescription', { label: t(`${name}.${name}`) });
  return t('meta.description');
}
