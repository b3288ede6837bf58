import type { ApiResponse, PathsFor } from "@/lib/api/client";
import type { paths } from "@/types/api.gen";

// Test helpers for screens that call the API: a fetch stand-in that answers by method
// and path, and records every call with its parsed JSON (or multipart) body. `ok(route, body)` types
// the answer by the generated contract, so a mock cannot drift from the server's shape.

/** `search` is the query string (`?page=2`), kept out of equality checks on calls. */
export type ApiCall = { method: string; path: string; body: unknown; readonly search: string };
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
    const body = init?.body instanceof FormData ? formEntries(init.body) : typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = Object.defineProperty({ method, path: url.pathname, body }, "search", { value: url.search, enumerable: false }) as ApiCall;
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : json(404, { success: false, message: "Not found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** A multipart body as an object: each name's value, or its values when repeated (files stay File). */
export function formEntries(data: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const out: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(data.keys())) {
    const all = data.getAll(name);
    out[name] = all.length === 1 ? all[0] : all;
  }
  return out;
}

/** A promise the test settles by hand, for observing busy states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

type Method = "get" | "post" | "put" | "patch" | "delete";
/** `"GET /api/v1/session"` and every other call the contract has. */
export type RouteKey = { [M in Method]: `${Uppercase<M>} ${PathsFor<M>}` }[Method];
type AnswerOf<K extends RouteKey> = K extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Lowercase<M> extends Method
      ? ApiResponse<P, Lowercase<M>>
      : never
    : never
  : never;

/** A 200 answer of `route`, its body typed by the generated contract. */
export function ok<K extends RouteKey>(_route: K, body: AnswerOf<K>): Response {
  return json(200, body);
}
