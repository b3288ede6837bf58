import { lazy } from "react";
import type { PageComponent } from "./page-registry";

// A page whose code is its own chunk, so a visitor downloads the home page's carousel,
// the catalogue's tabs or the contact form only on the pages that show them.
//
// - Browser: `load()` fetches the chunk; the entry awaits it before hydrating and client
//   navigation awaits it before swapping pages, so the tree never suspends. Should a page
//   be rendered before its chunk is in anyway, `resolve()` hands out a React.lazy wrapper.
// - Server bundle: build.mjs replaces each `import("…")` of page-registry.ts with the
//   module itself, so the importer returns the module (not a promise) and `resolve()` has
//   the component at once: renderToString never meets a lazy component.

type Importer = () => unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

export class LazyPage {
  private component: PageComponent | undefined;
  private pending: Promise<PageComponent> | undefined;
  private fallback: PageComponent | undefined;

  constructor(
    private readonly importer: Importer,
    // Each page module has its own shape; `pick` is written next to its import().
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    private readonly pick: (module: any) => PageComponent,
  ) {}

  /** The component, loading it first if needed. A failed download may be retried. */
  load(): Promise<PageComponent> {
    if (this.component) return Promise.resolve(this.component);
    if (!this.pending) {
      const result = this.importer();
      if (isThenable(result)) {
        this.pending = Promise.resolve(result).then(
          (module) => (this.component = this.pick(module)),
          (error: unknown) => {
            this.pending = undefined;
            throw error;
          },
        );
      } else {
        this.component = this.pick(result);
        return Promise.resolve(this.component);
      }
    }
    return this.pending;
  }

  /** The component now if it is loaded (always on the server), else a lazy stand-in. */
  resolve(): PageComponent {
    if (this.component) return this.component;
    const loading = this.load();
    if (this.component) return this.component;
    this.fallback ??= lazy(() => loading.then((component) => ({ default: component })));
    return this.fallback;
  }
}

/** `name: lazyPage(() => import("@/features/x/routes/XPage"), (m) => m.XPage)` */
export function lazyPage<M>(importer: () => Promise<M>, pick: (module: M) => PageComponent): LazyPage {
  return new LazyPage(importer, pick);
}
