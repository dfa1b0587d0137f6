import type { IncomingMessage, ServerResponse } from 'node:http';

/** Builds a web-standard Request from a node request whose body was already read; `overrides` replace headers. */
export function toWebRequest(req: IncomingMessage, url: URL, body: Buffer | undefined, overrides: Record<string, string> = {}): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    else headers.set(k, v);
  }
  for (const [k, v] of Object.entries(overrides)) headers.set(k, v);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body !== undefined && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

/** Streams a web Response into the node response (so text/event-stream replies flow through). */
export async function sendWebResponse(res: ServerResponse, response: Response, extraHeaders: Record<string, string> = {}): Promise<void> {
  res.statusCode = response.status;
  for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
  response.headers.forEach((value, key) => {
    if (key === 'content-length' || key === 'transfer-encoding' || key === 'connection') return;
    res.setHeader(key, value);
  });
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
    }
  } finally {
    res.end();
  }
}
