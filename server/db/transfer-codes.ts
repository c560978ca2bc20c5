/**
 * `revenues.transfer_code`: the code a parent's bank transfer carries (domain/transfer-code.ts),
 * given by a trigger to every revenue as it is written, whatever writes it (the form, an import,
 * an enrolment's fee, a shop order), and unique in its academy. Two writers drawing the same code
 * at once take turns under an advisory lock on it, so the second sees the first's and draws again.
 * Attached after the entity tables are synced; the first time, the revenues already written get theirs.
 */
import { sql } from 'kysely';
import { TRANSFER_CODE_ALPHABET, TRANSFER_CODE_LENGTH, TRANSFER_CODE_PREFIX } from '../../domain/transfer-code';
import type { Db } from './client';
import { ensureTriggerFunction } from './trigger-function';

/** The two-key advisory locks of transfer codes, apart from login-attempts.ts's 1 and 2. */
const TRANSFER_CODE_LOCKS = 3;

// A row-level BEFORE trigger sees the rows its statement wrote before, so one update can give codes to many.
// The list's search finds a revenue by its code: the code joins the folded search text the server writes.
const ASSIGN_BODY = `
    declare
      code text := new.transfer_code;
    begin
      while code is null loop
        code := '${TRANSFER_CODE_PREFIX}';
        for i in 1..${TRANSFER_CODE_LENGTH} loop
          code := code || substr('${TRANSFER_CODE_ALPHABET}', 1 + floor(random() * ${TRANSFER_CODE_ALPHABET.length})::int, 1);
        end loop;
        perform pg_advisory_xact_lock(${TRANSFER_CODE_LOCKS}, hashtext(new.academy_id || ':' || code));
        if exists (select 1 from revenues where academy_id = new.academy_id and transfer_code = code) then
          code := null;
        end if;
      end loop;
      new.transfer_code := code;
      if position(lower(code) in coalesce(new.search_text, '')) = 0 then
        new.search_text := concat_ws(' ', new.search_text, lower(code));
      end if;
      return new;
    end `;

/** Creates the function, the trigger and the index where missing or different; a database already set up is only read. */
export async function attachTransferCodes(db: Db): Promise<void> {
  await ensureTriggerFunction(db, 'assign_transfer_code', ASSIGN_BODY);
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_trigger where tgname = 'assign_transfer_code' and tgrelid = 'revenues'::regclass`.execute(db);
  if (rows[0].n) return;
  await sql
    .raw('create trigger assign_transfer_code before insert or update on revenues for each row execute function assign_transfer_code()')
    .execute(db);
  await sql`update revenues set transfer_code = null where transfer_code is null`.execute(db);
  await sql`create unique index if not exists revenues_transfer_code on revenues (academy_id, transfer_code)`.execute(db);
}
