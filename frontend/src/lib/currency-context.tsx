import { createContext, useContext, type ReactNode } from "react";
import type { Currency, SiteCurrency } from "@/types/api";

// The buyer's currency as the server rendered the page in it (the `currency` cookie),
// for the components deep in a page that show prices beside rupees.

const RUPEES: SiteCurrency = { code: "INR", rate: null };
const CurrencyContext = createContext<SiteCurrency>(RUPEES);

export function CurrencyProvider({ value, children }: { value: SiteCurrency | undefined; children: ReactNode }) {
  return <CurrencyContext.Provider value={value ?? RUPEES}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): SiteCurrency {
  return useContext(CurrencyContext);
}

/** Keeps the choice for a year and renders the page again in it (the server renders prices). */
export function chooseCurrency(code: Currency) {
  document.cookie = `currency=${code}; path=/; max-age=31536000; samesite=lax`;
  window.location.reload();
}
