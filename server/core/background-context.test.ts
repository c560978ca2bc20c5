import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { backgroundContext } from './background-context';

const academy = { id: 7, code: 'demo', name: 'Demo', features: new Set<string>(), timeZone: 'Asia/Ho_Chi_Minh', lapsed: null };
const db = {} as Db;

describe('backgroundContext', () => {
  it("runs as the academy's own, over every branch, as no user of it", () => {
    const ctx = backgroundContext(db, academy, 'vi', { name: 'VNPay', userName: '', role: 'user' });
    expect(ctx).toMatchObject({ db, academy, branchIds: null, lang: 'vi' });
    expect(ctx.user).toEqual({ id: 0, name: 'VNPay', userName: '', role: 'user', branchIds: [] });
  });
  it('speaks the language given', () => {
    const vi = backgroundContext(db, academy, 'vi', { name: 'seed', userName: 'seed', role: 'admin' });
    const en = backgroundContext(db, academy, 'en', { name: 'seed', userName: 'seed', role: 'admin' });
    expect(en.t('errors.notFound')).not.toBe(vi.t('errors.notFound'));
    expect(en.t('errors.notFound')).not.toBe('errors.notFound');
  });
});
