/**
 * What a visitor without an account may see and do (spec §6 public variants):
 * the academy's open branches with the time slots their classes run, its public
 * settings, and a free-trial registration at one of those slots.
 */
import { sql } from 'kysely';
import type { TFunction } from 'i18next';
import type { Academy } from '../../core/context';
import type { Db } from '../../db/client';
import { ApiError, unprocessable } from '../../core/errors';
import { validBody } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { rowValues } from '../../core/crud/row-values';
import { readSettingsOf } from '../settings/settings-service';
import { configuredGateways } from '../tuition/vnpay-gateway';
import { dynamicDb } from '../../db/dynamic-db';

export interface TimeSlot {
  day_of_week: string;
  start_time: string;
  end_time: string;
}

const slotKey = (s: TimeSlot) => `${s.day_of_week} ${s.start_time} ${s.end_time}`;

/** Active branches, each with the distinct weekly slots of its active classes, by day then hour. */
export async function branchesWithSlots(db: Db, academyId: number, branchId?: number) {
  let branches = db
    .selectFrom('branches')
    .select(['id', 'name', 'address'])
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1);
  if (branchId !== undefined) branches = branches.where('id', '=', branchId);
  const rows = await branches.orderBy('name').execute();
  const classes = await db
    .selectFrom('classes')
    .select(['branch_id', 'schedules'])
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .where(sql<boolean>`jsonb_typeof(schedules) = 'array'`)
    .execute();
  return rows.map((branch) => {
    const slots = new Map<string, TimeSlot>();
    for (const c of classes) {
      if (c.branch_id !== branch.id) continue;
      for (const s of c.schedules ?? []) slots.set(slotKey(s), s);
    }
    return { ...branch, schedules: [...slots.values()].sort((a, b) => slotKey(a).localeCompare(slotKey(b))) };
  });
}

/** What a visitor may know: the academy's name and time zone, its common settings, whether it takes free trials and the gateways it takes payments through. */
export async function publicSettings(db: Db, academy: Academy) {
  const settings = await readSettingsOf(db, academy.id);
  return {
    academy: { id: academy.id, name: academy.name, time_zone: academy.timeZone },
    common_settings: settings.common_settings,
    trial_settings: { is_enable: settings.trial_settings.is_enable },
    payment_gateways: configuredGateways(academy, settings),
  };
}

/**
 * A visitor's free-trial registration, while the academy takes them. The status
 * is always "new" whatever the body says; the branch must be open and every
 * chosen slot one it offers.
 */
export async function registerPractice(db: Db, academy: Academy, model: EntityModel, body: unknown, t: TFunction) {
  // Settings → trial mode off: the academy takes no free-trial registrations for now.
  if (!(await readSettingsOf(db, academy.id)).trial_settings.is_enable)
    throw new ApiError(403, 'TRIAL_CLOSED', t('settingsRules.trialClosed'));
  const data = validBody({ t, academy }, model, { ...(body as object), registration_status: 1 }, false);
  const [branch] = await branchesWithSlots(db, academy.id, Number(data.branch_id));
  if (!branch) throw unprocessable(t('errors.validationFailed'), [{ field: 'branch_id', message: t('validation.refNotFound') }]);
  const offered = new Set(branch.schedules.map(slotKey));
  if ((data.schedules as TimeSlot[]).some((s) => !offered.has(slotKey(s)))) {
    throw unprocessable(t('errors.validationFailed'), [{ field: 'schedules', message: t('validation.slotNotOffered') }]);
  }
  return dynamicDb(db)
    .insertInto(model.table)
    .values({ ...rowValues(model, data), academy_id: academy.id })
    .returning(['id', 'name', 'branch_id', 'schedules', 'registration_status', 'create_date'])
    .executeTakeFirstOrThrow();
}
