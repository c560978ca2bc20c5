/**
 * The hand-written screens named by `pages` in resources.config.ts (which holds
 * data only): each name mapped to its lazily loaded component.
 */
import type { ComponentType, LazyExoticComponent } from 'react';

export type PageScreen = LazyExoticComponent<ComponentType>;

export const pageScreens: Record<string, PageScreen> = {};
