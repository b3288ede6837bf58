import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import type { SupplierInsights } from "@/types/api";
import { renderScreen } from "../testing/render-screen";
import { InsightsScreen, NO_OFFERS } from "./InsightsScreen";

// /vendor/insights: the supplier's figures per listing over 7, 30 or 90 days.

configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 25 - (n - 1) + i)).toISOString().slice(0, 10),
    views: i === n - 1 ? 20 : 0,
    enquiries: i === n - 2 ? 4 : 0,
  }));

function insights(n: number, listings = true): SupplierInsights {
  const series = days(n);
  return {
    range: { days: n, from: series[0].day, to: series[n - 1].day },
    totals: { views: 20, enquiries: 4, answered: 3, medianAnswerSeconds: 120, quotesAccepted: 1 },
    negotiation: { counterOffers: 2, declined: 1, declinedByReason: [{ reason: "price-too-high", count: 1 }] },
    orders: { orders: 0, value: [], capped: false, daysToShipment: null, daysToDelivery: null },
    series,
    listings: listings
      ? [
          {
            _id: "l1",
            productTitle: "Mango",
            varietyTitle: "Alphonso",
            path: "/products/mango/alphonso",
            isActive: false,
            figures: { views: 20, enquiries: 4, answered: 3, medianAnswerSeconds: 5400, quotesAccepted: 1 },
          },
        ]
      : [],
    page: 1,
    pageSize: 20,
    total: listings ? 1 : 0,
  };
}

const answer = (call: { readonly search: string }) => {
  const n = Number(new URLSearchParams(call.search).get("days"));
  return ok("GET /api/v1/vendor/insights", { success: true, data: insights(n) });
};

describe("supplier insights", () => {
  it("shows the totals, a chart with its words, and each listing's figures", async () => {
    mockApi({ "GET /api/v1/vendor/insights": answer });
    renderScreen(<InsightsScreen />);
    const table = await screen.findByRole("table", { name: "Insights per listing" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Listing",
      "Views",
      "Enquiries",
      "Answered",
      "Median first answer",
      "Quotes accepted",
    ]);
    const row = within(table).getByRole("link", { name: "Mango – Alphonso" }).closest("tr")!;
    expect(within(table).getByRole("link", { name: "Mango – Alphonso" }).getAttribute("href")).toBe("/products/mango/alphonso");
    for (const text of ["20", "4", "3 of 4 (75 %)", "1.5 h", "1", "Inactive"]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    const totals = screen.getByLabelText("Totals");
    expect(within(totals).getByText("2 min")).toBeTruthy();
    expect(within(totals).getByText("75 % of enquiries")).toBeTruthy();
    // The chart is an image named by the sentence under it, with every day in a table.
    const chart = screen.getByRole("img");
    const caption = document.getElementById(chart.getAttribute("aria-labelledby")!)!;
    expect(caption.textContent).toBe("20 views and 4 enquiries from 27 Oct to 25 Nov; most views on 25 Nov (20).");
    expect(chart.querySelectorAll("rect")).toHaveLength(60);
    expect(document.querySelectorAll("details table tbody tr")).toHaveLength(30);
  });

  it("asks the server for the range chosen, from the first page", async () => {
    const { fetchMock } = mockApi({ "GET /api/v1/vendor/insights": answer });
    const searches = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").search);
    renderScreen(<InsightsScreen />);
    await screen.findByRole("table", { name: "Insights per listing" });
    expect(searches()).toEqual(["?days=30&page=1&pageSize=20"]);
    expect(screen.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    await waitFor(() => expect(searches().at(-1)).toBe("?days=7&page=1&pageSize=20"));
    expect(screen.getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(screen.getByRole("img").querySelectorAll("rect")).toHaveLength(14));
    fireEvent.click(screen.getByRole("button", { name: "Last 90 days" }));
    await waitFor(() => expect(searches().at(-1)).toBe("?days=90&page=1&pageSize=20"));
  });

  it("says when there is no listing yet, and shows a refusal in words", async () => {
    mockApi({ "GET /api/v1/vendor/insights": () => ok("GET /api/v1/vendor/insights", { success: true, data: insights(30, false) }) });
    const { unmount } = renderScreen(<InsightsScreen />);
    expect(await screen.findByText(NO_OFFERS)).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    mockApi({ "GET /api/v1/vendor/insights": () => json(403, { success: false, message: "Your registration is under review. You'll be notified once your account is approved" }) });
    renderScreen(<InsightsScreen />);
    expect((await screen.findByRole("alert")).textContent).toContain("Your registration is under review");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
