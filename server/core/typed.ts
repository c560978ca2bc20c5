/**
 * A route's handler typed from the route's own schemas: `request.params`, `.query`
 * and `.body` are what the `as const` JSON Schemas say, with no generic written
 * beside them by hand.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';

export const typed = (app: FastifyInstance) => app.withTypeProvider<JsonSchemaToTsProvider>();
