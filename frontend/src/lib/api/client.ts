import type { components, paths } from "@/types/api.gen";
import { send, unwrap, type HttpMethod } from "./transport";

// The typed API client: paths, methods, bodies and answers all come from the types
// generated from the server's OpenAPI document, so a call that the server does not
// offer, or a body it does not take, fails to compile. Non-2xx answers throw ApiError.

export type Schemas = components["schemas"];

type Method = "get" | "post" | "put" | "patch" | "delete";
type Present<T> = [NonNullable<T>] extends [never] ? false : true;

/** The paths that offer `M`. */
export type PathsFor<M extends Method> = {
  [P in keyof paths]: Present<paths[P][M]> extends true ? P : never;
}[keyof paths];

type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonOf<R> = R extends { content: { "application/json": infer B } } ? B : never;
type SuccessCode = 200 | 201 | 202;
/** The body of the operation's success answer. */
export type SuccessOf<O> = O extends { responses: infer R }
  ? { [C in keyof R]: C extends SuccessCode ? JsonOf<R[C]> : never }[keyof R]
  : never;
type BodyOf<O> = O extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
type PathParamsOf<O> = O extends { parameters: { path: infer A } } ? A : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type Options<O> = { signal?: AbortSignal } &
  ([QueryOf<O>] extends [never] ? { query?: undefined } : { query?: QueryOf<O> }) & ([BodyOf<O>] extends [never] ? { body?: undefined } : { body: BodyOf<O> }) &
  ([PathParamsOf<O>] extends [never] ? { path?: undefined } : { path: PathParamsOf<O> });
type Args<O> = [BodyOf<O>] extends [never]
  ? [PathParamsOf<O>] extends [never]
    ? [options?: Options<O>]
    : [options: Options<O>]
  : [options: Options<O>];

/** The answer type of `M path`, e.g. `Response<"/api/v1/session", "get">`. */
export type ApiResponse<P extends keyof paths, M extends Method> = SuccessOf<Op<P, M>>;
/** The request body of `M path`. */
export type ApiBody<P extends keyof paths, M extends Method> = BodyOf<Op<P, M>>;

function fill(template: string, params?: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
}

/** `?name=value&…` of the defined, non-empty query values; "" when there are none. */
function search(query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function call<M extends Method>(method: M) {
  return async <P extends PathsFor<M>>(path: P, ...[options]: Args<Op<P, M>>): Promise<SuccessOf<Op<P, M>>> => {
    const o = (options ?? {}) as {
      body?: unknown;
      path?: Record<string, string>;
      query?: Record<string, unknown>;
      signal?: AbortSignal;
    };
    const answer = await send(method.toUpperCase() as HttpMethod, fill(path, o.path) + search(o.query), o.body, o.signal);
    return unwrap(answer) as SuccessOf<Op<P, M>>;
  };
}

export const api = {
  get: call("get"),
  post: call("post"),
  put: call("put"),
  patch: call("patch"),
  delete: call("delete"),
};
