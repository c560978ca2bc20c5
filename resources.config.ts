/**
 * The resource registry: data only, imported by both the server (routes, gates,
 * tables) and the app (menu, routes, generated views). Adding an entity is a
 * schema file in `schemas/` plus one entry in `resources`.
 */

export const ROLES = [
  'admin',
  'manager',
  'manager_branch',
  'sub_manager',
  'teacher',
  'accountant',
  'sale_marketing',
  'user',
  'player',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may use the admin app at all (spec §6). */
export const ADMIN_APP_ROLES: Role[] = ['admin', 'manager'];

/** The academy's staff: every login but a parent's or a player's (the mobile app's web views open to them). */
export const STAFF_ROLES: Role[] = ROLES.filter((role) => role !== 'user' && role !== 'player');

/** Package features (spec §3 permission codes, §6 feature names). */
export const FEATURES = [
  'general.basic',
  'general.attendance',
  'general.schedule',
  'general.feeds',
  'general.renew',
  'general.transaction',
  'general.profile',
  'general.payroll',
  'general.report',
  'manager.branch',
  'manager.course',
  'manager.profit',
  'manager.customer',
  'manager.supplier',
  'service.transport',
  'service.e_connect',
  'shop.product',
  'shop.items',
  'shop.point',
  'shop.manager',
  'notification.received',
  'notification.sent',
  'notification.sent_all',
  'report.revenue',
  'report.expense',
  'report.profit',
  'report.shop',
  'report.inventory',
  'report.payroll',
  'setup.application',
  'setup.fee_policy',
  'setup.kit',
  'setup.attendance',
  'setup.schedule',
  'setup.transport',
  'setup.payment_gateway',
  'setup.point',
  'setup.language',
  'setup.user_access',
] as const;
export type Feature = (typeof FEATURES)[number];

export const SECTIONS = ['dashboard', 'academy', 'transaction', 'service', 'shop', 'crm', 'report', 'settings'] as const;
export type Section = (typeof SECTIONS)[number];

export type ViewKind = 'list' | 'show' | 'create' | 'edit';

export interface ResourceConfig {
  /** Name of the resource: also its schema file, table, i18n prefix and default API path. */
  name: string;
  /** App route of the list; show/edit/create hang below it. */
  route: string;
  /** API paths under /v1/api, as spec §7 names them. */
  api: {
    list: string;
    /** Absent when records come from elsewhere (free trials come from the public form). */
    create?: string;
    /** `{id}` is appended for get / update / delete. */
    item: string;
    /** Record images (`images` in the schema): upload and delete paths with `{id}` and `{imageIds}`. */
    images?: { upload: string; remove: string };
    /** Avatar upload path with `{id}` (`avatar` in the schema). */
    avatar?: string;
    /** The same avatar upload at other spec paths (a teacher's under `admin/teachers`). */
    avatarAliases?: string[];
    /** The same list at other spec paths (the non-admin variants, `useAdmin: false`). */
    listAliases?: string[];
    /** The same create at other spec paths (the non-admin variants). */
    createAliases?: string[];
    /** One record read (`GET {id}`) at other spec paths (the non-admin variants). */
    getAliases?: string[];
    /** New records from a spreadsheet (XLSX or CSV with the list's columns), all or none, at this path. */
    import?: string;
    /** The whole filtered list, unpaged (for printing), at this path. */
    listAll?: string;
    /** A partial update (PATCH `{id}`) also answers here, besides `item`. */
    patchAlias?: string;
  };
  section: Section;
  /** Icon name from @ant-design/icons, resolved by the app's icon registry. */
  icon: string;
  /** The package must offer at least one of these. */
  features: Feature[];
  roles: Role[];
  /** Roles that may create, change and delete its records, when fewer than `roles` (branches: the admin's alone). */
  writeRoles?: Role[];
  /** `branch`: rows carry branch_id and follow the selected branch; `academy`: academy-wide. */
  scope: 'academy' | 'branch';
  /** Views generated from the schema; a string names a hand-written override in the app. */
  views: Partial<Record<ViewKind, 'generated' | string>>;
  /** Written by the server alone (the audit log): no create, update or delete route, no such button. */
  readOnly?: boolean;
}

/**
 * A hand-written screen (dashboard-like pages a uniform table cannot be): its
 * route, menu place and gate. The app maps `name` to its screen in
 * `src/pages/registry.ts`; server routes serving it take the same gate (`pageGate`).
 */
export interface PageConfig {
  /** Also its i18n title (`<name>.<name>`) and description (`pageDescriptions.<name>`). */
  name: string;
  route: string;
  section: Section;
  icon: string;
  features: Feature[];
  roles: Role[];
  /** Reached from another page, not from the menu. */
  hidden?: boolean;
}

const generated: ResourceConfig['views'] = { list: 'generated', show: 'generated', create: 'generated', edit: 'generated' };

export const resources: ResourceConfig[] = [
  {
    name: 'branches',
    route: '/branches',
    section: 'academy',
    icon: 'ApartmentOutlined',
    api: { list: 'admin/branches', create: 'admin/branches', item: 'admin/branches', listAliases: ['admin/branches/search'] },
    features: ['manager.branch'],
    roles: ['admin', 'manager'],
    writeRoles: ['admin'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'classes',
    route: '/classes',
    section: 'academy',
    icon: 'TeamOutlined',
    api: { list: 'admin/classes', create: 'admin/classes', item: 'admin/classes' },
    features: ['general.basic'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'courses',
    route: '/courses',
    section: 'academy',
    icon: 'BookOutlined',
    api: { list: 'admin/course-master', create: 'admin/course-master', item: 'admin/course-master', patchAlias: 'admin/courses' },
    features: ['manager.course'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'managers',
    route: '/managers',
    section: 'academy',
    icon: 'SolutionOutlined',
    api: {
      list: 'admin/managers',
      create: 'admin/managers',
      item: 'admin/managers',
      avatar: 'admin/managers/{id}/upload-avatar',
      avatarAliases: ['admin/teachers/{id}/upload-avatar'],
    },
    features: ['general.basic'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'players',
    route: '/players',
    section: 'academy',
    icon: 'UserOutlined',
    api: {
      list: 'admin/players',
      create: 'players',
      item: 'players',
      avatar: 'players/{id}/upload-avatar',
      import: 'admin/players/upload',
    },
    features: ['general.basic'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    // Written by the server alone, with every change of a player's sessions left: the figure is its sum.
    name: 'session_changes',
    route: '/session-changes',
    section: 'academy',
    icon: 'HistoryOutlined',
    api: { list: 'admin/session-changes', item: 'admin/session-changes' },
    features: ['general.basic'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: { list: 'generated', show: 'generated' },
    readOnly: true,
  },
  {
    // Opened by an enrolment or a renewal, each movement of its sessions a ledger row naming it.
    name: 'session_packs',
    route: '/session-packs',
    section: 'academy',
    icon: 'InboxOutlined',
    api: { list: 'admin/session-packs', item: 'admin/session-packs' },
    features: ['general.basic'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: { list: 'generated', show: 'generated' },
    readOnly: true,
  },
  {
    // Granted by the server from leave requests asked in time; booked and released by their actions.
    name: 'makeup_credits',
    route: '/makeup-credits',
    section: 'academy',
    icon: 'RetweetOutlined',
    api: { list: 'admin/makeup-credits', item: 'admin/makeup-credits' },
    features: ['general.basic'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: { list: 'generated', show: 'generated' },
    readOnly: true,
  },
  {
    // A player's enrolment held (bảo lưu): off the rosters for its days (server/modules/sessions/freeze-service.ts).
    name: 'player_freezes',
    route: '/player-freezes',
    section: 'academy',
    icon: 'PauseCircleOutlined',
    api: { list: 'admin/player-freezes', create: 'admin/player-freezes', item: 'admin/player-freezes' },
    features: ['general.basic'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'player_classes',
    route: '/player-classes',
    section: 'academy',
    icon: 'UsergroupAddOutlined',
    api: { list: 'admin/playerclass', create: 'admin/playerclass', item: 'admin/playerclass' },
    features: ['general.basic'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: { create: 'generated', show: 'generated', edit: 'generated' },
  },
  {
    name: 'practices',
    route: '/practices',
    section: 'academy',
    icon: 'RocketOutlined',
    api: { list: 'admin/practices', item: 'admin/practices', import: 'admin/practices/upload' },
    features: ['general.basic'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: { list: 'generated', show: 'generated', edit: 'generated' },
  },
  {
    name: 'time_offs',
    route: '/time-offs',
    section: 'academy',
    icon: 'CalendarOutlined',
    api: { list: 'admin/time-off', create: 'admin/time-off', item: 'admin/time-off' },
    features: ['general.schedule'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'events',
    route: '/events',
    section: 'academy',
    icon: 'NotificationOutlined',
    api: {
      list: 'admin/events',
      create: 'admin/events',
      item: 'admin/events',
      images: { upload: 'admin/events/{id}/static-files', remove: 'admin/events/{id}/static-files/{imageIds}' },
    },
    features: ['general.feeds'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'manager_payslips',
    route: '/payroll',
    section: 'academy',
    icon: 'WalletOutlined',
    api: { list: 'admin/manager-payslips', create: 'admin/manager-payslips', item: 'admin/manager-payslips' },
    features: ['general.payroll'],
    roles: ['admin'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'revenues',
    route: '/revenues',
    section: 'transaction',
    icon: 'RiseOutlined',
    api: {
      list: 'admin/transactions',
      create: 'admin/transactions',
      item: 'admin/transactions',
      listAliases: ['transactions'],
      createAliases: ['transactions'],
    },
    features: ['manager.profit'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'expenses',
    route: '/expenses',
    section: 'transaction',
    icon: 'FallOutlined',
    api: { list: 'admin/expenses', create: 'admin/expenses', item: 'admin/expenses' },
    features: ['manager.profit'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'transaction_categories',
    route: '/transaction-categories',
    section: 'transaction',
    icon: 'FolderOutlined',
    api: { list: 'admin/transaction-categories', create: 'admin/transaction-categories', item: 'admin/transaction-categories' },
    features: ['manager.profit'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'bus_stops',
    route: '/transports',
    section: 'service',
    icon: 'EnvironmentOutlined',
    api: { list: 'admin/bus-stops', create: 'admin/bus-stops', item: 'admin/bus-stops' },
    features: ['service.transport'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'player_bus_stops',
    route: '/player-bus-stops',
    section: 'service',
    icon: 'CarOutlined',
    api: { list: 'admin/player-bus-stops', create: 'admin/player-bus-stops', item: 'admin/player-bus-stops' },
    features: ['service.transport'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: { create: 'generated', show: 'generated', edit: 'generated' },
  },
  {
    name: 'merchants',
    route: '/e-connects',
    section: 'service',
    icon: 'ShareAltOutlined',
    api: { list: 'admin/merchants', item: 'admin/merchants', getAliases: ['merchants'] },
    features: ['service.e_connect'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: { list: 'generated', show: 'generated' },
  },
  {
    name: 'merchant_feeds',
    route: '/merchant-feeds',
    section: 'service',
    icon: 'FileTextOutlined',
    api: { list: 'admin/merchant-feeds', item: 'admin/merchant-feeds', listAliases: ['e-connect/feeds'] },
    features: ['service.e_connect'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: { show: 'generated', edit: 'generated' },
  },
  {
    name: 'categories',
    route: '/categories',
    section: 'shop',
    icon: 'TagsOutlined',
    api: { list: 'admin/categories', create: 'admin/categories', item: 'admin/categories', listAliases: ['categories'] },
    features: ['shop.product', 'shop.items'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'products',
    route: '/products',
    section: 'shop',
    icon: 'ShoppingOutlined',
    api: {
      list: 'admin/products',
      create: 'admin/products',
      item: 'admin/products',
      images: { upload: 'admin/products/{id}/upload-images', remove: 'admin/products/{id}/images/{imageIds}' },
    },
    features: ['shop.product', 'shop.items'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'orders',
    route: '/orders',
    section: 'shop',
    icon: 'ShoppingCartOutlined',
    api: { list: 'admin/orders', create: 'admin/orders', item: 'admin/orders', listAll: 'admin/orders/all' },
    features: ['shop.product', 'shop.items'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'inventory_histories',
    route: '/inventory-histories',
    section: 'shop',
    icon: 'ImportOutlined',
    api: { list: 'admin/inventories/history', create: 'admin/inventories', item: 'admin/inventories' },
    features: ['shop.product', 'shop.items'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'rewards',
    route: '/rewards',
    section: 'shop',
    icon: 'GiftOutlined',
    api: {
      list: 'admin/rewards',
      create: 'admin/rewards',
      item: 'admin/rewards',
      images: { upload: 'admin/rewards/{id}/upload-images', remove: 'admin/rewards/{id}/images/{imageIds}' },
    },
    features: ['shop.point'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'redeems',
    route: '/redeems',
    section: 'shop',
    icon: 'SwapOutlined',
    api: { list: 'admin/redeems', create: 'admin/redeems', item: 'admin/redeems' },
    features: ['shop.point'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: generated,
  },
  {
    name: 'customers',
    route: '/customers',
    section: 'crm',
    icon: 'IdcardOutlined',
    api: { list: 'admin/customers', create: 'admin/customers', item: 'admin/customers' },
    features: ['manager.customer'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'suppliers',
    route: '/suppliers',
    section: 'crm',
    icon: 'TruckOutlined',
    api: { list: 'admin/suppliers', create: 'admin/suppliers', item: 'admin/suppliers' },
    features: ['manager.supplier'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'tags',
    route: '/tags',
    section: 'crm',
    icon: 'TagOutlined',
    api: { list: 'tags', create: 'admin/tags', item: 'admin/tags' },
    features: ['manager.customer'],
    roles: ['admin', 'manager'],
    scope: 'academy',
    views: generated,
  },
  {
    name: 'users',
    route: '/users',
    section: 'settings',
    icon: 'SafetyOutlined',
    api: { list: 'admin/users', create: 'admin/users', item: 'admin/users', listAliases: ['users'] },
    features: ['setup.user_access'],
    roles: ['admin'],
    scope: 'academy',
    views: generated,
  },
  {
    // Every package has it: who changed what is the academy's to see, whatever it pays for.
    name: 'audit_logs',
    route: '/audit-logs',
    section: 'settings',
    icon: 'FileTextOutlined',
    api: { list: 'admin/audit-logs', item: 'admin/audit-logs' },
    features: [],
    roles: ['admin'],
    scope: 'academy',
    views: { list: 'generated', show: 'generated' },
    readOnly: true,
  },
  {
    // Transfers into the academy's account as its provider reports them; the unmatched ones are the reconciliation queue.
    name: 'bank_transfers',
    route: '/bank-transfers',
    section: 'transaction',
    icon: 'BankOutlined',
    api: { list: 'admin/bank-transfers', item: 'admin/bank-transfers' },
    features: ['setup.payment_gateway'],
    roles: ['admin'],
    scope: 'academy',
    views: { list: 'generated', show: 'generated' },
    readOnly: true,
  },
  {
    // The outbox: every message to a parent and where its delivery stands (written by the events, sent by the server).
    name: 'notifications',
    route: '/notifications',
    section: 'crm',
    icon: 'BellOutlined',
    api: { list: 'admin/notifications', item: 'admin/notifications' },
    features: ['notification.sent'],
    roles: ['admin', 'manager'],
    scope: 'branch',
    views: { list: 'notification-list', show: 'generated' },
    readOnly: true,
  },
];

export const pages: PageConfig[] = [
  // Settings (spec §2, §6): general and languages for both roles, every config page admin only.
  {
    name: 'settings_general',
    route: '/settings/general',
    section: 'settings',
    icon: 'SettingOutlined',
    features: ['setup.application'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'settings_languages',
    route: '/settings/languages',
    section: 'settings',
    icon: 'GlobalOutlined',
    features: ['setup.language'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'settings_pricing_model',
    route: '/settings/pricing-model',
    section: 'settings',
    icon: 'DollarOutlined',
    features: ['setup.fee_policy'],
    roles: ['admin'],
  },
  {
    name: 'settings_kit_fee',
    route: '/settings/kit-fee-defination',
    section: 'settings',
    icon: 'SkinOutlined',
    features: ['setup.kit'],
    roles: ['admin'],
  },
  {
    name: 'settings_attendance_policy',
    route: '/settings/attendance-policy',
    section: 'settings',
    icon: 'CheckSquareOutlined',
    features: ['setup.attendance'],
    roles: ['admin'],
  },
  {
    name: 'settings_schedule_mode',
    route: '/settings/schedule-mode',
    section: 'settings',
    icon: 'ScheduleOutlined',
    features: ['setup.schedule'],
    roles: ['admin'],
  },
  {
    name: 'settings_trial_mode',
    route: '/settings/trial-mode',
    section: 'settings',
    icon: 'RocketOutlined',
    features: ['setup.application'],
    roles: ['admin'],
  },
  {
    name: 'settings_transport_mode',
    route: '/settings/transport-mode',
    section: 'settings',
    icon: 'CarOutlined',
    features: ['setup.transport'],
    roles: ['admin'],
  },
  {
    name: 'settings_payment_integration',
    route: '/settings/payment-integration',
    section: 'settings',
    icon: 'CreditCardOutlined',
    features: ['setup.payment_gateway'],
    roles: ['admin'],
  },
  {
    name: 'settings_bank_transfers',
    route: '/settings/bank-transfers',
    section: 'settings',
    icon: 'BankOutlined',
    features: ['setup.payment_gateway'],
    roles: ['admin'],
  },
  {
    name: 'settings_email',
    route: '/settings/email',
    section: 'settings',
    icon: 'MailOutlined',
    features: ['notification.sent'],
    roles: ['admin'],
  },
  {
    name: 'settings_sms',
    route: '/settings/sms',
    section: 'settings',
    icon: 'MessageOutlined',
    features: ['notification.sent'],
    roles: ['admin'],
  },
  {
    name: 'settings_zalo',
    route: '/settings/zalo',
    section: 'settings',
    icon: 'CommentOutlined',
    features: ['notification.sent'],
    roles: ['admin'],
  },
  {
    name: 'settings_notification_templates',
    route: '/settings/notification-templates',
    section: 'settings',
    icon: 'FileTextOutlined',
    features: ['notification.sent'],
    roles: ['admin'],
  },
  {
    name: 'settings_shop',
    route: '/settings/shop',
    section: 'settings',
    icon: 'ShopOutlined',
    features: ['shop.product', 'shop.items'],
    roles: ['admin'],
  },
  {
    name: 'settings_earn_points',
    route: '/settings/earn-points',
    section: 'settings',
    icon: 'StarOutlined',
    features: ['setup.point'],
    roles: ['admin'],
  },
  // The API's OpenAPI document, for an admin connecting the academy's own apps.
  { name: 'api_reference', route: '/settings/api-reference', section: 'settings', icon: 'ApiOutlined', features: [], roles: ['admin'] },
  // Timetable (spec §2 Schedule) and transport attendance (spec §2 Transport), forward and back.
  {
    name: 'schedules',
    route: '/schedules',
    section: 'academy',
    icon: 'ScheduleOutlined',
    features: ['general.schedule'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'transport_forward',
    route: '/transports/attendances/forward',
    section: 'service',
    icon: 'LoginOutlined',
    features: ['service.transport'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'transport_back',
    route: '/transports/attendances/back',
    section: 'service',
    icon: 'LogoutOutlined',
    features: ['service.transport'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'my-profile',
    route: '/my-profile',
    section: 'dashboard',
    icon: 'UserOutlined',
    features: ['general.profile'],
    roles: ['admin', 'manager'],
    hidden: true,
  },
  // The plan (spec §2 Home, always open, even while the subscription blocks the rest): what the academy has,
  // the packages to choose from, and the payment, which shows how the gateway ended it.
  {
    name: 'my-plan',
    route: '/my-plan',
    section: 'dashboard',
    icon: 'CrownOutlined',
    features: [],
    roles: ['admin', 'manager'],
    hidden: true,
  },
  {
    name: 'my-plan-packages',
    route: '/my-plan/packages',
    section: 'dashboard',
    icon: 'AppstoreOutlined',
    features: [],
    roles: ['admin', 'manager'],
    hidden: true,
  },
  {
    name: 'my-plan-payment',
    route: '/my-plan/payment',
    section: 'dashboard',
    icon: 'CreditCardOutlined',
    features: [],
    roles: ['admin', 'manager'],
    hidden: true,
  },
  // Reports (spec §2/§6): money and shop reports by their report feature; attendance and
  // player reports by the general report feature; profit and loss for admins only.
  {
    name: 'report_attendances',
    route: '/reports/attendances',
    section: 'report',
    icon: 'CheckSquareOutlined',
    features: ['general.report'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'report_players',
    route: '/reports/players',
    section: 'report',
    icon: 'TeamOutlined',
    features: ['general.report'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'report_revenues',
    route: '/reports/revenues',
    section: 'report',
    icon: 'RiseOutlined',
    features: ['report.revenue'],
    roles: ['admin', 'manager'],
  },
  {
    // Money received for sessions not yet taught, on a day: by the revenue report's feature.
    name: 'report_tuition_balance',
    route: '/reports/tuition-balance',
    section: 'report',
    icon: 'WalletOutlined',
    features: ['report.revenue'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'report_expenses',
    route: '/reports/expenses',
    section: 'report',
    icon: 'FallOutlined',
    features: ['report.expense'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'report_profit_and_loss',
    route: '/reports/profit-and-loss',
    section: 'report',
    icon: 'BarChartOutlined',
    features: ['report.profit'],
    roles: ['admin'],
  },
  {
    name: 'report_orders',
    route: '/reports/orders',
    section: 'report',
    icon: 'ShoppingCartOutlined',
    features: ['report.shop'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'report_inventories',
    route: '/reports/inventories',
    section: 'report',
    icon: 'InboxOutlined',
    features: ['report.inventory'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'time_keeping',
    route: '/time-keeping',
    section: 'academy',
    icon: 'FieldTimeOutlined',
    features: ['general.payroll'],
    roles: ['admin'],
  },
  {
    name: 'report_salary',
    route: '/report-salary',
    section: 'report',
    icon: 'AccountBookOutlined',
    features: ['general.payroll', 'report.payroll'],
    roles: ['admin'],
  },
  {
    // Packs running out or ending, to renew (the next pack and its fee) or mark not renewing.
    name: 'session_renewals',
    route: '/renewals',
    section: 'academy',
    icon: 'SyncOutlined',
    features: ['general.renew'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'attendance_players',
    route: '/attendances/players',
    section: 'academy',
    icon: 'CheckSquareOutlined',
    features: ['general.attendance'],
    roles: ['admin', 'manager'],
  },
  {
    name: 'attendance_managers',
    route: '/attendances/managers',
    section: 'academy',
    icon: 'CarryOutOutlined',
    features: ['general.attendance'],
    roles: ['admin', 'manager'],
  },
];

/** The gate of a hand-written page, for the server routes that serve it. */
export function pageGate(name: string): { roles: Role[]; features: Feature[] } {
  const page = pages.find((p) => p.name === name);
  if (!page) throw new Error(`resources.config.ts: no page named "${name}".`);
  return { roles: page.roles, features: page.features };
}
