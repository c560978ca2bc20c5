/**
 * buildApp(): the whole server, registered in an explicit order. The API scope
 * holds the hooks that concern the API alone, tenant before auth (auth checks
 * the token against the host's academy), and within it the modules under
 * /v1/api and the subscription service under /api-public. Outside it: the
 * gateway's pages, uploaded files, and the app's files last.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { resources as registry, type ResourceConfig } from '../resources.config';
import type { Catalogue } from '../schemas/catalogue';
import type { Config } from './config';
import { changesOf, type Db } from './db/client';
import { cachesFollowing } from './core/cache/server-caches';
import { collectViewGates } from './core/view-links';
import { sayDoneInLanguage } from './core/reply';
import { answerFrameworkError, answerNotFound, registerErrorHandler } from './core/hooks/error-handler';
import { registerAuditTrail } from './core/hooks/audit-trail';
import { registerAuth } from './core/hooks/auth';
import { registerIdempotency } from './core/hooks/idempotency';
import { registerPublicWriteLimit } from './core/hooks/public-write-limit';
import { registerApiSecurityHeaders, registerSecurityHeaders } from './core/hooks/security-headers';
import { registerTenant } from './core/hooks/tenant';
import { answerClientError, LOW_LEVEL_SERVER_OPTIONS, registerLowLevelRefusals } from './core/low-level-refusals';
import { refuseUndeclaredQueries, registerValidators } from './core/hooks/validators';
import { buildEntityModel } from './core/crud/entity-model';
import { hiddenRows } from './modules/crud/hidden-rows';
import { DIST_DIR, registerAppFiles } from './core/app-files';
import { healthRoutes } from './core/health';
import { registerApiDocument, tagged } from './core/openapi/document';
import { documentRoutes } from './core/openapi/document-routes';
import { compileSerializersOnUse } from './core/openapi/serializers';
import { requestLog } from './core/request-log';
import { declareEnvelope } from './core/openapi/responses';
import attendance from './modules/attendance';
import auth from './modules/auth';
import crud from './modules/crud';
import inbox from './modules/inbox';
import loyalty from './modules/loyalty';
import money from './modules/money';
import notifications from './modules/notifications';
import payroll from './modules/payroll';
import people from './modules/people';
import printing from './modules/printing';
import plan, { sandboxGateway, subscriptionService } from './modules/plan';
import publicPages from './modules/public';
import reports from './modules/reports';
import schedules from './modules/schedules';
import settings from './modules/settings';
import shop from './modules/shop';
import teacher from './modules/teacher';
import parents from './modules/parents';
import transport from './modules/transport';
import sessions from './modules/sessions';
import tuition from './modules/tuition';
import uploads, { uploadedFiles } from './modules/uploads';

/** The areas of the product under /v1/api, each a plugin of its routes, by the section the API's document gives it. */
const API_MODULES = {
  'Sign-in and account': auth,
  Settings: settings,
  'People and classes': people,
  Attendance: attendance,
  Sessions: sessions,
  'Schedules and time off': schedules,
  Transport: transport,
  Payroll: payroll,
  'Shop and stock': shop,
  'Loyalty points': loyalty,
  Money: money,
  'Parent notifications': notifications,
  'Reports and dashboard': reports,
  Inbox: inbox,
  Printing: printing,
  Plan: plan,
  'Public pages': publicPages,
  'Tuition paid online': tuition,
  "Teachers' area": teacher,
  "Parents' area": parents,
  Uploads: uploads,
  Records: crud,
};

export interface AppOptions {
  config: Config;
  db: Db;
  catalogue: Catalogue;
  logger?: boolean;
  /** Where the log goes when `logger` is on: standard output unless told (tests read it). */
  logStream?: Parameters<typeof requestLog>[1];
  /** Defaults to the registry; tests add throwaway resources. */
  resources?: ResourceConfig[];
  /** Serve the built app from dist/ (off in API tests). */
  serveApp?: boolean;
  /** Told of every route as it is registered (tests enumerate the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? requestLog(opts.config.logLevel, opts.logStream) : false,
    trustProxy: opts.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Unique across restarts and replicas: the audit log and the logs refer to requests by it.
    genReqId: () => randomUUID(),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    http: LOW_LEVEL_SERVER_OPTIONS,
  });
  registerValidators(app);
  compileSerializersOnUse(app);
  app.decorate('db', opts.db);
  // Caches follow the database's changes, this replica's and the others'.
  const changes = changesOf(opts.db);
  const [caches, stopFollowing] = cachesFollowing(changes);
  app.decorate('caches', caches);
  let stopListening = async () => {};
  app.addHook('onReady', async () => {
    stopListening = await changes.listen((error) => app.log.warn({ err: error }, 'change notifications interrupted'));
  });
  app.addHook('onClose', async () => {
    stopFollowing();
    await stopListening();
  });
  app.decorate('config', opts.config);
  app.decorate('tokens', {
    secret: new TextEncoder().encode(opts.config.jwtSecret),
    accessTokenSeconds: opts.config.accessTokenSeconds,
    refreshTokenDays: opts.config.refreshTokenDays,
  });
  const served = opts.resources ?? registry;
  const scopeOf = (name: string) => (served.find((r) => r.name === name) ?? registry.find((r) => r.name === name))?.scope;
  app.decorate(
    'models',
    new Map(served.map((r) => [r.name, buildEntityModel(r, opts.catalogue, { scopeOf, hiddenRows: hiddenRows[r.name] })])),
  );
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  await app.register(formbody);
  await app.register(multipart);
  // Before everything else: every answer gets the headers, and a CORS preflight is answered without a token.
  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerLowLevelRefusals(app);
  await registerApiDocument(app, app.models.values());

  await app.register(async function api(scope) {
    registerApiSecurityHeaders(scope);
    collectViewGates(scope);
    declareEnvelope(scope);
    sayDoneInLanguage(scope);
    refuseUndeclaredQueries(scope);
    registerTenant(scope, opts.config.defaultAcademy);
    registerAuth(scope);
    registerAuditTrail(scope);
    registerIdempotency(scope);
    await registerPublicWriteLimit(scope, opts.config.publicWritesPerMinute);
    await scope.register(
      async function v1(v1) {
        v1.setNotFoundHandler(answerNotFound);
        documentRoutes(v1);
        for (const [section, module] of Object.entries(API_MODULES)) await v1.register(tagged(section, module));
      },
      { prefix: '/v1/api' },
    );
    await scope.register(
      async function apiPublic(apiPublic) {
        apiPublic.setNotFoundHandler(answerNotFound);
        await apiPublic.register(tagged('Subscription service', subscriptionService));
      },
      { prefix: '/api-public' },
    );
  });

  await app.register(healthRoutes);
  await app.register(sandboxGateway);
  await app.register(uploadedFiles, { prefix: '/statics' });
  const { siteName, apiBaseUrl, cookieDomain } = opts.config;
  await registerAppFiles(app, opts.serveApp ? DIST_DIR : null, { siteName, apiBaseUrl, ...(cookieDomain && { cookieDomain }) });
  return app;
}
