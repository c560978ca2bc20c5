/** What a new fee of an academy needs: its first player (and their branch) and its first fee category, read straight from the database. */
import type { NotNull } from 'kysely';
import type { Db } from '../../server/db/client';

export interface FeeFields {
  category_id: number;
  branch_id: number;
  player_id: number;
}

export async function firstPlayerFeeFields(db: Db, academyId: number): Promise<FeeFields> {
  const player = await db
    .selectFrom('players')
    .select(['id', 'branch_id'])
    .$narrowType<{ branch_id: NotNull }>()
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('transaction_categories')
    .select('id')
    .where('academy_id', '=', academyId)
    .where('category_type', '=', 3)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { category_id: category.id, branch_id: player.branch_id, player_id: player.id };
}
