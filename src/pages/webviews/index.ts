/**
 * The web views of spec §2 under /view (pages the mobile app opens with a
 * token in the link, made for that one view by POST /v1/api/view-links; the
 * server's core/view-links.ts names what each may read). Adding one is one
 * line here and one there; each loads on demand.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

export interface WebView {
  /** Below /view. */
  path: string;
  screen: LazyExoticComponent<ComponentType>;
}

export const webviews: WebView[] = [
  { path: 'webview-players-in-class', screen: lazyScreen(() => import('./PlayersInClassView')) },
  { path: 'webview-orders', screen: lazyScreen(() => import('./OrdersView')) },
  { path: 'webview-payroll', screen: lazyScreen(() => import('./PayrollView')) },
  { path: 'webview-total-work', screen: lazyScreen(() => import('./TotalWorkView')) },
  { path: 'webview-plan-payment', screen: lazyScreen(() => import('./PlanPaymentView')) },
  // A parent's payment of a fee: its link's page, and where VNPay sends them back.
  { path: 'tuition', screen: lazyScreen(() => import('./TuitionView')) },
  { path: 'tuition-return', screen: lazyScreen(() => import('./TuitionReturnView')) },
  // A parent's renewal of a pack, from the "sessions left" message.
  { path: 'renewal', screen: lazyScreen(() => import('./RenewalView')) },
];
