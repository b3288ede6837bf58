import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, messageOf } from "@/lib/api";
import type { RateInput } from "@/types/api";
import { rateCurrencies } from "@/types/rules.gen";

// The exchange rates the site converts rupee prices with: the newest rate of each currency
// and one currency's dated history. A write sets (or, for the same day, corrects) one rate.

export type RateCurrency = RateInput["currency"];

/** The currencies an admin sets rates for, in the site's order (rupees are the base). */
export const RATE_CURRENCIES = rateCurrencies as readonly RateCurrency[];

export const rateKeys = {
  all: ["admin", "exchange-rates"] as const,
  of: (currency: RateCurrency) => ["admin", "exchange-rates", currency] as const,
};

/** The newest rates, with `currency`'s history (newest first). */
export function useExchangeRates(currency: RateCurrency) {
  return useQuery({
    queryKey: rateKeys.of(currency),
    queryFn: ({ signal }) => api.get("/api/v1/admin/exchangeRates", { query: { currency }, signal }),
    // The current rates stay on screen while another currency's history loads.
    placeholderData: keepPreviousData,
  });
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateInput) => api.post("/api/v1/admin/exchangeRates", { body }),
    onSuccess: () => toast.success("Exchange rate saved successfully"),
    onError: (error) => toast.error(messageOf(error, "Failed to save the exchange rate")),
    // The newest rates and every history may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: rateKeys.all }),
  });
}
