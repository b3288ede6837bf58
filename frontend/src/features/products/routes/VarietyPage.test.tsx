import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { alphonso, varietyData } from "../testing/fixtures";
import { VarietyPage } from "./VarietyPage";

// SPEC section 2: title, In Stock, the filled facts only, the tabs with content, and
// 'You May Also Like' to other products' category pages.

describe("VarietyPage", () => {
  it("shows the variety with only its filled facts", () => {
    renderWithRouter(<VarietyPage data={varietyData} />);
    expect(screen.getByRole("heading", { level: 1, name: "Alphonso" })).toBeTruthy();
    expect(screen.getByText(/In Stock/).textContent).toBe("In Stock · 2 offers");
    const overview = within(screen.getByRole("region", { name: "Alphonso" }));
    const terms = overview.getAllByRole("term").map((t) => t.textContent);
    expect(terms).toEqual(["Origin", "Energy", "Crude Fibre", "Iron"]);
    expect(screen.getByRole("link", { name: /Grapes/ }).getAttribute("href")).toBe("/products/grapes");
  });

  it("says no one offers it instead of In Stock, and offers to ask for it", () => {
    renderWithRouter(<VarietyPage data={{ ...varietyData, suppliers: [] }} />);
    expect(screen.queryByText(/In Stock/)).toBeNull();
    const ask = screen.getByRole("link", { name: "Ask us for Alphonso" });
    expect(ask.getAttribute("href")).toBe("/contact?product=Mango&variety=Alphonso");
  });

  it("switches between Description and Additional Information", () => {
    renderWithRouter(<VarietyPage data={varietyData} />);
    const description = screen.getByRole("tab", { name: "Description" });
    const additional = screen.getByRole("tab", { name: "Additional Information" });
    expect(description.getAttribute("aria-selected")).toBe("true");
    fireEvent.mouseDown(additional);
    expect(additional.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Shipment Preparation Time")).toBeTruthy();
  });

  it("leaves out a tab without content, and the section without either", () => {
    const noDescription = { ...varietyData, variety: { ...alphonso, description: "" } };
    const { unmount } = renderWithRouter(<VarietyPage data={noDescription} />);
    expect(screen.queryByRole("tab", { name: "Description" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Additional Information" })).toBeTruthy();
    unmount();
    const bare = {
      ...varietyData,
      variety: {
        ...alphonso,
        description: null,
        additionalDescription: { packaging: null, packagingMaterial: null, supplyAbility: null, container: null, shipmentPreparationTime: null, deliveryTime: null },
      },
    };
    renderWithRouter(<VarietyPage data={bare} />);
    expect(screen.queryByRole("tablist")).toBeNull();
  });
});
