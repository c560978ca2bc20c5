/** GET /v1/api/openapi.json: the API's OpenAPI document, for an admin, titles in the caller's language. */
import type { FastifyInstance } from 'fastify';
import { rawAnswers } from './responses';
import { recordSchema } from './record-schemas';

type Doc = { components?: { schemas?: Record<string, { title?: string; properties?: Record<string, { title?: string }> }> } };

export function documentRoutes(app: FastifyInstance): void {
  const byLanguage = new Map<string, Doc>();
  function documentIn(lang: 'vi' | 'en'): Doc {
    const cached = byLanguage.get(lang);
    if (cached) return cached;
    const doc = structuredClone(app.swagger()) as Doc;
    for (const model of app.models.values()) {
      const component = doc.components?.schemas?.[model.config.name];
      const labelled = recordSchema(model, lang) as { title: string; properties: Record<string, { title?: string }> };
      if (!component) continue;
      component.title = labelled.title;
      for (const [field, prop] of Object.entries(component.properties ?? {})) {
        if (labelled.properties[field]?.title) prop.title = labelled.properties[field].title;
      }
    }
    byLanguage.set(lang, doc);
    return doc;
  }
  app.get(
    '/openapi.json',
    {
      config: { gate: { roles: ['admin'], features: [] }, openWhenLapsed: true },
      schema: {
        summary: 'This document',
        description: 'The OpenAPI 3.1 document of the API, titles in the language of Accept-Language. Admins only.',
        tags: ['API document'],
        response: rawAnswers({ type: 'object', additionalProperties: true, description: 'OpenAPI 3.1 document' }),
      },
    },
    async (request) => documentIn(request.ctx!.lang),
  );
}
