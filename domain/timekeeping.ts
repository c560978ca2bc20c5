/** A month's timekeeping as `GET /admin/managers/attendances-statistic` answers it: sessions per teacher, from their check-ins. */
export interface TeacherDay {
  date: string;
  sessions: number;
  absences: number;
  classes: Array<{ id: number; name: string; check_in: number; units: number; note: string | null }>;
}

export interface TeacherMonth {
  manager: { id: number; name: string };
  branch: { id: number; name: string } | null;
  salary_type: string | null;
  auditing_status: number;
  sessions: number;
  /** Days with at least one session taught. */
  days_taught: number;
  absences: number;
  days: TeacherDay[];
}
