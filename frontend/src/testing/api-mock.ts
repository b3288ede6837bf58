// Test helpers for the account screens: a fetch stand-in that answers by method and
// path, and records every call with its parsed JSON body.

export type ApiCall = { method: string; path: string; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Stubs global fetch; unknown calls answer 404 like the server's JSON fallback. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : json(404, { success: false, message: "Not found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** A promise the test settles by hand, for observing busy states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
