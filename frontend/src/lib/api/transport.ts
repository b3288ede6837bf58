import { ApiError } from "./error";

// The one place the frontend calls `fetch`: same-origin with the session cookie, JSON
// both ways. Everything else goes through the typed client (client.ts) or page props.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Answer = { status: number; ok: boolean; json: unknown; isJson: boolean };

export async function send(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const type = response.headers.get("content-type") ?? "";
  const isJson = type.includes("json");
  let json: unknown = null;
  if (isJson) {
    try {
      json = await response.json();
    } catch {
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
