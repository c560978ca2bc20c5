/**
 * The home page's figures for a year, as `GET /v1/api/admin/dashboard?year=` answers
 * them (server/modules/reports/dashboard-service.ts makes them, src/pages/home draws
 * them): money in and out by month, the year's counts and the latest rows.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** How many of the latest revenues, expenses, redeems and orders the dashboard lists. */
export const DASHBOARD_RECENT = 5;

const id = { type: 'integer' } as const;
const amount = { type: 'integer' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const day = { type: 'string', format: 'date' } as const;
const text = { type: 'string' } as const;
const status = { type: 'integer', description: 'A value of its enumeration in schemas/enums.json' } as const;
const maybeText = { type: ['string', 'null'] } as const;
/** A related record by its name; null when there is none (or the caller may not see it). */
const named = {
  anyOf: [{ type: 'null' }, { type: 'object', properties: { id, name: text }, required: ['id', 'name'], additionalProperties: false }],
} as const;

const recentRevenue = {
  type: 'object',
  properties: { id, title: text, amount, at_date: day, payment_type: status, category: named, player: named },
  required: ['id', 'title', 'amount', 'at_date', 'payment_type', 'category', 'player'],
  additionalProperties: false,
} as const;

const recentExpense = {
  type: 'object',
  properties: { id, title: text, amount, at_date: day, payment_type: status, note: maybeText, category: named, manager: named },
  required: ['id', 'title', 'amount', 'at_date', 'payment_type', 'note', 'category', 'manager'],
  additionalProperties: false,
} as const;

const recentRedeem = {
  type: 'object',
  properties: {
    id,
    issue_date: day,
    point_used: { type: 'integer' },
    redeem_status: status,
    customer_mobile: maybeText,
    reward: named,
    player: named,
  },
  required: ['id', 'issue_date', 'point_used', 'redeem_status', 'customer_mobile', 'reward', 'player'],
  additionalProperties: false,
} as const;

const recentOrder = {
  type: 'object',
  properties: {
    id,
    order_date: day,
    customer_name: text,
    customer_mobile: text,
    item_names: { type: 'array', items: text, description: "The products of the order's lines" },
    transaction_amount: amount,
    payment_type: status,
    transaction_status: status,
    order_status: status,
  },
  required: [
    'id',
    'order_date',
    'customer_name',
    'customer_mobile',
    'item_names',
    'transaction_amount',
    'payment_type',
    'transaction_status',
    'order_status',
  ],
  additionalProperties: false,
} as const;

/** The latest rows of a kind, newest first. */
const latest = <const T>(items: T) => ({ type: 'array', items, maxItems: DASHBOARD_RECENT }) as const;

export const dashboardSchema = {
  type: 'object',
  properties: {
    year: { type: 'integer' },
    start_year: { type: 'integer', description: 'The earliest year with money or orders: where the year filter starts' },
    revenue_total: amount,
    expense_total: amount,
    class_count: count,
    order_count: count,
    player_count: count,
    free_trial_count: count,
    by_month: {
      type: 'array',
      minItems: 12,
      maxItems: 12,
      items: {
        type: 'object',
        properties: { month: { type: 'integer', minimum: 1, maximum: 12 }, revenue: amount, expense: amount },
        required: ['month', 'revenue', 'expense'],
        additionalProperties: false,
      },
    },
    recent: {
      type: 'object',
      properties: {
        revenues: latest(recentRevenue),
        expenses: latest(recentExpense),
        redeems: latest(recentRedeem),
        orders: latest(recentOrder),
      },
      required: ['revenues', 'expenses', 'redeems', 'orders'],
      additionalProperties: false,
    },
  },
  required: [
    'year',
    'start_year',
    'revenue_total',
    'expense_total',
    'class_count',
    'order_count',
    'player_count',
    'free_trial_count',
    'by_month',
    'recent',
  ],
  additionalProperties: false,
} as const;

export type Dashboard = FromSchema<typeof dashboardSchema>;
