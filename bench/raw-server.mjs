// The baseline: a bare node:http server that answers every request with the same bytes.
// Usage: node bench/raw-server.mjs PORT FILE CONTENT_TYPE [HEADERS_JSON_FILE]
// With a headers file (the app's own answer headers, captured by the caller), the answer is the
// app's byte for byte, so the client and the kernel do the same work for both and the ratio
// measures only what the server does per request.
import fs from 'node:fs';
import http from 'node:http';

const [port, file, type, headersFile] = process.argv.slice(2);
const body = fs.readFileSync(file);
const headers = { ...(headersFile ? JSON.parse(fs.readFileSync(headersFile, 'utf8')) : {}), 'Content-Type': type, 'Content-Length': body.length };
http
  .createServer((req, res) => {
    req.resume();
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
