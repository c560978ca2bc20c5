/**
 * The periodic look at each academy's bank-transfer provider: its list of the account's last
 * two days, booked as the webhook books (bank-transfer-booking.ts), so a transfer whose
 * webhook never came (SePay gives up after a few retries; the server may have been down
 * through them) is found within one interval and one already booked changes nothing. Each
 * look is recorded, its failure with it, for the admin's settings page: a revoked token
 * shows there, transfers do not silently stop being found.
 */
import { sql } from 'kysely';
import type { BankTransferCheck } from '../../../domain/bank-transfer-check';
import { DELIVERY_FAILURES } from '../../../domain/delivery-reasons';
import type { Academy } from '../../core/context';
import type { EntityModel } from '../../core/crud/entity-model';
import type { HostPolicy } from '../../core/provider-hosts';
import type { Db } from '../../db/client';
import { readAcademy } from '../../core/hooks/tenant';
import { subscriptionBlock } from '../../core/academy-service';
import { readSettingsOf } from '../settings/settings-service';
import { bookTransfer } from './bank-transfer-booking';
import { listSepayTransfers } from './sepay-transactions';

/** How far back each look reaches: SePay retries a webhook for about half an hour; a server may be down for a night. */
const CHECK_WINDOW_MS = 48 * 3_600_000;
/** The feature of the package that bank-transfer matching needs (schemas/settings, bank_transfer_settings). */
const FEATURE = 'setup.payment_gateway';

/** The transfers of the window the academy has no row for yet, from `listed` (ids only). */
async function unbookedIds(db: Db, academyId: number, listed: string[]): Promise<Set<string>> {
  if (!listed.length) return new Set();
  const known = await db
    .selectFrom('bank_transfers')
    .select('provider_id')
    .where('academy_id', '=', academyId)
    .where('provider', '=', 'SEPAY')
    .where('provider_id', 'in', listed)
    .execute();
  const booked = new Set(known.map((row) => row.provider_id));
  return new Set(listed.filter((id) => !booked.has(id)));
}

/** Keeps the look as the academy's last; the provider's own words (`detail`) stay for the operator. */
async function record(db: Db, academyId: number, check: BankTransferCheck, detail: string | null = null): Promise<BankTransferCheck> {
  const row = { ...check, detail };
  await db
    .insertInto('bank_transfer_checks')
    .values({ academy_id: academyId, ...row })
    .onConflict((oc) => oc.column('academy_id').doUpdateSet(row))
    .execute();
  return check;
}

/** Asks the academy's provider for its last two days and books what is missing; null when the academy has no look set up. */
export async function checkAcademyTransfers(
  db: Db,
  academy: Academy,
  revenues: EntityModel,
  policy: HostPolicy,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<BankTransferCheck | null> {
  const { bank_transfer_settings: settings, common_settings } = await readSettingsOf(db, academy.id);
  if (!settings.is_enable || !settings.api_token || !academy.features.has(FEATURE) || academy.lapsed) return null;
  const { account_number } = await db
    .selectFrom('academies')
    .select('account_number')
    .where('id', '=', academy.id)
    .executeTakeFirstOrThrow();
  const accountNumber = account_number?.replace(/\s+/g, '') || null;
  const window = { from: new Date(now.getTime() - CHECK_WINDOW_MS), to: now, accountNumber };
  const listed = await listSepayTransfers(settings, window, policy, signal);
  // Cut short by the server stopping: no look took place, and none is recorded.
  if (signal?.aborted) return null;
  const checked_at = now.toISOString();
  if (!listed.ok) return record(db, academy.id, { checked_at, failure: listed.failure, listed: 0, booked: 0 }, listed.detail);
  const missing = await unbookedIds(
    db,
    academy.id,
    listed.incoming.map((t) => t.providerId),
  );
  let booked = 0;
  for (const transfer of listed.incoming.filter((t) => missing.has(t.providerId))) {
    // The webhook may bring the same transfer meanwhile: booking is once per id either way.
    if ((await bookTransfer(db, academy, common_settings.app_language, revenues, transfer, 'LIST')).booked) booked++;
  }
  return record(db, academy.id, { checked_at, failure: null, listed: listed.incoming.length, booked });
}

/** Every academy whose matching is on with an API token to look with, as the server's requests know it. */
async function academiesToCheck(db: Db): Promise<Academy[]> {
  const rows = await db
    .selectFrom('academies')
    .select('code')
    .where(sql<boolean>`settings #>> '{bank_transfer_settings,is_enable}' = 'true'`)
    .where(sql<boolean>`coalesce(settings #>> '{bank_transfer_settings,api_token}', '') <> ''`)
    .execute();
  const academies: Academy[] = [];
  for (const { code } of rows) {
    const row = await readAcademy(db, code);
    if (!row) continue;
    const { state, ...academy } = row;
    academies.push({ ...academy, lapsed: subscriptionBlock(state) });
  }
  return academies;
}

/** One round over every academy, till `signal` stops it; one academy's failure is recorded and never stops the others. */
export async function checkAllTransfers(
  db: Db,
  revenues: EntityModel,
  policy: HostPolicy,
  onError: (error: unknown) => void,
  signal?: AbortSignal,
): Promise<void> {
  for (const academy of await academiesToCheck(db)) {
    if (signal?.aborted) return;
    await checkAcademyTransfers(db, academy, revenues, policy, { signal }).catch(onError);
  }
}

/** The academy's last look, or none yet. */
export async function lastCheck(db: Db, academyId: number): Promise<BankTransferCheck | null> {
  const row = await db
    .selectFrom('bank_transfer_checks')
    .select(['checked_at', 'failure', 'listed', 'booked'])
    .where('academy_id', '=', academyId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    // ISO 8601 whichever form the driver gives the instant in.
    checked_at: new Date(row.checked_at).toISOString(),
    failure: DELIVERY_FAILURES.find((f) => f === row.failure) ?? null,
  };
}
