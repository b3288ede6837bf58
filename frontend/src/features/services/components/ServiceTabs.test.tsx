import { fireEvent, screen } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { ServiceTabs } from "./ServiceTabs";

// SPEC section 2: the first service is open by default and one panel shows at a time;
// every panel's text is still in the markup (force-mounted) for search engines.

const items = [
  { _id: "s1", title: "Sourcing", subtitle: "The right supplier", description: "We shortlist growers.", image: null },
  { _id: "s2", title: "Logistics", subtitle: "Farm to warehouse", description: "We book containers.", image: null },
];

describe("ServiceTabs", () => {
  it("opens the first tab and shows one panel at a time", () => {
    renderWithRouter(<ServiceTabs label="Core Services" items={items} />);
    expect(screen.getByRole("tablist", { name: "Core Services" })).toBeTruthy();
    const sourcing = screen.getByRole("tab", { name: "Sourcing" });
    const logistics = screen.getByRole("tab", { name: "Logistics" });
    expect(sourcing.getAttribute("aria-selected")).toBe("true");
    const panels = screen.getAllByRole("tabpanel", { hidden: true });
    expect(panels.map((p) => p.getAttribute("data-state"))).toEqual(["active", "inactive"]);
    expect(panels[1].textContent).toContain("We book containers.");

    fireEvent.mouseDown(logistics);
    expect(logistics.getAttribute("aria-selected")).toBe("true");
    expect(sourcing.getAttribute("aria-selected")).toBe("false");
    expect(panels.map((p) => p.getAttribute("data-state"))).toEqual(["inactive", "active"]);
    expect(screen.getAllByRole("link", { name: "Get Started Today" })[0].getAttribute("href")).toBe("/contact");
  });

  it("renders nothing without services", () => {
    const { container } = renderWithRouter(<ServiceTabs label="Core Services" items={[]} />);
    expect(container.querySelector("[role=tablist]")).toBeNull();
  });
});
