/**
 * The report calls of spec §7: `GET /v1/api/{attendances|profit-and-loss|expenses|orders|revenues}/{filterUnit}`,
 * the inventory report beside them, and `GET /v1/api/players/report[-all]`.
 * Each behind its report page's gate; the unit and dates are checked by the
 * services' range rule so a bad one is refused in the reader's language.
 */
import type { FastifyInstance } from 'fastify';
import { pageGate } from '../../../resources.config';
import { expenseReport, profitAndLoss, revenueReport } from './money-reports';
import { attendanceReport, playerJoinReport, playerRoster } from './people-reports';
import { idList, reportRange } from './report-range';
import { inventoryReport, orderReport } from './shop-reports';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';

const ids = { type: 'string', format: 'id-list' } as const;
const day = { type: 'string', format: 'date' } as const;
const unitParams = { type: 'object', properties: { filterUnit: { type: 'string', maxLength: 10 } }, required: ['filterUnit'] } as const;
const rangeQuery = <F extends Record<string, typeof ids>>(filters: F) =>
  ({ type: 'object', properties: { fromDate: day, toDate: day, ...filters }, additionalProperties: false }) as const;

export function reportRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const gate = (page: string) => ({ gate: pageGate(page) });

  app.get(
    '/revenues/:filterUnit',
    {
      config: gate('report_revenues'),
      schema: {
        summary: 'Revenue report',
        description: 'Paid revenue between two days, by period (`filterUnit` DATE, MONTH, QUARTER or YEAR) and revenue category.',
        params: unitParams,
        querystring: rangeQuery({ categoryIds: ids, paymentTypes: ids }),
      },
    },
    async ({ ctx, params, query }) => ok(await revenueReport(ctx!, reportRange(ctx!, params.filterUnit, query), {
      categoryIds: idList(query.categoryIds), paymentTypes: idList(query.paymentTypes),
    })),
  );
  app.get(
    '/expenses/:filterUnit',
    {
      config: gate('report_expenses'),
      schema: {
        summary: 'Expense report',
        description: 'Expenses between two days, by period (`filterUnit` DATE, MONTH, QUARTER or YEAR) and expense category.',
        params: unitParams,
        querystring: rangeQuery({ categoryIds: ids }),
      },
    },
    async ({ ctx, params, query }) => ok(await expenseReport(ctx!, reportRange(ctx!, params.filterUnit, query), { categoryIds: idList(query.categoryIds) })),
  );
  app.get(
    '/profit-and-loss/:filterUnit',
    {
      config: gate('report_profit_and_loss'),
      schema: {
        summary: 'Profit and loss report',
        description: 'Paid revenue, expenses and their difference between two days, by period (`filterUnit` DATE, MONTH, QUARTER or YEAR).',
        params: unitParams,
        querystring: rangeQuery({}),
      },
    },
    async ({ ctx, params, query }) => ok(await profitAndLoss(ctx!, reportRange(ctx!, params.filterUnit, query))),
  );
  app.get(
    '/orders/:filterUnit',
    {
      config: gate('report_orders'),
      schema: {
        summary: 'Sales report',
        description: 'Orders and their totals between two days, by period (`filterUnit` DATE, MONTH, QUARTER or YEAR) and order status.',
        params: unitParams,
        querystring: rangeQuery({ orderStatuses: ids }),
      },
    },
    async ({ ctx, params, query }) => ok(await orderReport(ctx!, reportRange(ctx!, params.filterUnit, query), { orderStatuses: idList(query.orderStatuses) })),
  );
  app.get(
    '/inventories/:filterUnit',
    {
      config: gate('report_inventories'),
      schema: {
        summary: 'Inventory report',
        description: 'Units taken in and sold by period (`filterUnit` DATE, MONTH, QUARTER or YEAR), and each product\'s opening and closing stock with its value; academy-wide, not per branch.',
        params: unitParams,
        querystring: rangeQuery({ categoryIds: ids }),
      },
    },
    async ({ ctx, params, query }) => ok(await inventoryReport(ctx!, reportRange(ctx!, params.filterUnit, query), { categoryIds: idList(query.categoryIds) })),
  );
  app.get(
    '/attendances/:filterUnit',
    {
      config: gate('report_attendances'),
      schema: {
        summary: 'Attendance report',
        description: 'Players\' present and absent check-ins between two days, by period (`filterUnit` DATE, MONTH, QUARTER or YEAR) and class.',
        params: unitParams,
        querystring: rangeQuery({ classIds: ids }),
      },
    },
    async ({ ctx, params, query }) => ok(await attendanceReport(ctx!, reportRange(ctx!, params.filterUnit, query), { classIds: idList(query.classIds) })),
  );

  // Static paths: find-my-way tries them before `/players/:id`.
  app.get(
    '/players/report',
    {
      config: gate('report_players'),
      schema: {
        summary: 'Player report',
        description: 'Players who joined between two days, by period and class, among all, not active, active or deleted players (`filter` 0 to 3).',
        querystring: {
          type: 'object',
          properties: { filterUnit: { type: 'string', maxLength: 10 }, fromDate: day, toDate: day, filter: { type: 'integer', enum: [0, 1, 2, 3] }, classIds: ids },
          additionalProperties: false,
        } as const,
      },
    },
    async ({ ctx, query }) => ok(await playerJoinReport(ctx!, reportRange(ctx!, query.filterUnit ?? '', query), {
      filter: query.filter ?? 0, classIds: idList(query.classIds),
    })),
  );
  app.get(
    '/players/report-all',
    {
      config: gate('report_players'),
      schema: {
        summary: 'Players by class today',
        description: 'Today\'s roster class by class: active, not active, deleted and all players, and active players owing sessions.',
        querystring: { type: 'object', properties: { classIds: ids }, additionalProperties: false } as const,
      },
    },
    async ({ ctx, query }) => ok(await playerRoster(ctx!, { classIds: idList(query.classIds) })),
  );
}
