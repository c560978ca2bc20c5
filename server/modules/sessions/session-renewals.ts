/**
 * The renewal queue and its two answers (domain/session-renewals.ts). A player's last pack is due
 * when the player's sessions left are at or below the low-sessions threshold (settings → e-mail
 * notifications, the figure that tells the parent) or the pack ends within the settings' renewal
 * days. Renewing opens the next pack (nextTerms: the course's terms of today, else the pack's) with
 * its fee booked unpaid; either decision is taken once, on the player's last pack, with the
 * player's row locked so two clicks make one pack.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { ApiError, unprocessable } from '../../core/errors';
import { getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { withinBranches } from '../../core/branch-scope';
import { nextVersion } from '../../core/crud/record-version';
import { academyToday } from '../../core/academy-clock';
import { atomically } from '../../db/atomically';
import { readSettings, type AcademySettings } from '../settings/settings-service';
import { enrolmentTerms, type CourseTerms } from '../../../domain/enrolment-terms';
import { addDays } from '../attendance/attendance-policy';
import { bookPlayerFee } from '../money/player-fees';
import { SESSIONS_LEFT } from '../../../domain/player-sessions';
import type { PackDecision, RenewalRow, RenewedPack } from '../../../domain/session-renewals';
import { openPack } from './session-packs';
import { renewalCandidates, type Candidate } from './renewal-candidates';

export async function renewalQueue(ctx: RequestContext, view: 'due' | 'not_renewing'): Promise<RenewalRow[]> {
  const settings = await readSettings(ctx);
  const today = academyToday(ctx.academy.timeZone);
  // Players still learning: one who left is brought back (with a pack) from their own page.
  let query = renewalCandidates(ctx).where(withinBranches(ctx.branchIds, 'p.branch_id')).where('p.auditing_status', '=', 1);
  query =
    view === 'due'
      ? query
          .where('k.renewal', '=', 'open')
          .where((eb) =>
            eb.or([
              eb(sql`coalesce(p.number_of_units, 0)`, '<=', Math.max(settings.email_settings.low_sessions_threshold, 0)),
              eb('k.expiry_date', '<=', addDays(today, settings.attendance_settings.renewal_days ?? 14)),
            ]),
          )
      : query.where('k.renewal', '=', 'not_renewing');
  const rows = await query
    .orderBy(sql`k.expiry_date nulls last`)
    .orderBy('left')
    .orderBy('p.name')
    .execute();
  return rows.map((row) => ({
    pack_id: row.pack_id,
    player_id: row.player_id,
    player_name: row.player_name ?? '',
    parent_name: row.parent_name,
    mobile: row.mobile,
    branch_id: row.branch_id,
    class_name: row.class_name,
    course_id: row.course_id,
    course_name: row.course_name,
    sessions: row.sessions,
    left: row.left,
    expiry_date: row.expiry_date,
    fee_unpaid: row.fee_unpaid,
    renewal_note: row.renewal_note,
    ...nextTerms(row, settings.transaction_settings),
  }));
}

/**
 * What the next pack buys and costs: the course's terms of today (domain/enrolment-terms.ts); with
 * no course, the pack's own when it sold sessions at a price, else the academy's model (the class's fee).
 */
function nextTerms(pack: Candidate, model: AcademySettings['transaction_settings']) {
  const terms = (course: CourseTerms | null) =>
    enrolmentTerms({
      pricing: course ? 'base_course' : 'monthly',
      course,
      classFee: pack.class_fee === null ? null : Number(pack.class_fee),
      modelFee: model.fee_transaction_value,
      modelSessions: model.fee_transaction_duration_in_units,
    });
  if (pack.course_name !== null) {
    const course = {
      name: pack.course_name,
      course_type: Number(pack.course_type),
      fee: Number(pack.course_fee),
      number_of_units: pack.course_sessions === null ? null : Number(pack.course_sessions),
    };
    const { fee, sessions } = terms(course);
    return { next_sessions: sessions, next_price: fee };
  }
  if (Number(pack.price) > 0 && pack.sessions > 0) return { next_sessions: pack.sessions, next_price: Number(pack.price) };
  const { fee, sessions } = terms(null);
  return { next_sessions: sessions, next_price: fee };
}

/** What renewing the player's last pack would buy and cost; undefined for another pack. */
export async function renewalTermsOf(ctx: RequestContext, packId: number) {
  const pack = await renewalCandidates(ctx).where('k.id', '=', packId).executeTakeFirst();
  return pack && { pack, ...nextTerms(pack, (await readSettings(ctx)).transaction_settings) };
}

/** The pack, locked with its player, when it is the player's last and still undecided; else 409. */
async function openDecision(tx: RequestContext, packs: EntityModel, id: number): Promise<Candidate> {
  const { player_id } = await getRecord(tx, packs, id);
  await tx.db
    .selectFrom('players')
    .select('id')
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', Number(player_id))
    .forUpdate()
    .execute();
  const pack = await renewalCandidates(tx).where('k.id', '=', id).executeTakeFirst();
  if (!pack || pack.renewal !== 'open') throw new ApiError(409, 'PACK_DECIDED', tx.t('session_renewals.errors.decided'));
  return pack;
}

export async function renewPack(ctx: RequestContext, packs: EntityModel, id: number): Promise<RenewedPack> {
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const pack = await openDecision(tx, packs, id);
    const { next_sessions: sessions, next_price: price } = nextTerms(pack, (await readSettings(tx)).transaction_settings);
    const balance = pack.number_of_units + sessions;
    if (balance > SESSIONS_LEFT.max) {
      const message = tx.t('errors.sessionsOutOfBounds', { balance, ...SESSIONS_LEFT });
      throw unprocessable(message, [{ field: 'sessions', message }]);
    }
    const today = academyToday(ctx.academy.timeZone);
    const days = pack.course_days ?? pack.pack_days;
    const revenue_id =
      price > 0
        ? await bookPlayerFee(tx, {
            category: 'membershipRevenue',
            title: tx.t('bookedMoney.titles.renewal', { name: pack.player_name }),
            branch_id: pack.branch_id,
            player_id: pack.player_id,
            amount: price,
            at_date: today,
            note: pack.course_name,
          })
        : null;
    const next = {
      player_id: pack.player_id,
      branch_id: pack.branch_id,
      course_id: pack.course_id,
      sessions,
      price,
      revenue_id,
      start_date: today,
      expiry_date: days ? addDays(today, days - 1) : null,
    };
    await db
      .updateTable('players')
      .set({ number_of_units: balance, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', pack.player_id)
      .execute();
    const nextId = await openPack(tx, next, 'renewed', pack.course_name);
    await decide(tx, id, { renewal: 'renewed', next_pack_id: nextId });
    return { id: nextId, ...next, number_of_units: balance };
  });
}

export async function markNotRenewing(ctx: RequestContext, packs: EntityModel, id: number, note: string): Promise<PackDecision> {
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    await openDecision(tx, packs, id);
    return decide(tx, id, { renewal: 'not_renewing', renewal_note: note });
  });
}

function decide(tx: RequestContext, id: number, decision: Partial<PackDecision>): Promise<PackDecision> {
  return tx.db
    .updateTable('session_packs')
    .set({ ...decision, update_date: sql`now()` })
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', id)
    .returning(['id', 'renewal', 'renewal_note', 'next_pack_id'])
    .executeTakeFirstOrThrow() as Promise<PackDecision>;
}
