/**
 * Refine's React Router binding, with which resource and action an address belongs to worked
 * out once per address. Refine asks it of every component that reads the current resource
 * (three times in each useResourceParams: buttons, fields, lists), and each answer walks every
 * route of every resource: on a list page that was a tenth of the page's start on a phone.
 * Everything else is the binding's own, and `parse` answers as it does, but for a page number
 * or size that is not a number, left out rather than passed on as text.
 */
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type IResourceItem,
  type ParseFunction,
  type RouterProvider,
} from '@refinedev/core';
import routerBinding from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';

type Params = Record<string, string | undefined>;
type Match = ReturnType<typeof matchResourceFromRoute> & { routeParams: Params };

/** Addresses kept per set of resources: enough for a long session, dropped all at once past it. */
const KEPT_ADDRESSES = 500;
const matches = new WeakMap<IResourceItem[], Map<string, Match>>();

/** matchResourceFromRoute with the matched route's parameters, remembered per set of resources and address. */
export function resourceOfAddress(pathname: string, resources: IResourceItem[]): Match {
  let byAddress = matches.get(resources);
  if (!byAddress) matches.set(resources, (byAddress = new Map()));
  let match = byAddress.get(pathname);
  if (!match) {
    if (byAddress.size >= KEPT_ADDRESSES) byAddress.clear();
    const found = matchResourceFromRoute(pathname, resources);
    const routeParams = (found.matchedRoute && matchPath(found.matchedRoute, pathname)?.params) || {};
    match = { ...found, routeParams };
    byAddress.set(pathname, match);
  }
  return match;
}

/** A page number or size from the address; one that is not a number is left out (the list's own applies). */
function numberIfPossible(value: unknown): number | undefined {
  const number = Number(value);
  return `${number}` === value ? number : undefined;
}

function useParse(): ParseFunction {
  const routerParams: Params = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, routeParams } = resourceOfAddress(pathname, resources);
  // The router's own parameters first, as the binding does; the matched resource route's otherwise.
  const params = Object.keys(routerParams).length > 0 ? routerParams : routeParams;
  return useCallback(() => {
    const combined: Record<string, unknown> = { ...params, ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }) };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage),
        pageSize: numberIfPossible(combined.pageSize),
        to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

export const routerProvider: RouterProvider = { ...routerBinding, parse: useParse };
