import { render, screen } from "@testing-library/react";
import { EnquiryStatusBadge } from "@/components/enquiry/EnquiryStatusBadge";
import { OrderStatusBadge } from "@/components/orders/OrderStatusBadge";
import { tones } from "@/styles/theme";
import { StatusBadge } from "./StatusBadge";

// One status badge: the words as given, the colours of its named tone, and the same tone
// for the same stage of an order or an enquiry.

/** The "rgb(…)" form a browser reports for a "#rrggbb" colour; other forms as given. */
function rgb(colour: string) {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function colours(text: string) {
  const style = getComputedStyle(screen.getByText(text));
  return { background: rgb(style.backgroundColor), text: rgb(style.color) };
}

describe("StatusBadge", () => {
  it("shows its words in the colours of its tone", () => {
    render(
      <>
        <StatusBadge tone="danger">Blocked</StatusBadge>
        <StatusBadge tone="success">Verified</StatusBadge>
      </>,
    );
    expect(colours("Blocked")).toEqual({ background: rgb(tones.danger.background), text: rgb(tones.danger.text) });
    expect(colours("Verified")).toEqual({ background: rgb(tones.success.background), text: rgb(tones.success.text) });
  });

  it("gives orders and enquiries at the same stage the same tone, with their own words", () => {
    render(
      <>
        <OrderStatusBadge status="cancelled" />
        <EnquiryStatusBadge status="rejected" />
        <OrderStatusBadge status="in_production" />
        <EnquiryStatusBadge status="processing" />
      </>,
    );
    expect(colours("Cancelled")).toEqual(colours("Rejected"));
    expect(colours("In production")).toEqual(colours("Processing"));
    expect(colours("Cancelled").background).toBe(rgb(tones.danger.background));
    expect(colours("Processing").background).toBe(rgb(tones.info.background));
  });
});
