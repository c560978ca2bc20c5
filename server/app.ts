/**
 * buildApp(): the whole server, registered in an explicit order. Tenant before
 * auth (auth checks the token against the host's academy); error handler before
 * routes; the app's files last so API routes win.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { resources as registry, type ResourceConfig } from '../resources.config';
import type { Catalogue } from '../schemas/catalogue';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerAuditTrail } from './plugins/audit-trail';
import { registerAuth } from './plugins/auth';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStatics } from './plugins/statics';
import { registerTenant } from './plugins/tenant';
import { registerValidators } from './plugins/validators';
import { academyRoutes } from './routes/academy';
import { academyInfoRoutes } from './routes/academy-info';
import { accountRoutes } from './routes/account';
import { attendanceRoutes } from './routes/attendances';
import { crudRoutes } from './routes/crud';
import { dashboardRoutes } from './routes/dashboard';
import { domainActionRoutes } from './routes/domain-actions';
import { exportRoutes } from './routes/exports';
import { importRoutes } from './routes/imports';
import { listVariantRoutes } from './routes/list-variants';
import { oauthRoutes } from './routes/oauth';
import { onboardingRoutes } from './routes/onboarding';
import { packagesRoutes } from './routes/packages';
import { payrollRoutes } from './routes/payroll';
import { playerRoutes } from './routes/players';
import { profileRoutes } from './routes/profile';
import { publicRoutes } from './routes/public';
import { reportRoutes } from './routes/reports';
import { salaryReportRoutes } from './routes/salary-report';
import { scheduleRoutes } from './routes/schedules';
import { settingsRoutes } from './routes/settings';
import { stockRoutes } from './routes/stock';
import { subscriptionRoutes } from './routes/subscription';
import { transportRoutes } from './routes/transport';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import { buildEntityModel } from './services/entity-model';
import { DIST_DIR, registerAppFiles } from './static';

export interface AppOptions {
  config: Config;
  db: Db;
  catalogue: Catalogue;
  logger?: boolean;
  /** Defaults to the registry; tests add throwaway resources. */
  resources?: ResourceConfig[];
  /** Serve the built app from dist/ (off in API tests). */
  serveApp?: boolean;
  /** Told of every route as it is registered (tests enumerate the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: opts.config.logLevel } : false,
    trustProxy: opts.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Unique across restarts and replicas: the audit log and the logs refer to requests by it.
    genReqId: () => randomUUID(),
    frameworkErrors: answerFrameworkError,
  });
  registerValidators(app);
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  app.decorate('tokens', {
    secret: new TextEncoder().encode(opts.config.jwtSecret),
    accessTokenSeconds: opts.config.accessTokenSeconds,
    refreshTokenDays: opts.config.refreshTokenDays,
  });
  app.decorate('models', new Map((opts.resources ?? registry).map((r) => [r.name, buildEntityModel(r, opts.catalogue)])));
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  await app.register(formbody);
  await app.register(multipart);
  // Before tenant and auth: every answer gets the headers, and a CORS preflight is answered without a token.
  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerTenant(app, opts.config.defaultAcademy);
  registerAuth(app);
  registerAuditTrail(app);

  oauthRoutes(app);
  profileRoutes(app);
  accountRoutes(app);
  settingsRoutes(app);
  scheduleRoutes(app);
  transportRoutes(app);
  academyRoutes(app);
  academyInfoRoutes(app);
  packagesRoutes(app);
  subscriptionRoutes(app);
  publicRoutes(app);
  onboardingRoutes(app);
  userRoutes(app);
  playerRoutes(app);
  attendanceRoutes(app);
  domainActionRoutes(app);
  uploadRoutes(app);
  listVariantRoutes(app);
  stockRoutes(app);
  dashboardRoutes(app);
  payrollRoutes(app);
  salaryReportRoutes(app);
  reportRoutes(app);
  for (const model of app.models.values()) {
    exportRoutes(app, model);
    importRoutes(app, model);
    crudRoutes(app, model);
  }

  await registerStatics(app);
  await registerAppFiles(app, opts.serveApp ? DIST_DIR : null);
  return app;
}
