import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { announceRead } from "@/lib/unread";
import { json, mockApi } from "@/testing/api-mock";
import { site } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import { phoneViewport } from "@/testing/viewport";
import { Header } from "./Header";

// SPEC section 2: navigation targets, account buttons, and the small-screen toggle
// menu that closes when a link is chosen. The tests run at a phone's width, so the
// header behaves as on a small screen: links are hidden until the menu is opened.

beforeAll(phoneViewport);

function toggle() {
  return screen.getByRole("button", { name: "Menu" });
}

describe("Header", () => {
  it("links every main section and the supplier call to action", () => {
    renderWithRouter(<Header site={site} />);
    fireEvent.click(toggle());
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    const hrefs = nav.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/", "/about", "/service", "/products", "/certificates", "/contact"]);
    expect(screen.getByRole("link", { name: "Became a Supplier" }).getAttribute("href")).toBe("/became-a-supplier");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
  });

  it("shows Profile and Logout for a signed-in buyer", () => {
    renderWithRouter(<Header site={{ ...site, user: { id: "u1", name: "Asha" } }} />);
    fireEvent.click(toggle());
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile");
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("shows the buyer's unread count on Profile, and nothing when all is read", async () => {
    let unread = 2;
    mockApi({
      "GET /api/v1/user/unread": () => json(200, { success: true, data: { enquiries: unread, items: 3, any: true } }),
    });
    const { unmount } = renderWithRouter(<Header site={{ ...site, user: { id: "u1", name: "Asha" } }} />);
    fireEvent.click(toggle());
    const profile = screen.getByRole("link", { name: /^Profile/ });
    await waitFor(() => expect(profile.textContent).toBe("Profile2 unread"));
    unmount();
    unread = 0;
    renderWithRouter(<Header site={{ ...site, user: { id: "u1", name: "Asha" } }} />);
    fireEvent.click(toggle());
    // The count is asked for after the first paint: give the answer time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("link", { name: /^Profile/ }).textContent).toBe("Profile");
    expect(screen.queryByTestId("unread-badge")).toBeNull();
  });

  it("asks for the count again when a conversation was read, without a navigation", async () => {
    let unread = 1;
    mockApi({
      "GET /api/v1/user/unread": () => json(200, { success: true, data: { enquiries: unread, items: 1, any: unread > 0 } }),
    });
    renderWithRouter(<Header site={{ ...site, user: { id: "u1", name: "Asha" } }} />);
    fireEvent.click(toggle());
    await waitFor(() => expect(screen.getByRole("link", { name: /^Profile/ }).textContent).toBe("Profile1 unread"));
    // Opening the thread marked it read on the server; the page says so.
    unread = 0;
    act(() => announceRead("buyer"));
    await waitFor(() => expect(screen.queryByTestId("unread-badge")).toBeNull());
  });

  it("opens the toggle menu and closes it when a link is chosen", () => {
    renderWithRouter(<Header site={site} />);
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(toggle().getAttribute("aria-controls")).toBe("site-menu");
    expect(screen.queryByRole("link", { name: "About" })).toBeNull();

    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");

    fireEvent.click(screen.getByRole("link", { name: "About" }));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "About" })).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe("/about");
  });

  it("closes the toggle menu on Escape", () => {
    renderWithRouter(<Header site={site} />);
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });
});

describe("Header Login", () => {
  it("carries the current page so sign-in returns there", () => {
    renderWithRouter(<Header site={site} />, { route: "/products/fruits/alphonso?tab=specs" });
    fireEvent.click(toggle());
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe(
      "/login?redirect=%2Fproducts%2Ffruits%2Falphonso%3Ftab%3Dspecs",
    );
  });
});

describe("Header search", () => {
  it("is a GET form to /products that searches in the app", () => {
    renderWithRouter(<Header site={site} />, { route: "/about" });
    fireEvent.click(toggle());
    // On a phone the field is in the menu (the bar's own copy is hidden by CSS).
    const forms = screen.getAllByRole("search", { hidden: true });
    for (const form of forms) {
      expect(form.getAttribute("action")).toBe("/products");
      expect(form.getAttribute("method")).toBe("get");
    }
    const field = within(screen.getByRole("navigation", { name: "Main" }).parentElement as HTMLElement).getByRole("searchbox", {
      name: "Search products",
    });
    fireEvent.change(field, { target: { value: "Alphonso" } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(screen.getByTestId("location").textContent).toBe("/products?q=Alphonso");
  });
});
