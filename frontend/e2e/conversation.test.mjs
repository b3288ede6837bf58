// End-to-end journeys of the conversation on an enquiry, against a running server
// (BASE_URL) in Debian's Chromium: the demo buyer and a demo supplier negotiate a quote
// (a question, a file, a counter-offer, a revision, the acceptance), each on the
// enquiry's own page; and an open request from a variety page reaches every supplier of
// that variety. Any console error or uncaught page error fails the test.
// Run: (cd frontend && npm run build --silent) && cargo build -p server --bin tradehub &&
//      scripts/with-server.sh target/debug/tradehub node --test --test-concurrency=1 frontend/e2e/conversation.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { buyerLogin, fitsEveryWidth, getJson, inDays, mailTo } from "./journeys.mjs";
import { BASE_URL, hydrated, openPage as open, useBrowser } from "./support.mjs";

const SUPPLIER = { name: "Konkan Agro Exports", email: "vendor@tradehub.example", password: "vendor123" };

const browser = useBrowser();
const openPage = () => open(browser());

/** Every active offer of verified suppliers, with its product and variety. */
async function offers() {
  const { products } = await getJson("/api/v1/admin/product/getAllProducts?pageSize=100");
  const found = [];
  for (const product of products ?? []) {
    const { listings } = await getJson(`/api/v1/vendorProduct/product/${encodeURIComponent(product._id)}`);
    for (const listing of listings ?? []) {
      if (listing.isActive === false || !listing.vendor?.isVerified) continue;
      const variety = (product.varieties ?? []).find((v) => v._id === listing.varietyId);
      if (variety) found.push({ product, variety, listing });
    }
  }
  return found;
}

async function supplierLogin(page) {
  await page.goto(`${BASE_URL}/vendor/login`, { waitUntil: "load" });
  await page.getByRole("button", { name: "LOG IN" }).waitFor({ timeout: 15_000 });
  await page.getByLabel("Email", { exact: true }).fill(SUPPLIER.email);
  await page.getByLabel("Password", { exact: true }).fill(SUPPLIER.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  // A supplier lands on its inbox.
  await page.waitForURL((url) => url.pathname === "/vendor/enquiries", { timeout: 15_000 });
  await page.getByRole("heading", { level: 1, name: "Enquiries" }).waitFor();
}

const conversation = (page) => page.getByRole("list", { name: "Conversation" });

async function fillQuote(dialog, price) {
  await dialog.getByLabel("Price per unit").fill(price);
  await dialog.getByLabel("Unit", { exact: true }).selectOption("kg");
  await dialog.getByLabel("Incoterm").selectOption("FOB");
  await dialog.getByLabel("Named place or port").fill("Nhava Sheva");
  await dialog.getByLabel("Valid until").fill(inDays(20));
  await dialog.getByLabel("Delivery terms").fill("10 days from order");
}

test("buyer and supplier negotiate a quote on the enquiry's own pages", async () => {
  const offer = (await offers()).find((o) => o.listing.vendor.name.startsWith(SUPPLIER.name));
  assert.ok(offer, `the demo catalogue has an offer of ${SUPPLIER.name}`);
  const note = `e2e conversation ${Date.now()}`;
  const buyer = await openPage();
  const supplier = await openPage();
  try {
    await buyerLogin(buyer.page);
    const created = await buyer.page.evaluate(
      async ({ listingId, note }) => {
        const body = {
          listingId, name: "Rahul Mehta", email: "buyer@tradehub.example", phone: "+91 98200 12345",
          address: "7 Harbour Road", city: "Mumbai", state: "Maharashtra", pincode: "400001", quantity: 500, unit: "kg",
          urgency: "normal", packagingPreference: "standard", paymentTerms: "net30", additionalRequirements: note,
          submissionKey: note,
        };
        const response = await fetch("/api/v1/user/enquiry/create", {
          method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
        });
        return { status: response.status, json: await response.json() };
      },
      { listingId: offer.listing._id, note },
    );
    assert.equal(created.status, 201, JSON.stringify(created.json));
    const id = created.json.data._id;

    // The buyer asks a question on the enquiry's page.
    await buyer.page.goto(`${BASE_URL}/profile/enquiries/${id}`, { waitUntil: "load" });
    await hydrated(buyer.page);
    await buyer.page.getByLabel("Message", { exact: true }).fill("Is the fruit export grade?");
    await buyer.page.getByRole("button", { name: "Send", exact: true }).click();
    await conversation(buyer.page).getByText("Is the fruit export grade?").waitFor();

    // The supplier sees it unread, answers with a specification sheet and a quote.
    await supplierLogin(supplier.page);
    await supplier.page.getByTestId("unread-badge").waitFor();
    await supplier.page.getByRole("link", { name: `Conversation with Rahul Mehta on ${offer.product.title} ${offer.variety.title}` }).first().waitFor();
    await supplier.page.goto(`${BASE_URL}/vendor/enquiries/${id}`, { waitUntil: "load" });
    await conversation(supplier.page).getByText("Is the fruit export grade?").waitFor();
    await supplier.page.getByLabel("Message", { exact: true }).fill("Yes, grade A. The sheet is attached.");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
    await supplier.page.getByLabel("Attach a file").setInputFiles({ name: "spec.pdf", mimeType: "application/pdf", buffer: pdf });
    await supplier.page.getByRole("button", { name: "Send", exact: true }).click();
    await conversation(supplier.page).getByRole("link", { name: "attachment-2.pdf" }).waitFor();
    await supplier.page.getByRole("button", { name: "Send quote" }).click();
    const send = supplier.page.getByRole("dialog", { name: "Send quote" });
    await fillQuote(send, "120");
    await send.getByRole("button", { name: "Send Quote" }).click();
    await conversation(supplier.page).getByText(/^Quote sent: ₹120/).waitFor();
    await fitsEveryWidth(supplier.page, "the supplier's enquiry page");

    // The buyer reads the answer and the file, and asks for a better price.
    await buyer.page.reload({ waitUntil: "load" });
    await hydrated(buyer.page);
    await conversation(buyer.page).getByRole("link", { name: "attachment-2.pdf" }).waitFor();
    await conversation(buyer.page).getByText(/^Quote sent: ₹120/).waitFor();
    await buyer.page.getByRole("button", { name: "Ask for a better price" }).click();
    const counter = buyer.page.getByRole("form", { name: "Counter-offer" });
    await counter.getByLabel("Target price (₹ per unit)").fill("105");
    await counter.getByLabel("Message to the supplier").fill("Another supplier offers 105.");
    await counter.getByRole("button", { name: "Send counter-offer" }).click();
    await conversation(buyer.page).getByText(/^Counter-offer: asks for ₹105/).waitFor();

    // The supplier revises its quote.
    await supplier.page.reload({ waitUntil: "load" });
    await conversation(supplier.page).getByText(/^Counter-offer: asks for ₹105/).waitFor();
    await supplier.page.getByRole("button", { name: "Decline counter-offer" }).waitFor();
    await supplier.page.getByRole("button", { name: "Revise quote" }).click();
    const revise = supplier.page.getByRole("dialog", { name: "Revise quote" });
    await fillQuote(revise, "110");
    await revise.getByRole("button", { name: "Update Quote" }).click();
    await conversation(supplier.page).getByText(/^Quote revised: ₹110/).waitFor();

    // The buyer accepts the revised quote.
    await buyer.page.reload({ waitUntil: "load" });
    await hydrated(buyer.page);
    await conversation(buyer.page).getByText(/^Quote revised: ₹110/).waitFor();
    await buyer.page.getByRole("button", { name: "Accept quote" }).click();
    // Accepting asks first, naming the revision it binds the buyer to.
    const confirm = buyer.page.getByRole("alertdialog", { name: "Accept revision 2 of this quote?" });
    await confirm.getByRole("button", { name: "Accept revision 2" }).click();
    await conversation(buyer.page).getByText("Quote accepted").waitFor();
    await confirm.waitFor({ state: "detached" });
    await fitsEveryWidth(buyer.page, "the buyer's enquiry page");
    // The outbox worker delivers within seconds; every mail links to the enquiry's page.
    let linked = false;
    for (let i = 0; i < 100 && !linked; i++) {
      linked = (await mailTo(SUPPLIER.email)).some((m) => m.includes(`/vendor/enquiries/${id}`));
      if (!linked) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(linked, "mail links to the enquiry");
    assert.deepEqual(buyer.problems, [], "no console errors (buyer)");
    assert.deepEqual(supplier.problems, [], "no console errors (supplier)");
  } finally {
    await buyer.context.close();
    await supplier.context.close();
  }
});

test("an open request from a variety page reaches every supplier of the variety", async () => {
  const all = await offers();
  const byVariety = new Map();
  for (const o of all) {
    const entry = byVariety.get(o.variety._id) ?? { ...o, vendors: new Set() };
    entry.vendors.add(o.listing.vendor._id ?? o.listing.vendor.name);
    byVariety.set(o.variety._id, entry);
  }
  const target = [...byVariety.values()].find((v) => v.vendors.size >= 3 && v.vendors.size <= 10);
  assert.ok(target, "a variety with 3 to 10 suppliers");
  const note = `e2e open request ${Date.now()}`;
  const { context, page, problems } = await openPage();
  try {
    await buyerLogin(page);
    await page.goto(`${BASE_URL}/products/${target.product.slug}/${target.variety.slug}`, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("link", { name: "Request quotes from every supplier" }).click();
    await page.waitForURL((url) => url.pathname === "/enquiry" && url.searchParams.get("variety") === target.variety._id, { timeout: 15_000 });
    await hydrated(page);
    await page.getByLabel("Address").fill("7 Harbour Road");
    await page.getByLabel("City").fill("Mumbai");
    await page.getByLabel("State").fill("Maharashtra");
    await page.getByLabel("Pincode").fill("400001");
    await page.getByLabel("Quantity").fill("300");
    await page.getByLabel("Unit").selectOption("kg");
    await page.getByLabel("Additional Requirements").fill(note);
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    const n = target.vendors.size;
    await page.getByText(`Quote request sent to ${n} suppliers`).waitFor();
    await page.waitForURL((url) => url.pathname === "/enquiries", { timeout: 10_000 });
    await page.getByText(`The ${n} suppliers have received it`, { exact: false }).waitFor();
    assert.deepEqual(problems, [], "no console errors");

    // Each supplier has its own enquiry of the request.
    const mine = await page.evaluate(async () => (await (await fetch("/api/v1/user/enquiry/user")).json()).data);
    const sent = mine.filter((e) => e.additionalRequirements === note);
    assert.equal(sent.length, n, "one enquiry per supplier");
    assert.equal(new Set(sent.map((e) => e.supplier.id)).size, n, "each to another supplier");
    assert.equal(new Set(sent.map((e) => e.requestId)).size, 1, "one request");
  } finally {
    await context.close();
  }
});
