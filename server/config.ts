/**
 * Environment, checked once at boot: a wrong value stops the server with a
 * message naming the variable, before anything is opened.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Real PostgreSQL when set; embedded PGlite under dataDir otherwise. */
  databaseUrl?: string;
  /** PGlite's shared buffers (PGLITE_SHARED_BUFFERS, `64MB`): zeroed at every start, so less starts faster; unset, 128 MB. */
  pgliteSharedBuffers?: string;
  jwtSecret: string;
  /** Seals the providers' tokens the server keeps for an academy (core/secret-box.ts). */
  secretsKey: string;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** Academy served on plain localhost or an IP address. */
  defaultAcademy: string;
  logLevel: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (else anyone could fake it). */
  trustProxy: boolean;
  /** The hub domain (HUB_DOMAIN, formerly BASE_DOMAIN): parent of the academies' addresses (`example.com`); its pages may call the API cross-origin. */
  baseDomain?: string;
  /** The product's name (SITE_NAME): the page title and splash. */
  siteName: string;
  /** The platform's public address (ROOT_URL), as the API's document names its server; unset, each academy's own address. */
  rootUrl?: string;
  /** Where the app calls the API (API_BASE_URL). */
  apiBaseUrl: string;
  /** The domain of the app's sign-in cookies (COOKIE_DOMAIN); unset, the page's own address. */
  cookieDomain?: string;
  /** Writes without sign-in (the free-trial form, sign-out) one client address may send a minute, per route. */
  publicWritesPerMinute: number;
  /** How often the outbox's sender looks for due messages to parents. */
  notificationSendIntervalMs: number;
  /** How often each academy's bank-transfer provider is asked for the transfers its webhook missed. */
  bankTransferCheckMinutes: number;
  /** The academies' SMTP servers and SMS providers may be on private addresses (a relay on the same network, a test's stand-in). */
  allowPrivateProviderHosts: boolean;
}

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return n;
}

/** The variable `name` if given; otherwise a secret generated once and kept in the data directory's `file`. */
function secret(name: string, dataDir: string, file: string): string {
  const given = process.env[name];
  if (given) {
    if (given.length < 32) throw new Error(`${name} must be at least 32 characters long.`);
    return given;
  }
  const path = join(dataDir, file);
  if (!existsSync(path)) writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(path, 'utf8').trim();
}

/** A PostgreSQL memory size such as `64MB` (from 16 MB to 16 GB), or undefined when unset. */
function memorySize(name: string): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  const match = /^(\d+)(MB|GB)$/.exec(raw);
  const mb = match ? Number(match[1]) * (match[2] === 'GB' ? 1024 : 1) : 0;
  if (mb < 16 || mb > 16_384) throw new Error(`${name} must be a size from 16MB to 16GB such as "64MB", got "${raw}".`);
  return raw;
}

function domainName(name: string, raw = process.env[name]): string | undefined {
  const value = raw?.trim().toLowerCase().replace(/^\./, '');
  if (!value) return undefined;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(value)) throw new Error(`${name} must be a domain name such as "example.com", got "${value}".`);
  return value;
}

/** An http(s) address without a trailing slash, or a path on this address (`/v1/api`) where `path` allows one. */
function address(name: string, fallback: string | undefined, path = false): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const ok = (path && /^\/[\w\-./]*$/.test(raw)) || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(raw);
  if (!ok) throw new Error(`${name} must be an http(s) address${path ? ' or a path such as /v1/api' : ''}, got "${raw}".`);
  return raw.replace(/\/+$/, '');
}

export function loadConfig(): Config {
  const dataDir = resolve(process.env.DATA_DIR || 'data');
  mkdirSync(dataDir, { recursive: true });
  const defaultAcademy = process.env.DEFAULT_ACADEMY || 'demo';
  if (!/^[a-z0-9-]+$/.test(defaultAcademy)) throw new Error('DEFAULT_ACADEMY must be a subdomain code such as "demo".');
  return {
    port: integer('PORT', 3000, 1, 65535),
    host: process.env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteSharedBuffers: memorySize('PGLITE_SHARED_BUFFERS'),
    jwtSecret: secret('JWT_SECRET', dataDir, 'jwt-secret'),
    // Apart from the JWT secret, so rotating that one does not lose the academies' Zalo tokens.
    secretsKey: secret('SECRETS_KEY', dataDir, 'secrets-key'),
    accessTokenSeconds: integer('ACCESS_TOKEN_SECONDS', 900, 5, 86_400),
    refreshTokenDays: integer('REFRESH_TOKEN_DAYS', 30, 1, 365),
    defaultAcademy,
    logLevel: process.env.LOG_LEVEL || 'info',
    trustProxy: process.env.TRUST_PROXY === 'true',
    baseDomain: domainName('HUB_DOMAIN') ?? domainName('BASE_DOMAIN'),
    siteName: process.env.SITE_NAME?.trim() || 'Academy Hub',
    rootUrl: address('ROOT_URL', undefined),
    apiBaseUrl: address('API_BASE_URL', '/v1/api', true)!,
    cookieDomain: domainName('COOKIE_DOMAIN'),
    publicWritesPerMinute: integer('PUBLIC_WRITES_PER_MINUTE', 10, 1, 100_000),
    notificationSendIntervalMs: integer('NOTIFICATION_SEND_INTERVAL_MS', 5_000, 100, 3_600_000),
    bankTransferCheckMinutes: integer('BANK_TRANSFER_CHECK_MINUTES', 10, 1, 1440),
    allowPrivateProviderHosts: process.env.ALLOW_PRIVATE_PROVIDER_HOSTS === 'true',
  };
}
