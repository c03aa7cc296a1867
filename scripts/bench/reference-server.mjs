// The yardstick: a bare node:http server answering recorded answers byte for byte (status, the
// headers it travelled with, body as it travelled) for `METHOD path accept-encoding` (answerKey in
// throughput.ts), with no framework, validation or database.
// Plain JavaScript, so nothing stands between node and the handler.
// Usage: node reference-server.mjs <answers.json>   (PORT from the environment)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const ready = new Map(
  Object.entries(answers).map(([key, a]) => [
    key,
    {
      status: a.status,
      headers: a.headers.flat().concat('content-length', String(Buffer.from(a.body, 'base64').length)),
      body: Buffer.from(a.body, 'base64'),
    },
  ]),
);

createServer((req, res) => {
  // Like the real server, read the whole request body before answering.
  req.resume();
  req.on('end', () => {
    const answer = ready.get(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? ''}`);
    if (!answer) return res.writeHead(404).end();
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
