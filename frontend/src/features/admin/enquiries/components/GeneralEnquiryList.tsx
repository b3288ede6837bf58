import { useState } from "react";
import { toast } from "sonner";
import { PagedTable } from "@/components/ui/PagedTable";
import { Select } from "@/components/ui/form/fields";
import type { AdminGeneralEnquiry, GeneralEnquiryStatus } from "@/types/api";
import { generalEnquiryStatuses } from "@/types/rules.gen";
import { type Column } from "../../components/crud";
import { PAGE_SIZE, useGeneralEnquiries, useSetGeneralEnquiryStatus } from "../api/enquiries";

// The contact messages: serial number, name, address, e-mail, mobile, message and an
// Open/Close selector that saves at once (SPEC section 2, 'Status updated successfully!').

function StatusSelect({ enquiry }: { enquiry: AdminGeneralEnquiry }) {
  const setStatus = useSetGeneralEnquiryStatus();
  return (
    <Select
      aria-label={`Status of the enquiry from ${enquiry.name}`}
      value={setStatus.isPending ? setStatus.variables.status : enquiry.status}
      disabled={setStatus.isPending}
      onChange={(e) =>
        setStatus.mutate(
          // The options are the server's statuses; the server checks the value again.
          { id: enquiry._id, status: e.target.value as GeneralEnquiryStatus },
          {
            onSuccess: () => toast.success("Status updated successfully!"),
            onError: () => toast.error("Failed to update status!"),
          },
        )
      }
    >
      {generalEnquiryStatuses.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </Select>
  );
}

export function GeneralEnquiryList() {
  const [page, setPage] = useState(1);
  const list = useGeneralEnquiries(page);
  const rows = list.data?.enqiury ?? [];
  const first = (page - 1) * PAGE_SIZE;
  const columns: readonly Column<AdminGeneralEnquiry>[] = [
    { header: "S.No", cell: (e) => first + rows.indexOf(e) + 1, nowrap: true },
    { header: "Name", cell: (e) => e.name },
    { header: "Address", cell: (e) => e.address || "—", clamp: true },
    { header: "Email", cell: (e) => <a href={`mailto:${e.email}`}>{e.email}</a>, nowrap: true },
    { header: "Mobile", cell: (e) => <a href={`tel:${e.phone}`}>{e.phone}</a>, nowrap: true },
    { header: "Message", cell: (e) => e.message, clamp: true },
    { header: "Status", cell: (e) => <StatusSelect enquiry={e} />, nowrap: true },
  ];
  return (
    <>
      <PagedTable
        list={list}
        rows={rows}
        columns={columns}
        failedText="Failed to fetch enquiries"
        emptyText="No enquiries yet."
        pager={{ label: "Enquiry pages", noun: ["enquiry", "enquiries"], onPage: setPage }}
      />
    </>
  );
}
