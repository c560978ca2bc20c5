/**
 * The terms a new player enrols under, read from the database: the pricing model
 * sent (else the academy's), the course chosen or their class's, the class's fee.
 * The figures themselves come from domain/enrolment-terms.ts, as the form shows them.
 */
import type { RequestContext } from '../../core/context';
import {
  enrolmentCourseId,
  enrolmentTerms,
  type CourseTerms,
  type EnrolmentTerms,
  type PricingModel,
} from '../../../domain/enrolment-terms';
import type { AcademySettings } from '../settings/settings-service';

type Row = Record<string, unknown>;

export interface Enrolment {
  pricing: PricingModel;
  courseId: number | null;
  course: CourseTerms | null;
  terms: EnrolmentTerms;
  /** How many days the course's sessions last from the enrolment (the course's duration): none, no end. */
  validDays: number | null;
}

const anId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
const PRICING_MODELS: readonly unknown[] = ['base_course', 'monthly'];

export async function enrolmentOf(ctx: RequestContext, given: Row, settings: AcademySettings): Promise<Enrolment> {
  const model = settings.transaction_settings;
  // A value that is no pricing model is the validator's to refuse: meanwhile the academy's applies.
  const pricing = (PRICING_MODELS.includes(given.pricing_model) ? given.pricing_model : model.fee_transaction_type_default) as PricingModel;
  const classId = anId(given.class_id);
  const cls =
    classId === null
      ? undefined
      : await ctx.db
          .selectFrom('classes')
          .select(['course_fee', 'course_id'])
          .where('academy_id', '=', ctx.academy.id)
          .where('deleted_at', 'is', null)
          .where('id', '=', classId)
          .executeTakeFirst();
  const courseId = enrolmentCourseId(pricing, anId(given.course_id), cls?.course_id);
  const row =
    courseId === null
      ? undefined
      : await ctx.db
          .selectFrom('courses')
          .select(['name', 'course_type', 'fee', 'number_of_units', 'duration_in_days'])
          .where('academy_id', '=', ctx.academy.id)
          .where('deleted_at', 'is', null)
          .where('id', '=', courseId)
          .executeTakeFirst();
  const course = row
    ? ({
        name: row.name,
        course_type: row.course_type,
        fee: Number(row.fee),
        number_of_units: row.number_of_units === null ? null : Number(row.number_of_units),
      } as CourseTerms)
    : null;
  const validDays = row && Number(row.duration_in_days) > 0 ? Number(row.duration_in_days) : null;
  const classFee = cls?.course_fee === null || cls?.course_fee === undefined ? null : Number(cls.course_fee);
  const terms = enrolmentTerms({
    pricing,
    course,
    classFee,
    modelFee: model.fee_transaction_value,
    modelSessions: model.fee_transaction_duration_in_units,
  });
  return { pricing, courseId: course ? courseId : anId(given.course_id), course, terms, validDays };
}
