// End-to-end check of the accounts screens against a running server (BASE_URL), in
// Debian's Chromium: a buyer registers, signs in, edits the profile (address, password),
// signs out and back in with the new password; the protected areas send visitors to
// their sign-in screens; the demo admin reaches the back office. Any console error or
// uncaught page error fails the test.
// Run: cargo build -p server --bin tradehub &&
//      scripts/with-server.sh target/debug/tradehub node --test frontend/e2e/accounts.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, hydrated, openPage as open, useBrowser } from "./support.mjs";


const DEMO_ADMIN = { email: "admin@tradehub.example", password: "admin123" };

const browser = useBrowser();

const openPage = () => open(browser());

function pathOf(page) {
  return new URL(page.url()).pathname;
}

async function signIn(page, email, password) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a buyer registers, signs in, edits the profile, signs out and back in", async () => {
  const { context, page, problems } = await openPage();
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const firstPassword = "first-secret";
  const newPassword = "second-secret";
  try {
    // Register.
    await page.goto(BASE_URL + "/userRegister", { waitUntil: "load" });
    await hydrated(page);
    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(firstPassword);
    await page.getByLabel("Confirm Password", { exact: true }).fill(firstPassword);
    await page.getByLabel("Street Address").fill("12 Harbour Road");
    await page.getByLabel("City").fill("Mumbai");
    await page.getByLabel("State").fill("Maharashtra");
    await page.getByLabel("ZIP Code").fill("400001");
    assert.equal(await page.getByLabel("Country").inputValue(), "India");
    await page.getByRole("button", { name: "Create Account" }).click();
    const registered = Date.now();
    await page.getByText("Registration Successful!").first().waitFor();

    // 1.5 seconds later: the login page.
    await page.waitForURL((url) => url.pathname === "/login", { timeout: 10_000 });
    assert.ok(Date.now() - registered >= 1_200, "the login page follows after about 1.5 seconds");
    await page.getByRole("heading", { level: 1, name: "Welcome Back User" }).waitFor();

    // Sign in: a full page load home, with Profile in the header.
    await signIn(page, email, firstPassword);
    await page.getByText("Login Successful!").waitFor();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
    await hydrated(page);
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Profile" }).waitFor();
    assert.equal(await header.getByRole("link", { name: "Login" }).count(), 0);

    // The server itself renders the signed-in header (reload, and the raw HTML).
    await page.reload({ waitUntil: "load" });
    await hydrated(page);
    await header.getByRole("link", { name: "Profile" }).waitFor();
    const html = await (await context.request.get(BASE_URL + "/")).text();
    assert.match(html, /href="\/profile"[^>]*>Profile</, "server HTML has the Profile link");

    // Profile.
    await header.getByRole("link", { name: "Profile" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByRole("heading", { level: 1, name: "My Account" }).waitFor();
    await page.getByText(email).first().waitFor();
    await page.getByText("12 Harbour Road").waitFor();

    // Add an address.
    await page.getByRole("button", { name: "Add New" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Address" });
    await dialog.waitFor();
    await dialog.getByLabel("Label").fill("Office");
    await dialog.getByLabel("Street Address").fill("1 Dock Street");
    await dialog.getByLabel("City").fill("London");
    await dialog.getByLabel("Country").selectOption("United Kingdom");
    await dialog.getByRole("button", { name: "Add Address" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("1 Dock Street").waitFor();
    await page.getByText("Address added successfully").waitFor();

    // The address is stored: it is there after a reload too.
    await page.reload({ waitUntil: "load" });
    await hydrated(page);
    await page.getByText("1 Dock Street").waitFor();

    // Change the password in Settings.
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByLabel("Current Password", { exact: true }).fill(firstPassword);
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Profile updated successfully").waitFor();

    // Sign out from the header.
    await header.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login", { timeout: 10_000 });
    await hydrated(page);
    await header.getByRole("link", { name: "Login" }).waitFor();

    // The old password no longer works (asked outside the browser: a refused sign-in
    // is logged by Chromium as a failed resource load).
    const refused = await fetch(BASE_URL + "/api/v1/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: BASE_URL },
      body: JSON.stringify({ email, password: firstPassword, remember: false }),
    });
    assert.equal(refused.status, 401);

    // The new one does.
    await signIn(page, email, newPassword);
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
    await hydrated(page);
    await header.getByRole("link", { name: "Profile" }).waitFor();

    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});

test("/profile while signed out ends on /login", async () => {
  const { context, page, problems } = await openPage();
  try {
    await page.goto(BASE_URL + "/profile", { waitUntil: "load" });
    await hydrated(page);
    assert.equal(pathOf(page), "/login");
    await page.getByRole("heading", { level: 1, name: "Welcome Back User" }).waitFor();
    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});

test("/admin/faq while signed out ends on /admin/login; the demo admin reaches /admin", async () => {
  const { context, page, problems } = await openPage();
  try {
    await page.goto(BASE_URL + "/admin/faq", { waitUntil: "load" });
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor({ timeout: 15_000 });
    assert.equal(pathOf(page), "/admin/login");

    await page.getByLabel("Email", { exact: true }).fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "LOG IN" }).click();
    await page.getByText("Login Successful!").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin", { timeout: 10_000 });
    await page.getByRole("button", { name: "LogOut" }).waitFor();

    // Signed in, the guarded screens open, and the login screen sends back to /admin.
    await page.goto(BASE_URL + "/admin/faq", { waitUntil: "load" });
    await page.getByRole("heading", { level: 1, name: "FAQ Management" }).waitFor({ timeout: 15_000 });
    await page.goto(BASE_URL + "/admin/login", { waitUntil: "load" });
    await page.waitForURL((url) => url.pathname === "/admin", { timeout: 10_000 });

    // LogOut ends the admin session.
    await page.getByRole("button", { name: "LogOut" }).click();
    await page.getByText("Logout successful").waitFor();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.goto(BASE_URL + "/admin", { waitUntil: "load" });
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor({ timeout: 15_000 });

    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});

test("a supplier portal screen while signed out ends on /vendor/login", async () => {
  const { context, page, problems } = await openPage();
  try {
    await page.goto(BASE_URL + "/vendor/product", { waitUntil: "load" });
    await page.getByRole("button", { name: "LOG IN" }).waitFor({ timeout: 15_000 });
    assert.equal(pathOf(page), "/vendor/login");
    assert.deepEqual(problems, [], "no console errors or page errors");
  } finally {
    await context.close();
  }
});
