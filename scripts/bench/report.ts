/** The bench's tables, printed as Markdown so they paste straight into the README. */
import type { LoadResult } from './load';
import type { Scenario } from './scenarios';

export type Results = Map<Scenario, LoadResult>;

const rps = (r: LoadResult) => Math.round(r.rps).toLocaleString('en-US');
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const ratio = (a: LoadResult, b: LoadResult) => (b.rps > 0 ? `${(a.rps / b.rps).toFixed(a.rps / b.rps < 0.1 ? 3 : 2)}×` : '–');

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function apiTable(backend: string, ours: Results, jsonServer: Results, bare: Results): string {
  const header = [
    'scenario', `ours (${backend}) req/s`, 'p50', 'p99', 'errors',
    'json-server req/s', 'p50', 'p99', 'errors', 'bare req/s', 'ours / json-server', 'ours / bare',
  ];
  const rows = [...ours.keys()].map((scenario) => {
    const o = ours.get(scenario)!;
    const j = jsonServer.get(scenario)!;
    const b = bare.get(scenario)!;
    return [scenario, rps(o), ms(o.p50), ms(o.p99), String(o.errors), rps(j), ms(j.p50), ms(j.p99), String(j.errors), rps(b), ratio(o, j), ratio(o, b)];
  });
  return markdownTable(header, rows);
}

export interface PageWeight {
  name: string;
  gzipKb: number;
  files?: number;
  fcpMs?: number;
}

export function weightTable(pages: PageWeight[]): string {
  return markdownTable(
    ['login page', 'JS, gzip', 'JS files', 'first contentful paint'],
    pages.map((p) => [p.name, `${p.gzipKb.toFixed(1)} kB`, p.files === undefined ? '–' : String(p.files), p.fcpMs === undefined ? '–' : `${Math.round(p.fcpMs)} ms`]),
  );
}
