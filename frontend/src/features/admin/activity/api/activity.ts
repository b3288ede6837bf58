import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, filledOnly } from "@/lib/api";

// The admin activity (who did what to which record, when, from where): filtered and
// paged on the server, newest first. It is read-only: there is no call to change it.

export const PAGE_SIZE = 25;

export type ActivityFilter = { admin: string; entity: string; action: string; from: string; to: string };
export const noFilter: ActivityFilter = { admin: "", entity: "", action: "", from: "", to: "" };

export function useActivity(filter: ActivityFilter, page: number) {
  return useQuery({
    queryKey: ["admin", "activity", filter, page] as const,
    queryFn: ({ signal }) =>
      api.get("/api/v1/admin/activity", {
        query: { ...filledOnly(filter), page, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
