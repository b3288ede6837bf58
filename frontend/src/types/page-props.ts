// The contract between the Rust loaders and the React tree. The server serializes one
// PageProps into <script id="__TRADEHUB_DATA__"> and serves the same shape at
// /_data<path>, so SSR, hydration and client navigation all render from identical data.

export type PageMeta = {
  title: string;
  description: string;
  canonical: string;
};

export type FooterInfo = {
  phone: string;
  address: string;
  email: string;
  /** URL of the downloadable brochure, when the admin has uploaded one. */
  brochure: string | null;
};

export type SessionUser = {
  id: string;
  name: string;
};

export type SiteInfo = {
  logo: string | null;
  footer: FooterInfo;
  /** The signed-in buyer, read by the server from the session cookie. */
  user: SessionUser | null;
};

export type PageProps<TData = unknown> = {
  /** Registry key: "home" | "not-found" | "shell" | … */
  page: string;
  status?: number;
  meta: PageMeta;
  site: SiteInfo;
  data: TData;
};
