/**
 * The parents' area of the API (/v1/api/parent/...), through the phone's HTTP client
 * (fetch-client.ts): the same session cookies, refresh and language as the other apps, and
 * the answers' types from domain/.
 */
import { createFetchClient } from '../http/fetch-client';
import { REVOKE_PATH, SIGN_IN_CODE_PATH, TOKEN_PATH } from '../http/session';
import { cookieTokenStore, type TokenPair } from '../http/token-store';
import type { SignInCodeSent } from '../../domain/parent-sign-in';
import type {
  ParentCredit,
  ParentEvent,
  ParentFee,
  ParentLeave,
  ParentLeaveBody,
  ParentMe,
  ParentOrder,
  ParentPost,
  ParentRedeem,
  ParentReward,
} from '../../domain/parent-area';
import type { PlayerPoints } from '../../domain/player-points';
import type { MakeupBooking, MakeupPlace } from '../../domain/makeup-credits';
import type { PersonHistory } from '../../domain/attendance';
import type { ParentLessons } from '../../domain/parent-lessons';
import type { PaymentLink } from '../../domain/tuition-fee';
import type { ParentPreferences, ParentPreferencesBody } from '../../domain/parent-preferences';
import i18n from './i18n';

export const SIGN_IN_PATH = '/parent/sign-in';

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

export const parentApi = {
  /** The parent and their children. */
  me: async () => (await http.get<Envelope<ParentMe>>('/parent/me')).data,
  /** A child's check-ins, newest first, `size` of them from `page`. */
  attendance: async (childId: number, page: number) =>
    (await http.get<Envelope<PersonHistory>>(`/parent/players/${childId}/attendances`, { params: { page: String(page), size: '30' } }))
      .data,
  /** The family's lessons of the Monday-to-Sunday week starting `from` (default: this week). */
  lessons: async (from?: string) =>
    (await http.get<Envelope<ParentLessons>>('/parent/lessons', from ? { params: { from } } : undefined)).data,
  /** The family's fees, newest first. */
  fees: async () => (await http.get<Envelope<Page<ParentFee>>>('/parent/revenues', { params: { size: '100', sort: 'at_date:desc' } })).data,
  /** The fee's payment page (VietQR transfer, VNPay). */
  payLink: async (id: number) => (await http.post<Envelope<PaymentLink>>(`/parent/revenues/${id}/payment-link`)).data,
  /** The family's leave requests, latest day first. */
  leaves: async () =>
    (await http.get<Envelope<Page<ParentLeave>>>('/parent/time-offs', { params: { size: '50', sort: 'at_date:desc' } })).data,
  askLeave: async (body: ParentLeaveBody) => (await http.post<Envelope<ParentLeave>>('/parent/time-offs', body)).data,
  /** The family's make-up credits, newest first. */
  credits: async () => (await http.get<Envelope<Page<ParentCredit>>>('/parent/makeup-credits', { params: { size: '50' } })).data,
  /** The lessons an open credit can be booked into. */
  places: async (id: number) => (await http.get<Envelope<MakeupPlace[]>>(`/parent/makeup-credits/${id}/places`)).data,
  book: async (id: number, body: MakeupBooking) => (await http.post<Envelope<unknown>>(`/parent/makeup-credits/${id}/booking`, body)).data,
  /** The parent's choices for the academy's messages, and the academy's channels on. */
  preferences: async () => (await http.get<Envelope<ParentPreferences>>('/parent/preferences')).data,
  savePreferences: async (body: ParentPreferencesBody) => (await http.put<Envelope<ParentPreferences>>('/parent/preferences', body)).data,
  /** The children's branches' events, latest start first (the page keeps those not over). */
  events: async () =>
    (await http.get<Envelope<Page<ParentEvent>>>('/parent/events', { params: { size: '100', sort: 'start_date:desc' } })).data,
  /** The academy's published news, newest first. */
  news: async () =>
    (await http.get<Envelope<Page<ParentPost>>>('/parent/merchant-feeds', { params: { size: '50', sort: 'create_date:desc' } })).data,
  post: async (id: number) => (await http.get<Envelope<ParentPost>>(`/parent/merchant-feeds/${id}`)).data,
  /** A child's points: balance, level and latest changes. */
  points: async (childId: number) => (await http.get<Envelope<PlayerPoints>>(`/parent/players/${childId}/points`)).data,
  /** The family's shop orders, newest first. */
  orders: async () => (await http.get<Envelope<Page<ParentOrder>>>('/parent/orders', { params: { size: '50' } })).data,
  /** The rewards the children redeemed, newest first. */
  redeems: async () => (await http.get<Envelope<Page<ParentRedeem>>>('/parent/redeems', { params: { size: '50' } })).data,
  /** The academy's rewards on offer, cheapest first. */
  rewards: async () =>
    (await http.get<Envelope<Page<ParentReward>>>('/parent/rewards', { params: { size: '100', sort: 'point_value:asc' } })).data,
  /** A paid fee's receipt, as a PDF. */
  receipt: (id: number) => http.get<Blob>(`/parent/revenues/${id}/receipt`, { as: 'blob' }),
  /** Sends a code to the phone when it is on a child's record; the same answer either way. */
  askCode: async (phone: string) => (await http.post<Envelope<SignInCodeSent>>(SIGN_IN_CODE_PATH, { phone })).data,
  async signIn(phone: string, code: string): Promise<void> {
    cookieTokenStore.save(await http.post<TokenPair>(TOKEN_PATH, new URLSearchParams({ grant_type: 'phone_code', phone, code })));
  },
  async signOut(): Promise<void> {
    const token = cookieTokenStore.refresh();
    if (token) await http.post(REVOKE_PATH, new URLSearchParams({ token })).catch(() => undefined);
    cookieTokenStore.clear();
  },
};
