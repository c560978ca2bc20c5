/**
 * The five scenarios, each spelled for the three servers: our API, json-server
 * 0.17 (its query dialect on the same rows) and the bare node:http server
 * (which answers anything, so it takes our paths). Ids and pages are drawn at
 * random per request so no cache sees the same question twice in a row.
 */
import type { RequestSpec } from 'autocannon';
import type { Dataset } from './dataset';

export type Server = 'ours' | 'json-server' | 'bare';
export const SCENARIOS = [
  'list: class and status filter, by name',
  'search "nguyen" (accent-insensitive)',
  'get by id',
  'create',
  'mixed: 4 reads, 1 create',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const PAGES = Array.from({ length: 20 }, (_, i) => i);

function requestsFor(server: Server, data: Dataset) {
  const ids = data.players.map((p) => p.id);
  const json = server === 'json-server';
  const newPlayer = () =>
    JSON.stringify({
      name: 'Nguyễn Văn Bền',
      date_of_birth: '2014-05-17',
      branch_id: data.branchId,
      class_id: data.classId,
      parent_name: 'Nguyễn Thị Hoa',
      mobile: '0912345678',
      auditing_status: 1,
    });
  const get = (path: () => string): RequestSpec => ({ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) });
  return {
    // json-server pages from 1, we from 0.
    list: get(() =>
      json
        ? `/players?class_id=${data.classId}&auditing_status=1&_sort=name&_order=asc&_page=${pick(PAGES) + 1}&_limit=10`
        : `/v1/api/admin/players?classIds=${data.classId}&auditingStatuses=1&sort=name:asc&page=${pick(PAGES)}&size=10`,
    ),
    // json-server has no folding of accents: it searches the same folded text we store.
    search: get(() => (json ? '/players?search_text_like=nguyen&_page=1&_limit=10' : '/v1/api/admin/players?search=nguyen&page=0&size=10')),
    byId: get(() => (json ? `/players/${pick(ids)}` : `/v1/api/players/${pick(ids)}`)),
    create: {
      method: 'POST',
      path: json ? '/players' : '/v1/api/players',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: newPlayer() }),
    } satisfies RequestSpec,
  };
}

export function scenarioRequests(server: Server, scenario: Scenario, data: Dataset): RequestSpec[] {
  const r = requestsFor(server, data);
  switch (scenario) {
    case 'list: class and status filter, by name':
      return [r.list];
    case 'search "nguyen" (accent-insensitive)':
      return [r.search];
    case 'get by id':
      return [r.byId];
    case 'create':
      return [r.create];
    case 'mixed: 4 reads, 1 create':
      return [r.list, r.byId, r.search, r.byId, r.create];
  }
}
