// The limit the API is measured against: a bare node:http server that replays answers recorded
// from the shop (same status, headers and body bytes) by exact URL. No framework, no database.
// Run by bench/api.mjs: node bench/bare-server.mjs <recordings.json> <port>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file, 'utf8'));
const answers = new Map(Object.entries(recorded).map(([url, r]) => [url, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') }]));

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end('{"error":"not recorded"}');
    return;
  }
  // Drain the request like a real server would, then answer the recorded bytes.
  req.resume();
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
