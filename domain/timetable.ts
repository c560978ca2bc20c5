/** The timetable as `GET /admin/schedules` answers it: server/modules/schedules/timetable.ts makes it, the schedules page draws it. */
export interface Named {
  id: number;
  name: string;
}

export interface Occurrence {
  kind: 'class' | 'event';
  id: number;
  name: string;
  branch: Named;
  date: string;
  start_time: string;
  end_time: string;
  teachers: Named[];
  /** Events only: the day's programme and where it happens; no programme = the whole day. */
  location?: string | null;
  programme?: Array<{ at_time: string; content: string }>;
  all_day?: boolean;
}
