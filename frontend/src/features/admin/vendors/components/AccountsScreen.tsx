import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { DataTable, ListState, ScreenHead, type Column } from "../../components/crud";
import { Badge, FilterBar, FlagSelect, Pager, Switch, TableBox, type FlagFilter } from "./PeopleParts";
import { useDebounced } from "@/lib/use-debounced";

// Vendor Management and User Management (SPEC section 2): the Verified / Blocked /
// Active filters (All, Yes, No) and a name or e-mail search, all applied by the server
// with its paging; Refresh; the table with a switch per flag and the badge of section 4.
// A switch sends only its own flag; the row shows the server's answer after success.

export const EMPTY_ACCOUNTS = "No vendors found matching your filters";
export const LOAD_FAILED = "Failed to load vendors. Please try again.";
export const UPDATE_FAILED = "Failed to update vendor status. Please try again.";
export const PAGE_SIZE = 20;

export type AccountRow = {
  _id: string;
  name: string;
  email: string;
  mobile?: string | null;
  isVerified: boolean;
  isBlocked: boolean;
  isActive: boolean;
  status: "Blocked" | "Active" | "Inactive";
};

export type AccountQuery = { verified: FlagFilter; blocked: FlagFilter; active: FlagFilter; search: string; page: number; pageSize: number };
export type AccountFlag = { isVerified: boolean } | { isBlocked: boolean } | { isActive: boolean };
export type AccountPage<R> = { rows: R[]; total: number };

export type AccountCalls<R extends AccountRow> = {
  key: string;
  list: (query: AccountQuery, signal: AbortSignal) => Promise<AccountPage<R>>;
  update: (id: string, flag: AccountFlag) => Promise<unknown>;
};

const FLAGS = [
  { key: "isVerified", label: "Verified" },
  { key: "isBlocked", label: "Blocked" },
  { key: "isActive", label: "Active" },
] as const;

export function AccountsScreen<R extends AccountRow>({ title, noun, calls }: { title: string; noun: string; calls: AccountCalls<R> }) {
  const [filters, setFilters] = useState<{ verified: FlagFilter; blocked: FlagFilter; active: FlagFilter }>({ verified: "all", blocked: "all", active: "all" });
  const [searchText, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const search = useDebounced(searchText.trim());
  const query: AccountQuery = { ...filters, search, page, pageSize: PAGE_SIZE };
  const queryClient = useQueryClient();

  const list = useQuery({
    queryKey: ["admin", calls.key, query],
    queryFn: ({ signal }) => calls.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const update = useMutation({
    mutationFn: ({ id, flag }: { id: string; flag: AccountFlag }) => calls.update(id, flag),
    onError: () => toast.error(UPDATE_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", calls.key] }),
  });

  const setFilter = (name: keyof typeof filters) => (value: FlagFilter) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(1);
  };
  const rows = list.data?.rows ?? [];
  const columns: Column<R>[] = [
    { header: "Name", cell: (r) => r.name },
    {
      header: "Contact",
      cell: (r) => (
        <>
          <div>{r.email}</div>
          {r.mobile && <div>{r.mobile}</div>}
        </>
      ),
    },
    ...FLAGS.map(({ key, label }) => ({
      header: label,
      cell: (r: R) => (
        <Switch
          label={`${label}: ${r.name}`}
          checked={r[key]}
          disabled={update.isPending && update.variables?.id === r._id}
          onChange={(next) => update.mutate({ id: r._id, flag: { [key]: next } as AccountFlag })}
        />
      ),
    })),
    { header: "Status", cell: (r) => <Badge text={r.status} /> },
  ];

  return (
    <>
      <ScreenHead title={title}>
        <Button $variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw aria-hidden="true" size={16} />
          Refresh
        </Button>
      </ScreenHead>
      <FilterBar role="search">
        <FlagSelect label="Verified" value={filters.verified} onChange={setFilter("verified")} />
        <FlagSelect label="Blocked" value={filters.blocked} onChange={setFilter("blocked")} />
        <FlagSelect label="Active" value={filters.active} onChange={setFilter("active")} />
        <label>
          Search
          <input
            type="search"
            placeholder="Name or email"
            value={searchText}
            onChange={(e) => {
              setSearchText(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </FilterBar>
      <ListState
        pending={list.isPending}
        failed={list.isError}
        failedText={LOAD_FAILED}
        empty={rows.length === 0}
        emptyText={EMPTY_ACCOUNTS}
        onRetry={() => void list.refetch()}
      />
      {rows.length > 0 && (
        <TableBox>
          <DataTable rows={rows} columns={columns} />
        </TableBox>
      )}
      {list.data && list.data.total > 0 && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} noun={noun} onPage={setPage} />}
    </>
  );
}
