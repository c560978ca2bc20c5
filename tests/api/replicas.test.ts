/**
 * Two API processes on one PostgreSQL serve the same academies correctly: what one
 * replica keeps in memory (sessions, list counts) goes when the other changes the
 * rows behind it, and the daily tasks run on one replica at a time.
 * PostgreSQL only (DATABASE_URL): PGlite is one process per data directory; on
 * it, the daily tasks' turn must not hold its only connection from the work.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, type RunningServer } from '../../server/bootstrap';
import { onOneReplica } from '../../server/db/one-replica';
import { DAILY_TASKS_LOCK } from '../../server/modules/loyalty/daily-tasks';
import { createScratchDatabase, dropScratchDatabase } from '../../scripts/durability/scratch-database';
import { useTestApp } from '../helpers/build-test-app';
import { testConfig } from '../helpers/test-config';

const adminUrl = process.env.DATABASE_URL;
// The notification crosses a connection: the other replica hears of a change a moment after it commits.
const SOON = { timeout: 5000, interval: 20 };

describe.skipIf(!adminUrl)('two replicas on one PostgreSQL database', () => {
  let url: string;
  let one: RunningServer;
  let other: RunningServer;

  beforeAll(async () => {
    url = await createScratchDatabase(adminUrl!, 'replicas');
    one = await bootstrap({ ...testConfig, databaseUrl: url }, { serveApp: false, logger: false });
    other = await bootstrap({ ...testConfig, databaseUrl: url }, { serveApp: false, logger: false });
    await Promise.all([one.app.ready(), other.app.ready()]);
  });

  afterAll(async () => {
    await one?.close();
    await other?.close();
    if (url) await dropScratchDatabase(adminUrl!, url);
  });

  const signIn = async (server: RunningServer) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/v1/api/oauth/token',
        payload: { grant_type: 'password', username: 'admin', password: 'Admin@123' },
      })
    ).json() as { access_token: string; refresh_token: string };
  const as = (server: RunningServer, token: string) => (opts: InjectOptions) =>
    server.app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });

  it('ends on both the session signed out on one', async () => {
    const session = await signIn(one);
    const profile = () => as(other, session.access_token)({ method: 'GET', url: '/v1/api/users/my-profile' });
    expect((await profile()).statusCode).toBe(200);

    const out = await one.app.inject({ method: 'POST', url: '/v1/api/oauth/revoke', payload: { token: session.refresh_token } });
    expect(out.statusCode).toBe(200);
    await expect.poll(async () => (await profile()).statusCode, SOON).toBe(401);
  });

  it('counts on one the player the other added', async () => {
    const { access_token } = await signIn(one);
    const total = async () =>
      (await as(other, access_token)({ method: 'GET', url: '/v1/api/admin/players?page=0&size=1' })).json().data.total_elements as number;
    const before = await total();
    const klass = await one.app.db
      .selectFrom('classes')
      .select(['id', 'branch_id'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await as(
      one,
      access_token,
    )({
      method: 'POST',
      url: '/v1/api/players',
      payload: {
        name: 'Trần Hai Nơi',
        date_of_birth: '2015-03-02',
        branch_id: klass.branch_id,
        class_id: klass.id,
        parent_name: 'Trần Văn Một',
        mobile: '0912000111',
        auditing_status: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    await expect.poll(total, SOON).toBe(before + 1);
  });

  it('runs the daily tasks on one replica at a time', async () => {
    let release!: () => void;
    let started!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = onOneReplica(one.app.db, DAILY_TASKS_LOCK, async () => {
      started();
      await held;
    });
    // Asked only once the first holds its turn: asked earlier, the other could take it and the first skip.
    await running;
    expect(await onOneReplica(other.app.db, DAILY_TASKS_LOCK, async () => {})).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await onOneReplica(other.app.db, DAILY_TASKS_LOCK, async () => {})).toBe(true);
  });
});

describe('the daily tasks on the suite’s database', () => {
  const t = useTestApp();

  it('read and write the database while they hold their turn', async () => {
    const work = async () => {
      await t.db.selectFrom('academies').select('id').execute();
    };
    expect(await onOneReplica(t.db, DAILY_TASKS_LOCK, work)).toBe(true);
  });
});
