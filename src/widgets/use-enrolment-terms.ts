/**
 * What the player form's enrolment will charge and credit, from the values
 * entered so far: the pricing model chosen (else the academy's), the course
 * chosen (else the class's), the class's fee; the same figures the server
 * applies (domain/enrolment-terms.ts).
 */
import { useCustom, useOne } from '@refinedev/core';
import { enrolmentCourseId, enrolmentTerms, type CourseTerms, type EnrolmentTerms, type PricingModel } from '../../domain/enrolment-terms';

export interface EnrolmentSettings {
  transaction_settings: {
    fee_transaction_type_default: PricingModel;
    fee_transaction_duration_in_units: number;
    fee_transaction_value: number;
  };
  kit_fee_definitions: { kit_fee_products: Array<{ product_id: number; product_name: string; selling_price: number }> };
}

export interface EnrolmentPreview {
  pricing: PricingModel;
  /** The pricing model was left to the academy's setting. */
  pricingIsDefault: boolean;
  course: CourseTerms | null;
  terms: EnrolmentTerms;
  kit: EnrolmentSettings['kit_fee_definitions']['kit_fee_products'];
}

const anId = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Where the preview stands: loading, failed (with a way to ask again), or worked out. */
export type EnrolmentTermsState =
  { status: 'loading' } | { status: 'failed'; retrying: boolean; retry: () => void } | { status: 'ready'; preview: EnrolmentPreview };

export function useEnrolmentTerms(values: Record<string, unknown>): EnrolmentTermsState {
  const classId = anId(values.class_id);
  const settings = useCustom<EnrolmentSettings>({ url: '/settings', method: 'get' });
  const cls = useOne({ resource: 'classes', id: classId, queryOptions: { enabled: classId !== undefined }, errorNotification: false });
  const model = settings.result?.data?.transaction_settings;
  const chosen = values.pricing_model as PricingModel | undefined;
  const pricing = chosen ?? model?.fee_transaction_type_default ?? 'monthly';
  const courseId = enrolmentCourseId(pricing, anId(values.course_id), anId(cls.result?.course_id));
  const course = useOne<CourseTerms>({
    resource: 'courses',
    id: courseId ?? undefined,
    queryOptions: { enabled: courseId !== null },
    errorNotification: false,
  });

  // A read that failed is said, with a retry, rather than left loading for ever.
  const reads = [settings.query, ...(classId !== undefined ? [cls.query] : []), ...(courseId !== null ? [course.query] : [])];
  const failed = reads.filter((read) => read.isError);
  if (failed.length)
    return {
      status: 'failed',
      retrying: failed.some((read) => read.isFetching),
      retry: () => failed.forEach((read) => void read.refetch()),
    };
  const loading =
    !settings.query.isSuccess || (classId !== undefined && cls.query.isLoading) || (courseId !== null && course.query.isLoading);
  if (loading || !model) return { status: 'loading' };
  const courseTerms = courseId !== null ? (course.result ?? null) : null;
  const classFee = classId !== undefined ? ((cls.result?.course_fee as number | null | undefined) ?? null) : null;
  const preview = {
    pricing,
    pricingIsDefault: chosen === undefined,
    course: courseTerms,
    terms: enrolmentTerms({
      pricing,
      course: courseTerms,
      classFee,
      modelFee: model.fee_transaction_value,
      modelSessions: model.fee_transaction_duration_in_units,
    }),
    kit: settings.result.data.kit_fee_definitions.kit_fee_products,
  };
  return { status: 'ready', preview };
}
