// A quote in US dollars, end to end in Chromium against a running demo server (BASE_URL):
// the buyer sends one request to two suppliers; one supplier follows its mail's link to
// the enquiry, signs in and lands on it, and quotes US$3.50 a kg CIF Jebel Ali. Every
// place that shows the quote says US$ with its Incoterm and place, never ₹, with the
// server's "≈ ₹292.25 / kg (rate of …)" beside it: the supplier's conversation and inbox,
// the buyer's enquiry page and conversation, the comparison and the accept dialog.
// Accepting asks first, names the revision, and then closes the request.
// Run: (cd frontend && npm run build --silent) && cargo build -p server --bin tradehub &&
//      scripts/with-server.sh target/debug/tradehub node --test frontend/e2e/deal.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { buyerLogin, fillQuote, fitsEveryWidth, inDays, setRate, supplierSignIn, varietyWithThreeSuppliers } from "./journeys.mjs";
import { BASE_URL, hydrated, openPage as open, useBrowser } from "./support.mjs";

const browser = useBrowser();
const openPage = () => open(browser());
const conversation = (page) => page.getByRole("list", { name: "Conversation" });
const IN_RUPEES = /≈ ₹292\.25 \/ kg \(rate of \d{1,2} [A-Z][a-z]{2}\)/;

/** The signed-in buyer's request to `listings`, sent from its page: the enquiries' ids by listing. */
async function sendRequest(page, listings, note) {
  const answer = await page.evaluate(
    async ({ listingIds, note }) => {
      const body = {
        listingIds, name: "Rahul Mehta", email: "buyer@tradehub.example", phone: "+91 98200 12345",
        address: "7 Harbour Road", city: "Mumbai", state: "Maharashtra", pincode: "400001", quantity: 500, unit: "kg",
        urgency: "normal", packagingPreference: "standard", paymentTerms: "net30", additionalRequirements: note,
        submissionKey: note,
      };
      const response = await fetch("/api/v1/user/enquiry/request", {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { listingIds: listings.map((l) => l._id), note },
  );
  assert.equal(answer.status, 201, JSON.stringify(answer.json));
  return new Map(answer.json.data.map((e) => [e.supplier.listingId, e._id]));
}

/** The supplier follows the mail's link, signs in, lands on the enquiry and quotes in dollars. */
async function quoteInDollars(supplier, id) {
  const { context, page, problems } = await openPage();
  try {
    await page.goto(`${BASE_URL}/vendor/enquiries/${id}`, { waitUntil: "load" });
    await page.waitForURL((url) => url.pathname === "/vendor/login", { timeout: 15_000 });
    await supplierSignIn(page, supplier.email);
    await page.waitForURL((url) => url.pathname === `/vendor/enquiries/${id}`, { timeout: 15_000 });
    await page.getByRole("button", { name: "Send quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Send quote" });
    await fillQuote(dialog, {
      price: "3.50", unit: "kg", currency: "USD", incoterm: "CIF", namedPlace: "Jebel Ali",
      validUntil: inDays(20), deliveryTerms: "Reefer container from Nhava Sheva, 18 days",
    });
    await dialog.getByRole("button", { name: "Send Quote" }).click();
    await conversation(page).getByText("Quote sent: US$3.50 / kg · CIF Jebel Ali").waitFor();
    // Its inbox says the same, with the rupee figure beside it.
    await page.goto(`${BASE_URL}/vendor/enquiries`, { waitUntil: "load" });
    const quote = page.getByLabel("Your quote").filter({ hasText: "US$3.50 / kg · CIF Jebel Ali" });
    await quote.first().waitFor({ timeout: 15_000 });
    assert.match(await quote.first().textContent(), IN_RUPEES);
    assert.ok((await quote.first().textContent()).includes("US$1,750.00 for 500 kg"), "the total in dollars");
    assert.ok(!(await quote.first().textContent()).includes("₹3.50"), "never a dollar price with ₹");
    await fitsEveryWidth(page, "the supplier's inbox with a dollar quote");
    assert.deepEqual(problems, [], "no console errors or page errors (supplier)");
  } finally {
    await context.close();
  }
}

test("a dollar quote reads US$ with its terms everywhere, and accepting it asks first", async () => {
  await setRate("USD", "83.5");
  const { offers } = await varietyWithThreeSuppliers();
  const [quoting, other] = offers;
  const note = `e2e dollar quote ${Date.now()}`;

  const buyer = await openPage();
  try {
    await buyerLogin(buyer.page);
    const ids = await sendRequest(buyer.page, [quoting.listing, other.listing], note);
    const id = ids.get(quoting.listing._id);
    await quoteInDollars(quoting, id);

    // The enquiry's page: the summary and the conversation.
    const { page, problems } = buyer;
    await page.goto(`${BASE_URL}/profile/enquiries/${id}`, { waitUntil: "load" });
    await hydrated(page);
    await conversation(page).getByText("Quote sent: US$3.50 / kg · CIF Jebel Ali").waitFor({ timeout: 15_000 });
    assert.match(await conversation(page).textContent(), IN_RUPEES, "the thread's quote event carries the rupee figure too");
    const summary = page.getByRole("region", { name: /–/ }).first();
    assert.ok((await summary.textContent()).includes("US$3.50 / kg · CIF Jebel Ali"), await summary.textContent());
    assert.match(await summary.textContent(), IN_RUPEES);
    assert.ok((await summary.textContent()).includes("US$1,750.00"), "the total in dollars");
    await fitsEveryWidth(page, "the buyer's enquiry page with a dollar quote");

    // The comparison of the request.
    await page.goto(`${BASE_URL}/profile`, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("tab", { name: "My Enquiries" }).click();
    const row = page.getByRole("row").filter({ hasText: quoting.name }).filter({ hasText: "US$3.50" });
    await row.first().waitFor({ timeout: 15_000 });
    const cells = await row.first().textContent();
    assert.ok(cells.includes("US$3.50 / kg") && cells.includes("CIF Jebel Ali"), cells);
    assert.match(cells, IN_RUPEES);
    assert.ok(cells.includes("US$1,750.00"), `the comparison's total in dollars: ${cells}`);

    // Accepting from the enquiry's page asks first and names what it binds the buyer to.
    await page.goto(`${BASE_URL}/profile/enquiries/${id}`, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("button", { name: "Accept quote" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Accept revision 1 of this quote?" });
    await confirm.waitFor();
    const said = await confirm.textContent();
    assert.ok(said.includes("US$3.50 / kg · CIF Jebel Ali") && said.includes("US$1,750.00 in total"), said);
    assert.match(said, IN_RUPEES);
    // The request went to two suppliers: the dialog names the one whose quote it closes.
    await confirm.getByText(/^The other supplier's quote will be closed/).waitFor();
    await fitsEveryWidth(page, "the accept dialog");
    await confirm.getByRole("button", { name: "Accept revision 1" }).click();
    await conversation(page).getByText("Quote accepted").waitFor({ timeout: 15_000 });
    assert.deepEqual(problems, [], "no console errors or page errors (buyer)");
  } finally {
    await buyer.context.close();
  }
});
