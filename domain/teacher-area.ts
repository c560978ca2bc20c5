/**
 * The teachers' area of the API (`/v1/api/teacher/...`): who may use it, what each route
 * needs of the package, and what it answers. server/modules/teacher makes the answers, the
 * teachers' phone app reads them. What an answer holds of a player, a class, a branch, a
 * teacher, a payslip or a leave request is what the schemas declare the teacher audience may
 * read (`x-audiences`), never more (a test holds these schemas to the declaration).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { pageGate, resources, type Role } from '../resources.config';
import type { Gate } from './gate';
import { checkInSchema } from './check-in';
import { namedSchema, schedulePauseSchema } from './timetable';
import { parentNoticesSchema } from './parent-notices';

/** A teacher, and the office's staff for the classes they teach themselves (a teacher record linked to their login). */
export const TEACHER_AREA_ROLES: Role[] = ['admin', 'manager', 'teacher'];

const featuresOf = (name: string) => resources.find((r) => r.name === name)!.features;

/** Each route's gate: the area's roles, and the package feature of the office's screen it mirrors. */
export const TEACHER_GATES = {
  /** Who they are, their profile and password. */
  account: { roles: TEACHER_AREA_ROLES, features: [] },
  /** Their lessons: the timetable's. */
  lessons: { roles: TEACHER_AREA_ROLES, features: pageGate('schedules').features },
  /** A class-day's roster and its marks: the players' attendance. */
  roster: { roles: TEACHER_AREA_ROLES, features: pageGate('attendance_players').features },
  /** Their sessions taught: the teachers' attendance. */
  sessions: { roles: TEACHER_AREA_ROLES, features: pageGate('attendance_managers').features },
  payslips: { roles: TEACHER_AREA_ROLES, features: featuresOf('manager_payslips') },
  leave: { roles: TEACHER_AREA_ROLES, features: featuresOf('time_offs') },
} satisfies Record<string, Gate>;

const nullableString = { type: ['string', 'null'] } as const;
const day = { type: 'string', format: 'date' } as const;
const time = { type: 'string', pattern: '^\\d{2}:\\d{2}$' } as const;
const count = { type: 'integer', minimum: 0 } as const;

/** The teacher record behind the login (`managers`, by its *Login account*) and the academy's today. */
export const teacherMeSchema = {
  type: 'object',
  properties: {
    teacher: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        avatar: nullableString,
        mobile: nullableString,
        email: nullableString,
        branch_id: { type: ['integer', 'null'] },
        branch: { anyOf: [{ type: 'null' }, namedSchema] },
      },
      required: ['id', 'name', 'avatar', 'mobile', 'email', 'branch_id', 'branch'],
      additionalProperties: false,
    },
    user: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        user_name: { type: 'string' },
        name: { type: 'string' },
        mobile: nullableString,
        app_language: { enum: ['vi', 'en'] },
      },
      required: ['id', 'user_name', 'name', 'mobile', 'app_language'],
      additionalProperties: false,
    },
    today: { ...day, description: "The academy's today, in its time zone" },
    time_zone: { type: 'string' },
  },
  required: ['teacher', 'user', 'today', 'time_zone'],
  additionalProperties: false,
} as const;

/** One lesson of a class the teacher teaches, from the timetable. */
export const teacherLessonSchema = {
  type: 'object',
  properties: {
    class: namedSchema,
    branch: namedSchema,
    date: day,
    start_time: time,
    end_time: time,
    teachers: { type: 'array', items: namedSchema, description: "The class's teachers" },
    expected: {
      ...count,
      description: "Players expected: the class's active players and its guests but those frozen that day, and the make-ups booked in",
    },
  },
  required: ['class', 'branch', 'date', 'start_time', 'end_time', 'teachers', 'expected'],
  additionalProperties: false,
} as const;

export const teacherLessonsSchema = {
  type: 'object',
  properties: {
    from: day,
    to: day,
    today: day,
    paused: schedulePauseSchema,
    lessons: { type: 'array', items: teacherLessonSchema },
  },
  required: ['from', 'to', 'today', 'paused', 'lessons'],
  additionalProperties: false,
} as const;

/** What a mark holds: the check-in (-1 none, 1 present, 0 absent) and the note (*nhận xét*). */
export const markValueSchema = {
  type: 'object',
  properties: { check_in: checkInSchema, note: nullableString },
  required: ['check_in', 'note'],
  additionalProperties: false,
} as const;

export const rosterPlayerSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    avatar: { ...nullableString, description: "The photo's address" },
    date_of_birth: nullableString,
    number_of_units: { type: 'number', description: 'Sessions left' },
    guest: { type: 'boolean', description: 'On the list through a place in the class beyond their own' },
    frozen: { type: 'boolean', description: 'Frozen (bảo lưu) that day: listed only for a check-in there' },
    makeup: { type: 'boolean', description: 'On the list for a make-up lesson booked there' },
    fee_unpaid: { type: 'boolean', description: 'A fee of theirs is unpaid (new, pending or failed)' },
    low_balance: {
      type: 'boolean',
      description: "Sessions left at or below the academy's threshold for telling the parent, or none left",
    },
    time_off: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { id: { type: 'integer' }, status: { type: 'integer' }, reason: nullableString },
          required: ['id', 'status', 'reason'],
          additionalProperties: false,
        },
      ],
      description: "The day's leave request",
    },
    check_in: checkInSchema,
    units: { type: 'integer' },
    note: nullableString,
  },
  required: [
    'id',
    'name',
    'avatar',
    'date_of_birth',
    'number_of_units',
    'guest',
    'frozen',
    'makeup',
    'fee_unpaid',
    'low_balance',
    'time_off',
    'check_in',
    'units',
    'note',
  ],
  additionalProperties: false,
} as const;

const rosterProperties = {
  class: {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: 'string' }, branch_id: { type: 'integer' }, branch_name: nullableString },
    required: ['id', 'name', 'branch_id', 'branch_name'],
    additionalProperties: false,
  },
  date: day,
  lesson_day: { type: 'boolean', description: "One of the class's weekly lesson days" },
  max_units: { type: 'integer', description: 'Sessions one present check-in may count' },
  locked: { anyOf: [{ type: 'null' }, { enum: ['futureDay', 'tooOld'] }], description: 'Why the day may not be marked' },
  locked_message: { type: 'string' },
  counts: {
    type: 'object',
    properties: { present: count, absent: count, none: count },
    required: ['present', 'absent', 'none'],
    additionalProperties: false,
  },
  players: { type: 'array', items: rosterPlayerSchema },
  my_check_in: {
    type: 'object',
    description: "The teacher's own check-in for the day (time-keeping); its note is the lesson's note",
    properties: { manager_id: { type: 'integer' }, check_in: checkInSchema, note: nullableString },
    required: ['manager_id', 'check_in', 'note'],
    additionalProperties: false,
  },
} as const;
const rosterRequired = ['class', 'date', 'lesson_day', 'max_units', 'locked', 'counts', 'players', 'my_check_in'] as const;

/** A class-day's roster as the teacher marks it. */
export const teacherRosterSchema = {
  type: 'object',
  properties: rosterProperties,
  required: rosterRequired,
  additionalProperties: false,
} as const;

/** A save's answer: the day as saved, and which parents the save will tell (`parent_notices`, as the office's save answers). */
export const teacherSavedRosterSchema = {
  type: 'object',
  properties: { ...rosterProperties, parent_notices: { anyOf: [{ type: 'null' }, parentNoticesSchema] } },
  required: [...rosterRequired, 'parent_notices'],
  additionalProperties: false,
} as const;

/** What the teacher last saw of a mark, sent with each change: the office's edit since then is a conflict. */
const seen = { ...markValueSchema, description: 'The stored mark as the teacher last saw it (check_in -1 and note null when none)' };
const note = { type: ['string', 'null'], maxLength: 500 } as const;

/** A save of a class-day: any of the players' marks, "all present", the lesson's note and the teacher's check-in. */
export const teacherMarksBodySchema = {
  type: 'object',
  properties: {
    marks: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        properties: {
          player_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          check_in: checkInSchema,
          units: { type: 'integer', minimum: 1, maximum: 5 },
          note,
          seen,
        },
        required: ['player_id', 'seen'],
        additionalProperties: false,
      },
    },
    all_present: { type: 'boolean', description: 'Marks present every player of the roster with no mark yet and no change here' },
    lesson_note: {
      type: 'object',
      properties: { note, seen: note },
      required: ['note', 'seen'],
      additionalProperties: false,
    },
    my_check_in: {
      type: 'object',
      properties: { check_in: checkInSchema, seen: checkInSchema },
      required: ['check_in', 'seen'],
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

/** One change the office overtook: what the teacher saw, what they sent, and what is stored now (left as it is). */
export const markConflictSchema = {
  type: 'object',
  properties: {
    target: { enum: ['player', 'lesson_note', 'my_check_in'] },
    player_id: { type: ['integer', 'null'] },
    name: { type: 'string' },
    seen: markValueSchema,
    yours: markValueSchema,
    theirs: markValueSchema,
  },
  required: ['target', 'player_id', 'name', 'seen', 'yours', 'theirs'],
  additionalProperties: false,
} as const;

/** The 409 of a save: every change that met the office's edit, and the day as now stored (the other changes saved). */
export const marksConflictSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    code: { const: 'MARK_CONFLICT' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        required: ['field', 'message'],
        additionalProperties: false,
      },
    },
    data: {
      type: 'object',
      properties: { conflicts: { type: 'array', items: markConflictSchema }, roster: teacherSavedRosterSchema },
      required: ['conflicts', 'roster'],
      additionalProperties: false,
    },
  },
  required: ['success', 'code', 'message', 'errors', 'data'],
  additionalProperties: false,
} as const;

/** A payslip of the teacher's own, the fields `x-audiences` gives the teacher. */
export const teacherPayslipSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: nullableString,
    manager_id: { type: 'integer' },
    manager: { anyOf: [{ type: 'null' }, namedSchema] },
    month: { type: 'string' },
    branch_id: { type: ['integer', 'null'] },
    branch: { anyOf: [{ type: 'null' }, namedSchema] },
    salary_type: nullableString,
    salary_rate: { type: ['integer', 'null'] },
    sessions: { type: ['number', 'null'] },
    base_amount: { type: ['integer', 'null'] },
    raise_amount: { type: ['integer', 'null'] },
    raise_note: nullableString,
    deduction_amount: { type: ['integer', 'null'] },
    deduction_note: nullableString,
    total_amount: { type: ['integer', 'null'] },
    payslip_status: { type: ['integer', 'null'] },
    paid_date: nullableString,
    create_date: nullableString,
    update_date: nullableString,
  },
  required: ['id', 'manager_id', 'month'],
  additionalProperties: false,
} as const;

/** A leave request of the teacher's own; `status` is the office's decision (0 pending, 1 approved, 2 rejected). */
export const teacherLeaveSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    branch_id: { type: ['integer', 'null'] },
    branch: { anyOf: [{ type: 'null' }, namedSchema] },
    manager_id: { type: 'integer' },
    manager: { anyOf: [{ type: 'null' }, namedSchema] },
    class_id: { type: ['integer', 'null'] },
    class: { anyOf: [{ type: 'null' }, namedSchema] },
    at_date: day,
    reason: { type: 'string' },
    status: { enum: [0, 1, 2] },
    create_date: { type: 'string' },
    update_date: { type: 'string' },
  },
  required: ['id', 'manager_id', 'at_date', 'reason', 'status'],
  additionalProperties: false,
} as const;

export const teacherLeaveBodySchema = {
  type: 'object',
  properties: {
    at_date: day,
    reason: { type: 'string', minLength: 2, maxLength: 500 },
    class_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The class missed, one the teacher teaches' },
  },
  required: ['at_date', 'reason'],
  additionalProperties: false,
} as const;

export type TeacherMe = FromSchema<typeof teacherMeSchema>;
export type TeacherLesson = FromSchema<typeof teacherLessonSchema>;
export type TeacherLessons = FromSchema<typeof teacherLessonsSchema>;
export type MarkValue = FromSchema<typeof markValueSchema>;
export type RosterPlayer = FromSchema<typeof rosterPlayerSchema>;
export type TeacherRoster = FromSchema<typeof teacherRosterSchema>;
export type TeacherSavedRoster = FromSchema<typeof teacherSavedRosterSchema>;
export type TeacherMarksBody = FromSchema<typeof teacherMarksBodySchema>;
export type MarkConflict = FromSchema<typeof markConflictSchema>;
export type MarksConflict = FromSchema<typeof marksConflictSchema>;
export type TeacherPayslip = FromSchema<typeof teacherPayslipSchema>;
export type TeacherLeave = FromSchema<typeof teacherLeaveSchema>;
export type TeacherLeaveBody = FromSchema<typeof teacherLeaveBodySchema>;

/**
 * Where the answers above hold an entity's record: its schema here, and the keys that are
 * the area's own (a mark, a flag) rather than the entity's fields. Every other key must be a
 * field the entity's schema gives the teacher (`x-audiences`) or its expanded reference;
 * the API suite holds them to it.
 */
export const TEACHER_RECORD_PARTS = [
  {
    entity: 'players',
    schema: rosterPlayerSchema,
    own: ['guest', 'frozen', 'makeup', 'fee_unpaid', 'low_balance', 'time_off', 'check_in', 'units', 'note'],
  },
  { entity: 'classes', schema: rosterProperties.class, own: ['branch_name'] },
  { entity: 'classes', schema: namedSchema, own: [] },
  { entity: 'managers', schema: teacherMeSchema.properties.teacher, own: [] },
  { entity: 'manager_payslips', schema: teacherPayslipSchema, own: [] },
  { entity: 'time_offs', schema: teacherLeaveSchema, own: [] },
] as const;
