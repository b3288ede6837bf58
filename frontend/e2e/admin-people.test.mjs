// End-to-end checks of the back office's people screens in Debian's Chromium:
// an admin verifies the pending demo supplier from its documents, after which it can
// list; an admin blocks a signed-in buyer, whose next action in its own browser is refused.
// Run: cargo build -p server --bin tradehub && (cd frontend && npm run build --silent) &&
//      scripts/with-server.sh target/debug/tradehub node --test --test-concurrency=1 frontend/e2e/admin-people.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, openPage, useBrowser } from "./support.mjs";

const ADMIN = { email: "admin@tradehub.example", password: "admin123" };
const BUYER = { email: "buyer@tradehub.example", password: "buyer123" };
const PENDING = { email: "pending@tradehub.example", password: "vendor123" };
const PENDING_NAME = "Sahyadri Organics Pvt. Ltd.";
const ORIGIN = { Origin: BASE_URL };

const browser = useBrowser();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

async function signIn(context, path, who) {
  const answer = await context.request.post(BASE_URL + path, { data: who });
  assert.equal(answer.status(), 200, `${path} as ${who.email}`);
  return answer.json();
}

test("an admin verifies the pending supplier from its documents, and the supplier can then list", async () => {
  const admin = await openPage(browser());
  const supplier = await openPage(browser());
  try {
    // The pending supplier (re)submits its documents, as from its registration screen:
    // pictures drawn by the browser itself (a real PNG), and a PDF.
    const PNG = Buffer.from(
      await supplier.page.evaluate(() => {
        const canvas = document.createElement("canvas");
        canvas.width = 120;
        canvas.height = 80;
        const ctx = canvas.getContext("2d");
        ctx.fillStyle = "#0f5e4c";
        ctx.fillRect(0, 0, 120, 80);
        ctx.fillStyle = "#f2a516";
        ctx.fillRect(10, 10, 60, 30);
        return canvas.toDataURL("image/png").split(",")[1];
      }),
      "base64",
    );
    await signIn(supplier.context, "/api/v1/vendor/vendorLogin", PENDING);
    const file = (name, mimeType, buffer) => ({ name, mimeType, buffer });
    const applied = await supplier.context.request.post(BASE_URL + "/api/v1/vendorRegistration/apply", {
      headers: ORIGIN,
      multipart: {
        phone: "+91 97300 84215",
        address: "Plot 7, Hinjewadi Phase 2, Pune, Maharashtra 411057, India",
        gstNo: "27ABZCS3147R1Z4",
        panNo: "ABZCS3147R",
        aadharNo: "640572918383",
        udhyamRegistrationNo: "UDYAM-MH-26-0045213",
        msmeRegistrationNo: "MH26D0045213",
        aadharFile: file("aadhar.png", "image/png", PNG),
        panFile: file("pan.pdf", "application/pdf", PDF),
        gstFile: file("gst.png", "image/png", PNG),
      },
    });
    assert.equal(applied.status(), 201, await applied.text());
    const catalogue = await (await supplier.context.request.get(BASE_URL + "/api/v1/admin/product/getAllProducts")).json();
    const product = catalogue.products[0];
    const offer = { product: product._id, varietyId: product.varieties[0]._id, price: 410, location: "Pune", quantityAvailable: 25, unit: "kg" };
    const early = await supplier.context.request.post(BASE_URL + "/api/v1/vendorProduct/add", { headers: ORIGIN, data: offer });
    assert.equal(early.status(), 403, "an unverified supplier cannot list yet");

    await signIn(admin.context, "/api/v1/admin/adminLogin", ADMIN);
    const { page } = admin;
    await page.goto(BASE_URL + "/admin/verifiedSupplier", { waitUntil: "load" });
    await page.getByRole("heading", { level: 1, name: "Vendor Management" }).waitFor();
    await page.getByRole("tab", { name: "Unverified" }).click();
    await page.getByRole("button", { name: `View details of ${PENDING_NAME}` }).click();
    const details = page.getByRole("dialog", { name: PENDING_NAME });
    await details.getByText("ABZCS3147R", { exact: true }).waitFor();
    await details.getByRole("button", { name: "View Aadhar Card" }).click();
    const viewer = page.getByRole("dialog", { name: "Aadhar Card" });
    await viewer.getByRole("img", { name: "Aadhar Card" }).waitFor();
    await viewer.getByRole("button", { name: "Zoom in" }).click();
    await viewer.getByText("150%").waitFor();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: `Verify ${PENDING_NAME}` }).click();
    await page.getByText("Vendor verified successfully").waitFor();
    await page.getByRole("tab", { name: "Verified", exact: true }).click();
    // As a card, a cell's name starts with its column's label.
    await page.getByRole("cell", { name: PENDING_NAME }).first().waitFor();
    assert.equal(await page.getByRole("button", { name: `Verify ${PENDING_NAME}` }).count(), 0, "Verify is offered only while not verified");

    // The supplier, verified now, lists a variety.
    // The supplier's connection sat idle while the admin worked and the server may have
    // closed it just as this request reused it: a browser then sends the request again on
    // a new connection, and so does this.
    const add = () => supplier.context.request.post(BASE_URL + "/api/v1/vendorProduct/add", { headers: ORIGIN, data: offer });
    const listed = await add().catch((error) => (/ECONNRESET/.test(String(error)) ? add() : Promise.reject(error)));
    assert.equal(listed.status(), 201, await listed.text());
    assert.deepEqual(admin.problems, [], "no console errors or page errors");
  } finally {
    await admin.context.close();
    await supplier.context.close();
  }
});

test("an admin blocks a signed-in buyer and the buyer's next action is refused", async () => {
  const admin = await openPage(browser());
  const buyer = await openPage(browser());
  try {
    const me = await signIn(buyer.context, "/api/v1/user/login", BUYER);
    await buyer.page.goto(BASE_URL + "/profile", { waitUntil: "load" });
    assert.equal(new URL(buyer.page.url()).pathname, "/profile", "signed in, the buyer sees its profile");

    await signIn(admin.context, "/api/v1/admin/adminLogin", ADMIN);
    const { page } = admin;
    await page.goto(BASE_URL + "/admin/user", { waitUntil: "load" });
    await page.getByRole("heading", { level: 1, name: "User Management" }).waitFor();
    await page.getByLabel("Search").fill("buyer@tradehub");
    const blocked = page.getByRole("switch", { name: "Blocked: Rahul Mehta" });
    await blocked.click();
    await page.waitForFunction(
      () => document.querySelector('[role="switch"][aria-label="Blocked: Rahul Mehta"]')?.getAttribute("aria-checked") === "true",
    );
    await page.getByRole("row", { name: /Rahul Mehta/ }).getByText("Blocked", { exact: true }).last().waitFor();

    // The buyer's next call and next page, in its own browser.
    const next = await buyer.context.request.get(`${BASE_URL}/api/v1/user/${me.user.id}`);
    assert.equal(next.status(), 401);
    await buyer.page.goto(BASE_URL + "/profile", { waitUntil: "load" });
    assert.equal(new URL(buyer.page.url()).pathname, "/login", "the profile sends the blocked buyer to sign in");
    const again = await buyer.context.request.post(BASE_URL + "/api/v1/user/login", { data: BUYER });
    assert.equal(again.status(), 403);
    assert.equal((await again.json()).message, "Your account has been blocked by admin");

    // Unblocked, the demo buyer may sign in again (other tests use it).
    await blocked.click();
    await page.waitForFunction(
      () => document.querySelector('[role="switch"][aria-label="Blocked: Rahul Mehta"]')?.getAttribute("aria-checked") === "false",
    );
    assert.deepEqual(admin.problems, [], "no console errors or page errors");
  } finally {
    await admin.context.close();
    await buyer.context.close();
  }
});

test("the people screens fit from 320px to 1920px without sideways scrolling", async () => {
  for (const width of [320, 768, 1920]) {
    const { context, page, problems } = await openPage(browser(), { viewport: { width, height: 900 } });
    try {
      await signIn(context, "/api/v1/admin/adminLogin", ADMIN);
      for (const [path, title] of [
        ["/admin/vendor", "Vendor Management"],
        ["/admin/user", "User Management"],
        ["/admin/verifiedSupplier", "Vendor Management"],
        ["/admin/supplierProduct", "Supplier Products"],
      ]) {
        await page.goto(BASE_URL + path, { waitUntil: "load" });
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        await page.getByText("Loading…").waitFor({ state: "detached" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${path} at ${width}px scrolls sideways by ${overflow}px`);
      }
      assert.deepEqual(problems, [], "no console errors or page errors");
    } finally {
      await context.close();
    }
  }
});
