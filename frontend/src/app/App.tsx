import { Layout } from "@/components/layout/Layout";
import { CurrencyProvider } from "@/lib/currency-context";
import { GlobalStyle } from "@/styles/GlobalStyle";
import type { PageProps } from "@/types/api";
import { NavigationProgress } from "./NavigationProgress";
import { resolvePage } from "./page-registry";
import { usePageNavigation } from "./use-page-navigation";

// The public site tree, identical on server and client: global styles, chrome, and the
// registered page for the current props. It must sit inside a router (StaticRouter on
// the server, BrowserRouter in the browser).

export function App({ initialProps }: { initialProps: PageProps }) {
  const { props, url, busy } = usePageNavigation(initialProps);
  const Page = resolvePage(props.page);
  return (
    <>
      <GlobalStyle />
      <NavigationProgress active={busy} />
      <CurrencyProvider value={props.site.currency}>
        <Layout site={props.site} busy={busy}>
          {/* Keyed by URL: moving between two pages of one kind starts with fresh state. */}
          <Page key={url} data={props.data} />
        </Layout>
      </CurrencyProvider>
    </>
  );
}
