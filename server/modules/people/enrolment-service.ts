/**
 * Enrolling a new player under the academy's pricing model and kit (settings →
 * pricing model, kit fee definition; enrolment-course.ts): a player entered with
 * no sessions left starts with the enrolment's sessions (their course's by
 * course, else the model's) and is recorded with that course, the sessions
 * opening the player's first pack (lasting the course's days) in their ledger; when the form
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
import { academyToday } from '../../core/academy-clock';
import { giveReferralPoints } from '../loyalty/point-grants';
import { readSettings, type AcademySettings } from '../settings/settings-service';
import { bookPlayerFee } from '../money/player-fees';
import { creditedSessions } from '../../../domain/enrolment-terms';
import { enrolmentOf, type Enrolment } from './enrolment-course';
import { numberField } from '../../core/crud/record-fields';
import { openPack } from '../sessions/session-packs';
import { addDays } from '../attendance/attendance-policy';

type Row = Record<string, unknown>;

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
    const fee = given.book_enrolment_fees === true ? await bookEnrolmentFees(tx, player, enrolment, settings) : null;
    // The first pack holds the sessions the player came with: the enrolment's, or those the admin entered.
    const opening = sessions === given.number_of_units;
    const today = academyToday(ctx.academy.timeZone);
    await openPack(
      tx,
      {
        player_id: numberField(player),
        branch_id: numberField(player, 'branch_id'),
        course_id: enrolment.courseId,
        sessions: Number(player.number_of_units ?? 0),
        price: fee?.amount ?? 0,
        revenue_id: fee?.id ?? null,
        start_date: today,
        expiry_date: !opening && enrolment.validDays ? addDays(today, enrolment.validDays - 1) : null,
      },
      opening ? 'opening' : 'enrolment',
      opening ? null : (enrolment.course?.name ?? null),
    );
    if (player.referred_by_id) await giveReferralPoints(tx, numberField(player, 'referred_by_id'), numberField(player));
    return player;
  });
}

/** Books the fees; answers the enrolment fee, which pays for the first pack, when there is one. */
async function bookEnrolmentFees(
  ctx: RequestContext,
  player: Row,
  enrolment: Enrolment,
  settings: AcademySettings,
): Promise<{ id: number; amount: number } | null> {
  const kit = await kitProducts(
    ctx,
    settings.kit_fee_definitions.kit_fee_products.map((p) => p.product_id),
  );
  const base = { branch_id: numberField(player, 'branch_id'), player_id: numberField(player), at_date: academyToday(ctx.academy.timeZone) };
  const fee = enrolment.terms.fee;
  const paying = fee > 0 && {
    id: await bookPlayerFee(ctx, {
      ...base,
      category: 'membershipRevenue',
      title: ctx.t('bookedMoney.titles.enrolmentFee', { name: player.name }),
      amount: fee,
      note: enrolment.course?.name ?? null,
    }),
    amount: fee,
  };
  if (kitTotal(kit) > 0)
    await bookPlayerFee(ctx, {
      ...base,
      category: 'productRevenue',
      title: ctx.t('bookedMoney.titles.kit', { name: player.name }),
      amount: kitTotal(kit),
      note: kit.map((p) => p.product_name).join(', '),
    });
  return paying || null;
}
