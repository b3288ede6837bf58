// POSTs JSON to the site's API and reads the `{ success, message }` answer every call
// gives (errors included). Throws only when no such answer came: network failure, or a
// reply that is not JSON (a proxy's error page).

export type ApiAnswer = { success: boolean; message?: string; [key: string]: unknown };

export async function postJson(url: string, body: unknown, signal?: AbortSignal): Promise<ApiAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
    signal,
  });
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new Error(`unexpected ${response.status} answer from ${url}`);
  }
  const answer = (await response.json()) as Partial<ApiAnswer> | null;
  return { ...answer, success: answer?.success === true && response.ok };
}
