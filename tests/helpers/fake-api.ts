/**
 * A stand-in for an outside JSON API (OpenAI's, here) on 127.0.0.1: it records what it was sent and
 * lets the test answer each request; a request the test does not answer hangs, as a stuck upstream
 * would. Never the internet.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest<Body> { method: string; url: string; headers: IncomingHttpHeaders; body: Body }
export type Send = (status: number, body: unknown) => void;

export interface FakeApi<Body> {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** What was sent, oldest first; a test may empty it. */
  readonly requests: RecordedRequest<Body>[];
  close(): Promise<void>;
}

export async function startFakeApi<Body = Record<string, unknown>>(answer: (req: RecordedRequest<Body>, send: Send) => void): Promise<FakeApi<Body>> {
  const requests: RecordedRequest<Body>[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: (text ? JSON.parse(text) : {}) as Body };
      requests.push(recorded);
      answer(recorded, (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_fake123' });
        res.end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** POST /v1/chat/completions's answer, as OpenAI sends it, with the model's words. */
export const chatCompletion = (content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'gpt-4o-mini-2024-07-18',
  choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
  usage: { prompt_tokens: 200, completion_tokens: 80, total_tokens: 280 },
});

/** OpenAI's answer to a call it does not have. */
export const unknownRoute = { error: { message: 'Unknown route', type: 'invalid_request_error' } };
