/** The bench's tables, printed as Markdown so they paste straight into the README. */
import type { LoadResult } from './load';
import type { FormFactor, PageScore } from './page-scores';
import type { Scenario } from './scenarios';

export type Results = Map<Scenario, LoadResult>;

const rps = (r: LoadResult) => Math.round(r.rps).toLocaleString('en-US');
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const ratio = (a: LoadResult, b: LoadResult) => (b.rps > 0 ? `${(a.rps / b.rps).toFixed(a.rps / b.rps < 0.1 ? 3 : 2)}×` : '–');

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Our scenarios beside each peer's: its req/s and p99, and ours ÷ its req/s. */
export function apiTable(backend: string, ours: Results, peers: Record<string, Results>): string {
  const names = Object.keys(peers);
  const header = [
    'scenario',
    `ours (${backend}) req/s`,
    'p50',
    'p99',
    'errors',
    ...names.flatMap((n) => [`${n} req/s`, 'p99']),
    ...names.map((n) => `ours ÷ ${n}`),
  ];
  const rows = [...ours.keys()].map((scenario) => {
    const o = ours.get(scenario)!;
    const theirs = names.map((n) => peers[n].get(scenario)!);
    return [
      scenario,
      rps(o),
      ms(o.p50),
      ms(o.p99),
      String(o.errors),
      ...theirs.flatMap((r) => [`${rps(r)}${r.errors ? ` (${r.errors} errors)` : ''}`, ms(r.p99)]),
      ...theirs.map((r) => ratio(o, r)),
    ];
  });
  return markdownTable(header, rows);
}

/** A peer's published Lighthouse figures for its sign-in page, measured on this machine the same way. */
export interface PeerScore {
  name: string;
  mobile: number;
  desktop: number;
  accessibility: number;
}

const GOALS: Record<string, Record<FormFactor, number>> = {
  'sign-in': { mobile: 0.95, desktop: 0.99 },
  dashboard: { mobile: 0.85, desktop: 0.97 },
  'players list': { mobile: 0.85, desktop: 0.97 },
  "teacher's today": { mobile: 0.95, desktop: 0.99 },
  "teacher's roster": { mobile: 0.95, desktop: 0.99 },
  "parent's home": { mobile: 0.95, desktop: 0.99 },
  "parent's fees": { mobile: 0.95, desktop: 0.99 },
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function pageScoreTable(scores: PageScore[], peers: PeerScore[]): string {
  const rows = scores.map((s) => [
    `ours: ${s.page}`,
    s.formFactor,
    s.performance.toFixed(2),
    `≥ ${GOALS[s.page]?.[s.formFactor].toFixed(2) ?? '–'}`,
    s.accessibility.toFixed(2),
    seconds(s.fcpMs),
    seconds(s.lcpMs),
    `${Math.round(s.tbtMs)} ms`,
    `${s.jsKb.toFixed(0)} kB`,
    String(Math.round(s.benchmarkIndex)),
  ]);
  const peerRows = peers.flatMap((p) =>
    // A peer's sign-in page has its scores alone: no goal, timings, script size or host index of ours.
    (['mobile', 'desktop'] as const).map((f) => [
      `${p.name}: sign-in`,
      f,
      p[f].toFixed(2),
      '',
      p.accessibility.toFixed(2),
      ...Array(5).fill(''),
    ]),
  );
  return markdownTable(
    ['page', 'form factor', 'performance', 'goal', 'accessibility', 'FCP', 'LCP', 'TBT', 'JS, compressed', 'host CPU index'],
    [...rows, ...peerRows],
  );
}
