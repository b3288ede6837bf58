import type { components, paths } from "@/types/api.gen";
import { download, send, unwrap, type Download, type HttpMethod } from "./transport";

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
type MultipartOf<R> = R extends { content: { "multipart/form-data": infer F } } ? F : never;
type FormOf<O> = O extends { requestBody?: infer B } ? MultipartOf<NonNullable<B>> : never;
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

/** One multipart field: text, a number or flag (sent as text), a file, or several files. */
export type FormValue = string | number | boolean | Blob | readonly Blob[];
/** The fields of a multipart call: the names its schema declares (files are `binary`
 *  strings there), each required one present; `null`/`undefined` fields are left out. */
export type FormFields<F> = { [K in keyof F]: null extends F[K] ? FormValue | null | undefined : FormValue };

/** The paths whose `M` takes multipart form data (uploads). */
export type FormPathsFor<M extends Method> = {
  [P in PathsFor<M>]: [FormOf<Op<P, M>>] extends [never] ? never : P;
}[PathsFor<M>];

type FormOptions<O> = { body: FormFields<FormOf<O>>; signal?: AbortSignal } &
  ([PathParamsOf<O>] extends [never] ? { path?: undefined } : { path: PathParamsOf<O> });

/** Multipart form data of the fields, in their declared order; files keep their names. */
export function toFormData(fields: Record<string, FormValue | null | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const one of values as (string | number | boolean | Blob)[]) {
      if (one instanceof Blob) data.append(name, one, one instanceof File ? one.name : "blob");
      else data.append(name, String(one));
    }
  }
  return data;
}

function upload<M extends "post" | "put" | "patch">(method: M) {
  return async <P extends FormPathsFor<M>>(path: P, options: FormOptions<Op<P, M>>): Promise<SuccessOf<Op<P, M>>> => {
    const o = options as { body: Record<string, FormValue | null | undefined>; path?: Record<string, string>; signal?: AbortSignal };
    const answer = await send(method.toUpperCase() as HttpMethod, fill(path, o.path), toFormData(o.body), o.signal);
    return unwrap(answer) as SuccessOf<Op<P, M>>;
  };
}

/** The paths that answer `GET` with a file (no JSON success body). */
export type FilePaths = {
  [P in PathsFor<"get">]: [SuccessOf<Op<P, "get">>] extends [never] ? P : never;
}[PathsFor<"get">];

async function getFile<P extends FilePaths>(
  path: P,
  options: { signal?: AbortSignal } & ([QueryOf<Op<P, "get">>] extends [never] ? { query?: undefined } : { query?: QueryOf<Op<P, "get">> }) &
    ([PathParamsOf<Op<P, "get">>] extends [never] ? { path?: undefined } : { path: PathParamsOf<Op<P, "get">> }),
): Promise<Download> {
  const o = options as { path?: Record<string, string>; query?: Record<string, unknown>; signal?: AbortSignal };
  return download(fill(path, o.path) + search(o.query), o.signal);
}

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
  /** Uploads: multipart form data, typed by the call's schema. */
  form: { post: upload("post"), put: upload("put"), patch: upload("patch") },
  /** Downloads: the file a call answers with, and its name. */
  file: getFile,
};
