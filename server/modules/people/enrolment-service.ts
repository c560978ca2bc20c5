/**
 * Enrolling a new player under the academy's pricing model and kit (settings →
 * pricing model, kit fee definition; enrolment-course.ts): a player entered with
 * no sessions left starts with the enrolment's sessions (their course's by
 * course, else the model's) and is recorded with that course, the sessions
 * opening the player's sessions ledger; when the form
 * asks to book the fees, the membership fee (the course's, else the class's,
 * else the model's) and the kit's total are booked as two unpaid revenues of the
 * player, in the same transaction as the player; the player who referred them
 * earns the referral points.
 */
import type { RequestContext } from '../../core/context';
import { createRecord } from '../../core/crud/crud-service';
import { atomically } from '../../db/atomically';
import type { EntityModel } from '../../core/crud/entity-model';
import { kitProducts, kitTotal } from '../settings/kit-service';
import { searchTextOf } from '../../core/search-text';
import { academyToday } from '../../core/academy-clock';
import { giveReferralPoints } from '../loyalty/point-grants';
import { readSettings, type AcademySettings } from '../settings/settings-service';
import { systemCategory } from '../money/system-categories';
import { creditedSessions } from '../../../domain/enrolment-terms';
import { enrolmentOf, type Enrolment } from './enrolment-course';
import { dynamicDb } from '../../db/dynamic-db';
import { numberField } from '../../core/crud/record-fields';
import { recordSessionChanges } from '../sessions/session-ledger';

type Row = Record<string, unknown>;

const CASH = 1;
/** transaction_status "new": booked, still to be collected. */
const NEW = 4;

export async function createPlayer(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row> {
  const settings = await readSettings(ctx);
  const given = body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : null;
  // Not an object: the validator refuses it as sent.
  if (!given) return createRecord(ctx, model, body);
  const enrolment = await enrolmentOf(ctx, given, settings);
  const sessions = creditedSessions(given.number_of_units, enrolment.terms);
  const enrolled = {
    ...given,
    pricing_model: given.pricing_model ?? enrolment.pricing,
    ...(enrolment.courseId !== null && { course_id: enrolment.courseId }),
    number_of_units: sessions,
  };
  // An import creates its players in its own transaction, which this joins.
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const player = await createRecord(tx, model, enrolled);
    // The ledger starts with the sessions the player came with: the enrolment's, or those the admin entered.
    await recordSessionChanges(db, ctx.academy.id, [
      {
        player_id: numberField(player),
        units: Number(player.number_of_units ?? 0),
        reason: sessions === given.number_of_units ? 'opening' : 'enrolment',
        at_date: academyToday(ctx.academy.timeZone),
        note: sessions === given.number_of_units ? null : (enrolment.course?.name ?? null),
        user_id: ctx.user.id,
      },
    ]);
    if (given.book_enrolment_fees === true) await bookEnrolmentFees(tx, player, enrolment, settings);
    if (player.referred_by_id) await giveReferralPoints(tx, numberField(player, 'referred_by_id'), numberField(player));
    return player;
  });
}

async function bookEnrolmentFees(ctx: RequestContext, player: Row, enrolment: Enrolment, settings: AcademySettings): Promise<void> {
  const fee = enrolment.terms.fee;
  const kit = await kitProducts(
    ctx,
    settings.kit_fee_definitions.kit_fee_products.map((p) => p.product_id),
  );
  const base = {
    branch_id: player.branch_id,
    player_id: player.id,
    at_date: academyToday(ctx.academy.timeZone),
    payment_type: CASH,
    transaction_status: NEW,
  };
  const revenues = [
    {
      title: ctx.t('bookedMoney.titles.enrolmentFee', { name: player.name }),
      amount: fee,
      note: enrolment.course?.name ?? null,
      category: 'membershipRevenue' as const,
    },
    {
      title: ctx.t('bookedMoney.titles.kit', { name: player.name }),
      amount: kitTotal(kit),
      note: kit.map((p) => p.product_name).join(', '),
      category: 'productRevenue' as const,
    },
  ].filter((r) => r.amount > 0);
  for (const { category, ...revenue } of revenues) {
    await dynamicDb(ctx.db)
      .insertInto('revenues')
      .values({
        ...base,
        ...revenue,
        academy_id: ctx.academy.id,
        category_id: await systemCategory(ctx, category),
        search_text: searchTextOf(revenue, ['title', 'note']),
      })
      .execute();
  }
}
