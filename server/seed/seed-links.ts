/**
 * Demo records that hang off the others: extra class places, riders of the bus
 * stops, partners' posts and tags. Read back from the
 * rows seeded before, so the links always agree on branch.
 */
import type { EntityModel } from '../core/crud/entity-model';
import type { Db } from '../db/client';
import type { Random } from './demo-people';
import { insertRows } from './insert-rows';
import { dynamicDb } from '../db/dynamic-db';

interface Scope {
  db: Db;
  models: Map<string, EntityModel>;
  academyId: number;
  branchIds: number[];
  r: Random;
}

type Ref = { id: number; branch_id: number };

async function rows(s: Scope, table: 'players' | 'classes' | 'bus_stops' | 'merchants', columns: string[]) {
  return (await dynamicDb(s.db).selectFrom(table).select(columns).where('academy_id', '=', s.academyId).orderBy('id').execute()) as Array<
    Record<string, number>
  >;
}

export async function seedLinks(s: Scope): Promise<void> {
  const insert = (name: string, list: Array<Record<string, unknown>>) => insertRows(s.db, s.models.get(name)!, s.academyId, list);
  const { r } = s;
  const players = (await rows(s, 'players', ['id', 'branch_id', 'class_id'])).filter((_, i) => i % 10 === 3);
  const classes = (await rows(s, 'classes', ['id', 'branch_id'])) as Ref[];
  await insert(
    'player_classes',
    players.flatMap((p) => {
      const other = classes.find((c) => c.branch_id === p.branch_id && c.id !== p.class_id);
      return other ? [{ branch_id: p.branch_id, player_id: p.id, class_id: other.id, note: 'Học thêm buổi cuối tuần' }] : [];
    }),
  );

  const stops = (await rows(s, 'bus_stops', ['id', 'branch_id'])) as Ref[];
  const riders = (await rows(s, 'players', ['id', 'branch_id'])).filter((_, i) => i % 7 === 1);
  await insert(
    'player_bus_stops',
    riders.flatMap((p, i) => {
      // Riders alternate between their branch's stops, so every stop has some.
      const own = stops.filter((b) => b.branch_id === p.branch_id);
      const stop = own[i % Math.max(own.length, 1)];
      if (!stop) return [];
      return [
        {
          branch_id: p.branch_id,
          bus_stop_id: stop.id,
          player_id: p.id,
          days: r.next() < 0.5 ? ['1', '3', '5'] : ['2', '4', '6'],
          is_departure_turn: true,
          is_return_turn: r.next() < 0.7,
        },
      ];
    }),
  );

  const merchants = await rows(s, 'merchants', ['id']);
  await insert(
    'merchant_feeds',
    merchants.flatMap((m, i) => [
      {
        merchant_id: m.id,
        title: i === 0 ? 'Giảm 20% giày đinh cho học viên' : 'Tủ sách hè cho các con',
        content: 'Ưu đãi dành riêng cho phụ huynh và học viên của học viện, áp dụng đến hết tháng.',
        auditing_status: 1,
      },
      {
        merchant_id: m.id,
        title: i === 0 ? 'Khai trương chi nhánh mới' : 'Đọc sách cùng con mỗi tối',
        content: 'Mời quý phụ huynh ghé thăm và nhận quà.',
        auditing_status: 0,
      },
    ]),
  );

  await insert('tags', [
    { name: 'Năng khiếu', color: 'gold', description: 'Học viên có năng khiếu nổi bật', auditing_status: 1 },
    { name: 'Cần chăm sóc', color: 'red', description: 'Phụ huynh cần liên hệ lại', auditing_status: 1 },
    { name: 'Anh chị em', color: 'blue', description: 'Gia đình có nhiều con theo học', auditing_status: 1 },
  ]);
}
