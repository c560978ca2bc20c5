/** A plan invoice's status as its academy reads it (`i` the invoices row): one still unpaid after its due date is OVER_DUE. */
import { sql, type RawBuilder } from 'kysely';
import type { InvoiceStatus } from '../../../domain/subscription';

/** `today`: the academy's day, a 'YYYY-MM-DD' or an SQL expression of it. */
export const invoiceStatusOn = (today: string | RawBuilder<unknown>) =>
  sql<InvoiceStatus>`case when i.status = 'NEW' and i.due_date < ${today}::date then 'OVER_DUE' else i.status end`;
