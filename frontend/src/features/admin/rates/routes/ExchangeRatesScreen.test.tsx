import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { renderAdminScreen } from "../../testing/render-screen";
import { ExchangeRatesScreen } from "./ExchangeRatesScreen";

// /admin/exchangeRates: the newest rate of each currency (stale ones marked), a
// currency's history, and the form that sets a rate with the server's field errors.

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const usd = { currency: "USD", rate: 83.125, date: "2026-11-27", stale: false } as const;
const eur = { currency: "EUR", rate: 90.5, date: "2026-11-10", stale: true } as const;
const oldUsd = { currency: "USD", rate: 82.9, date: "2026-11-20", stale: false } as const;
const RATE_INVALID = "Rate must be a number of rupees greater than 0 with at most six decimals";

const list = () => ok("GET /api/v1/admin/exchangeRates", { success: true, data: [usd, eur], history: [usd, oldUsd] });

function rowOf(table: HTMLElement, currency: string) {
  return within(table).getByRole("cell", { name: currency }).closest("tr")!;
}

describe("exchange rates screen", () => {
  it("shows every currency's newest rate and date, marks a stale one, and lists the history", async () => {
    mockApi({ "GET /api/v1/admin/exchangeRates": list });
    renderAdminScreen(<ExchangeRatesScreen />);
    const current = await screen.findByRole("table", { name: "Current rates" });
    expect(within(current).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Currency", "Rupees per unit", "Date", "Actions"]);
    expect(rowOf(current, "USD").textContent).toContain("₹83.125");
    expect(within(rowOf(current, "USD")).queryByText("Stale")).toBeNull();
    expect(within(rowOf(current, "EUR")).getByText("Stale")).toBeTruthy();
    expect(within(rowOf(current, "EUR")).getByText("10 Nov 2026").getAttribute("datetime")).toBe("2026-11-10");
    // A currency without a rate still has its row, saying so.
    expect(within(rowOf(current, "GBP")).getByText("No rate yet")).toBeTruthy();
    expect(within(rowOf(current, "AED")).getByText("No rate yet")).toBeTruthy();
    const history = screen.getByRole("table", { name: "Rate history" });
    expect(within(history).getByText("20 Nov 2026")).toBeTruthy();
    expect(within(history).getByText("₹82.90")).toBeTruthy();
  });

  it("asks for another currency's history", async () => {
    const { fetchMock } = mockApi({ "GET /api/v1/admin/exchangeRates": list });
    renderAdminScreen(<ExchangeRatesScreen />);
    await screen.findByRole("table", { name: "Current rates" });
    fireEvent.change(screen.getByLabelText("Currency of the history"), { target: { value: "GBP" } });
    await waitFor(() => expect(new URL(String(fetchMock.mock.calls.at(-1)![0]), "http://localhost").search).toBe("?currency=GBP"));
  });

  it("sets a rate, showing the server's field error, then saves and toasts", async () => {
    let answer: () => Response = () =>
      json(400, { success: false, message: RATE_INVALID, errors: { rate: RATE_INVALID } });
    const { calls } = mockApi({ "GET /api/v1/admin/exchangeRates": list, "POST /api/v1/admin/exchangeRates": () => answer() });
    renderAdminScreen(<ExchangeRatesScreen />);
    const current = await screen.findByRole("table", { name: "Current rates" });
    fireEvent.click(within(current).getByRole("button", { name: "Set GBP rate" }));
    const dialog = await screen.findByRole("dialog", { name: "Set exchange rate" });
    expect((within(dialog).getByLabelText("Currency") as HTMLSelectElement).value).toBe("GBP");
    const rate = within(dialog).getByLabelText("Rupees per unit");
    fireEvent.change(rate, { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
    // The message sits beside the field it is about.
    await waitFor(() => expect(rate.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(rate.getAttribute("aria-describedby")!)?.textContent).toBe(RATE_INVALID);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ currency: "GBP", rate: 0, date: null });

    answer = () => ok("POST /api/v1/admin/exchangeRates", { success: true, message: "Exchange rate saved", data: { currency: "GBP", rate: 105.25, date: "2026-11-25", stale: false } });
    fireEvent.change(rate, { target: { value: "105.25" } });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: "2026-11-25" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save rate" }));
    expect(await screen.findByText("Exchange rate saved successfully")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ currency: "GBP", rate: 105.25, date: "2026-11-25" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when the rates cannot be fetched", async () => {
    mockApi({ "GET /api/v1/admin/exchangeRates": () => json(500, { success: false, message: "Internal error" }) });
    renderAdminScreen(<ExchangeRatesScreen />);
    expect((await screen.findByRole("alert")).textContent).toContain("Internal error");
  });
});
