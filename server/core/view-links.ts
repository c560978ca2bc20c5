/**
 * The web views under /view (spec §2) that the mobile app opens with a token in
 * the link, and the API reads each one makes. A link's token opens only these:
 * a link lands in histories and logs, so it must be worth no more than its view.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../resources.config';
import { denialFor, type Denial, type Gate } from '../../domain/gate';

export const VIEW_READS: Record<string, readonly string[]> = {
  'webview-players-in-class': ['/v1/api/admin/classes/:id', '/v1/api/admin/players'],
  'webview-orders': ['/v1/api/admin/orders/:id', '/v1/api/players/:id', '/v1/api/admin/orders'],
  'webview-payroll': ['/v1/api/my-payslips'],
  'webview-total-work': ['/v1/api/admin/managers/attendances-statistic'],
  'webview-plan-payment': ['/api-public/academies/my-academy', '/api-public/payments/my-payments', '/api-public/payments/:id'],
};

export const VIEW_NAMES = Object.keys(VIEW_READS);

/** Whether a bearer's token may ask this: an access token anything, a view's token its view's reads only. */
export function opensRoute(view: string | null, request: FastifyRequest): boolean {
  if (view === null) return true;
  return request.method === 'GET' && (VIEW_READS[view] ?? []).includes(request.routeOptions.url ?? '');
}

/** What a view's read asks of its caller: the route's gate, and whether it is served while the plan has lapsed. */
export interface ViewRead {
  gate?: Gate;
  openWhenLapsed: boolean;
}

/** Keeps what the routes the views read ask of a caller as they are registered (`onRoute`, before any module), on `scope`. */
export function collectViewGates(scope: FastifyInstance): void {
  const reads = new Set(Object.values(VIEW_READS).flat());
  scope.decorate('viewGates', new Map<string, ViewRead>());
  scope.addHook('onRoute', (route) => {
    if (route.method === 'GET' && reads.has(route.url)) {
      scope.viewGates.set(route.url, { gate: route.config?.gate, openWhenLapsed: Boolean(route.config?.openWhenLapsed) });
    }
  });
}

/** Why this caller could not read what `view` shows (a link for it would only be refused), or null. */
export function viewDenial(app: FastifyInstance, view: string, role: Role, features: ReadonlySet<string>): Denial | null {
  for (const url of VIEW_READS[view] ?? []) {
    const gate = app.viewGates.get(url)?.gate;
    const denial = gate && denialFor(gate, role, features);
    if (denial) return denial;
  }
  return null;
}

/** Whether everything `view` shows is still served while the academy's plan has lapsed (the plan's own view is). */
export function viewOpensWhenLapsed(app: FastifyInstance, view: string): boolean {
  return (VIEW_READS[view] ?? []).every((url) => app.viewGates.get(url)?.openWhenLapsed);
}
