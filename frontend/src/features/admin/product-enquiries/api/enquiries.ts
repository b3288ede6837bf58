import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { EnquiryStatus } from "@/types/api";
import { enquiryStatuses } from "@/types/rules.gen";

// The admin's product enquiries: searched, filtered and paged on the server (newest
// first), a status change, a deletion, and the CSV export of the current filter.

export const statusFilters = ["all", ...enquiryStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];
export const PAGE_SIZE = 20;

export type EnquirySearch = { q: string; status: StatusFilter; page: number };

export const productEnquiryKeys = {
  all: ["admin", "product-enquiries"] as const,
  of: (search: EnquirySearch) => ["admin", "product-enquiries", search] as const,
};

function query({ q, status, page }: EnquirySearch) {
  return { q: q.trim() || undefined, status: status === "all" ? undefined : status, page, pageSize: PAGE_SIZE };
}

export function useProductEnquiries(search: EnquirySearch) {
  return useQuery({
    queryKey: productEnquiryKeys.of(search),
    queryFn: ({ signal }) => api.get("/api/v1/user/enquiry", { query: query(search), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetProductEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) =>
      api.put("/api/v1/user/enquiry/{id}/status", { path: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productEnquiryKeys.all }),
  });
}

export function useDeleteProductEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/user/enquiry/{id}", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productEnquiryKeys.all }),
  });
}

/** The CSV of every enquiry the filter matches (all pages). */
export function exportProductEnquiries({ q, status }: Omit<EnquirySearch, "page">) {
  const { q: text, status: state } = query({ q, status, page: 1 });
  return api.file("/api/v1/user/enquiry/export.csv", { query: { q: text, status: state } });
}
