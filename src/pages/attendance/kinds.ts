/** What differs between the players' and the teachers' attendance screens: API paths, id field, links, words. */
export type AttendanceKind = 'player' | 'teacher';

export interface KindConfig {
  /** Page name in resources.config.ts (its gate). */
  page: string;
  /** One day's list and its save (spec §7). */
  dayUrl: string;
  saveUrl: string;
  /** The month grid (spec §7). */
  monthUrl: string;
  /** The id field of a row and of a saved check-in; the list the save body carries. */
  idField: 'player_id' | 'manager_id';
  list: 'player_check_in' | 'teacher_check_in';
  /** Detail page of a person. */
  detailRoute: string;
  /** i18n keys: the person column and the empty list. */
  personLabel: string;
  emptyLabel: string;
}

export const KINDS: Record<AttendanceKind, KindConfig> = {
  player: {
    page: 'attendance_players',
    dayUrl: '/admin/attendances/player',
    saveUrl: '/admin/attendances/players',
    monthUrl: '/admin/attendances',
    idField: 'player_id',
    list: 'player_check_in',
    detailRoute: '/players',
    personLabel: 'attendance.columns.player',
    emptyLabel: 'attendance.emptyPlayers',
  },
  teacher: {
    page: 'attendance_managers',
    dayUrl: '/admin/attendances/teacher',
    saveUrl: '/admin/attendances/teachers',
    monthUrl: '/admin/attendances/teacher-view',
    idField: 'manager_id',
    list: 'teacher_check_in',
    detailRoute: '/managers',
    personLabel: 'attendance.columns.teacher',
    emptyLabel: 'attendance.emptyTeachers',
  },
};
