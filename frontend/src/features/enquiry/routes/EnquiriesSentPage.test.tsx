import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { renderWithRouter } from "@/testing/render";
import { EnquiriesSentPage, suppliersReached } from "./EnquiriesSentPage";

// The confirmation after sending: it names who received the enquiry, stays until the
// buyer leaves, and leads to the buyer's enquiries.

afterEach(() => {
  vi.useRealTimers();
});

describe("EnquiriesSentPage", () => {
  it("confirms one enquiry to its supplier and stays put", () => {
    vi.useFakeTimers();
    renderWithRouter(<EnquiriesSentPage data={null} />, { route: "/enquiries" });
    expect(screen.getByRole("heading", { level: 1, name: "Enquiry Sent Successfully!" })).toBeTruthy();
    expect(screen.getByText(/The supplier has received it/)).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByRole("link", { name: "Open My Enquiries" }).getAttribute("href")).toBe("/profile/enquiries");
    expect(screen.getByTestId("location").textContent).toBe("/enquiries");
  });

  it("speaks of every supplier a request reached", () => {
    renderWithRouter(<EnquiriesSentPage data={null} />, { route: "/enquiries?suppliers=3" });
    expect(screen.getByText(/The 3 suppliers have received it/)).toBeTruthy();
    expect(screen.queryByText(/The supplier has received it/)).toBeNull();
  });

  it("reads the count from the address, whatever it says", () => {
    expect(suppliersReached("?suppliers=4")).toBe(4);
    expect(suppliersReached("?suppliers=1")).toBe(1);
    expect(suppliersReached("?suppliers=x")).toBe(1);
    expect(suppliersReached("")).toBe(1);
  });

  it("renders the same text on the server for any address", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/enquiries?suppliers=3"]}>
        <EnquiriesSentPage data={null} />
      </MemoryRouter>,
    );
    expect(html).toContain("The supplier has received it");
  });
});
