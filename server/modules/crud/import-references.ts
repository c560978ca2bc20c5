/**
 * Related records named in a sheet by their title (accent- and case-blind) or
 * their id, among those the caller may reach (a manager: their branches') and of
 * the kind the reference accepts (a revenue's category: a revenue category). A
 * branch's record (a class) is looked for in the row's branch, so the same class
 * name in two branches is no ambiguity once the row names its branch.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import type { EntityModel, Relation } from '../../core/crud/entity-model';
import { fold, isBlank, type Cell } from './import-cells';
import { brokenRule, wrongKindMessage } from '../../core/crud/reference-kinds';
import { dynamicDb } from '../../db/dynamic-db';

interface Candidate {
  id: number;
  title: string;
  branchId: number | null;
  /** The rule of the reference's kind (`x-ref-where`) it breaks, if any. */
  broken?: ReturnType<typeof brokenRule>;
}

/** A cell's id(s), or why it names none. */
export type Resolved = { value: number | number[] } | { error: string };

export interface ReferenceResolver {
  /** Relations in the order to resolve them: the branch first, then what lies in a branch. */
  relations: Relation[];
  resolve(rel: Relation, cell: Cell, row: Record<string, unknown>): Resolved;
}

async function candidates(ctx: RequestContext, rel: Relation): Promise<Map<string, Candidate[]>> {
  let query = dynamicDb(ctx.db)
    .selectFrom(rel.target)
    .select(['id', sql<string>`${sql.ref(rel.titleField)}::text`.as('title')])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null);
  if (rel.branchBound === 'branch_id') query = query.select('branch_id');
  for (const rule of rel.kind?.rules ?? []) query = query.select(rule.field);
  const own = ctx.user.branchIds;
  if (own.length && rel.branchBound) query = query.where(rel.branchBound, 'in', own);
  const byName = new Map<string, Candidate[]>();
  for (const row of (await query.execute()) as Array<{ id: number; title: string; branch_id?: number | null }>) {
    const candidate = {
      id: Number(row.id),
      title: row.title,
      branchId: row.branch_id ?? null,
      broken: rel.kind ? brokenRule(rel.kind, row) : undefined,
    };
    for (const key of new Set([fold(row.title), `#${row.id}`])) byName.set(key, [...(byName.get(key) ?? []), candidate]);
  }
  return byName;
}

export async function referenceResolver(ctx: RequestContext, model: EntityModel): Promise<ReferenceResolver> {
  const known = new Map(await Promise.all(model.relations.map(async (rel) => [rel.field, await candidates(ctx, rel)] as const)));
  const inBranch = (rel: Relation) => rel.branchBound === 'branch_id' && 'branch_id' in model.writable;

  const one = (rel: Relation, name: string, row: Record<string, unknown>): { value: number } | { error: string } => {
    const byName = known.get(rel.field)!;
    const found = byName.get(fold(name)) ?? (/^\d+$/.test(name.trim()) ? byName.get(`#${name.trim()}`) : undefined) ?? [];
    const branch = row.branch_id;
    const inPlace = inBranch(rel) && typeof branch === 'number' ? found.filter((c) => c.branchId === branch) : found;
    // A name of another kind (an expense category on a revenue) is named as such, never taken.
    const here = inPlace.filter((c) => !c.broken);
    const other = inPlace.find((c) => c.broken);
    if (!here.length && other) return { error: wrongKindMessage(ctx, rel.kind!, other.broken!) };
    if (here.length === 1) return { value: here[0].id };
    if (here.length > 1) return { error: ctx.t('import.refAmbiguous', { name: name.trim(), count: here.length }) };
    // The name is not repeated back: what another academy holds stays out of every answer.
    return { error: ctx.t(found.length ? 'import.refNotInBranch' : 'import.refNotFound') };
  };

  return {
    relations: [...model.relations].sort((a, b) => Number(inBranch(a)) - Number(inBranch(b))),
    resolve(rel, cell, row) {
      if (!rel.many) return one(rel, String(cell), row);
      const ids: number[] = [];
      for (const name of String(cell)
        .split(',')
        .filter((n) => !isBlank(n))) {
        const answer = one(rel, name, row);
        if ('error' in answer) return answer;
        ids.push(answer.value);
      }
      return { value: ids };
    },
  };
}
