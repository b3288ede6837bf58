import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { PagedTable } from "@/components/ui/PagedTable";
import { ScreenHead, type Column } from "../../components/crud";
import styled from "styled-components";
import { ApiError } from "@/lib/api";
import { colors, type Tone } from "@/styles/theme";
import type { Noun } from "@/components/ui/Pager";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { FilterBar, FlagSelect, Switch, type FlagFilter } from "../../components/ListParts";
import { useDebounced } from "@/lib/use-debounced";

// Vendor Management and User Management (SPEC section 2): the Verified / Blocked /
// Active filters (All, Yes, No) and a name or e-mail search, all applied by the server
// with its paging; Refresh; the table with a switch per flag and the badge of section 4.
// A switch sends only its own flag; the row shows the server's answer after success.

export const EMPTY_ACCOUNTS = "No vendors found matching your filters";
export const EMPTY_BUYERS = "No users found matching your filters";
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
  /** Why the Verified switch cannot turn on (suppliers without their documents). */
  verifyRefusal?: string | null;
};

export type AccountQuery = { verified: FlagFilter; blocked: FlagFilter; active: FlagFilter; search: string; page: number; pageSize: number };
export type AccountFlag = { isVerified: boolean } | { isBlocked: boolean } | { isActive: boolean };
export type AccountPage<R> = { rows: R[]; total: number; totalExact: boolean };

export type AccountCalls<R extends AccountRow> = {
  key: string;
  list: (query: AccountQuery, signal: AbortSignal) => Promise<AccountPage<R>>;
  update: (id: string, flag: AccountFlag) => Promise<unknown>;
};

/** A switch the server will refuse, with the reason beside it (whole on hover). */
const Refused = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.2rem;
  small { color: ${colors.muted}; font-size: 0.75rem; }
`;

const STATUS_TONES: Record<AccountRow["status"], Tone> = { Blocked: "danger", Active: "success", Inactive: "neutral" };

const FLAGS = [
  { key: "isVerified", label: "Verified" },
  { key: "isBlocked", label: "Blocked" },
  { key: "isActive", label: "Active" },
] as const;
type Filters = { verified: FlagFilter; blocked: FlagFilter; active: FlagFilter };

/** The server's page for the filters and search, and the flag switch's mutation. */
function useAccounts<R extends AccountRow>(calls: AccountCalls<R>) {
  const [filters, setFilters] = useState<Filters>({ verified: "all", blocked: "all", active: "all" });
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
    // A refusal the server explains (409: verification is the review's) is shown as is.
    onError: (error) => toast.error(error instanceof ApiError && error.status === 409 ? error.message : UPDATE_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", calls.key] }),
  });

  const setFilter = (name: keyof typeof filters) => (value: FlagFilter) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(1);
  };
  const searchFor = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { filters, setFilter, searchText, searchFor, page, setPage, list, update };
}

type FlagUpdate = ReturnType<typeof useAccounts>["update"];

/** One flag's switch; Verified, where the server would refuse it, with the reason. */
function FlagSwitch<R extends AccountRow>({ row: r, flag: key, label, update }: { row: R; flag: (typeof FLAGS)[number]["key"]; label: string; update: FlagUpdate }) {
  const refusal = key === "isVerified" && !r.isVerified ? r.verifyRefusal : null;
  const switchEl = (
    <Switch
      label={`${label}: ${r.name}`}
      checked={r[key]}
      disabled={Boolean(refusal) || (update.isPending && update.variables?.id === r._id)}
      describedBy={refusal ? `refusal-${r._id}` : undefined}
      onChange={(next) => update.mutate({ id: r._id, flag: { [key]: next } as AccountFlag })}
    />
  );
  if (!refusal) return switchEl;
  return (
    <Refused title={refusal}>
      {switchEl}
      <small id={`refusal-${r._id}`}>
        <span aria-hidden="true">No documents yet</span>
        <span className="visually-hidden">{refusal}</span>
      </small>
    </Refused>
  );
}

function accountColumns<R extends AccountRow>(update: FlagUpdate): Column<R>[] {
  return [
    { header: "Name", cell: (r) => r.name },
    {
      header: "Contact",
      cell: (r) => (
        <>
          <div>{r.email}</div>
          {r.mobile && <div>{r.mobile}</div>}
        </>
      ),
      nowrap: true,
    },
    ...FLAGS.map(({ key, label }) => ({
      header: label,
      nowrap: true,
      cell: (r: R) => <FlagSwitch row={r} flag={key} label={label} update={update} />,
    })),
    { header: "Status", cell: (r) => <StatusBadge tone={STATUS_TONES[r.status]}>{r.status}</StatusBadge>, nowrap: true },
  ];
}

/** The Verified / Blocked / Active filters and the name or e-mail search. */
function AccountFilters({ filters, setFilter, searchText, searchFor }: Pick<ReturnType<typeof useAccounts>, "filters" | "setFilter" | "searchText" | "searchFor">) {
  return (
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
          onChange={(e) => searchFor(e.target.value)}
        />
      </label>
    </FilterBar>
  );
}

export function AccountsScreen<R extends AccountRow>({
  title,
  noun,
  calls,
  emptyText = EMPTY_ACCOUNTS,
}: {
  title: string;
  noun: Noun;
  calls: AccountCalls<R>;
  emptyText?: string;
}) {
  const { filters, setFilter, searchText, searchFor, page, setPage, list, update } = useAccounts(calls);
  const rows = list.data?.rows ?? [];
  const columns = accountColumns<R>(update);

  return (
    <>
      <ScreenHead title={title}>
        <Button $variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw aria-hidden="true" size={16} />
          Refresh
        </Button>
      </ScreenHead>
      <AccountFilters filters={filters} setFilter={setFilter} searchText={searchText} searchFor={searchFor} />
      <PagedTable
        list={list}
        rows={rows}
        columns={columns}
        failedText={LOAD_FAILED}
        emptyText={emptyText}
        pager={{ noun, onPage: setPage, page }}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}