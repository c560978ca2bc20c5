/** The earn-points page's rows: every action and every member level once, in order, saved values first. */
import type { AcademySettings } from '../../../schemas/settings';
import { defaultSettings } from '../../../schemas/settings';

type Points = AcademySettings['point_settings'];

export const ACTION_IDS = [1, 2, 3, 4] as const;
export const LEVEL_IDS = [0, 1, 2, 3, 4] as const;
/** The action valued as a percentage of what a shop order costs. */
export const PERCENT_ACTION = 3;

export function pointRows(saved: Points): Points {
  const fallback = defaultSettings.point_settings;
  const pick = <R extends { id: number }>(rows: R[], backup: R[], id: number) =>
    rows.find((r) => r.id === id) ?? backup.find((r) => r.id === id)!;
  return {
    actions: ACTION_IDS.map((id) => pick(saved.actions, fallback.actions, id)),
    level: LEVEL_IDS.map((id) => pick(saved.level, fallback.level, id)),
  };
}
