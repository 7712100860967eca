// A request body read up to its limit, and what is beyond it read
// to the end and thrown away, so the 413 leaves the connection
// usable: Hono's bodyLimit answered without reading a body declared too long,
// and @hono/node-server then reset the socket under a client still writing it
// (EPIPE), after a 413 that said `Connection: keep-alive`. A client of one
// keep-alive connection (a proxy, an http.Agent) lost it and what it had
// queued on it. Only a body beyond `drainBytes` is not read; its 413 says
// `Connection: close`, so the client knows the socket ends with it.
import type { MiddlewareHandler } from "hono";

export interface BodyLimitOptions {
  /** The largest body answered, by its content type. */
  maxBytes(contentType: string): number;
  /** The most bytes read (and thrown away) to keep a connection after a body over the limit. */
  drainBytes: number;
  /** The 413 answer, in the platform's envelope. */
  tooLarge(maxBytes: number): Response;
}

/** Reads and discards the rest of a stream; true when it ended within `budget` bytes. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<boolean> {
  let left = budget;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    left -= value.byteLength;
    if (left < 0) {
      await reader.cancel().catch(() => undefined);
      return false;
    }
  }
}

function closing(response: Response): Response {
  response.headers.set("connection", "close");
  return response;
}

export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const max = options.maxBytes(raw.headers.get("content-type") ?? "");
    const declared = raw.headers.has("transfer-encoding") ? undefined : Number(raw.headers.get("content-length") ?? Number.NaN);
    if (declared !== undefined && Number.isFinite(declared) && declared > max) {
      if (declared > options.drainBytes) return closing(options.tooLarge(max));
      const ended = await drain(raw.body.getReader(), options.drainBytes);
      return ended ? options.tooLarge(max) : closing(options.tooLarge(max));
    }
    if (declared !== undefined && Number.isFinite(declared)) return next();
    // A body without a length (chunked) is counted as it comes.
    const reader = raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        const ended = await drain(reader, options.drainBytes - size);
        return ended ? options.tooLarge(max) : closing(options.tooLarge(max));
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(raw, { body });
    return next();
  };
}
