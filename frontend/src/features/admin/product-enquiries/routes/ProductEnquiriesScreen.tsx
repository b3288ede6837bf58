import { Download, Search } from "lucide-react";
import { EnquiryStatusBadge } from "@/components/enquiry/EnquiryStatusBadge";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { SelectField, TextField } from "@/components/ui/form/fields";
import { PagedTable } from "@/components/ui/PagedTable";
import { formatDate } from "@/lib/dates";
import { codeLabel } from "@/lib/enquiry-codes";
import { formatQuantity } from "@/lib/money";
import { saveFile } from "@/lib/save-file";
import type { EnquiryView } from "@/types/api";
import { ScreenHead, type Column } from "../../components/crud";
import { FilterForm } from "../../components/ListParts";
import {
  exportProductEnquiries,
  PAGE_SIZE,
  statusFilters,
  useProductEnquiries,
  type EnquirySearch,
  type StatusFilter,
} from "../api/enquiries";
import { EnquiryDetails } from "../components/EnquiryDetails";

// /admin/productEnquiry: every buyer's product enquiry, searched (name, e-mail or product
// title), filtered by status and paged on the server, newest first; a detail dialog per
// enquiry, and the current filter exported as CSV.

const Filters = styled(FilterForm)`
  & > div:first-child { flex: 1 1 16rem; }
  & > div:nth-child(2) { flex: 0 1 12rem; min-width: 9rem; }
`;

const columns: readonly Column<EnquiryView>[] = [
  { header: "Date", cell: (e) => <time dateTime={e.createdAt}>{formatDate(e.createdAt)}</time>, nowrap: true },
  {
    header: "Customer",
    cell: (e) => (
      <>
        {e.name}
        <br />
        <small>{e.email}</small>
      </>
    ),
  },
  { header: "Product", cell: (e) => `${e.product.title} – ${e.product.variety}` },
  { header: "Quantity", cell: (e) => `${formatQuantity(e.quantity)} ${e.unit}`, nowrap: true },
  { header: "Supplier", cell: (e) => e.supplier.name },
  { header: "Status", cell: (e) => <EnquiryStatusBadge status={e.status} />, nowrap: true },
];

export function ProductEnquiriesScreen() {
  const [search, setSearch] = useState<EnquirySearch>({ q: "", status: "all", page: 1 });
  const [text, setText] = useState("");
  const [open, setOpen] = useState<EnquiryView | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useProductEnquiries(search);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch((s) => ({ ...s, q: text, page: 1 }));
  }

  async function exportCsv() {
    setExporting(true);
    try {
      saveFile(await exportProductEnquiries({ q: search.q, status: search.status }), "enquiries.csv");
    } catch {
      toast.error("Failed to export enquiries");
    } finally {
      setExporting(false);
    }
  }

  const rows = list.data?.data ?? [];
  return (
    <>
      <ScreenHead title="Product Enquiries">
        <Button $variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          <Download aria-hidden="true" size={18} />
          {exporting ? "Exporting..." : "Export CSV"}
        </Button>
      </ScreenHead>
      <Filters role="search" onSubmit={submit}>
        <TextField
          label="Search"
          type="search"
          placeholder="Name, email or product"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <SelectField
          label="Status"
          value={search.status}
          onChange={(e) => setSearch((s) => ({ ...s, status: e.target.value as StatusFilter, page: 1 }))}
          options={statusFilters.map((f) => ({ value: f, label: codeLabel(f) }))}
        />
        <Button type="submit" $variant="secondary">
          <Search aria-hidden="true" size={18} />
          Search
        </Button>
      </Filters>
      <PagedTable
        list={list}
        rows={rows}
        columns={columns}
        actions={(e) => (
          <Button $variant="outline" $size="sm" aria-label={`View enquiry from ${e.name}`} onClick={() => setOpen(e)}>
            View
          </Button>
        )}
        failedText="Failed to fetch enquiries"
        emptyText="No enquiries found"
        pager={{ label: "Enquiry pages", noun: ["enquiry", "enquiries"], onPage: (page) => setSearch((s) => ({ ...s, page })) }}
        pageSize={PAGE_SIZE}
      />
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open && <EnquiryDetails key={open._id} enquiry={open} onChange={setOpen} onClose={() => setOpen(null)} />}
      </Dialog>
    </>
  );
}
