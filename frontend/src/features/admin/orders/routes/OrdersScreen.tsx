import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { OrderDetail } from "@/components/orders/OrderDetail";
import { OrderTable } from "@/components/orders/OrderTable";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { Pager } from "@/components/ui/Pager";
import { SelectField, TextField } from "@/components/ui/form/fields";
import { messageOf } from "@/lib/api";
import { ORDER_STATUSES, orderStatusLabel } from "@/lib/orders";
import { ListState, ScreenHead } from "../../components/crud";
import {
  adminOrderCalls,
  NO_FILTER,
  PAGE_SIZE,
  useAdminOrder,
  useAdminOrders,
  useOrderWritten,
  usePartyChoices,
  type OrderSearch,
} from "../api/orders";

// /admin/orders: every order, filtered by status, supplier, buyer and the days it was
// placed, paged on the server, newest first. `?order=ID` shows one order whole, with the
// admin's "Correct status" (any status, a required note kept on the order's history).

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
  & > div { flex: 1 1 10rem; min-width: min(100%, 9rem); }
`;

function OrderFilters({ search, onSearch }: { search: OrderSearch; onSearch: (s: OrderSearch) => void }) {
  const [draft, setDraft] = useState(search);
  const parties = usePartyChoices();
  const set = (field: keyof OrderSearch) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  }
  return (
    <Filters role="search" aria-label="Order filters" onSubmit={submit}>
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set("status")}
        options={[{ value: "", label: "All" }, ...ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) }))]}
      />
      <SelectField
        label="Supplier"
        value={draft.supplier}
        onChange={set("supplier")}
        options={[{ value: "", label: "All" }, ...(parties.data?.suppliers ?? [])]}
      />
      <SelectField label="Buyer" value={draft.buyer} onChange={set("buyer")} options={[{ value: "", label: "All" }, ...(parties.data?.buyers ?? [])]} />
      <TextField label="From" type="date" value={draft.from} onChange={set("from")} />
      <TextField label="To" type="date" value={draft.to} onChange={set("to")} />
      <Button type="submit" $variant="secondary">
        Filter
      </Button>
      <Button
        $variant="outline"
        onClick={() => {
          setDraft(NO_FILTER);
          onSearch(NO_FILTER);
        }}
      >
        Clear
      </Button>
    </Filters>
  );
}

function AdminOrder({ id, onBack }: { id: string; onBack: () => void }) {
  const order = useAdminOrder(id);
  const written = useOrderWritten();
  const back = (
    <Button $variant="outline" $size="sm" onClick={onBack}>
      All orders
    </Button>
  );
  if (order.isPending) return <p role="status">Loading the order...</p>;
  if (order.isError)
    return (
      <>
        <Notice tone="error">{messageOf(order.error, "Failed to fetch the order")}</Notice>
        <p>{back}</p>
      </>
    );
  return <OrderDetail order={order.data} role="admin" calls={adminOrderCalls(id)} onChange={written} links={back} />;
}

export function OrdersScreen() {
  const [params, setParams] = useSearchParams();
  const open = params.get("order");
  const [search, setSearch] = useState<OrderSearch>(NO_FILTER);
  const list = useAdminOrders(search);
  const rows = list.data?.data ?? [];

  if (open) {
    return (
      <>
        <ScreenHead title="Order" />
        <AdminOrder key={open} id={open} onBack={() => setParams({})} />
      </>
    );
  }
  return (
    <>
      <ScreenHead title="Orders" />
      <OrderFilters search={search} onSearch={setSearch} />
      <ListState
        pending={list.isPending}
        failed={list.isError}
        failedText={messageOf(list.error, "Failed to fetch orders")}
        empty={rows.length === 0}
        emptyText="No orders found"
        onRetry={() => void list.refetch()}
      />
      {rows.length > 0 && (
        <OrderTable
          rows={rows}
          reader="admin"
          open={(o) => (
            <Button $variant="outline" $size="sm" aria-label={`View order ${o.number}`} onClick={() => setParams({ order: o._id })}>
              View
            </Button>
          )}
        />
      )}
      {list.data && (
        <Pager
          label="Order pages"
          page={list.data.page}
          pageSize={list.data.pageSize ?? PAGE_SIZE}
          total={list.data.total}
          totalExact={list.data.totalExact}
          onPage={(page) => setSearch((s) => ({ ...s, page }))}
        />
      )}
    </>
  );
}
