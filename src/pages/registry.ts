/**
 * The hand-written screens named by `pages` in resources.config.ts (which holds
 * data only): each name mapped to its lazily loaded component.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../components/lazy-screen';

export type PageScreen = LazyExoticComponent<ComponentType>;

export const pageScreens: Record<string, PageScreen> = {
  schedules: lazyScreen(() => import('./schedules/SchedulesPage')),
  transport_forward: lazyScreen(() => import('./transport/TransportForwardPage')),
  transport_back: lazyScreen(() => import('./transport/TransportBackPage')),
  session_renewals: lazyScreen(() => import('./renewals/RenewalsPage')),
  attendance_players: lazyScreen(() => import('./attendance/AttendancePlayersPage')),
  attendance_managers: lazyScreen(() => import('./attendance/AttendanceManagersPage')),
  settings_general: lazyScreen(() => import('./settings/GeneralPage')),
  settings_languages: lazyScreen(() => import('./settings/LanguagesPage')),
  settings_pricing_model: lazyScreen(() => import('./settings/PricingModelPage')),
  settings_kit_fee: lazyScreen(() => import('./settings/KitFeePage')),
  settings_attendance_policy: lazyScreen(() => import('./settings/AttendancePolicyPage')),
  settings_schedule_mode: lazyScreen(() => import('./settings/ScheduleModePage')),
  settings_trial_mode: lazyScreen(() => import('./settings/TrialModePage')),
  settings_transport_mode: lazyScreen(() => import('./settings/TransportModePage')),
  settings_payment_integration: lazyScreen(() => import('./settings/PaymentIntegrationPage')),
  settings_bank_transfers: lazyScreen(() => import('./settings/BankTransferSettingsPage')),
  settings_email: lazyScreen(() => import('./settings/EmailSettingsPage')),
  settings_sms: lazyScreen(() => import('./settings/SmsSettingsPage')),
  settings_zalo: lazyScreen(() => import('./settings/ZaloSettingsPage')),
  settings_notification_templates: lazyScreen(() => import('./settings/NotificationTemplatesPage')),
  settings_shop: lazyScreen(() => import('./settings/ShopSettingsPage')),
  settings_earn_points: lazyScreen(() => import('./settings/EarnPointsPage')),
  api_reference: lazyScreen(() => import('./api-reference/ApiReferencePage')),
  'my-profile': lazyScreen(() => import('./profile/ProfilePage')),
  'my-plan': lazyScreen(() => import('./my-plan/MyPlanPage')),
  'my-plan-packages': lazyScreen(() => import('./my-plan/PackagesPage')),
  'my-plan-payment': lazyScreen(() => import('./my-plan/PaymentPage')),
  time_keeping: lazyScreen(() => import('./payroll/TimekeepingPage')),
  report_salary: lazyScreen(() => import('./salary-report/SalaryReportPage')),
  report_attendances: lazyScreen(() => import('./reports/AttendanceReportPage')),
  report_players: lazyScreen(() => import('./reports/PlayerReportPage')),
  report_revenues: lazyScreen(() => import('./reports/RevenueReportPage')),
  report_tuition_balance: lazyScreen(() => import('./reports/TuitionBalanceReportPage')),
  report_expenses: lazyScreen(() => import('./reports/ExpenseReportPage')),
  report_profit_and_loss: lazyScreen(() => import('./reports/ProfitLossReportPage')),
  report_orders: lazyScreen(() => import('./reports/OrderReportPage')),
  report_inventories: lazyScreen(() => import('./reports/InventoryReportPage')),
};
