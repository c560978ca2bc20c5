/**
 * Deleted records (soft deletes) and bringing them back, as the server and the
 * app both decide it: which resources keep a deleted list an admin may read,
 * and which of those may be restored by the generic restore.
 */

/** Who may read deleted records and restore them. */
export const TRASH_ROLE = 'admin';

/**
 * Resources whose delete undoes effects elsewhere, so bringing the row back alone
 * would leave those effects undone: an order's revenue and points, a redemption's
 * points (given back on delete, perhaps spent since), a salary expense's payslip
 * (unpaid on delete, perhaps paid again since). Their deleted rows are listed, not restored.
 */
const KEPT_DELETED = new Set(['orders', 'redeems', 'expenses']);

interface Entry {
  name: string;
  readOnly?: boolean;
}

/** Whether deleted records of this resource exist to be listed (a resource the server alone writes is never deleted). */
export const hasTrash = (entry: Entry): boolean => !entry.readOnly;

/** Whether the generic restore brings back this resource's deleted records. */
export const isRestorable = (entry: Entry): boolean => hasTrash(entry) && !KEPT_DELETED.has(entry.name);
