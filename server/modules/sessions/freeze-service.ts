/**
 * Freezes (*bảo lưu*, `player_freezes`): a player's enrolment held from a day to a day. While
 * frozen the player is on no roster (attendance-roster.ts), so no session is taken and no absence
 * counted, and comes back by themselves the day after. Their unused make-up credits and their
 * packs (session-packs.ts) ending from the freeze's first day on last its days longer (a freeze lengthened adds the days added; one
 * shortened or lifted takes none back: the family was told the later day). A freeze names the
 * player's branch (checked as every reference is), never overlaps another of the player's, and
 * each change is an event in the sessions ledger.
 */
import type { RequestContext } from '../../core/context';
import { ApiError, unprocessable } from '../../core/errors';
import { academyToday } from '../../core/academy-clock';
import { checkRelations, createRecord, deleteRecord, getRecord, updateRecord, validBody } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { atomically } from '../../db/atomically';
import { formatDate } from '../../../domain/dates';
import { sql } from 'kysely';
import { recordSessionChanges } from './session-ledger';
import { movePackExpiry } from './session-packs';
import { UNUSED } from './makeup-credits';

type Row = Record<string, unknown>;

/** The longest freeze: a school year. */
const MAX_DAYS = 366;

interface Freeze {
  player_id: number;
  from_date: string;
  to_date: string;
  reason: string;
}

const asFreeze = (row: Row): Freeze => ({
  player_id: Number(row.player_id),
  from_date: String(row.from_date),
  to_date: String(row.to_date),
  reason: String(row.reason),
});

const daysOf = (f: Pick<Freeze, 'from_date' | 'to_date'>) => (Date.parse(f.to_date) - Date.parse(f.from_date)) / 86_400_000 + 1;

function checkDates(ctx: RequestContext, freeze: Freeze): void {
  const days = daysOf(freeze);
  const message = days < 1 ? ctx.t('freezes.endsBeforeStart') : days > MAX_DAYS ? ctx.t('freezes.tooLong', { days: MAX_DAYS }) : null;
  if (message) throw unprocessable(message, [{ field: 'to_date', message }]);
}

/**
 * In the transaction, with the player's row locked so two freezes of one player are checked one
 * after the other: refuses one overlapping another of theirs (409).
 */
async function checkOverlap(tx: RequestContext, freeze: Freeze, exceptId?: number): Promise<void> {
  await tx.db
    .selectFrom('players')
    .select('id')
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', freeze.player_id)
    .forUpdate()
    .execute();
  let q = tx.db
    .selectFrom('player_freezes')
    .select(['from_date', 'to_date'])
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('player_id', '=', freeze.player_id)
    .where('from_date', '<=', freeze.to_date)
    .where('to_date', '>=', freeze.from_date);
  if (exceptId) q = q.where('id', '!=', exceptId);
  const other = await q.executeTakeFirst();
  if (!other) return;
  const message = tx.t('freezes.overlap', { from: formatDate(String(other.from_date)), to: formatDate(String(other.to_date)) });
  throw new ApiError(409, 'FREEZE_OVERLAP', message, [{ field: 'from_date', message }]);
}

/** The freeze as the ledger's note: its days and reason. */
const noteOf = (f: Freeze) => `${formatDate(f.from_date)}–${formatDate(f.to_date)}: ${f.reason.trim()}`.slice(0, 255);

async function recordEvent(tx: RequestContext, reason: 'frozen' | 'unfrozen', freeze: Freeze, atDate: string): Promise<void> {
  await recordSessionChanges(tx.db, tx.academy.id, [
    { player_id: freeze.player_id, units: 0, reason, at_date: atDate, note: noteOf(freeze), user_id: tx.user.id },
  ]);
}

/** Moves the last day of the player's unused credits lapsing from `from` on by `days`. */
async function moveCreditExpiry(tx: RequestContext, freeze: Freeze, days: number): Promise<void> {
  if (days <= 0) return;
  await tx.db
    .updateTable('makeup_credits')
    .set({ expires_on: sql`expires_on + ${days}::integer`, update_date: sql`now()` })
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('player_id', '=', freeze.player_id)
    .where('status', 'in', UNUSED)
    .where('expires_on', '>=', freeze.from_date)
    .execute();
}

async function withAuthor(tx: RequestContext, model: EntityModel, id: number): Promise<Row> {
  await tx.db
    .updateTable('player_freezes')
    .set({ user_id: tx.user.id || null })
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', id)
    .execute();
  return getRecord(tx, model, id);
}

export async function createFreeze(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row> {
  const data = validBody(ctx, model, body, false);
  const freeze = asFreeze(data);
  checkDates(ctx, freeze);
  // The player within reach and of the branch named (the form fills it from the player), before any overlap is told.
  await checkRelations(ctx, model, data);
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    await checkOverlap(tx, freeze);
    const saved = await createRecord(tx, model, data);
    await recordEvent(tx, 'frozen', freeze, freeze.from_date);
    await moveCreditExpiry(tx, freeze, daysOf(freeze));
    await movePackExpiry(tx, freeze.player_id, freeze.from_date, daysOf(freeze));
    return withAuthor(tx, model, Number(saved.id));
  });
}

export async function updateFreeze(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row> {
  const stored = await getRecord(ctx, model, id);
  const current = asFreeze(stored);
  const data = validBody(ctx, model, body, true);
  const freeze = asFreeze({ ...data, player_id: current.player_id });
  checkDates(ctx, freeze);
  await checkRelations(ctx, model, data, stored);
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    await checkOverlap(tx, freeze, id);
    await updateRecord(tx, model, id, body);
    if (freeze.from_date !== current.from_date || freeze.to_date !== current.to_date)
      await recordEvent(tx, 'frozen', freeze, freeze.from_date);
    await moveCreditExpiry(tx, freeze, daysOf(freeze) - daysOf(current));
    await movePackExpiry(tx, freeze.player_id, freeze.from_date, daysOf(freeze) - daysOf(current));
    return withAuthor(tx, model, id);
  });
}

export async function deleteFreeze(ctx: RequestContext, model: EntityModel, id: number): Promise<void> {
  const current = asFreeze(await getRecord(ctx, model, id));
  await atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    await deleteRecord(tx, model, id);
    await recordEvent(tx, 'unfrozen', current, academyToday(ctx.academy.timeZone));
  });
}
