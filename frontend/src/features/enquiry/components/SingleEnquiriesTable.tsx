import { EnquiryStatusBadge } from "@/components/enquiry/EnquiryStatusBadge";
import { Button, ButtonLink } from "@/components/ui/Button";
import { formatDate } from "@/lib/dates";
import { codeLabel } from "@/lib/enquiry-codes";
import type { EnquiryView } from "@/types/api";
import { pricePerUnit, quantityWithUnit } from "../lib/labels";
import { Table, TableWrap } from "./EnquiryTable";
import { StateBadge } from "./QuoteComparison";

// The buyer's enquiries that are not part of a request for quotes, one row each.

/** One enquiry's row: View opens its details, Open its conversation. */
function EnquiryRow({ enquiry, onView }: { enquiry: EnquiryView; onView: (enquiry: EnquiryView) => void }) {
  return (
    <tr>
      <td data-label="Date">
        <div>
          <time dateTime={enquiry.createdAt}>{formatDate(enquiry.createdAt)}</time>
        </div>
      </td>
      <td data-label="Product">
        <div>
          {enquiry.product.title}
          <small>{enquiry.product.variety}</small>
        </div>
      </td>
      <td data-label="Quantity">
        <div>{quantityWithUnit(enquiry.quantity, enquiry.unit)}</div>
      </td>
      <td data-label="Urgency">
        <div>{codeLabel(enquiry.urgency)}</div>
      </td>
      <td data-label="Supplier">
        <div>
          {enquiry.supplier.name}
          <small>{pricePerUnit(enquiry.supplier.price, enquiry.supplier.unit, enquiry.supplier.currency)}</small>
        </div>
      </td>
      <td data-label="Status">
        <div>
          <EnquiryStatusBadge status={enquiry.status} />
          {(enquiry.quote || enquiry.quoteOutcome) && (
            <small>
              <StateBadge enquiry={enquiry} />
            </small>
          )}
        </div>
      </td>
      <td data-label="">
        <div>
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => onView(enquiry)}
            aria-label={`View enquiry for ${enquiry.product.title} ${enquiry.product.variety}`}
          >
            View
          </Button>
          <ButtonLink
            to={`/profile/enquiries/${enquiry._id}`}
            $variant="secondary"
            $size="sm"
            aria-label={`Open the conversation on ${enquiry.product.title} ${enquiry.product.variety}`}
          >
            Open
          </ButtonLink>
        </div>
      </td>
    </tr>
  );
}

export function SingleEnquiriesTable({ enquiries, onView }: { enquiries: EnquiryView[]; onView: (enquiry: EnquiryView) => void }) {
  return (
    <TableWrap>
      <Table aria-label="My enquiries">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Urgency</th>
            <th scope="col">Supplier</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {enquiries.map((enquiry) => (
            <EnquiryRow key={enquiry._id} enquiry={enquiry} onView={onView} />
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
