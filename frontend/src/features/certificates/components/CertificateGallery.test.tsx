import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CERTIFICATES } from "../certificates";
import { CertificateGallery } from "./CertificateGallery";

// SPEC section 2: six cards; choosing one opens a dialog with the title, 'Issued:
// {year}' and the image.

describe("CertificateGallery", () => {
  it("lists the six certificates of the spec", () => {
    render(<CertificateGallery certificates={CERTIFICATES} />);
    const names = screen.getAllByRole("button").map((b) => b.textContent);
    expect(names).toEqual([
      "ISO 9001 Certification2023",
      "Export Excellence Award2022",
      "Quality Assurance2021",
      "Trade Compliance2023",
      "Environmental Standard2022",
      "Industry Recognition2021",
    ]);
  });

  it("opens the chosen certificate in a dialog and closes it", () => {
    render(<CertificateGallery certificates={CERTIFICATES} />);
    fireEvent.click(screen.getByRole("button", { name: /Trade Compliance/ }));
    const dialog = screen.getByRole("dialog", { name: "Trade Compliance" });
    expect(within(dialog).getByText("Issued: 2023")).toBeTruthy();
    const image = within(dialog).getByRole("img") as HTMLImageElement;
    expect(image.getAttribute("src")).toBe("/static/images/certificates/trade-compliance.svg");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("hands focus back to the card that opened the dialog", async () => {
    render(<CertificateGallery certificates={CERTIFICATES} />);
    const card = screen.getByRole("button", { name: /Quality Assurance/ });
    card.focus();
    fireEvent.click(card);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
