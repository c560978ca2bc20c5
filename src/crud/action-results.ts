/**
 * Views of an `x-actions` entry's answer, named by its `result` (strings in the
 * schema, components here): the action's call answers something the user needs
 * to see or pass on, not only "done".
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ActionResultProps {
  /** The resource acted on. */
  resource: string;
  /** The answer's `data`. */
  data: unknown;
  title: string;
  onClose: () => void;
}

export const actionResults: Record<string, LazyExoticComponent<ComponentType<ActionResultProps>>> = {
  'payment-link': lazy(() => import('../pages/tuition/PaymentLinkModal')),
  /** The record the call answered, now paid: its receipt to print (the schema's `x-print`). */
  receipt: lazy(() => import('./ReceiptResult')),
  /** Who a message to parents will reach, and who it cannot (a fee's payment reminder). */
  'parent-notices': lazy(() => import('./ParentNoticesResult')),
};
