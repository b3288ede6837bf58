import { ApiError } from "./error";

// The one place the frontend calls `fetch`: same-origin with the session cookie, JSON
// (or multipart form data, for uploads) out, JSON back, or a file for downloads.
// Everything else goes through the typed client (client.ts) or page props.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Answer = { status: number; ok: boolean; json: unknown; isJson: boolean };

export async function send(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const form = body instanceof FormData;
  // The browser writes a multipart body's Content-Type itself, with its boundary.
  if (body !== undefined && !form) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal,
  });
  return read(response);
}

/** A file the server sends (a KYC document, a brochure): its bytes and the name it gave. */
export type Download = { blob: Blob; filename: string | null };

/** GETs a file; a failure answers JSON like every other call and throws ApiError. */
export async function download(url: string, signal?: AbortSignal): Promise<Download> {
  const response = await fetch(url, { method: "GET", credentials: "same-origin", signal });
  if (!response.ok) {
    unwrap(await read(response));
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get("content-disposition")) };
}

/** The file name of `Content-Disposition: attachment; filename="…"` (or its RFC 5987 form). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : null;
}

async function read(response: Response): Promise<Answer> {
  const type = response.headers.get("content-type") ?? "";
  const isJson = type.includes("json");
  let json: unknown = null;
  if (isJson) {
    try {
      json = await response.json();
    } catch (error) {
      // A body cut off by the caller's abort is no answer at all: the caller hears of the
      // abort, not of an empty success.
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      json = null;
    }
  }
  return { status: response.status, ok: response.ok, json, isJson };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function fieldErrors(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string");
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Throws ApiError for a non-2xx answer or a `{ success: false }` body; returns the body otherwise. */
export function unwrap(answer: Answer): unknown {
  const body = answer.json;
  if (!answer.ok || (isRecord(body) && body.success === false)) {
    const message = isRecord(body) && typeof body.message === "string" ? body.message : "";
    throw new ApiError(answer.status, message, isRecord(body) ? fieldErrors(body.errors) : undefined);
  }
  return body;
}
