/**
 * How route input is checked. Route schemas run on two ajv instances: bodies as
 * sent (a number is no string, an array no object: no coercion, so type confusion
 * is a 400), while path params and query strings, which are always text, are
 * coerced to their declared types. And no input may carry U+0000, which
 * PostgreSQL text cannot store.
 *
 * An API route that declares no query string takes none: any parameter is unknown,
 * so a 400 naming it, rather than silently ignored (refuseUndeclaredQueries, in
 * the API scope). Lists (`listQuery`) are the exception: the list service checks
 * their parameters against the resource's filters, but their days are declared
 * here, so a day no calendar has is refused like any other route's.
 *
 * Both instances know our range formats (schemas/vocabulary.ts): a date is a
 * real day of the academy's years, an id list holds integers a column can.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, unsupportedMedia } from '../errors';
import { translatorOf } from '../i18n';
import { addRangeFormats } from '../../../schemas/vocabulary';

const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * The body of a route that takes none: no body at all, or an empty object (what
 * clients send by habit). Anything else, a field or a value of another type, is a
 * 400 naming it. Such a route checks an absent body as an empty one (emptyWhenAbsent).
 */
export const NO_BODY = { type: 'object', properties: {}, additionalProperties: false } as const;

/** preValidation of a route whose body is NO_BODY: no body is an empty one (a JSON `null` stays a value, refused). */
export async function emptyWhenAbsent(request: FastifyRequest): Promise<void> {
  // A multipart body is a body all the same (its parts are read by the routes that take them): not this route's.
  if (request.isMultipart?.()) {
    const t = translatorOf(request);
    throw unsupportedMedia(t('errors.unsupportedMediaType'), [{ field: 'content-type', message: t('errors.unsupportedMediaType') }]);
  }
  if (request.body === undefined) request.body = {};
}

/**
 * preHandler of a route that leaves its body's refusals to its service (`attachValidation`, so
 * they read as the service's 422 in the spec's words): a path, query or header that does not fit
 * is still refused here, as on every other route.
 */
export async function refuseAllButBody(request: FastifyRequest): Promise<void> {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (!error) return;
  if (error.validationContext !== 'body') throw error;
  // Fastify stopped at the body: the query string and headers, checked after it, are checked here.
  for (const [part, input] of [
    ['querystring', request.query],
    ['headers', request.headers],
  ] as const) {
    const validate = request.getValidationFunction(part);
    if (validate && !validate(input)) {
      throw Object.assign(new Error(`${part} ${validate.errors?.[0]?.message ?? 'invalid'}`), {
        validation: validate.errors,
        validationContext: part,
        statusCode: 400,
      });
    }
  }
}

const common: Options = { useDefaults: true, removeAdditional: false, allErrors: true, addUsedSchema: false };

/** Whether a string, key or value anywhere in the input holds U+0000 (walked without recursion: nesting may be deep). */
function holdsNul(input: unknown): boolean {
  const pending = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** ajv reads "1e309" as Infinity and lets it past `maximum`: a coerced number must also be finite. */
function finite(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown) => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    // Validation coerced the text in place: the numbers are there now.
    const values = Object.entries(data as Record<string, unknown>).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((n) => [k, n] as const),
    );
    const infinite = values.find(([, n]) => typeof n === 'number' && !Number.isFinite(n));
    check.errors = infinite
      ? [
          {
            instancePath: `/${infinite[0]}`,
            schemaPath: '',
            keyword: 'type',
            params: { type: 'number' },
            message: 'must be a finite number',
          },
        ]
      : null;
    return !infinite;
  }) as ValidateFunction;
  return check;
}

/**
 * A check compiled on its first use, once per distinct schema: Fastify asks for every route's
 * checks when the server starts, and most routes share theirs (an id, no query), so a start
 * compiles none and a run compiles each one once (as the answers' serialisers, serializers.ts).
 */
function onFirstUse(compiled: Map<string, ValidateFunction>, key: string, compile: () => ValidateFunction): ValidateFunction {
  const check = ((data: unknown) => {
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = compile()));
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return check;
}

export function registerValidators(app: FastifyInstance): void {
  const asSent = addRangeFormats(addFormats(new Ajv({ ...common, coerceTypes: false })));
  const fromText = addRangeFormats(addFormats(new Ajv({ ...common, coerceTypes: 'array' })));
  const compiled = new Map<string, ValidateFunction>();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const body = httpPart === 'body';
    // The schema as the route declared it: what is compiled later is exactly what the key names.
    const declared = JSON.stringify(schema);
    return onFirstUse(compiled, `${body ? 'body' : 'text'} ${declared}`, () =>
      body ? asSent.compile(JSON.parse(declared)) : finite(fromText.compile(JSON.parse(declared))),
    );
  });

  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest(translatorOf(request)('errors.nulCharacter'));
    }
  });
}

/** A list's own date parameters (`fromDate`, `toDate`): the rest of its query string stays open. */
function listDays(description: true | Record<string, unknown>) {
  const properties = typeof description === 'object' ? (description.properties as Record<string, { format?: string }>) : {};
  return { type: 'object', properties: Object.fromEntries(Object.entries(properties).filter(([, p]) => p.format === 'date')) };
}

export function refuseUndeclaredQueries(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.querystring) return;
    const list = route.config?.listQuery;
    route.schema = { ...route.schema, querystring: list ? listDays(list) : NO_QUERY };
  });
}
