// The baseline: a bare node:http server that answers every request with the same bytes.
// Usage: node bench/raw-server.mjs PORT FILE CONTENT_TYPE
import fs from 'node:fs';
import http from 'node:http';

const [port, file, type] = process.argv.slice(2);
const body = fs.readFileSync(file);
http
  .createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
