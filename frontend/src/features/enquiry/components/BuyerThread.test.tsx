import { configure, screen } from "@testing-library/react";
import { QueryScope } from "@/lib/query";
import { json, mockApi, ok } from "@/testing/api-mock";
import { orderView } from "@/testing/orders";
import { renderWithRouter } from "@/testing/render";
import { enquiry, quoteOf } from "../testing/fixtures";
import { BuyerThread } from "./BuyerThread";

// The buyer's enquiry page links to the order its accepted quote became.

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const quote = quoteOf();

function threadOf(quoteOutcome: "accepted" | null) {
  return () =>
    ok("GET /api/v1/user/enquiry/{id}/thread", {
      success: true,
      data: {
        enquiry: enquiry({ _id: "e1", quote, quoteOutcome, status: quoteOutcome ? "completed" : "processing" }),
        items: [],
        declined: null,
        older: null,
      },
    });
}

describe("the buyer's enquiry page and its order", () => {
  it("links to the order once the quote is accepted", async () => {
    mockApi({
      "GET /api/v1/user/enquiry/e1/thread": threadOf("accepted"),
      "GET /api/v1/user/enquiry/e1/order": () => ok("GET /api/v1/user/enquiry/{id}/order", { success: true, message: "", data: orderView() }),
    });
    renderWithRouter(
      <QueryScope>
        <BuyerThread enquiryId="e1" />
      </QueryScope>,
    );
    const link = await screen.findByRole("link", { name: "View order TH-2026-000042" });
    expect(link.getAttribute("href")).toBe("/profile/orders/o1");
  });

  it("shows no link, and asks nothing, before the quote is accepted", async () => {
    const { calls } = mockApi({
      "GET /api/v1/user/enquiry/e1/thread": threadOf(null),
      "GET /api/v1/user/enquiry/e1/order": () => json(404, { success: false, message: "No order" }),
    });
    renderWithRouter(
      <QueryScope>
        <BuyerThread enquiryId="e1" />
      </QueryScope>,
    );
    await screen.findByRole("heading", { name: /–/ });
    expect(screen.queryByRole("link", { name: /View order/ })).toBeNull();
    expect(calls.some((c) => c.path === "/api/v1/user/enquiry/e1/order")).toBe(false);
  });
});
