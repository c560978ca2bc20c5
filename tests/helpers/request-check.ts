/**
 * Whether a request is one the OpenAPI document's operation describes: its path
 * parameters, query string and documented headers (text, read as their declared
 * types, as the server reads them), and its JSON body (as sent). A query string the
 * document gives as one object parameter (an open one) is read as that object; any
 * other query parameter must be one the document names. Answers the problems found,
 * none for a valid request. A multipart body is not looked into: only that the
 * operation takes one.
 */
import { parse } from 'node:querystring';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import { addRangeFormats } from '../../schemas/vocabulary';
import { isBodiless } from '../../server/core/openapi/request-bodies';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema?: { type?: unknown; [keyword: string]: unknown };
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export class RequestCheck {
  private readonly asSent: Ajv2020;
  private readonly fromText: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: object) {
    const made = (coerceTypes: false | 'array') =>
      addRangeFormats(addFormats(new Ajv2020({ strict: false, allErrors: false, coerceTypes, logger: false })));
    this.asSent = made(false);
    this.fromText = made('array');
    this.asSent.addSchema(document, 'openapi.json');
    this.fromText.addSchema(document, 'openapi.json');
  }

  /** The problems of `request` against `operation`, at `path` and `method` of the document. */
  problems(path: string, method: string, operation: Operation, request: FastifyRequest): string[] {
    const at = `openapi.json#/paths/${escape(path)}/${method}`;
    const problems: string[] = [];
    const raw = request.raw.url ?? '';
    const inputs: Record<string, Record<string, unknown>> = {
      path: { ...(request.params as object) },
      query: raw.includes('?') ? { ...parse(raw.slice(raw.indexOf('?') + 1)) } : {},
      header: { ...request.headers },
    };
    for (const location of ['path', 'query', 'header']) {
      const validate = this.parametersIn(at, location, operation);
      if (!validate(this.gathered(location, operation, inputs[location]))) {
        problems.push(`${location} ${this.fromText.errorsText(validate.errors)}`);
      }
    }
    const body = operation.requestBody;
    if (!body?.content) return problems;
    const type =
      String(request.headers['content-type'] ?? '')
        .split(';')[0]
        .trim() || 'application/json';
    if (type === 'multipart/form-data') {
      if (!body.content[type]) problems.push('body: multipart, which the operation does not take');
      return problems;
    }
    if (request.body === undefined) {
      const bodiless = Object.values(body.content).some(({ schema }) => isBodiless(schema));
      return bodiless || !body.required ? problems : [...problems, 'body: required'];
    }
    if (!body.content[type]) return [...problems, `body: ${type}, which the operation does not take`];
    // A form's fields are text, read as their declared types; JSON is taken as sent.
    const ajv = type === 'application/json' ? this.asSent : this.fromText;
    const key = `${at} ${type}`;
    if (!this.compiled.has(key)) this.compiled.set(key, ajv.compile({ $ref: `${at}/requestBody/content/${escape(type)}/schema` }));
    const validate = this.compiled.get(key)!;
    if (!validate(structuredClone(request.body))) problems.push(`body ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
    return problems;
  }

  /**
   * The parameters `in` one place as the document names them: the ones an open parameter
   * (an object, `style: form, explode: true`) holds are gathered under its name.
   */
  private gathered(location: string, operation: Operation, values: Record<string, unknown>): Record<string, unknown> {
    const parameters = (operation.parameters ?? []).filter((p) => p.in === location);
    const open = parameters.find(isOpen);
    if (!open) return values;
    const named = new Set(parameters.map((p) => p.name));
    const rest = Object.entries(values).filter(([name]) => !named.has(name));
    const own = Object.entries(values).filter(([name]) => named.has(name));
    return { ...Object.fromEntries(own), ...(rest.length && { [open.name]: Object.fromEntries(rest) }) };
  }

  /**
   * The check of the operation's parameters `in` one place, as an object of them by name: compiled
   * once for every operation with the same ones (the signed-in headers, a resource's list).
   */
  private parametersIn(at: string, location: string, operation: Operation): ValidateFunction {
    const parameters = (operation.parameters ?? []).map((p, i) => ({ ...p, i })).filter((p) => p.in === location);
    const inline = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
      // Headers are many and mostly the transport's; any other parameter must be documented.
      additionalProperties: location === 'header',
    };
    const text = JSON.stringify(inline);
    // A schema pointing into the document is read there, where its pointers lead.
    const pointed = text.includes('"$ref"');
    const key = pointed ? `${at} ${location}` : text;
    if (!this.compiled.has(key)) {
      const properties = Object.fromEntries(parameters.map((p) => [p.name, { $ref: `${at}/parameters/${p.i}/schema` }]));
      this.compiled.set(key, this.fromText.compile(pointed ? { ...inline, properties } : inline));
    }
    return this.compiled.get(key)!;
  }
}

/** A parameter standing for every one the others do not name: an object, exploded into the query string (OpenAPI 3.1 §4.8.12.4). */
const isOpen = (p: Parameter) => p.in === 'query' && p.style === 'form' && p.explode !== false && p.schema?.type === 'object';
