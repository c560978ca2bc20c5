/**
 * The body of a schema-declared action (`x-actions` with a `form`: compute a
 * month's payslips, pay one) checked against that same form, so the dialog and
 * the API agree and a bad value reads as a spec §5 message in the caller's language.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { extendAjv } from '../../../schemas/vocabulary';
import type { RequestContext } from '../../core/context';
import { badRequest, unprocessable } from '../../core/errors';
import type { EntityModel } from '../../core/crud/entity-model';
import { toFieldErrors } from '../../core/field-errors';
import enums from '../../../schemas/enums.json' with { type: 'json' };

const ajv = extendAjv(new Ajv2020({ allErrors: true, strict: true, coerceTypes: false }));
const compiled = new Map<string, ValidateFunction>();

function formOf(model: EntityModel, name: string) {
  const form = model.schema['x-actions']?.find((a) => a.name === name)?.form;
  if (!form) throw new Error(`schemas/${model.config.name}.json: no x-actions entry "${name}" with a form.`);
  return form;
}

const enumDefs = enums.$defs as Record<string, Record<string, unknown>>;

/** A form field as a plain JSON Schema: the enumeration it refers to written out, our `x-` words left out. */
function plainField(field: Record<string, unknown>): Record<string, unknown> {
  const ref = typeof field.$ref === 'string' ? /^enums#\/\$defs\/(\w+)$/.exec(field.$ref) : null;
  const merged = ref ? { ...enumDefs[ref[1]], ...field, $ref: undefined } : field;
  return Object.fromEntries(Object.entries(merged).filter(([key, value]) => !key.startsWith('x-') && value !== undefined));
}

/**
 * The action's body as its route declares it (the API document's): the form's fields,
 * an optional one also null or '' (what an empty field of the dialog sends, read as not given).
 */
export function actionBodySchema(model: EntityModel, name: string) {
  const form = formOf(model, name);
  const required = form.required ?? [];
  const properties = Object.fromEntries(
    Object.entries(form.properties).map(([key, field]) => {
      const plain = plainField(field as Record<string, unknown>);
      return [key, required.includes(key) ? plain : { anyOf: [plain, { type: 'null' }, { const: '' }] }];
    }),
  );
  return { type: 'object', properties, required, additionalProperties: false };
}

function validatorFor(model: EntityModel, name: string): ValidateFunction {
  const key = `${model.config.name}.${name}`;
  let validate = compiled.get(key);
  if (!validate) {
    const form = formOf(model, name);
    validate = ajv.compile({ type: 'object', properties: form.properties, required: form.required ?? [], additionalProperties: false });
    compiled.set(key, validate);
  }
  return validate;
}

export function validActionBody<T>(ctx: RequestContext, model: EntityModel, name: string, body: unknown): T {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(ctx.t('errors.bodyNotObject'));
  // An empty optional field of the dialog arrives as null or ''; it means "not given" (a field the form has not is refused all the same).
  const fields = formOf(model, name).properties;
  const given = Object.fromEntries(Object.entries(body).filter(([key, v]) => (v !== null && v !== '') || !(key in fields)));
  const validate = validatorFor(model, name);
  if (!validate(given)) throw unprocessable(ctx.t('errors.validationFailed'), toFieldErrors(validate.errors, ctx.t));
  return given as T;
}
