/**
 * The TypeScript type of each jsonb column an entity schema declares (an array or object
 * property), written from that property's schema: `classes.manager_ids` is `number[]`,
 * `player_bus_stops.days` the days' literals. table-types.ts hands them to the generator as
 * column overrides, so a reader of the column needs no cast. Columns a numbered migration
 * makes (settings, breakdowns) keep `unknown`: their readers check them.
 */
import type { Catalogue } from '../../schemas/catalogue';
import type { PropertySchema } from '../../schemas/vocabulary';
import { columnType, entityColumns } from './entity-tables';

interface Node {
  type?: string;
  enum?: unknown[];
  items?: Node;
  properties?: Record<string, Node>;
  required?: string[];
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The TypeScript type of a value `schema` describes. */
export function typeOf(schema: Node): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'array': {
      const item = schema.items ? typeOf(schema.items) : 'unknown';
      return /^[\w.]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object': {
      if (!schema.properties) return 'Record<string, unknown>';
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties).map(([name, p]) => `${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(p)}`);
      return `{ ${fields.join('; ')} }`;
    }
    default:
      return 'unknown';
  }
}

/**
 * `table.column` → its type, for every jsonb column of an entity table: read as the schema's value
 * (or null, as the table allows), written as JSON text, which is how the client passes jsonb.
 */
export function jsonbColumnTypes(catalogue: Catalogue): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([table, schema]) =>
      Object.keys(entityColumns(schema)).flatMap((column) => {
        const property = schema.properties[column] as PropertySchema | undefined;
        return property && columnType(property) === 'jsonb'
          ? [[`${table}.${column}`, `ColumnType<${typeOf(property as Node)} | null, string | null, string | null>`]]
          : [];
      }),
    ),
  );
}
