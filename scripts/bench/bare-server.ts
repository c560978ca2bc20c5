/**
 * The ceiling: node:http alone, answering every GET with one fixed page of
 * players and every write with its own body, no routing, parsing or database.
 * The page comes in as a file (BARE_PAGE_FILE) so its bytes match our API's page.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const page = readFileSync(process.env.BARE_PAGE_FILE!);
const port = Number(process.env.PORT);

createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': page.length });
    res.end(page);
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    res.writeHead(201, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
}).listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
