import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { renderAdminScreen } from "../../testing/render-screen";
import { ActivityScreen } from "./ActivityScreen";

// /admin/activity: the read-only record of admin writes, filtered on the server.

configure({ asyncUtilTimeout: 5000 });

const entry = {
  _id: "a1",
  createdAt: "2026-11-20T09:30:00Z",
  adminId: "adm1",
  adminEmail: "root@example.com",
  adminName: "Asha Rao",
  action: "enquiry.status",
  description: "Product enquiry status changed: pending → processing: Asha",
  entity: "enquiry",
  recordId: "e1",
  summary: "pending → processing: Asha",
  ip: "10.0.0.7",
};

const answer = (total = 1) => () =>
  ok("GET /api/v1/admin/activity", {
    success: true,
    data: [entry],
    total,
    totalExact: true,
    page: 1,
    pageSize: 25,
    choices: { admins: [{ _id: "adm1", email: "root@example.com" }], entities: ["enquiry", "faq"], actions: ["enquiry.status", "faq.update"] },
  });

afterEach(() => vi.unstubAllGlobals());

function searches(fetchMock: ReturnType<typeof mockApi>["fetchMock"]) {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").search);
}

describe("activity screen", () => {
  it("shows when, the admin by name, what was done in words, and the address", async () => {
    mockApi({ "GET /api/v1/admin/activity": answer() });
    renderAdminScreen(<ActivityScreen />);
    const row = (await screen.findByText(entry.description)).closest("tr")!;
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["When", "Admin", "What", "Address"]);
    for (const text of ["Asha Rao", "root@example.com", "10.0.0.7"]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    // No raw action code or record id.
    expect(within(row).queryByText("enquiry.status")).toBeNull();
    expect(within(row).queryByText(/e1$/)).toBeNull();
    expect(within(row).getByText(/2026/).getAttribute("datetime")).toBe("2026-11-20T09:30:00Z");
    // No way to change a record from here.
    expect(within(row).queryByRole("button", { name: /edit|delete/i })).toBeNull();
  });

  it("sends each filter to the server and offers the recorded choices", async () => {
    const { fetchMock } = mockApi({ "GET /api/v1/admin/activity": answer() });
    renderAdminScreen(<ActivityScreen />);
    await screen.findByText(entry.description);
    expect(searches(fetchMock)).toEqual(["?page=1&pageSize=25"]);
    expect(within(screen.getByLabelText("Action")).getAllByRole("option").map((o) => o.textContent)).toEqual(["All", "enquiry.status", "faq.update"]);
    fireEvent.change(screen.getByLabelText("Admin"), { target: { value: "adm1" } });
    fireEvent.change(screen.getByLabelText("Record"), { target: { value: "faq" } });
    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "faq.update" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-30" } });
    await waitFor(() =>
      expect(searches(fetchMock).at(-1)).toBe("?admin=adm1&entity=faq&action=faq.update&from=2026-11-01&to=2026-11-30&page=1&pageSize=25"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    // Back to the unfiltered list (answered from the query cache: no new call needed).
    for (const label of ["Admin", "Record", "Action", "From", "To"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe("");
    }
    expect(await screen.findByText(entry.description)).toBeTruthy();
  });

  it("shows the server's refusal of a filter", async () => {
    mockApi({ "GET /api/v1/admin/activity": () => json(400, { success: false, message: "The start date must not be after the end date" }) });
    renderAdminScreen(<ActivityScreen />);
    expect(await screen.findByText(/The start date must not be after the end date/)).toBeTruthy();
  });
});
