/**
 * One <Route> per hand-written page of resources.config.ts, behind the same
 * gate as its menu item: a refused page says why in its place (NoAccess).
 */
import { CanAccess } from '@refinedev/core';
import { Route } from 'react-router';
import { NoAccess } from '../components/NoAccess';
import type { PageConfig } from '../../resources.config';
import { Screen } from '../components/Screen';
import type { PageScreen } from './registry';

export function buildPageRoutes(pages: PageConfig[], screens: Record<string, PageScreen>) {
  return pages.map((page) => {
    const PageView = screens[page.name];
    if (!PageView) throw new Error(`resources.config.ts names the page "${page.name}", which src/pages/registry.ts does not have.`);
    return (
      <Route
        key={page.name}
        path={page.route}
        element={
          <CanAccess resource={page.name} action="list" fallback={<NoAccess resource={page.name} action="list" />}>
            <Screen>
              <PageView />
            </Screen>
          </CanAccess>
        }
      />
    );
  });
}
