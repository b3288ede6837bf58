import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { EnquiryView, QuoteInput, SupplierEnquiryStatus } from "@/types/api";
import { enquiryStatuses, rules } from "@/types/rules.gen";

// The supplier's lead inbox: enquiries addressed to the signed-in vendor (newest first,
// as the server sends them), with status changes and a written reply.

export const inboxFilters = ["all", ...enquiryStatuses] as const;
export type InboxFilter = (typeof inboxFilters)[number];
export const settableStatuses = rules.supplierEnquiryStatuses;

export const inboxKeys = {
  all: ["vendor", "inbox"] as const,
  of: (filter: InboxFilter) => ["vendor", "inbox", filter] as const,
};

export function useInbox(filter: InboxFilter) {
  return useQuery({
    queryKey: inboxKeys.of(filter),
    queryFn: async ({ signal }): Promise<EnquiryView[]> =>
      (await api.get("/api/v1/vendor/enquiry", { query: filter === "all" ? {} : { status: filter }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SupplierEnquiryStatus }) =>
      api.put("/api/v1/vendor/enquiry/{id}/status", { path: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useReplyToEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      api.put("/api/v1/vendor/enquiry/{id}/reply", { path: { id }, body: { reply } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/** Sends or revises the quote of one enquiry; answers "Quote sent" or "Quote updated". */
export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quote }: { id: string; quote: QuoteInput }) =>
      api.put("/api/v1/vendor/enquiry/{id}/quote", { path: { id }, body: quote }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
