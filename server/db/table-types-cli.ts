/** `npm run db:types`: writes the database's types to server/db/tables.ts after a migration changes a table. */
import { writeFileSync } from 'node:fs';
import { TABLES_FILE, generateTableTypes } from './table-types';

writeFileSync(TABLES_FILE, await generateTableTypes());
console.log(`Wrote ${TABLES_FILE}`);
