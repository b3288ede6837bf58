// The engine has no web platform. React, react-router and styled-components need only
// these few globals while rendering to a string; each one is covered by a test in
// tests/polyfills.rs. Nothing here does I/O.
((g) => {
  if (typeof g.self === "undefined") g.self = g;
  if (typeof g.window === "undefined") {
    // Left undefined on purpose: libraries use `typeof window` to detect the server.
  }

  if (typeof g.console === "undefined" || typeof g.console.error !== "function") {
    const sink = (level) => (...args) => {
      const text = args.map((a) => (typeof a === "string" ? a : safeJson(a))).join(" ");
      (g.__ssrConsole = g.__ssrConsole || []).push({ level, text });
    };
    g.console = { log: sink("log"), info: sink("info"), warn: sink("warn"), error: sink("error"), debug: sink("debug") };
  }
  function safeJson(v) {
    try { return JSON.stringify(v); } catch (_) { return String(v); }
  }

  if (typeof g.queueMicrotask !== "function") {
    g.queueMicrotask = (cb) => { Promise.resolve().then(cb); };
  }

  // Timers never fire during a synchronous render; React only schedules work that is
  // irrelevant to renderToString. They exist so that library code can call them.
  if (typeof g.setTimeout !== "function") {
    let next = 1;
    g.setTimeout = () => next++;
    g.clearTimeout = () => {};
    g.setInterval = () => next++;
    g.clearInterval = () => {};
  }

  if (typeof g.TextEncoder !== "function") {
    g.TextEncoder = class TextEncoder {
      get encoding() { return "utf-8"; }
      encode(input = "") {
        const s = String(input);
        const out = [];
        for (let i = 0; i < s.length; i++) {
          let c = s.charCodeAt(i);
          if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) { c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00); i++; }
            else c = 0xfffd;
          } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
          if (c < 0x80) out.push(c);
          else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
          else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
          else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        }
        return new Uint8Array(out);
      }
    };
  }

  if (typeof g.TextDecoder !== "function") {
    g.TextDecoder = class TextDecoder {
      get encoding() { return "utf-8"; }
      decode(bytes) {
        if (!bytes) return "";
        const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes.buffer || bytes);
        let s = "";
        for (let i = 0; i < b.length;) {
          const c = b[i++];
          let cp;
          if (c < 0x80) cp = c;
          else if (c >= 0xc0 && c < 0xe0) cp = ((c & 31) << 6) | (b[i++] & 63);
          else if (c >= 0xe0 && c < 0xf0) cp = ((c & 15) << 12) | ((b[i++] & 63) << 6) | (b[i++] & 63);
          else cp = ((c & 7) << 18) | ((b[i++] & 63) << 12) | ((b[i++] & 63) << 6) | (b[i++] & 63);
          s += String.fromCodePoint(cp);
        }
        return s;
      }
    };
  }

  if (typeof g.URLSearchParams !== "function") {
    g.URLSearchParams = class URLSearchParams {
      constructor(init = "") {
        this._list = [];
        const s = String(init).replace(/^\?/, "");
        if (s) for (const part of s.split("&")) {
          if (!part) continue;
          const i = part.indexOf("=");
          const k = i < 0 ? part : part.slice(0, i);
          const v = i < 0 ? "" : part.slice(i + 1);
          this._list.push([dec(k), dec(v)]);
        }
      }
      get(k) { const e = this._list.find((p) => p[0] === k); return e ? e[1] : null; }
      getAll(k) { return this._list.filter((p) => p[0] === k).map((p) => p[1]); }
      has(k) { return this._list.some((p) => p[0] === k); }
      set(k, v) { this.delete(k); this._list.push([k, String(v)]); }
      append(k, v) { this._list.push([k, String(v)]); }
      delete(k) { this._list = this._list.filter((p) => p[0] !== k); }
      forEach(fn) { for (const [k, v] of this._list) fn(v, k, this); }
      keys() { return this._list.map((p) => p[0])[Symbol.iterator](); }
      values() { return this._list.map((p) => p[1])[Symbol.iterator](); }
      entries() { return this._list.map((p) => [p[0], p[1]])[Symbol.iterator](); }
      [Symbol.iterator]() { return this.entries(); }
      toString() { return this._list.map(([k, v]) => enc(k) + "=" + enc(v)).join("&"); }
    };
  }
  function dec(s) { try { return decodeURIComponent(s.replace(/\+/g, " ")); } catch (_) { return s; } }
  function enc(s) { return encodeURIComponent(s).replace(/%20/g, "+"); }

  if (typeof g.URL !== "function") {
    // Enough of WHATWG URL for absolute http(s) URLs and paths resolved against them,
    // which is all the router builds while rendering.
    const ABS = /^([a-zA-Z][a-zA-Z0-9+.-]*:)\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/;
    g.URL = class URL {
      constructor(input, base) {
        const s = String(input);
        let m = ABS.exec(s);
        if (!m) {
          if (base === undefined) throw new TypeError("Invalid URL: " + s);
          const b = new URL(String(base));
          let rest = s;
          let path;
          const q = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(rest);
          if (q[1].startsWith("/")) path = q[1];
          else if (q[1] === "") path = b.pathname;
          else path = b.pathname.replace(/[^/]*$/, "") + q[1];
          const search = q[2] !== undefined ? q[2] : (q[1] === "" ? b.search : "");
          m = ABS.exec(b.protocol + "//" + b.host + normalize(path) + search + (q[3] || ""));
        }
        const [, protocol, host, path, search, hash] = m;
        this.protocol = protocol.toLowerCase();
        this.host = host;
        const colon = host.lastIndexOf(":");
        this.hostname = colon > 0 ? host.slice(0, colon) : host;
        this.port = colon > 0 ? host.slice(colon + 1) : "";
        this.pathname = normalize(path || "/");
        this.search = search && search !== "?" ? search : "";
        this.hash = hash && hash !== "#" ? hash : "";
        this.searchParams = new g.URLSearchParams(this.search);
      }
      get origin() { return this.protocol + "//" + this.host; }
      get href() { return this.origin + this.pathname + this.search + this.hash; }
      toString() { return this.href; }
      toJSON() { return this.href; }
    };
  }
  function normalize(path) {
    const out = [];
    for (const seg of path.split("/").slice(1)) {
      if (seg === "..") out.pop();
      else if (seg !== ".") out.push(seg);
    }
    return "/" + out.join("/");
  }
})(globalThis);
