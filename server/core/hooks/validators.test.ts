import { Ajv } from 'ajv';
import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { registerValidators } from './validators';

afterEach(() => vi.restoreAllMocks());

it('compiles a route check on its first use, once for every route that declares the same schema', async () => {
  const compile = vi.spyOn(Ajv.prototype, 'compile');
  const app = Fastify();
  registerValidators(app);
  const params = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };
  app.get('/a/:id', { schema: { params } }, async (request) => request.params);
  app.get('/b/:id', { schema: { params: structuredClone(params) } }, async (request) => request.params);
  await app.ready();
  expect(compile).not.toHaveBeenCalled();

  expect((await app.inject('/a/7')).json()).toEqual({ id: 7 });
  expect((await app.inject('/b/8')).json()).toEqual({ id: 8 });
  const refused = await app.inject('/b/x');
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toMatch(/must be integer/);
  expect(compile).toHaveBeenCalledTimes(1);
  await app.close();
});
