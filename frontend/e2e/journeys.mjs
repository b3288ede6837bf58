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

/** Waits (up to 30 s) for a message to `email` that contains `text`. */
export async function waitForMail(email, text) {
  for (let i = 0; i < 300; i++) {
    if ((await mailTo(email)).some((m) => m.includes(text))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email} saying "${text}" in ${DATA_DIR}/outbox`);
}

/** In the page: the innermost elements that reach past the window's right edge, named. */
function widestElements() {
  const edge = document.documentElement.clientWidth;
  const past = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > edge + 1);
  const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
  const name = (el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? "." + el.className.split(" ")[0] : ""} "${(el.textContent || "").trim().slice(0, 60)}" (${Math.round(el.getBoundingClientRect().width)}px)`;
  const wide = matchMedia("(min-width: 1280px)").matches ? ", the wide media rules applying" : "";
  return ` (window ${innerWidth}px${wide}): ${innermost.slice(0, 4).map(name).join("; ")}`;
}

/** The screen fits from 320 px to 1920 px wide without scrolling sideways, once it has
 * laid itself out at each width (a busy machine may take a moment after the resize). */
export async function fitsEveryWidth(page, what) {
  for (const width of [320, 768, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    let overflow = await settledOverflow(page);
    if (overflow > 0) {
      // Headless Chromium once left a page laid out as at its earlier width after a
      // resize (the header's wide row at 320 px, in one run of many): the size is set
      // again, through another width, so that only a page that overflows at this width
      // fails; the message says what the window's width and media rules were.
      await page.setViewportSize({ width: width + 1, height: 900 });
      await page.setViewportSize({ width, height: 900 });
      overflow = await settledOverflow(page);
    }
    const widest = overflow > 0 ? await page.evaluate(widestElements) : "";
    assert.ok(overflow <= 0, `${what} scrolls sideways by ${overflow}px at ${width}px${widest}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Sideways overflow in px, measured until it is gone or for 5 s. */
async function settledOverflow(page) {
  const measure = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  let overflow = await measure();
  for (let i = 0; i < 50 && overflow > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    overflow = await measure();
  }
  return overflow;
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

/** The demo suppliers (domain/src/seed/demo.rs, demo_more.rs) whose sign-in is known; all share one password. */
export const SUPPLIER_PASSWORD = "vendor123";
export const DEMO_SUPPLIERS = [
  ["Konkan Agro Exports", "vendor@tradehub.example"],
  ["Deccan Fresh Farms", "deccan@tradehub.example"],
  ["Gir Kesar Farms", "gir@tradehub.example"],
  ["Ratnagiri Mango Growers", "ratnagiri@tradehub.example"],
  ["Jalgaon Fresh Exports", "jalgaon@tradehub.example"],
  ["Andhra Orchard Traders", "andhra@tradehub.example"],
  ["Malabar Spice House", "malabar@tradehub.example"],
  ["Kumily Cardamom", "kumily@tradehub.example"],
  ["Guntur Chilli", "guntur@tradehub.example"],
  ["Erode Turmeric", "erode@tradehub.example"],
  ["Kaveri Weaves", "weaves@tradehub.example"],
  ["Varanasi Silk", "varanasi@tradehub.example"],
];

function supplierEmail(vendorName) {
  return DEMO_SUPPLIERS.find(([name]) => vendorName?.startsWith(name))?.[1] ?? null;
}

/** A variety with offers of at least 3 different demo suppliers, and 3 of those offers ({ listing, email, name }). */
export async function varietyWithThreeSuppliers() {
  const { products } = await getJson("/api/v1/admin/product/getAllProducts?pageSize=100");
  for (const product of products ?? []) {
    const { listings } = await getJson(`/api/v1/vendorProduct/product/${encodeURIComponent(product._id)}`);
    for (const variety of product.varieties ?? []) {
      const offers = [];
      for (const listing of listings ?? []) {
        if (listing.varietyId !== variety._id || listing.isActive === false || !listing.vendor?.isVerified) continue;
        const email = supplierEmail(listing.vendor.name);
        if (email && !offers.some((o) => o.email === email)) offers.push({ listing, email, name: listing.vendor.name });
      }
      if (offers.length >= 3) return { product, variety, offers: offers.slice(0, 3) };
    }
  }
  throw new Error("the demo catalogue has no variety with offers of 3 demo suppliers");
}

/** Fills the supplier portal's /vendor/login form and signs in (the caller waits for where it lands). */
export async function supplierSignIn(page, email) {
  await page.getByRole("button", { name: "LOG IN" }).waitFor({ timeout: 15_000 });
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(SUPPLIER_PASSWORD);
  await page.getByRole("button", { name: "LOG IN" }).click();
}

/** Signs a demo supplier in at /vendor/login; it lands on its inbox. */
export async function supplierInbox(page, email) {
  await page.goto(`${BASE_URL}/vendor/login`, { waitUntil: "load" });
  await supplierSignIn(page, email);
  await page.waitForURL((url) => url.pathname === "/vendor/enquiries", { timeout: 15_000 });
  await page.getByRole("heading", { level: 1, name: "Enquiries" }).waitFor();
}

/** Fills the supplier's Send / Revise quote dialog; a field left out of `values` is left as it is. */
export async function fillQuote(dialog, values) {
  const fields = [
    ["price", (v) => dialog.getByLabel("Price per unit").fill(v)],
    ["unit", (v) => dialog.getByLabel("Unit", { exact: true }).selectOption(v)],
    ["packContent", (v) => dialog.getByLabel(/^Pack content/).fill(v)],
    ["currency", (v) => dialog.getByLabel("Currency", { exact: true }).selectOption(v)],
    ["incoterm", (v) => dialog.getByLabel("Incoterm").selectOption(v)],
    ["namedPlace", (v) => dialog.getByLabel("Named place or port").fill(v)],
    ["minOrder", (v) => dialog.getByLabel(/^Minimum order/).fill(v)],
    ["validUntil", (v) => dialog.getByLabel("Valid until").fill(v)],
    ["deliveryTerms", (v) => dialog.getByLabel("Delivery terms").fill(v)],
    ["message", (v) => dialog.getByLabel(/^Message/).fill(v)],
  ];
  for (const [key, fill] of fields) if (values[key] !== undefined) await fill(values[key]);
}

/** Sets `currency`'s rate for today as the demo admin, so that converted figures are known. */
export async function setRate(currency, rate) {
  const login = await fetch(`${BASE_URL}/api/v1/admin/adminLogin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@tradehub.example", password: "admin123" }),
  });
  const { token } = await login.json();
  const answer = await fetch(`${BASE_URL}/api/v1/admin/exchangeRates`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ currency, rate }),
  });
  assert.equal(answer.status, 200, await answer.text());
}
