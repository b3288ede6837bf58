// End-to-end journey of a request for quotes to several suppliers against a
// running server (BASE_URL), in Debian's Chromium: the demo buyer ticks 3 offers of
// different suppliers on a variety page, sends one request from the enquiry form; two of
// the suppliers quote in their inbox (Enquiries) (one revises its quote); the buyer compares
// the quotes in My Enquiries and accepts one; the third supplier's inbox then shows the
// request closed, and the outbox holds its e-mail saying so. Every screen fits 320 px;
// any console error or uncaught page error fails the test.
// Run: (cd frontend && npm run build --silent) && cargo build -p server --bin tradehub &&
//      scripts/with-server.sh target/debug/tradehub node --test --test-concurrency=1 frontend/e2e/quotes.test.mjs
import assert from "node:assert/strict";
import { test } from "node:test";
import { buyerLogin, fitsEveryWidth, inDays, supplierInbox, varietyWithThreeSuppliers, waitForMail } from "./journeys.mjs";
import { BASE_URL, hydrated, openPage as open, useBrowser } from "./support.mjs";

const browser = useBrowser();

const openPage = () => open(browser());

/** A supplier sends (and, when `revise` is given, then revises) its quote for the enquiry with `note`. */
async function quoteAs(supplier, note, quote, revise) {
  const { context, page, problems } = await openPage();
  try {
    await supplierInbox(page, supplier.email);
    const card = page.getByRole("list", { name: "Enquiries" }).getByRole("listitem").filter({ hasText: note });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText("Quote request").first().waitFor();

    const fill = async (dialog, values) => {
      await dialog.getByLabel("Price per unit").fill(values.price);
      await dialog.getByLabel("Unit", { exact: true }).selectOption(values.unit);
      await dialog.getByLabel(/^Pack content/).fill(values.packContent ?? "");
      await dialog.getByLabel("Incoterm").selectOption(values.incoterm);
      await dialog.getByLabel("Named place or port").fill(values.namedPlace);
      await dialog.getByLabel(/^Minimum order/).fill(values.minOrder ?? "");
      await dialog.getByLabel("Valid until").fill(values.validUntil);
      await dialog.getByLabel("Delivery terms").fill(values.deliveryTerms);
      await dialog.getByLabel(/^Message/).fill(values.message ?? "");
    };

    await card.getByRole("button", { name: /^Send quote to / }).click();
    const dialog = page.getByRole("dialog", { name: "Send quote" });
    await dialog.waitFor();
    // The client refuses a past date in the server's words before anything is sent.
    await fill(dialog, { ...quote, validUntil: "2020-01-01" });
    await dialog.getByRole("button", { name: "Send Quote" }).click();
    await dialog.getByText("Valid until cannot be in the past").waitFor();
    await dialog.getByLabel("Valid until").fill(quote.validUntil);
    await dialog.getByRole("button", { name: "Send Quote" }).click();
    await page.getByText("Quote sent", { exact: true }).waitFor();
    await dialog.waitFor({ state: "detached" });
    await card.getByLabel("Your quote").getByText("Your quote (revision 1)").waitFor();

    if (revise) {
      await card.getByRole("button", { name: /^Revise quote to / }).click();
      const again = page.getByRole("dialog", { name: "Revise quote" });
      await again.waitFor();
      assert.equal(await again.getByLabel("Delivery terms").inputValue(), quote.deliveryTerms);
      await fill(again, revise);
      await again.getByRole("button", { name: "Update Quote" }).click();
      await page.getByText("Quote updated", { exact: true }).waitFor();
      await card.getByLabel("Your quote").getByText("Your quote (revision 2)").waitFor();
    }
    await fitsEveryWidth(page, `${supplier.name}'s inbox`);
    assert.deepEqual(problems, [], `no console errors or page errors (${supplier.name})`);
  } finally {
    await context.close();
  }
}

test("a buyer requests quotes from 3 suppliers, two quote, the buyer accepts one and the third sees the request closed", async () => {
  const { product, variety, offers } = await varietyWithThreeSuppliers();
  const [unanswered, revising, winner] = offers;
  const quantity = 200 + Math.floor(Math.random() * 700);
  const note = `e2e quote request ${Date.now()}`;

  // --- The buyer: three offers ticked, one request sent.
  const buyer = await openPage();
  try {
    const { page, problems } = buyer;
    await buyerLogin(page);
    await page.goto(`${BASE_URL}/products/${product.slug}/${variety.slug}`, { waitUntil: "load" });
    await hydrated(page);
    const list = page.getByRole("list", { name: `Suppliers of ${variety.title}` });
    await list.waitFor({ timeout: 15_000 });
    for (const offer of offers) {
      await list.getByRole("checkbox", { name: `Add to quote request: ${offer.name}`, exact: true }).first().check();
    }
    const bar = page.getByRole("region", { name: "Quote request" });
    await bar.getByText("3 suppliers added to your quote request").waitFor();
    // The single selection is still there beside the request.
    assert.equal(await page.getByText("Ready to proceed").count(), 0);
    await fitsEveryWidth(page, "the variety page with the quote bar");
    await bar.getByRole("link", { name: "Request quotes from 3 suppliers" }).click();

    await page.waitForURL((url) => url.pathname === "/enquiry", { timeout: 15_000 });
    const ids = new URL(page.url()).searchParams.get("listings")?.split(",");
    assert.deepEqual(ids?.slice().sort(), offers.map((o) => o.listing._id).sort());
    await page.getByRole("heading", { level: 1, name: "Request Quotes" }).waitFor();
    const chosen = page.getByRole("complementary", { name: "Your chosen offers" });
    for (const offer of offers) await chosen.getByRole("heading", { name: offer.name }).waitFor();
    await page.getByLabel("Phone").fill("+91 98765 43210");
    await page.getByLabel("Address").fill("7 Harbour Road");
    await page.getByLabel("City").fill("Mumbai");
    await page.getByLabel("State").fill("Maharashtra");
    await page.getByLabel("Pincode").fill("400001");
    await page.getByLabel("Quantity").fill(String(quantity));
    await page.getByLabel("Unit").selectOption("kg");
    await page.getByLabel("Additional Requirements").fill(note);
    await fitsEveryWidth(page, "the request form");
    await page.getByRole("button", { name: "Send Quote Request" }).dblclick();
    await page.getByText("Quote request sent to 3 suppliers").waitFor();
    await page.waitForURL((url) => url.pathname === "/enquiries", { timeout: 10_000 });
    await page.getByText(/The 3 suppliers have received it/).waitFor();
    assert.deepEqual(problems, [], "no console errors or page errors (buyer, sending)");
  } finally {
    await buyer.context.close();
  }

  // --- Two suppliers quote; one of them revises its quote.
  await quoteAs(revising, note, {
    price: "1490",
    unit: "box",
    minOrder: "50",
    validUntil: inDays(20),
    deliveryTerms: "Ex-warehouse Pune, 5 days",
    packContent: "3",
    incoterm: "EXW",
    namedPlace: "Pune",
    message: "Carbide-free ripening",
  }, {
    price: "1460",
    unit: "box",
    minOrder: "40",
    validUntil: inDays(25),
    deliveryTerms: "Delivered Mumbai, 4 days",
    packContent: "3",
    incoterm: "DAP",
    namedPlace: "Mumbai",
    message: "Revised for the full quantity",
  });
  await quoteAs(winner, note, {
    price: "455",
    unit: "kg",
    minOrder: "100",
    validUntil: inDays(30),
    deliveryTerms: "FOB Nhava Sheva, 7 days",
    incoterm: "FOB",
    namedPlace: "Nhava Sheva",
  });

  // --- The buyer compares and accepts one.
  const back = await openPage();
  try {
    const { page, problems } = back;
    await buyerLogin(page);
    await page.goto(`${BASE_URL}/profile`, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("tab", { name: "My Enquiries" }).click();
    const group = page
      .getByRole("region")
      .filter({ has: page.getByRole("heading", { name: "Quote request · 3 suppliers" }) })
      .filter({ hasText: `${quantity.toLocaleString("en-IN")} kg` });
    await group.first().waitFor({ timeout: 15_000 });
    assert.equal(await group.count(), 1, "one group for the request");
    const table = group.getByRole("table", { name: `Quotes for ${product.title} ${variety.title}` });
    const row = (offer) => table.getByRole("row").filter({ hasText: offer.name });
    await row(unanswered).getByRole("button", { name: "Awaiting quote" }).waitFor();
    assert.equal(await row(unanswered).getByRole("button", { name: "Awaiting quote" }).isDisabled(), true);
    assert.ok((await row(revising).textContent()).includes("₹1,460 / box of 3 kg · ₹486.67 / kg"), "the revised price, per kg too");
    assert.ok((await row(revising).textContent()).includes("DAP Mumbai"), "the revised terms");
    // Cheapest per kg first (₹455 before ₹486.67), and the terms differ, so "lowest" says so.
    const names = await table.getByRole("row").evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector("strong")?.textContent));
    assert.deepEqual(names.slice(0, 2), [winner.name, revising.name], "ordered per kg");
    await row(winner).getByText("Lowest per kg, on other terms than the rest").waitFor();
    await group.getByRole("note").getByText(/different terms \(FOB Nhava Sheva; DAP Mumbai\)/).waitFor();
    // At 1366 px every column shows without scrolling the table sideways; on a phone the
    // three quotes are compact cards, each shorter than the screen.
    await page.setViewportSize({ width: 1366, height: 900 });
    const fit = await table.evaluate((t) => ({ table: t.scrollWidth, box: t.parentElement.clientWidth }));
    assert.ok(fit.table <= fit.box, `the table fits its box at 1366 px: ${JSON.stringify(fit)}`);
    await page.setViewportSize({ width: 390, height: 844 });
    const heights = await table.getByRole("row").evaluateAll((rows) => rows.slice(1).map((r) => r.getBoundingClientRect().height));
    assert.ok(heights.every((h) => h < 844), `each quote is less than a screen: ${heights}`);
    const tall = heights.reduce((a, h) => a + h, 0);
    console.log(`three quotes at 390 x 844: ${Math.round(tall)} px (${(tall / 844).toFixed(2)} screens)`);
    assert.ok(tall < 1.5 * 844, `three quotes take at most one and a half phone screens: ${tall}px`);
    await page.setViewportSize({ width: 1280, height: 900 });
    assert.ok((await row(revising).textContent()).includes("Quoted (revision 2)"));
    assert.ok((await row(revising).textContent()).includes("Delivered Mumbai, 4 days"));
    const winnerRow = await row(winner).textContent();
    assert.ok(winnerRow.includes("₹455 / kg"), "the winner's price");
    assert.ok(winnerRow.includes("₹455 / kg") && winnerRow.includes(`₹${(455 * quantity).toLocaleString("en-IN")}`), `the total for ${quantity} kg: ${winnerRow}`);
    await fitsEveryWidth(page, "My Enquiries with the comparison");

    await row(winner).getByRole("button", { name: `Accept quote of ${winner.name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Accept revision 1 of this quote?" });
    await confirm.getByText(/The other 2 suppliers' quotes will be closed/).waitFor();
    await confirm.getByText(/₹455 \/ kg · FOB Nhava Sheva/).waitFor();
    await confirm.getByRole("button", { name: "Accept revision 1" }).click();
    await group.getByText("Quote accepted").waitFor();
    await confirm.waitFor({ state: "detached" });
    await row(winner).getByText("Accepted", { exact: true }).waitFor();
    for (const other of [unanswered, revising]) await row(other).getByText("Closed: another quote was accepted").waitFor();
    assert.equal(await group.getByRole("button", { name: /Accept quote|Awaiting quote/ }).count(), 0);
    assert.deepEqual(problems, [], "no console errors or page errors (buyer, accepting)");
  } finally {
    await back.context.close();
  }

  // --- The supplier that never quoted is told by e-mail, and sees the request closed in
  // its inbox; the winner sees its quote accepted.
  await waitForMail(unanswered.email, "closed: another quote was accepted");
  for (const [supplier, badge] of [
    [unanswered, "Closed: another quote was accepted"],
    [winner, "Quote accepted"],
  ]) {
    const { context, page, problems } = await openPage();
    try {
      await supplierInbox(page, supplier.email);
      const card = page.getByRole("list", { name: "Enquiries" }).getByRole("listitem").filter({ hasText: note });
      await card.waitFor({ timeout: 15_000 });
      await card.getByText(badge, { exact: true }).waitFor();
      assert.equal(await card.getByRole("button", { name: /quote to/ }).count(), 0, `no quote button for ${supplier.name}`);
      assert.deepEqual(problems, [], `no console errors or page errors (${supplier.name}, closed)`);
    } finally {
      await context.close();
    }
  }
});
