// JSON calls to the accounts API (/api/v1). The browser is identified by the HttpOnly
// session cookie the login calls set, so every call is same-origin with credentials and
// no token ever passes through this code. Errors come back as { success: false, message }
// with a fitting status; they surface here as ApiError. A failure to reach the server at
// all (offline, DNS) stays a TypeError from fetch, so callers can tell the two apart.

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const API_BASE = "/api/v1";

export async function apiRequest<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(API_BASE + path, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload = await readJson(response);
  if (!response.ok || (isRecord(payload) && payload.success === false)) {
    const message = isRecord(payload) && typeof payload.message === "string" ? payload.message : "";
    throw new ApiError(response.status, message);
  }
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The server's message for a failed call, or `fallback` when it sent none (or never answered). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** True when the request never got an answer (network down, server unreachable). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof DOMException && error.name === "AbortError");
}
