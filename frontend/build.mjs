// Builds the two bundles the Rust server needs:
//  - the client: ESM with code splitting into ../static/assets, plus manifest.json that
//    names the hashed entry and the chunks it imports statically (for modulepreload);
//  - the server: one IIFE for the QuickJS engine of `ssr-bundle`, which defines
//    globalThis.__tradehubRender.
// Usage: `node build.mjs` (one-off) or `node build.mjs --watch`.
import * as esbuild from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const watch = process.argv.includes("--watch");

const staticRoot = path.resolve(here, "../static");
const assetsDir = path.join(staticRoot, "assets");
const serverOut = path.join(here, "dist/server/entry-server.js");
const PUBLIC_PREFIX = "/static/";

const define = { "process.env.NODE_ENV": '"production"' };

const pageRegistry = path.join(here, "src/app/page-registry.ts");
const LAZY_IMPORT = /import\(\s*(["'])([^"']+)\1\s*\)/g;
const LAZY_PAGE = /["']?([\w-]+)["']?\s*:\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;

/** The lazily loaded pages of page-registry.ts: page name → source file (relative to here). */
function lazyPageSources() {
  const source = fs.readFileSync(pageRegistry, "utf8");
  const pages = {};
  for (const [, name, spec] of source.matchAll(LAZY_PAGE)) {
    const base = spec.startsWith("@/") ? "src/" + spec.slice(2) : spec;
    const file = [".tsx", ".ts"].map((ext) => base + ext).find((f) => fs.existsSync(path.join(here, f)));
    if (!file) throw new Error(`page-registry.ts: cannot find the module of page "${name}" (${spec})`);
    pages[name] = file;
  }
  return pages;
}

/** Public URL of a file under ../static, as the browser will request it. */
function publicUrl(absFile) {
  return PUBLIC_PREFIX + path.relative(staticRoot, absFile).split(path.sep).join("/");
}

/**
 * Writes manifest.json from the metafile and prunes files of earlier builds (hashes
 * change, so a watch session would otherwise pile them up).
 */
const manifestPlugin = {
  name: "manifest",
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      const outputs = result.metafile.outputs;
      const abs = (p) => path.resolve(here, p);
      const entryKey = Object.keys(outputs).find(
        (key) => outputs[key].entryPoint === "src/entry-client.tsx" && key.endsWith(".js"),
      );
      if (!entryKey) throw new Error("client entry missing from metafile");

      // The transitive closure of static imports: everything the entry needs before it
      // can run. Dynamic imports (admin, vendor areas) stay out.
      const preload = [];
      const seen = new Set([entryKey]);
      const queue = [entryKey];
      while (queue.length > 0) {
        const key = queue.shift();
        for (const imp of outputs[key].imports) {
          if (imp.kind !== "import-statement" || imp.external || seen.has(imp.path)) continue;
          seen.add(imp.path);
          preload.push(publicUrl(abs(imp.path)));
          queue.push(imp.path);
        }
      }

      // Each lazily loaded page: its chunk and the chunks that one imports, less what the
      // entry already preloads. The server adds them as modulepreload links to that page.
      const pages = {};
      for (const [name, source] of Object.entries(lazyPageSources())) {
        const chunkKey = Object.keys(outputs).find((key) => outputs[key].entryPoint === source && key.endsWith(".js"));
        if (!chunkKey) throw new Error(`no chunk for page "${name}" (${source})`);
        const urls = [];
        const pending = [chunkKey];
        const visited = new Set(seen);
        visited.add(chunkKey);
        while (pending.length > 0) {
          const key = pending.shift();
          urls.push(publicUrl(abs(key)));
          for (const imp of outputs[key].imports) {
            if (imp.kind !== "import-statement" || imp.external || visited.has(imp.path)) continue;
            visited.add(imp.path);
            pending.push(imp.path);
          }
        }
        pages[name] = urls;
      }

      const manifest = { entry: publicUrl(abs(entryKey)), preload, pages };
      const manifestFile = path.join(assetsDir, "manifest.json");
      writeIfChanged(manifestFile, JSON.stringify(manifest, null, 2) + "\n");

      const keep = new Set(Object.keys(outputs).map(abs));
      keep.add(manifestFile);
      pruneStale(assetsDir, keep);
    });
  },
};

/**
 * Writes a file only when its bytes differ from what is there: an unchanged asset keeps
 * its modification time, so Cargo, which watches these folders (server/build.rs), does
 * not rebuild the server for a frontend build that changed nothing.
 */
function writeIfChanged(file, contents) {
  const bytes = typeof contents === "string" ? Buffer.from(contents) : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
  if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
}

function pruneStale(dir, keep) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pruneStale(full, keep);
    else if (!keep.has(full)) fs.rmSync(full);
  }
}

/**
 * Server-only module substitutions:
 *  - `react-dom/server` resolves to the legacy browser build, which holds renderToString
 *    alone. The package's own entry also loads the streaming build, which creates a
 *    MessageChannel at load time, and the engine has none.
 *  - `styled-components` resolves to its Node ESM build. The browser build (which the
 *    package's "browser" field would pick) has no in-memory style tag, so its
 *    ServerStyleSheet fails without a DOM.
 *  - `stream` (required by that Node build for streaming SSR, unused here) becomes an
 *    empty module.
 */
const serverSubstitutions = {
  name: "server-substitutions",
  setup(build) {
    const legacyServer = path.join(
      here,
      "node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js",
    );
    const styledNode = path.join(here, "node_modules/styled-components/dist/styled-components.esm.js");
    build.onResolve({ filter: /^react-dom\/server(\.browser)?$/ }, () => ({ path: legacyServer }));
    build.onResolve({ filter: /^styled-components$/ }, () => ({ path: styledNode }));
    build.onResolve({ filter: /^stream$/ }, () => ({ path: "stream", namespace: "empty" }));
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "module.exports = {};" }));
    // renderToString cannot wait for a chunk: every lazily loaded page is imported
    // statically here, and its importer hands back the module itself (see lazy-page.ts).
    build.onLoad({ filter: /[\\/]src[\\/]app[\\/]page-registry\.ts$/ }, (args) => {
      const imports = [];
      const contents = fs.readFileSync(args.path, "utf8").replace(LAZY_IMPORT, (_, quote, spec) => {
        const id = `__eagerPage${imports.length}`;
        imports.push(`import * as ${id} from ${JSON.stringify(spec)};`);
        return id;
      });
      return { contents: imports.join("\n") + "\n" + contents, loader: "ts", resolveDir: path.dirname(args.path) };
    });
    build.onLoad({ filter: /styled-components\.esm\.js$/ }, (args) => ({
      contents: memoizeStylis(fs.readFileSync(args.path, "utf8")),
      loader: "js",
    }));
    build.onLoad({ filter: /react-dom-server-legacy\.browser\.production\.js$/ }, (args) => ({
      contents: joinRenderedChunks(fs.readFileSync(args.path, "utf8")),
      loader: "js",
    }));
  },
};

/**
 * Every render uses a fresh ServerStyleSheet, so styled-components runs each rule
 * through stylis (CSS parse + serialize) again on every request: about a third of the
 * render time in an interpreter like QuickJS. The result only depends on the rule text
 * and its selector, so the server build wraps the stylis function styled-components
 * creates in a bounded memo (the library does the same itself, but only under React
 * Server Components). If the library's code no longer matches, the build goes on
 * without the memo and says so: slower, never wrong.
 */
function memoizeStylis(source) {
  const factoryEnd = /(\w+)\.hash=(\w+)!==(\w+)\?\2\.toString\(\):"",\1\}/g;
  const matches = source.match(factoryEnd) ?? [];
  if (matches.length !== 1) {
    console.warn(`[server] styled-components stylis memo not applied (${matches.length} matches)`);
    return source;
  }
  const memo = `function __tradehubMemoStylis(stringify) {
    const cache = new Map();
    const memo = (css, selector = "", prefix = "", componentId = "&") => {
      const key = componentId + "\\0" + prefix + "\\0" + selector + "\\0" + css;
      let rules = cache.get(key);
      if (rules === undefined) {
        rules = stringify(css, selector, prefix, componentId);
        if (cache.size >= 4000) cache.delete(cache.keys().next().value);
        cache.set(key, rules);
      }
      return rules.slice();
    };
    memo.hash = stringify.hash;
    return memo;
  }\n`;
  return memo + source.replace(factoryEnd, (m, fn, hash, empty) => `${fn}.hash=${hash}!==${empty}?${hash}.toString():"",__tradehubMemoStylis(${fn})}`);
}

/**
 * renderToString appends each chunk of markup to one string (`result += chunk`), and the
 * engine copies the string it appends to: the markup was copied again and again, 9 % of
 * the instructions of a render of /products (callgrind, memcpy under string concatenation).
 * The server build collects the chunks in an array and joins them once. If the library's
 * code no longer matches, the build goes on without it and says so.
 */
function joinRenderedChunks(source) {
  const replacements = [
    ['result = "",', "result = [],"],
    ["null !== chunk && (result += chunk);", "null !== chunk && result.push(chunk);"],
    ["return result;\n}\nexports.renderToStaticMarkup", 'return result.join("");\n}\nexports.renderToStaticMarkup'],
  ];
  if (!replacements.every(([from]) => source.split(from).length === 2)) {
    console.warn("[server] renderToString chunk join not applied (react-dom changed)");
    return source;
  }
  return replacements.reduce((code, [from, to]) => code.replace(from, to), source);
}

/** Logs the outcome of each (re)build in watch mode. */
const reportPlugin = (label) => ({
  name: "report",
  setup(build) {
    build.onEnd((result) => {
      if (watch) console.log(`[${label}] rebuilt with ${result.errors.length} error(s)`);
    });
  },
});

const clientOptions = {
  entryPoints: { "entry-client": path.join(here, "src/entry-client.tsx") },
  absWorkingDir: here,
  bundle: true,
  format: "esm",
  splitting: true,
  minify: true,
  platform: "browser",
  target: "es2020",
  outdir: assetsDir,
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  metafile: true,
  define,
  jsx: "automatic",
  logLevel: "warning",
  plugins: [manifestPlugin, reportPlugin("client")],
};

const serverOptions = {
  entryPoints: [path.join(here, "src/entry-server.tsx")],
  absWorkingDir: here,
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2020",
  minify: true,
  // The engine's parser (QuickJS-ng, js_parse_postfix_expr) finds the column of every
  // identifier and property name by walking back to the start of its line, so a bundle
  // on one line parses in time that grows with the square of its length: loading the
  // 590 KB bundle took 8.6 G instructions (about 1.5 s) on one line, 0.8 G with lines
  // of at most 500 characters.
  lineLimit: 500,
  outfile: serverOut,
  define,
  jsx: "automatic",
  logLevel: "warning",
  plugins: [serverSubstitutions, reportPlugin("server")],
};

if (watch) {
  // A clean slate: stale hashed files must never be served.
  fs.rmSync(assetsDir, { recursive: true, force: true });
  fs.mkdirSync(assetsDir, { recursive: true });
  const contexts = await Promise.all([esbuild.context(clientOptions), esbuild.context(serverOptions)]);
  await Promise.all(contexts.map((ctx) => ctx.watch()));
  console.log("watching frontend/src for changes…");
} else {
  const started = Date.now();
  // Built in memory and written file by file where the bytes changed; the manifest
  // plugin removes every file of an earlier build that this one did not produce.
  const results = await Promise.all([
    esbuild.build({ ...clientOptions, write: false }),
    esbuild.build({ ...serverOptions, write: false }),
  ]);
  for (const file of results.flatMap((result) => result.outputFiles)) writeIfChanged(file.path, file.contents);
  const manifest = JSON.parse(fs.readFileSync(path.join(assetsDir, "manifest.json"), "utf8"));
  console.log(`built client (${manifest.entry}, ${manifest.preload.length} preload) and server in ${Date.now() - started} ms`);
}
