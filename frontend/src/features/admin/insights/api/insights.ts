import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RangeDays } from "@/components/insights/RangeSwitch";
import { api } from "@/lib/api";

// The site's insights: totals, one point a day, and a page of the varieties by views,
// over the last 7, 30 or 90 days. Read-only.

export const PAGE_SIZE = 20;

export function useSiteInsights(days: RangeDays, page: number) {
  return useQuery({
    queryKey: ["admin", "insights", days, page] as const,
    queryFn: async ({ signal }) =>
      (await api.get("/api/v1/admin/insights", { query: { days, page, pageSize: PAGE_SIZE }, signal })).data,
    placeholderData: keepPreviousData,
  });
}
