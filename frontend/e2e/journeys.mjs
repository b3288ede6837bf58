// What the buyer-and-supplier journeys share: the demo buyer and its sign-in, the catalogue
// read through the API, the mail the server wrote to its outbox folder, dates ahead and the
// sideways-scroll check of a screen.
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { BASE_URL, hydrated } from "./support.mjs";

export const DEMO_BUYER = { email: "buyer@tradehub.example", password: "buyer123" };

const DATA_DIR = process.env.TRADEHUB_E2E_DATA_DIR;
if (!DATA_DIR) throw new Error("TRADEHUB_E2E_DATA_DIR is required (scripts/with-server.sh sets it)");

export async function getJson(path) {
  const response = await fetch(BASE_URL + path, { headers: { Accept: "application/json" } });
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
}

/** A MIME body part as text: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw) {
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Every message in the outbox folder to `email`, as decoded text (all parts). */
export async function mailTo(email) {
  const dir = join(DATA_DIR, "outbox");
  const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith(".eml"));
  const found = [];
  for (const name of names) {
    const raw = await readFile(join(dir, name), "latin1");
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}\\r?$`, "mi").test(raw)) continue;
    const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
      Buffer.from(m[1].replace(/\s/g, ""), "base64").toString("utf8"),
    );
    found.push([decodeQuotedPrintable(raw), ...base64].join("\n"));
  }
  return found;
}

/** Waits (up to 10 s) for a message to `email` that contains `text`. */
export async function waitForMail(email, text) {
  for (let i = 0; i < 100; i++) {
    if ((await mailTo(email)).some((m) => m.includes(text))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email} saying "${text}" in ${DATA_DIR}/outbox`);
}

/** The screen fits from 320 px to 1920 px wide without scrolling sideways. */
export async function fitsEveryWidth(page, what) {
  for (const width of [320, 768, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${what} scrolls sideways by ${overflow}px at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Signs the demo buyer in; it has enquiries, so it lands on them. */
export async function buyerLogin(page) {
  await page.goto(`${BASE_URL}/login`, { waitUntil: "load" });
  await hydrated(page);
  await page.getByRole("tab", { name: "User Login" }).click();
  await page.getByLabel("Email", { exact: true }).fill(DEMO_BUYER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_BUYER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/profile/enquiries", { timeout: 15_000 });
}

/** YYYY-MM-DD, `days` from now. */
export function inDays(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
