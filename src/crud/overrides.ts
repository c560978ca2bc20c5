/**
 * Hand-written replacements for generated views. A resources.config.ts entry
 * names one by string (`views: {show: 'player-detail'}`); this maps the string
 * to a lazily loaded component receiving `{resource}`.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../components/lazy-screen';

export type ViewComponent = LazyExoticComponent<ComponentType<{ resource: string }>>;

export const overrides: Record<string, ViewComponent> = {
  'notification-list': lazyScreen(() => import('../pages/notifications/NotificationList')),
};
