/**
 * What a new player is charged and credited (spec §3 pricing model, settings →
 * pricing model). By course, the course's fee, and its sessions when the course
 * counts sessions (a course by time has none: the model's apply). Monthly, or by
 * course with no course, the class's fee else the model's, and the model's sessions.
 * The server books and credits with it; the player form shows the same figures.
 */

export type PricingModel = 'base_course' | 'monthly';

/** course_type 1: the fee buys a number of sessions; 2: it buys a length of time. */
export const COURSE_BY_SESSIONS = 1;

export interface CourseTerms {
  name: string;
  course_type: number;
  fee: number;
  number_of_units: number | null;
}

export interface EnrolmentInput {
  pricing: PricingModel;
  course: CourseTerms | null;
  classFee: number | null;
  modelFee: number;
  modelSessions: number;
}

export interface EnrolmentTerms {
  fee: number;
  sessions: number;
  feeFrom: 'course' | 'class' | 'model';
  sessionsFrom: 'course' | 'model';
}

/** The course a player enrols in: by course, the one chosen, else their class's; monthly, none. */
export function enrolmentCourseId(
  pricing: PricingModel,
  chosen: number | null | undefined,
  classCourse: number | null | undefined,
): number | null {
  if (pricing !== 'base_course') return null;
  return chosen ?? classCourse ?? null;
}

export function enrolmentTerms({ pricing, course, classFee, modelFee, modelSessions }: EnrolmentInput): EnrolmentTerms {
  const byCourse = pricing === 'base_course' && course !== null;
  const courseSessions = byCourse && course.course_type === COURSE_BY_SESSIONS ? course.number_of_units : null;
  return {
    fee: byCourse ? course.fee : (classFee ?? modelFee),
    sessions: courseSessions ?? modelSessions,
    feeFrom: byCourse ? 'course' : classFee !== null ? 'class' : 'model',
    sessionsFrom: courseSessions !== null ? 'course' : 'model',
  };
}

/** Sessions left as entered: none (empty or 0) means the enrolment's sessions, any other number is the admin's. */
export function creditedSessions(entered: unknown, terms: Pick<EnrolmentTerms, 'sessions'>): number {
  return entered === undefined || entered === null || entered === 0 ? terms.sessions : (entered as number);
}
