/**
 * A menu icon named by resources.config.ts. The names are resolved by the icon
 * set that the signed-in shell registers (icons.tsx), so the sign-in page,
 * which shows no menu, never loads the set.
 */
import { createElement, type ComponentType } from 'react';

const registered = new Map<string, ComponentType>();

export function registerIcons(icons: Record<string, ComponentType>): void {
  for (const [name, Icon] of Object.entries(icons)) registered.set(name, Icon);
}

export function ResourceIcon({ name }: { name: string }) {
  const icon = registered.get(name);
  return icon ? createElement(icon) : null;
}
