import styled from "styled-components";
import { chooseCurrency, useCurrency } from "@/lib/currency-context";
import { CURRENCIES, rateNote } from "@/lib/like-for-like";
import { colors, radii } from "@/styles/theme";
import type { Currency } from "@/types/api";

// The buyer's currency, beside rupees on every price: kept in the `currency` cookie and
// rendered by the server, so choosing one loads the page again in it.

const Select = styled.select`
  min-height: 2.25rem;
  padding: 0.3rem 0.35rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.white};
  color: ${colors.ink};
  font: inherit;
  font-size: 0.9rem;
`;

const Missing = styled.small`
  display: block;
  max-width: 9rem;
  color: ${colors.muted};
  font-size: 0.75rem;
  line-height: 1.2;
`;

export function CurrencyPicker() {
  const currency = useCurrency();
  const note = rateNote(currency);
  // Chosen but not converted: say so where the reader looks, not only in a tooltip.
  const missing = currency.code !== "INR" && !currency.rate;
  return (
    <span>
      <Select
        aria-label="Currency"
        title={note ?? "Prices in Indian rupees"}
        value={currency.code}
        onChange={(event) => chooseCurrency(event.target.value as Currency)}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Select>
      {missing && <Missing role="status">{note}</Missing>}
    </span>
  );
}
