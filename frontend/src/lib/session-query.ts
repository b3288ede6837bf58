import { QueryClient, type QueryClient as QueryClientType, useQuery } from "@tanstack/react-query";
import { fetchSession, type Session } from "./accounts";

// React Query plumbing of the client-only areas (admin, vendor): one QueryClient per
// area and the session query their guards and login screens share.

export const SESSION_KEY = ["session"] as const;

export function createAreaQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: ({ signal }) => fetchSession(signal) });
}

/** Reads the session afresh (after a login), so guards see the new identity at once. */
export function refreshSession(client: QueryClientType): Promise<Session> {
  return client.fetchQuery({ queryKey: SESSION_KEY, queryFn: ({ signal }) => fetchSession(signal), staleTime: 0 });
}

/** Forgets one role locally after its logout, without another round trip. */
export function forgetRole(client: QueryClientType, role: keyof Session): void {
  client.setQueryData<Session>(SESSION_KEY, (old) => (old ? { ...old, [role]: null } : old));
}
