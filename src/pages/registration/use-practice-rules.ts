/**
 * The registration form's rules, read from schemas/practices.json — the schema
 * the API checks the body against — with the spec §5 messages of the rest of
 * the app (validation-messages.ts), so the form and a 422 always agree.
 */
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { customFormats } from '../../../schemas/vocabulary';
import { catalogue } from '../../catalogue';
import { validationMessage } from '../../../domain/validation-messages';
import { useAcademyClock } from '../../providers/academy-clock';

const schema = catalogue.practices;

export function usePracticeRules() {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  return useMemo(() => {
    const message = (keyword: string, params: Record<string, unknown> = {}) => validationMessage({ keyword, params }, t);
    const required: FormRule = { required: true, message: message('required') };

    /** Required (blank counts as missing), character format, length: as the schema has them. */
    const textRules = (field: string): FormRule[] => {
      const { format, minLength, maxLength } = schema.properties[field];
      const rules: FormRule[] = schema.required?.includes(field) ? [{ ...required, whitespace: true }] : [];
      if (format && customFormats[format]) rules.push({ pattern: customFormats[format], message: message('format', { format }) });
      if (minLength) rules.push({ min: minLength, message: message('minLength', { limit: minLength }) });
      if (maxLength) rules.push({ max: maxLength, message: message('maxLength', { limit: maxLength }) });
      return rules;
    };

    const notInFuture: FormRule = {
      // The picker greys out future days; a typed one still gets an answer.
      validator: (_, day?: Dayjs) =>
        day?.isAfter(clock.now(), 'day') ? Promise.reject(new Error(message('format', { format: 'date' }))) : Promise.resolve(),
    };

    return {
      name: textRules('name'),
      date_of_birth: [required, notInFuture],
      branch_id: [required],
      schedules: [{ ...required, type: 'array', min: 1 }],
      parent_name: textRules('parent_name'),
      mobile: textRules('mobile'),
      address: textRules('address'),
      note: textRules('note'),
    } satisfies Record<string, FormRule[]>;
  }, [t, clock]);
}
