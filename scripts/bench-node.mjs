// The peer a user would pick instead of Tradehub: Node rendering the same server bundle on
// every request (node:http, one worker a core), with the props of each page loaded once
// (so Node does no database work: this favours Node) and gzip per request, as Express's
// `compression` middleware does. usage: node bench-node.mjs BUNDLE POLYFILLS PROPS.json PORT
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import vm from "node:vm";
import zlib from "node:zlib";

const [bundlePath, polyfillsPath, propsPath, port] = process.argv.slice(2);

if (cluster.isPrimary) {
  for (let i = 0; i < os.availableParallelism(); i++) cluster.fork();
} else {
  vm.runInThisContext(fs.readFileSync(polyfillsPath, "utf8"));
  vm.runInThisContext(fs.readFileSync(bundlePath, "utf8"));
  const props = JSON.parse(fs.readFileSync(propsPath, "utf8"));
  http
    .createServer((req, res) => {
      const pageProps = props[req.url];
      if (!pageProps) {
        res.writeHead(404).end();
        return;
      }
      const propsJson = JSON.stringify(pageProps);
      const out = JSON.parse(globalThis.__tradehubRender(JSON.stringify({ url: req.url, props: pageProps })));
      const html =
        `<!doctype html><html lang="en"><head><meta charset="utf-8">${out.head}${out.css}</head>` +
        `<body><div id="root">${out.html}</div><script id="__TRADEHUB_DATA__" type="application/json">` +
        `${propsJson.replace(/</g, "\\u003c")}</script></body></html>`;
      const headers = { "content-type": "text/html; charset=utf-8", vary: "Accept-Encoding" };
      if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
        res.writeHead(200, { ...headers, "content-encoding": "gzip" }).end(zlib.gzipSync(html));
      } else {
        res.writeHead(200, headers).end(html);
      }
    })
    .listen(Number(port), "127.0.0.1");
}
