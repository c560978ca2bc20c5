/**
 * Idempotency keys: a create sent again with the same Idempotency-Key (a retry,
 * a double submit, five at once) makes one record and gets the first answer;
 * the key is the user's own; another body under a used key is refused.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

describe('idempotency keys on creates', () => {
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  let branchId: number;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    // A branch of the manager's, so both users may create classes in it.
    branchId = (await manager({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
  });

  const klass = (name: string) => ({
    name,
    branch_id: branchId,
    auditing_status: 1,
    schedules: [{ day_of_week: '2', start_time: '17:30', end_time: '19:00' }],
  });
  const createClass = (caller: typeof admin, body: object, key?: string) =>
    caller({ method: 'POST', url: '/v1/api/admin/classes', payload: body, headers: key ? { 'idempotency-key': key } : {} });
  const classesNamed = async (name: string) =>
    Number((await sql<{ n: number }>`select count(*)::int as n from classes where name = ${name}`.execute(t.db)).rows[0].n);

  it('makes one record of five identical requests sent at once, and gives the five the same answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createClass(admin, klass('U10 Idempotent'), key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await classesNamed('U10 Idempotent')).toBe(1);
    // The audit log names the one write, not the repeats.
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from audit_logs where request_id = any(${answers.map((a) => String(a.headers['x-request-id']))})`.execute(
      t.db,
    );
    expect(rows[0].n).toBe(1);
  });

  it('answers the same key later with the first answer and creates nothing', async () => {
    const key = randomUUID();
    const first = await createClass(admin, klass('U11 Retried'), key);
    expect(first.statusCode).toBe(201);
    const again = await createClass(admin, klass('U11 Retried'), key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await classesNamed('U11 Retried')).toBe(1);
  });

  it('keeps a key to its user: another user sending it gets a record of their own', async () => {
    const key = randomUUID();
    const mine = await createClass(admin, klass('U12 Shared key'), key);
    const theirs = await createClass(manager, klass('U12 Shared key'), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect(await classesNamed('U12 Shared key')).toBe(2);
  });

  it('refuses the same key with another body (422), in the caller language, and creates nothing', async () => {
    const key = randomUUID();
    expect((await createClass(admin, klass('U13 First'), key)).statusCode).toBe(201);
    const reused = await admin({
      method: 'POST',
      url: '/v1/api/admin/classes',
      payload: klass('U13 Second'),
      headers: { 'idempotency-key': key, 'accept-language': 'en' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for another request',
    });
    expect(await classesNamed('U13 Second')).toBe(0);
  });

  it('creates as before without a key, each time', async () => {
    expect((await createClass(admin, klass('U14 No key'))).statusCode).toBe(201);
    expect((await createClass(admin, klass('U14 No key'))).statusCode).toBe(201);
    expect(await classesNamed('U14 No key')).toBe(2);
  });

  it('keeps no refusal: the same key after a 422 is judged again, not replayed', async () => {
    const key = randomUUID();
    const invalid = { ...klass('U15 Fixed'), schedules: [{ day_of_week: '2', start_time: '19:00', end_time: '17:00' }] };
    expect((await createClass(admin, invalid, key)).statusCode).toBe(422);
    // Same key, same body: judged again (and refused again), not replayed from storage.
    const again = await createClass(admin, invalid, key);
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const fixed = await createClass(admin, klass('U15 Fixed'), randomUUID());
    expect(fixed.statusCode).toBe(201);
    expect(await classesNamed('U15 Fixed')).toBe(1);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const res = await createClass(admin, klass('U16 Bad key'), 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('Idempotency-Key');
    expect(await classesNamed('U16 Bad key')).toBe(0);
  });

  it('is declared on the POST operations of the document', async () => {
    const doc = (await admin({ method: 'GET', url: '/v1/api/openapi.json' })).json();
    const params = doc.paths['/v1/api/admin/classes'].post.parameters as Array<{ in: string; name: string }>;
    expect(params).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(doc.paths['/v1/api/admin/classes'].get.parameters.some((p: { name: string }) => p.name === 'idempotency-key')).toBe(false);
  });
});
