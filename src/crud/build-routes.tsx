/**
 * resources.config.ts → Refine resources (menu, breadcrumbs, access checks)
 * and the <Route> elements of every view, generated or overridden.
 */
import { CanAccess, type ResourceProps } from '@refinedev/core';
import { Route, useLocation } from 'react-router';
import { NoAccess } from '../components/NoAccess';
import { SECTIONS, type PageConfig, type ResourceConfig, type ViewKind } from '../../resources.config';
import { lazyScreen } from '../components/lazy-screen';
import { Screen } from '../components/Screen';
import { SECTION_ICONS } from '../layout/sections';
import { ResourceIcon } from '../layout/resource-icon';
import { VIEW_KINDS, viewPath } from '../lib/gate-path';
import { overrides } from './overrides';

const ResourceList = lazyScreen(() => import('./ResourceList'));
const ResourceShow = lazyScreen(() => import('./ResourceShow'));
const ResourceForm = lazyScreen(() => import('./ResourceForm'));

/** The home page is the `dashboard` resource, so the menu lists it first. */
export const HOME_RESOURCE = 'dashboard';

export function buildResources(entries: ResourceConfig[], pages: PageConfig[] = []): ResourceProps[] {
  const sections = SECTIONS.filter((s) => s !== HOME_RESOURCE && [...entries, ...pages].some((e) => e.section === s));
  const parentOf = (section: string) => (section === HOME_RESOURCE ? undefined : section);
  return [
    { name: HOME_RESOURCE, list: '/', meta: { icon: <ResourceIcon name={SECTION_ICONS.dashboard} /> } },
    ...sections.map((section) => ({ name: section, meta: { icon: <ResourceIcon name={SECTION_ICONS[section]} /> } })),
    ...pages.map((page) => ({
      name: page.name,
      list: page.route,
      meta: { parent: parentOf(page.section), icon: <ResourceIcon name={page.icon} />, hide: page.hidden },
    })),
    ...entries.map((entry) => {
      const routes = Object.fromEntries(VIEW_KINDS.filter((kind) => entry.views[kind]).map((kind) => [kind, viewPath(entry, kind)]));
      return {
        name: entry.name,
        ...routes,
        // The list's API paths ride along for the views that call them outside the data provider (exports, imports).
        meta: {
          parent: parentOf(entry.section),
          icon: <ResourceIcon name={entry.icon} />,
          listPath: entry.api.list,
          importPath: entry.api.import,
        },
      };
    }),
  ];
}

function viewElement(entry: ResourceConfig, kind: ViewKind) {
  const view = entry.views[kind];
  if (view !== 'generated') {
    const Override = overrides[view!];
    if (!Override)
      throw new Error(`resources.config.ts: "${entry.name}" names the ${kind} view "${view}", which src/crud/overrides.ts does not have.`);
    return <Override resource={entry.name} />;
  }
  if (kind === 'list') return <ResourceList resource={entry.name} />;
  if (kind === 'show') return <ResourceShow resource={entry.name} />;
  return <FormVisit resource={entry.name} action={kind} />;
}

/**
 * A form afresh for each move to it, told by the move's own key: a busy page may draw a save's
 * move away and a move back to the form in one go, and the form must not stay as the save left it.
 */
function FormVisit(props: { resource: string; action: 'create' | 'edit' }) {
  return <ResourceForm key={useLocation().key} {...props} />;
}

/**
 * One <Route> per configured view, each behind the same gate as its menu item.
 * A refused view says why in its place (NoAccess); an unknown path leads to the dashboard (spec §2).
 */
export function buildRoutes(entries: ResourceConfig[]) {
  return entries.flatMap((entry) =>
    VIEW_KINDS.filter((kind) => entry.views[kind]).map((kind) => (
      <Route
        key={`${entry.name}-${kind}`}
        path={viewPath(entry, kind)}
        element={
          // Keyed per resource and view: going from one generated list to another starts afresh (its own sort and filters).
          <CanAccess
            key={`${entry.name}-${kind}`}
            resource={entry.name}
            action={kind}
            fallback={<NoAccess resource={entry.name} action={kind} />}
          >
            <Screen>{viewElement(entry, kind)}</Screen>
          </CanAccess>
        }
      />
    )),
  );
}
