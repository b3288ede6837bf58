import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import * as session from "@/lib/session";
import { buyer } from "@/testing/profile";
import { ProfilePage } from "./ProfilePage";

// /profile: sidebar (avatar, name, e-mail, tabs, Logout) and the Profile tab's facts.

function renderPage(user = buyer) {
  return render(
    <MemoryRouter initialEntries={["/profile"]}>
      <ProfilePage data={{ user }} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ProfilePage", () => {
  it("shows the buyer in the sidebar with the name's initial as avatar", () => {
    renderPage();
    expect(screen.getAllByText("Asha Rao").length).toBeGreaterThan(0);
    expect(screen.getByText("A", { selector: "[aria-hidden] , [aria-hidden] *" })).toBeTruthy();
    const tabs = within(screen.getByRole("tablist", { name: "Account sections" })).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Profile", "My Enquiries", "Orders", "Settings"]);
  });

  it("uses the profile photo when there is one", () => {
    const { container } = renderPage({ ...buyer, profilePhoto: "/uploads/asha.jpg" });
    expect(container.querySelector('img[src="/uploads/asha.jpg"]')).toBeTruthy();
  });

  it("shows name, e-mail and member since as dd MMM yyyy (UTC)", () => {
    renderPage();
    const since = screen.getByText("05 Mar 2024");
    expect(since.tagName).toBe("TIME");
    expect(since.getAttribute("datetime")).toBe(buyer.createdAt);
  });

  it("switches to Settings and My Enquiries", () => {
    renderPage();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Settings" }), { button: 0 });
    expect(screen.getByRole("heading", { level: 2, name: "Settings" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Asha Rao");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "My Enquiries" }), { button: 0 });
    expect(screen.getByRole("heading", { level: 2, name: "My Enquiries" })).toBeTruthy();
  });

  it("signs out from the sidebar", () => {
    const logout = vi.spyOn(session, "logoutBuyer").mockResolvedValue();
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(logout).toHaveBeenCalled();
  });
});
