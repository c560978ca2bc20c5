/**
 * Resources whose writes need more than the generic CRUD (hashing, uniqueness,
 * side effects). Reads stay generic; a writer replaces create, update or delete.
 */
import type { RequestContext } from '../../core/context';
import { addClassPlace, updateClassPlace } from '../people/class-place-service';
import { createCustomer, updateCustomer } from '../people/customer-service';
import { createPlayer } from '../people/enrolment-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { deleteExpense } from '../money/expense-service';
import { createOrder, deleteOrder, updateOrder } from '../shop/order-service';
import { createProduct, createStockIn, deleteStockIn, restock, updateStockIn } from '../shop/stock-writers';
import { createPayslip, deletePayslip, updatePayslip } from '../payroll/payroll-service';
import { createRedeem, deleteRedeem, updateRedeem } from '../loyalty/redeem-service';
import { createRevenue, updateRevenue } from '../money/revenue-service';
import { createTimeOff, deleteTimeOff, updateTimeOff } from '../schedules/time-off-service';
import { createEvent, updateEvent } from '../schedules/event-service';
import { createFreeze, deleteFreeze, updateFreeze } from '../sessions/freeze-service';
import { createUser, deleteUser, updateUser } from '../auth/user-service';

type Row = Record<string, unknown>;

export interface Writer {
  create?(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row>;
  update?(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row>;
  remove?(ctx: RequestContext, model: EntityModel, id: number): Promise<void>;
  /** What a record brought back from the trash sets going again (stock counting a restored stock-in). */
  restored?(ctx: RequestContext, row: Row): Promise<void>;
}

export const writers: Record<string, Writer> = {
  users: { create: createUser, update: updateUser, remove: deleteUser },
  orders: { create: createOrder, update: updateOrder, remove: deleteOrder },
  products: { create: createProduct },
  inventory_histories: { create: createStockIn, update: updateStockIn, remove: deleteStockIn, restored: restock },
  redeems: { create: createRedeem, update: updateRedeem, remove: deleteRedeem },
  player_classes: { create: addClassPlace, update: updateClassPlace },
  players: { create: createPlayer },
  revenues: { create: createRevenue, update: updateRevenue },
  time_offs: { create: createTimeOff, update: updateTimeOff, remove: deleteTimeOff },
  player_freezes: { create: createFreeze, update: updateFreeze, remove: deleteFreeze },
  events: { create: createEvent, update: updateEvent },
  customers: { create: createCustomer, update: updateCustomer },
  manager_payslips: { create: createPayslip, update: updatePayslip, remove: deletePayslip },
  expenses: { remove: deleteExpense },
};
