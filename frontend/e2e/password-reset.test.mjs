// End-to-end check of the password reset in Debian's Chromium against the real binary:
// a buyer follows "Forgot password?" from /login, the link is read from the mail the
// server wrote to its outbox folder (the default without an SMTP server), the new
// password is set on /reset-password and signs in; the old one no longer does.
// Run: cargo build -p server --bin tradehub && (cd frontend && npm run build --silent) &&
//      scripts/with-server.sh target/debug/tradehub node --test frontend/e2e/password-reset.test.mjs
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { test } from "node:test";
import { BASE_URL, hydrated, openPage as open, useBrowser } from "./support.mjs";

const DATA_DIR = process.env.TRADEHUB_E2E_DATA_DIR;
if (!DATA_DIR) throw new Error("TRADEHUB_E2E_DATA_DIR is required (scripts/with-server.sh sets it)");

const browser = useBrowser();

/** A MIME body part as text: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw) {
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Every message in the outbox folder to `email`, as decoded text (all parts). */
async function mailTo(email) {
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

async function resetLinkFor(email) {
  for (let i = 0; i < 100; i++) {
    for (const text of await mailTo(email)) {
      const match = text.match(/https?:\/\/[^\s"<>]+\/reset-password\?role=user#token=[0-9a-f]{64}/);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail to ${email} in ${DATA_DIR}/outbox`);
}

async function signUp(email, password) {
  const body = {
    name: "Meera Shah", email, password, confirmPassword: password,
    addresses: [{ label: "Office", street: "4 Dock Road", city: "Kochi", state: "KL", zip: "682001", country: "India" }],
  };
  const r = await fetch(`${BASE_URL}/api/v1/user/signup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  assert.equal(r.status, 201, await r.text());
}

async function signIn(page, email, password) {
  await page.goto(BASE_URL + "/login", { waitUntil: "load" });
  await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a buyer resets a forgotten password from /login through the mailed link", async () => {
  const { context, page, problems } = await open(browser());
  const email = `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  try {
    await signUp(email, "old-secret");
    await page.goto(BASE_URL + "/login", { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    await hydrated(page);
    assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
    assert.equal(await page.getByLabel("Account").inputValue(), "user");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").getByText("If an account with this email exists").waitFor();

    const link = await resetLinkFor(email);
    assert.ok(link.startsWith(BASE_URL + "/reset-password?"), link);
    await page.goto(link, { waitUntil: "load" });
    await hydrated(page);
    await page.getByLabel("New Password", { exact: true }).fill("new-secret");
    await page.getByLabel("Confirm Password", { exact: true }).fill("new-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Your password has been reset. Please sign in with your new password.").waitFor();

    await signIn(page, email, "old-secret");
    await page.getByRole("alert").getByText("Invalid email or password").waitFor();
    await signIn(page, email, "new-secret");
    await page.getByText("Login Successful!").waitFor();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });

    // The used link is refused, with a way to ask for a new one.
    await page.goto(link, { waitUntil: "load" });
    await hydrated(page);
    await page.getByLabel("New Password", { exact: true }).fill("third-secret");
    await page.getByLabel("Confirm Password", { exact: true }).fill("third-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("alert").getByText("This password reset link is invalid or has expired").waitFor();
    // The browser logs the two refusals this test asks for (old password, used link); nothing else.
    const expected = [/status of 401 .*\/api\/v1\/user\/login/, /status of 400 .*\/api\/v1\/user\/resetPassword/];
    assert.deepEqual(problems.filter((p) => !expected.some((e) => e.test(p))), []);
    assert.equal(problems.length, 2, problems.join("\n"));
  } finally {
    await context.close();
  }
});

test("the supplier tab's link opens the form on the supplier account, and it fits a phone", async () => {
  const { context, page, problems } = await open(browser(), { viewport: { width: 320, height: 700 } });
  try {
    await page.goto(BASE_URL + "/login", { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("tab", { name: "Supplier Login" }).click();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password" && url.search === "?role=vendor");
    await hydrated(page);
    assert.equal(await page.getByLabel("Account").inputValue(), "vendor");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling at 320px (${overflow}px)`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
