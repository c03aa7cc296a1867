// The yardstick: a bare node:http server answering recorded answers byte for byte (status,
// content type, body) for `METHOD path`, with no framework, validation or database.
// Plain JavaScript, so nothing stands between node and the handler.
// Usage: node reference-server.mjs <answers.json>   (PORT from the environment)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const ready = new Map(
  Object.entries(answers).map(([key, a]) => [
    key,
    { status: a.status, type: a.contentType, body: Buffer.from(a.body) },
  ]),
);

createServer((req, res) => {
  // Like the real server, read the whole request body before answering.
  req.resume();
  req.on('end', () => {
    const answer = ready.get(`${req.method} ${req.url}`);
    if (!answer) return res.writeHead(404).end();
    res.writeHead(answer.status, { 'content-type': answer.type, 'content-length': answer.body.length });
    res.end(answer.body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
