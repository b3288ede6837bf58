// The one error shape of every API call: the HTTP status, the server's message in the
// spec's words, and, for forms, a message per field. A failure to reach the server at
// all (offline, DNS) stays a TypeError from fetch, so callers can tell the two apart.

export class ApiError extends Error {
  readonly status: number;
  /** Field name → message, when the server checked a form field by field. */
  readonly errors?: Record<string, string>;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
  }
}

/** The server's message for a failed call, or `fallback` when it sent none (or never answered). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** True when the request never got an answer (network down, server unreachable). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) && !isAbort(error);
}

export function isAbort(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}
