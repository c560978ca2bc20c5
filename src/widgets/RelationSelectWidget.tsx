/**
 * rjsf widget for `x-ref` fields. ui:options: `resource` (the related
 * resource), `refWhere` (the kind of row accepted, from `x-ref-where`: only those
 * are offered), `refFilter` (`{listParam: formField}`, from `x-ref-filter`) and
 * `waitingHint`: the list is narrowed by those fields' values and waits, showing
 * the hint, until they are set. On a list of ids (rjsf passes `multiple` for
 * arrays) it is a multi-select holding at most `maxItems`.
 */
import type { CrudFilter } from '@refinedev/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { RelationSelect } from '../components/RelationSelect';
import { refWhereFilters } from '../crud/schema-to-ui';
import type { PropertySchema } from '../../schemas/vocabulary';
import type { FormContext } from './form-context';

export function RelationSelectWidget({
  id,
  value,
  onChange,
  onBlur,
  options,
  registry,
  schema,
  multiple,
  disabled,
  readonly,
  placeholder,
  required,
}: WidgetProps) {
  const {
    resource,
    refFilter = {},
    refWhere,
    waitingHint,
  } = options as {
    resource: string;
    refFilter?: Record<string, string>;
    refWhere?: PropertySchema['x-ref-where'];
    waitingHint?: string;
  };
  const formData = (registry.formContext as FormContext | undefined)?.formData ?? {};
  const filters: CrudFilter[] = Object.entries(refFilter).map(([param, field]) => ({
    field: param,
    operator: 'in',
    value: formData[field],
  }));
  const waiting = filters.some((f) => f.value === undefined || f.value === null);

  // A chosen row may not belong to a changed parent (a class of another branch): clear it.
  const dependsOn = JSON.stringify(filters.map((f) => f.value ?? null));
  const previous = useRef(dependsOn);
  useEffect(() => {
    if (previous.current === dependsOn) return;
    const hadParent = (JSON.parse(previous.current) as unknown[]).some((v) => v !== null);
    previous.current = dependsOn;
    // The first parent value (a form being filled or an edit loading) keeps the choice.
    if (hadParent) onChange(undefined);
  }, [dependsOn, onChange]);

  return (
    <RelationSelect
      id={id}
      resource={resource}
      value={value ?? undefined}
      multiple={multiple}
      maxCount={multiple ? schema.maxItems : undefined}
      onChange={(next) => onChange(next)}
      onBlur={() => onBlur(id, value)}
      filters={[...refWhereFilters(refWhere), ...filters]}
      disabled={disabled || readonly || waiting}
      allowClear={!required}
      placeholder={waiting ? waitingHint : placeholder}
    />
  );
}
