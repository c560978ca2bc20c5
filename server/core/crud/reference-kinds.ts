/**
 * The kind of record a reference accepts (`x-ref-where`: a revenue's category is a
 * revenue category), worked out once from the schemas: what a reference requires
 * of the row it names, the words of its refusal, and, seen from the referenced
 * resource, the references that keep one of its rows from changing kind while
 * rows of theirs rely on it.
 */
import type { Catalogue } from '../../../schemas/catalogue';
import type { EntitySchema, Lang, PropertySchema, Translated } from '../../../schemas/vocabulary';
import { countedName, lowerFirst } from '../../../domain/dependents';
import type { RequestContext } from '../context';

type Value = string | number;

/** A field the referenced row must hold one of `values` in. */
export interface KindRule {
  field: string;
  values: Value[];
  label: Translated;
  /** Each accepted value's name (its enum label), in the order of `values`. */
  allowed: Translated[];
}

export interface ReferenceKind {
  /** The referenced resource's name for one record. */
  target: Translated;
  rules: KindRule[];
}

/** A reference into this resource that requires a kind of it: its rows keep the referenced row's `field` within `values`. */
export interface KindGuard {
  from: string;
  fromField: string;
  /** The referring resource's name for one record. */
  fromLabel: Translated;
  field: string;
  values: Value[];
}

const asText = (value: Value): Translated => ({ vi: String(value), en: String(value) });

/** The field of `target` its list filters by `param` (`x-filter`). */
function filteredField(target: EntitySchema, param: string): [string, PropertySchema] | undefined {
  return Object.entries(target.properties).find(([, p]) => p['x-filter'] === param);
}

/** The kind `prop` (a reference of `owner`) requires of its target, or null when it takes any; throws on a param the target has no filter for. */
export function referenceKind(owner: string, field: string, prop: PropertySchema, target: EntitySchema): ReferenceKind | null {
  const where = prop['x-ref-where'];
  if (!where) return null;
  if (prop.type === 'array') throw new Error(`schemas/${owner}.json: "${field}" is a list of ids; x-ref-where applies to single ids only.`);
  const rules = Object.entries(where).map(([param, values]): KindRule => {
    const found = filteredField(target, param);
    if (!found) throw new Error(`schemas/${owner}.json: "${param}" (x-ref-where of "${field}") is not a filter of "${prop['x-ref']}".`);
    const [targetField, targetProp] = found;
    const labels = targetProp['x-enum-labels'] ?? {};
    return {
      field: targetField,
      values,
      label: targetProp['x-label'] ?? asText(targetField),
      allowed: values.map((v) => labels[String(v)] ?? asText(v)),
    };
  });
  return { target: target['x-label-one'], rules };
}

/** The rule a referenced row breaks (its fields as read), or undefined when it is of the kind. */
export const brokenRule = (kind: ReferenceKind, row: Record<string, unknown>): KindRule | undefined =>
  kind.rules.find((rule) => !rule.values.includes(row[rule.field] as Value));

/** "Only a money category whose type is Revenue can be chosen !", in the caller's language. */
export function wrongKindMessage(ctx: Pick<RequestContext, 't' | 'lang'>, kind: ReferenceKind, rule: KindRule): string {
  const lang: Lang = ctx.lang;
  const allowed = new Intl.ListFormat(lang, { type: 'disjunction' }).format(rule.allowed.map((a) => a[lang]));
  return ctx.t('validation.refWrongKind', { resource: lowerFirst(kind.target[lang]), field: lowerFirst(rule.label[lang]), allowed });
}

/** "The type cannot change while 12 revenues refer to it !" */
export function kindInUseMessage(ctx: Pick<RequestContext, 't' | 'lang'>, field: Translated, guard: KindGuard, count: number): string {
  return ctx.t('validation.kindInUse', { field: lowerFirst(field[ctx.lang]), dependents: countedName(ctx.lang, guard.fromLabel, count) });
}

/** Every reference of the catalogue into `resource` that requires a kind of it. */
export function kindGuardsInto(resource: string, catalogue: Catalogue): KindGuard[] {
  const target = catalogue[resource];
  return Object.values(catalogue).flatMap((schema) =>
    Object.entries(schema.properties).flatMap(([fromField, prop]) => {
      if (prop['x-ref'] !== resource) return [];
      const kind = referenceKind(schema.$id, fromField, prop, target);
      return (kind?.rules ?? []).map((rule) => ({
        from: schema.$id,
        fromField,
        fromLabel: schema['x-label-one'],
        field: rule.field,
        values: rule.values,
      }));
    }),
  );
}
