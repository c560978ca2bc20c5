/**
 * The family's lessons as the parents' app reads them (`GET /v1/api/parent/lessons`): the
 * office's timetable narrowed to the classes the children go to (their class, their places in
 * others, the make-ups booked for them), each lesson with the children expected at it and, where
 * it applies, why a child will not be there or comes for a make-up. `me` gives each child the
 * first of them still to come (`next_lesson`, parent-area.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { pageGate } from '../resources.config';
import { PARENT_AREA_ROLES } from './parent-area';
import type { Gate } from './gate';
import { namedSchema, schedulePauseSchema } from './timetable';

/** The lessons are the timetable's: its screen's package feature. */
export const PARENT_LESSONS_GATE: Gate = { roles: PARENT_AREA_ROLES, features: pageGate('schedules').features };

/** Longest range one call answers: six weeks. */
export const PARENT_LESSONS_MAX_DAYS = 42;

/**
 * A child's state for one lesson: on approved leave, leave asked and not yet decided, frozen
 * (their enrolment paused that day), or there for a make-up booked into another class's lesson.
 * Null: expected as usual.
 */
export const CHILD_LESSON_STATES = ['leave', 'leave_pending', 'frozen', 'makeup'] as const;
export type ChildLessonState = (typeof CHILD_LESSON_STATES)[number];

const day = { type: 'string', format: 'date' } as const;
const time = { type: 'string', pattern: '^\\d{2}:\\d{2}$' } as const;

export const parentLessonsQuerySchema = {
  type: 'object',
  properties: {
    from: { ...day, description: "First day; default: the Monday of the academy's current week" },
    to: { ...day, description: `Last day, at most ${PARENT_LESSONS_MAX_DAYS} days from \`from\`; default: six days after \`from\`` },
  },
  additionalProperties: false,
} as const;
export type ParentLessonsQuery = FromSchema<typeof parentLessonsQuerySchema>;

export const parentLessonSchema = {
  type: 'object',
  properties: {
    date: day,
    start_time: time,
    end_time: time,
    class: namedSchema,
    branch: namedSchema,
    teachers: { type: 'array', items: { type: 'string' }, description: "The class's teachers' names" },
    children: {
      type: 'array',
      description: "The family's children expected at it",
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          state: {
            enum: [...CHILD_LESSON_STATES, null],
            description:
              'leave: on approved leave; leave_pending: leave asked, not decided yet; frozen: enrolment frozen that day; makeup: a make-up booked into this lesson; null: expected as usual',
          },
        },
        required: ['id', 'name', 'state'],
        additionalProperties: false,
      },
    },
  },
  required: ['date', 'start_time', 'end_time', 'class', 'branch', 'teachers', 'children'],
  additionalProperties: false,
} as const;

export const parentLessonsSchema = {
  type: 'object',
  properties: {
    from: day,
    to: day,
    today: { ...day, description: "The academy's today, in its time zone" },
    paused: schedulePauseSchema,
    lessons: { type: 'array', items: parentLessonSchema, description: 'Earliest first' },
  },
  required: ['from', 'to', 'today', 'paused', 'lessons'],
  additionalProperties: false,
} as const;

export type ParentLesson = FromSchema<typeof parentLessonSchema>;
export type ParentLessons = FromSchema<typeof parentLessonsSchema>;
