import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { effectiveBranches, withinBranches } from './branch-scope';

describe('effectiveBranches', () => {
  it('gives an admin (no own branches) what was asked, or everything', () => {
    expect(effectiveBranches([2], [])).toEqual([2]);
    expect(effectiveBranches(null, [])).toBeNull();
  });
  it('keeps a manager inside their own branches', () => {
    expect(effectiveBranches(null, [1, 2])).toEqual([1, 2]);
    expect(effectiveBranches([2, 9], [1, 2])).toEqual([2]);
    expect(effectiveBranches([9], [1, 2])).toEqual([]);
  });
});

describe('withinBranches', () => {
  const db = new Kysely<never>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const compiled = (branches: number[] | null) => withinBranches(branches, 'b.branch_id').compile(db);

  it('limits nothing for a request that may see every branch', () => {
    expect(compiled(null).sql).toBe('true');
  });
  it('keeps the rows of the branches given', () => {
    expect(compiled([2, 5])).toMatchObject({ sql: '"b"."branch_id" in ($1, $2)', parameters: [2, 5] });
  });
  it('keeps no row when no branch is left', () => {
    expect(compiled([]).sql).toBe('false');
  });
});
