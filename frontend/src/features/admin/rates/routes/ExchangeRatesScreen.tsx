import { useState } from "react";
import styled from "styled-components";
import { SelectField } from "@/components/ui/form/fields";
import { messageOf } from "@/lib/api";
import { ListState } from "@/components/ui/ListState";
import { AddButton, ScreenHead } from "../../components/crud";
import { RATE_CURRENCIES, useExchangeRates, type RateCurrency } from "../api/rates";
import { RateDialog } from "../components/RateDialog";
import { CurrentRates, currentRows, RateHistory } from "../components/RateTables";

// /admin/exchangeRates: the rupee rate of each currency the site shows prices in, when
// each was set (a rate older than 7 days is marked stale), one currency's history, and
// the form that sets a rate. Every write is recorded in the admin activity.

const HistoryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin: 2rem 0 1rem;
  h2 { font-size: 1.25rem; }
`;

export function ExchangeRatesScreen() {
  const [historyOf, setHistoryOf] = useState<RateCurrency>("USD");
  const [editing, setEditing] = useState<RateCurrency | null>(null);
  const rates = useExchangeRates(historyOf);
  const history = rates.data?.history ?? [];

  return (
    <>
      <ScreenHead title="Exchange Rates">
        <AddButton label="Set a rate" onClick={() => setEditing(historyOf)} />
      </ScreenHead>
      <ListState
        pending={rates.isPending}
        failed={rates.isError}
        failedText={messageOf(rates.error, "Failed to fetch exchange rates")}
        empty={false}
        emptyText=""
        onRetry={() => void rates.refetch()}
      />
      {rates.data && (
        <>
          <CurrentRates rows={currentRows(rates.data.data)} onSet={setEditing} />
          <HistoryHead>
            <h2>History</h2>
            <SelectField
              label="Currency of the history"
              value={historyOf}
              onChange={(e) => setHistoryOf(e.target.value as RateCurrency)}
              options={RATE_CURRENCIES}
            />
          </HistoryHead>
          {history.length > 0 ? <RateHistory rates={history} /> : <p>No {historyOf} rates yet.</p>}
        </>
      )}
      <RateDialog currency={editing} onClose={() => setEditing(null)} />
    </>
  );
}
