import type { Academy, RequestContext } from './core/context';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Gate } from '../domain/gate';
import type { EntityModel } from './core/crud/entity-model';
import type { TokenSettings } from './core/tokens';
import type { ViewRead } from './core/view-links';
import type { ServerCaches } from './core/cache/server-caches';
import type { DocumentedBody } from './core/openapi/request-bodies';
import type { Refuses } from './core/openapi/refusals';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    tokens: TokenSettings;
    models: Map<string, EntityModel>;
    caches: ServerCaches;
    /** What the routes the web views read ask of a caller (core/view-links.ts), on the API scope. */
    viewGates: Map<string, ViewRead>;
  }
  interface FastifyRequest {
    academy: Academy | null;
    /** Set for every authenticated route; routes marked public have none. */
    ctx: RequestContext | null;
  }
  interface FastifyContextConfig {
    /** No token needed (sign-in, public pages). */
    public?: boolean;
    gate?: Gate;
    /** Still served when the subscription has lapsed: what the app needs to show the blocking screen and pay. */
    openWhenLapsed?: boolean;
    /**
     * A list: its query string is checked by the list service against the resource's filters, not by a route schema.
     * A schema given here describes those parameters in the API's document only.
     */
    listQuery?: boolean | Record<string, unknown>;
    /**
     * Parameters the route's service checks itself, to refuse them in the spec's words (a report's
     * unit and range): their rules as the document states them; the route schema leaves them to it.
     */
    judged?: { params?: Record<string, unknown>; querystring?: Record<string, unknown> };
    /** A body the route reads itself (a record's write, checked by the CRUD service; an upload's parts), described in the document. */
    requestBody?: DocumentedBody;
    /** Refusals the route's own rules give beyond those its gate, parameters and body show (openapi/refusals.ts). */
    refuses?: Refuses;
  }
}
