/**
 * The teachers' area of the API (/v1/api/teacher/...), through the phone's HTTP client
 * (fetch-client.ts): the same session cookies, refresh and language as the admin app, and the
 * answers' types from domain/teacher-area.ts.
 */
import type { HttpError } from '@refinedev/core';
import { createFetchClient } from '../http/fetch-client';
import { IDEMPOTENCY_HEADER } from '../http/idempotency-keys';
import { REVOKE_PATH, TOKEN_PATH } from '../http/session';
import { cookieTokenStore, type TokenPair } from '../http/token-store';
import type { PersonHistory } from '../../domain/attendance';
import type {
  MarksConflict,
  TeacherLeave,
  TeacherLeaveBody,
  TeacherLessons,
  TeacherMe,
  TeacherPayslip,
  TeacherRoster,
  TeacherSavedRoster,
} from '../../domain/teacher-area';
import type { PendingSave } from './offline/changes';
import type { SendResult } from './offline/outbox';
import i18n from './i18n';

export const SIGN_IN_PATH = '/teacher/sign-in';

const http = createFetchClient({
  tokens: cookieTokenStore,
  language: () => i18n.resolvedLanguage ?? i18n.language,
  onSessionEnd: () => {
    if (window.location.pathname !== SIGN_IN_PATH) window.location.assign(SIGN_IN_PATH);
  },
});

interface Envelope<T> {
  data: T;
}
interface Page<T> {
  content: T[];
  total_elements: number;
}

const read = async <T>(url: string, params?: Record<string, string>) => (await http.get<Envelope<T>>(url, { params })).data;

export const teacherApi = {
  me: () => read<TeacherMe>('/teacher/me'),
  today: () => read<TeacherLessons>('/teacher/lessons'),
  /** The week holding `date`, or this week. */
  week: (date?: string) => read<TeacherLessons>('/teacher/lessons/week', date ? { date } : undefined),
  roster: (classId: number, date: string) => read<TeacherRoster>(`/teacher/classes/${classId}/days/${date}`),
  sessions: (month: string) => read<PersonHistory>('/teacher/sessions', { month, size: '100' }),
  payslips: () => read<Page<TeacherPayslip>>('/teacher/payslips', { size: '24' }),
  leaves: () => read<Page<TeacherLeave>>('/teacher/leave-requests', { size: '50' }),
  askLeave: async (body: TeacherLeaveBody) => (await http.post<Envelope<TeacherLeave>>('/teacher/leave-requests', body)).data,
  saveProfile: async (body: { name: string; mobile: string | null } | { app_language: string }) =>
    (await http.put<Envelope<TeacherMe['user']>>('/teacher/profile', body)).data,
  changePassword: async (old_password: string, new_password: string) => {
    await http.put('/teacher/password', { old_password, new_password });
  },
  async signIn(username: string, password: string): Promise<void> {
    cookieTokenStore.save(await http.post<TokenPair>(TOKEN_PATH, new URLSearchParams({ grant_type: 'password', username, password })));
  },
  async signOut(): Promise<void> {
    const token = cookieTokenStore.refresh();
    if (token) await http.post(REVOKE_PATH, new URLSearchParams({ token })).catch(() => undefined);
    cookieTokenStore.clear();
  },
};

/** No answer, or one that says to try again later: the save waits. */
const tryAgain = (status: number) => status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

/** One save of the outbox, under its own key; what came of it. */
export async function sendSave(save: PendingSave): Promise<SendResult> {
  try {
    const saved = await http.post<Envelope<TeacherSavedRoster>>(`/teacher/classes/${save.classId}/days/${save.date}/marks`, save.body, {
      headers: { [IDEMPOTENCY_HEADER]: save.key },
    });
    return { kind: 'saved', roster: saved.data };
  } catch (failure) {
    const error = failure as HttpError & { data?: MarksConflict['data'] };
    if (error.statusCode === 409 && error.code === 'MARK_CONFLICT' && error.data) return { kind: 'conflict', ...error.data };
    if (tryAgain(error.statusCode ?? 0) || error.code === 'REQUEST_IN_PROGRESS') return { kind: 'unanswered' };
    return { kind: 'refused', message: error.message };
  }
}
