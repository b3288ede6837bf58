import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RangeDays } from "@/components/insights/RangeSwitch";
import { api } from "@/lib/api";

// The signed-in supplier's insights: totals, one point a day and a page of its listings,
// over the last 7, 30 or 90 days. The server adds the views counted so far before it
// answers, so a reload shows the latest figures.

export const PAGE_SIZE = 20;

export function useSupplierInsights(days: RangeDays, page: number) {
  return useQuery({
    queryKey: ["vendor", "insights", days, page] as const,
    queryFn: async ({ signal }) =>
      (await api.get("/api/v1/vendor/insights", { query: { days, page, pageSize: PAGE_SIZE }, signal })).data,
    placeholderData: keepPreviousData,
  });
}
