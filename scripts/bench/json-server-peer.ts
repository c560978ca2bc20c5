/**
 * json-server 0.17 on the same players, through its own API with the rows held
 * in memory (JSON_SERVER_DB names the db.json): its writes then skip rewriting
 * the file, so the comparison is of query work, not of disk.
 */
import { readFileSync } from 'node:fs';
import jsonServer from 'json-server';

const db = JSON.parse(readFileSync(process.env.JSON_SERVER_DB!, 'utf8'));
const port = Number(process.env.PORT);

const server = jsonServer.create();
server.use(jsonServer.defaults({ logger: false }));
server.use(jsonServer.router(db));
server.listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
