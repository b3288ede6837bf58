import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { GeneralEnquiryStatus } from "@/types/api";

// Contact messages (general enquiries) with their Open/Close state, and the home page's
// visitor feedback: both newest first, paged on the server.

export const PAGE_SIZE = 20;

export const generalEnquiryKeys = {
  all: ["admin", "general-enquiries"] as const,
  page: (page: number) => ["admin", "general-enquiries", page] as const,
};

export const feedbackKeys = {
  page: (page: number) => ["admin", "feedback", page] as const,
};

export function useGeneralEnquiries(page: number) {
  return useQuery({
    queryKey: generalEnquiryKeys.page(page),
    queryFn: ({ signal }) => api.get("/api/v1/admin/getEnquiry", { query: { page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetGeneralEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: GeneralEnquiryStatus }) => api.post("/api/v1/admin/editEnquiry", { body: { id, status } }),
    // The spec's screen refreshes the list after a change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: generalEnquiryKeys.all }),
  });
}

export function useFeedback(page: number) {
  return useQuery({
    queryKey: feedbackKeys.page(page),
    queryFn: ({ signal }) => api.get("/api/v1/admin/getFeedback", { query: { page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
