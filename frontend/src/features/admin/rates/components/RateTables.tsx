import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { formatDate } from "@/lib/dates";
import { colors } from "@/styles/theme";
import type { Rate } from "@/types/api";
import { DataTable, type Column } from "../../components/crud";
import { RATE_CURRENCIES, type RateCurrency } from "../api/rates";

// The two tables of the exchange rates screen: the newest rate of every currency (a row
// even before a currency has a rate, so the admin sees what is missing) and one
// currency's dated history.

const Stale = styled(StatusBadge)`
  margin-left: 0.5rem;
`;

const Missing = styled.span`
  color: ${colors.muted};
`;

// Words, not colour alone: the marker reads "Stale" and says why on hover.
function StaleBadge() {
  return (
    <Stale tone="warning" title="Older than 7 days: prices shown in this currency use an old rate">
      Stale
    </Stale>
  );
}

// Rupees per unit, with every decimal the admin entered (up to six).
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 6 });

function RateDate({ rate }: { rate: Rate }) {
  return (
    <>
      <time dateTime={rate.date}>{formatDate(rate.date)}</time>
      {rate.stale && <StaleBadge />}
    </>
  );
}

export type CurrentRow = { _id: string; currency: RateCurrency; rate: Rate | undefined };

/** One row per currency, its newest rate when it has one. */
export function currentRows(latest: readonly Rate[]): CurrentRow[] {
  return RATE_CURRENCIES.map((currency) => ({ _id: currency, currency, rate: latest.find((r) => r.currency === currency) }));
}

const currentColumns: readonly Column<CurrentRow>[] = [
  { header: "Currency", cell: (r) => r.currency, nowrap: true },
  { header: "Rupees per unit", cell: (r) => (r.rate ? rupees.format(r.rate.rate) : <Missing>No rate yet</Missing>), nowrap: true },
  { header: "Date", cell: (r) => (r.rate ? <RateDate rate={r.rate} /> : "—"), nowrap: true },
];

export function CurrentRates({ rows, onSet }: { rows: readonly CurrentRow[]; onSet: (currency: RateCurrency) => void }) {
  return (
    <DataTable
      label="Current rates"
      rows={rows}
      columns={currentColumns}
      actions={(r) => (
        <Button $variant="outline" onClick={() => onSet(r.currency)} aria-label={`Set ${r.currency} rate`}>
          Set rate
        </Button>
      )}
    />
  );
}

type HistoryRow = Rate & { _id: string };

const historyColumns: readonly Column<HistoryRow>[] = [
  { header: "Date", cell: (r) => <RateDate rate={r} />, nowrap: true },
  { header: "Rupees per unit", cell: (r) => rupees.format(r.rate), nowrap: true },
];

export function RateHistory({ rates }: { rates: readonly Rate[] }) {
  // One rate per currency per day, so the date names a row.
  const rows = rates.map((r) => ({ ...r, _id: r.date }));
  return <DataTable label="Rate history" rows={rows} columns={historyColumns} />;
}
