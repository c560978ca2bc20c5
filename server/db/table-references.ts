/**
 * Columns of the hand-written tables (migrations/) that hold a record's id. They
 * record what happened (attendance, pick-ups, transport charges, points, sessions),
 * so each keeps pointing at the record after it is deleted: none stops a delete.
 * tests/api/dependents.test.ts checks every such column of the database is listed.
 */
export interface TableReference {
  table: string;
  field: string;
  target: string;
}

const columns = (table: string, fields: Record<string, string>): TableReference[] =>
  Object.entries(fields).map(([field, target]) => ({ table, field, target }));

export const TABLE_REFERENCES: TableReference[] = [
  ...columns('attendances', { branch_id: 'branches', class_id: 'classes', player_id: 'players', manager_id: 'managers' }),
  // A month's attendance counts, kept by a trigger on attendances.
  ...columns('attendance_months', { branch_id: 'branches', class_id: 'classes', player_id: 'players' }),
  ...columns('pickup_attendances', { branch_id: 'branches', bus_stop_id: 'bus_stops', player_id: 'players', revenue_id: 'revenues' }),
  ...columns('transport_month_charges', { branch_id: 'branches', player_id: 'players', revenue_id: 'revenues' }),
  ...columns('point_awards', { order_id: 'orders', player_id: 'players', customer_id: 'customers' }),
  ...columns('point_grants', { player_id: 'players' }),
  // A player's points history, and who changed a balance by hand.
  ...columns('point_changes', { player_id: 'players', user_id: 'users' }),
  // A parent's online payments of a fee: the gateway's record of money received.
  ...columns('tuition_payments', { revenue_id: 'revenues', booked_revenue_id: 'revenues' }),
  // The payment links made for a fee, and who made each.
  ...columns('tuition_links', { revenue_id: 'revenues', created_by: 'users' }),
  // The users writer ends a deleted account's sessions itself; a saved answer to a repeated write stays its author's.
  ...columns('refresh_tokens', { user_id: 'users', branch_id: 'branches' }),
  ...columns('idempotency_keys', { user_id: 'users' }),
  // What a staff member has read in the header's inbox.
  ...columns('inbox_reads', { user_id: 'users' }),
  // A parent's choices for the academy's messages, kept with their login (and back with it from the trash).
  ...columns('parent_preferences', { user_id: 'users' }),
];
