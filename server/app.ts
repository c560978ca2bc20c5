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
import { registerAuditTrail } from './core/hooks/audit-trail';
import { registerAuth } from './core/hooks/auth';
import { answerFrameworkError, registerErrorHandler } from './core/hooks/error-handler';
import { registerSecurityHeaders } from './core/hooks/security-headers';
import { registerStatics } from './modules/uploads/uploaded-files';
import { registerTenant } from './core/hooks/tenant';
import { registerValidators } from './core/hooks/validators';
import { academyRoutes } from './modules/plan/my-academy-routes';
import { academyInfoRoutes } from './modules/settings/academy-info-routes';
import { accountRoutes } from './modules/auth/account-routes';
import { attendanceRoutes } from './modules/attendance/attendance-routes';
import { crudRoutes } from './modules/crud/crud-routes';
import { dashboardRoutes } from './modules/reports/dashboard-routes';
import { domainActionRoutes } from './modules/shop/stock-in-routes';
import { exportRoutes } from './modules/crud/export-routes';
import { importRoutes } from './modules/crud/import-routes';
import { listVariantRoutes } from './modules/people/list-variant-routes';
import { oauthRoutes } from './modules/auth/oauth-routes';
import { onboardingRoutes } from './modules/settings/onboarding-routes';
import { packagesRoutes } from './modules/plan/package-routes';
import { payrollRoutes } from './modules/payroll/payroll-routes';
import { playerRoutes } from './modules/people/player-routes';
import { profileRoutes } from './modules/auth/profile-routes';
import { publicRoutes } from './modules/public/public-routes';
import { reportRoutes } from './modules/reports/report-routes';
import { salaryReportRoutes } from './modules/payroll/salary-report-routes';
import { scheduleRoutes } from './modules/schedules/schedule-routes';
import { settingsRoutes } from './modules/settings/settings-routes';
import { stockRoutes } from './modules/shop/stock-routes';
import { subscriptionRoutes } from './modules/plan/subscription-routes';
import { transportRoutes } from './modules/transport/transport-routes';
import { uploadRoutes } from './modules/uploads/upload-routes';
import { userRoutes } from './modules/auth/user-routes';
import { buildEntityModel } from './core/crud/entity-model';
import { DIST_DIR, registerAppFiles } from './core/app-files';

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
