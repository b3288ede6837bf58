import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import type { SiteInsights } from "@/types/api";
import { renderAdminScreen } from "../../testing/render-screen";
import { InsightsScreen, NO_VIEWS } from "./InsightsScreen";

// /admin/insights: the same figures for the whole site, varieties by views.

configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

function site(days: number, total: number, page = 1): SiteInsights {
  const series = Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 25 - (days - 1) + i)).toISOString().slice(0, 10),
    views: i,
    enquiries: 1,
  }));
  return {
    range: { days, from: series[0].day, to: series[days - 1].day },
    totals: { views: 435, enquiries: days, answered: 0, medianAnswerSeconds: null, quotesAccepted: 0 },
    orders: { orders: 0, value: [], capped: false, daysToShipment: null, daysToDelivery: null, byStatus: [], byMonth: [] },
    series,
    varieties:
      total === 0
        ? []
        : [
            {
              _id: `var${page}`,
              productTitle: "Black Pepper",
              varietyTitle: page === 1 ? "Malabar Garbled" : "Tellicherry",
              path: "/products/black-pepper/malabar-garbled",
              figures: { views: 400, enquiries: 12, answered: 9, medianAnswerSeconds: 7200, quotesAccepted: 2 },
            },
          ],
    page,
    pageSize: 20,
    total,
  };
}

describe("admin insights", () => {
  it("shows the site's totals and the most viewed varieties, paged on the server", async () => {
    const { fetchMock } = mockApi({
      "GET /api/v1/admin/insights": (call) => {
        const query = new URLSearchParams(call.search);
        return ok("GET /api/v1/admin/insights", { success: true, data: site(Number(query.get("days")), 25, Number(query.get("page"))) });
      },
    });
    const searches = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").search);
    renderAdminScreen(<InsightsScreen />);
    const table = await screen.findByRole("table", { name: "Insights per variety" });
    const row = within(table).getByRole("link", { name: "Black Pepper – Malabar Garbled" }).closest("tr")!;
    for (const text of ["400", "12", "9 of 12 (75 %)", "2 h", "2"]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(screen.getByLabelText("Totals")).getByText("435")).toBeTruthy();
    expect(within(screen.getByLabelText("Totals")).getByText("—")).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("aria-labelledby")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Black Pepper – Tellicherry" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Last 90 days" }));
    await waitFor(() => expect(searches().at(-1)).toBe("?days=90&page=1&pageSize=20"));
    expect(searches()).toEqual(["?days=30&page=1&pageSize=20", "?days=30&page=2&pageSize=20", "?days=90&page=1&pageSize=20"]);
  });

  it("says when nothing was viewed, and shows a failure with a retry", async () => {
    mockApi({ "GET /api/v1/admin/insights": () => ok("GET /api/v1/admin/insights", { success: true, data: site(30, 0) }) });
    const { unmount } = renderAdminScreen(<InsightsScreen />);
    expect(await screen.findByText(NO_VIEWS)).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    mockApi({ "GET /api/v1/admin/insights": () => json(500, { success: false, message: "Internal error" }) });
    renderAdminScreen(<InsightsScreen />);
    expect(await screen.findByText(/Internal error|Failed to fetch insights/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
