#!/usr/bin/env bash
# The site at three catalogue sizes, side by side, each on a SQLite file of its
# own written by `tradehub demo --products N` and served with the page cache off:
#   S1: the plain demo (10 products);
#   S2: N = 1,000 (5,000 varieties, 25,000 offers, 2,000 suppliers, 5,000 buyers, 20,000 enquiries);
#   S3: N = 10,000 (ten times S2);
#   S4: N = 100,000 (ten times S3: 2.5 million offers, 2 million enquiries).
# For each: the time to write the data; start-up (process start until /readyz answers);
# the median of RUNS requests' time of each page and API call (sent with a browser's
# Accept-Encoding) and its uncompressed size (one request without it); then every URL of
# the sitemap(s), evenly sampled down to CRAWL_MAX, once each, and the server's peak
# resident memory (VmHWM) after that; and, with the page cache on, how many cached pages
# are rendered again after one price change. Prints one markdown table.
#
# usage: scripts/bench-scale.sh   (after `make build`)
#   SCALES ("S1 S2 S3 S4"), RUNS (5), CRAWL_MAX (3000), MAX_TIME (60: seconds per request),
#   WARM_MAX (500: pages cached before the price change),
#   BENCH_MYSQL=1 also measures S2 and S3 on MariaDB (MYSQL_URL, default mysql://root@127.0.0.1:3306;
#   MYSQL_SCALES picks them), BIN another build of tradehub (say, the release before, to
#   compare), KEEP a folder that keeps each scale's data between runs (a scale whose data is
#   there is not written again: two builds measured on the same rows; a MariaDB scale's
#   database is then kept too, as tradehub_bench_scale_kept_<scale>). Then prints the lists that grow with the data alone, as the catalogue's
#   scaling table has them (ISSUE_ROWS).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BIN:-$root/target/release/tradehub}
[ -x "$bin" ] || { echo "build first: make build"; exit 1; }
SCALES=${SCALES:-S1 S2 S3 S4}
RUNS=${RUNS:-5}
CRAWL_MAX=${CRAWL_MAX:-3000}
MAX_TIME=${MAX_TIME:-60}
MYSQL_URL=${MYSQL_URL:-mysql://root@127.0.0.1:3306}
BROWSER='gzip, deflate, br, zstd'
MYSQL_SCALES=${MYSQL_SCALES:-S2 S3}
declare -A PRODUCTS=([S1]=0 [S2]=1000 [S3]=10000 [S4]=100000 [S2-mariadb]=1000 [S3-mariadb]=10000 [S4-mariadb]=100000)

work=$(mktemp -d)
server_pid=""
stop_server() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
  fi
}
cleanup() { stop_server; rm -rf "$work"; }
trap cleanup EXIT

ssr=()
[ -f "$root/frontend/dist/server/entry-server.js" ] && ssr=(--ssr-bundle "$root/frontend/dist/server/entry-server.js")
now_ms() { echo $(($(date +%s%N) / 1000000)); }
median() { sort -g | awk '{v[NR]=$1} END {if (NR == 0) print ""; else if (NR % 2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2}'; }
human_bytes() { awk -v b="$1" 'BEGIN {if (b >= 1048576) printf "%.1f MB", b/1048576; else if (b >= 1024) printf "%.1f KB", b/1024; else printf "%d B", b}'; }

declare -A cell
rows=()
put() { # scale row value
  cell["$1|$2"]=$3
  local r
  for r in "${rows[@]}"; do [ "$r" = "$2" ] && return; done
  rows+=("$2")
}

auth=()
# Median time of RUNS requests (browser encoding) and the uncompressed size of one more;
# stops at the first failure (an error status or MAX_TIME) and reports it instead.
measure() { # scale row url [curl args...]
  local scale=$1 row=$2 url=$3; shift 3
  local times=() out code t size
  for _ in $(seq 1 "$RUNS"); do
    out=$(curl -s -o /dev/null --max-time "$MAX_TIME" -H "Accept-Encoding: $BROWSER" -w '%{http_code} %{time_total}' \
      "${auth[@]}" "$@" "$url" || true)
    read -r code t <<<"$out"
    if [ "$code" != 200 ]; then
      [ "$code" = 000 ] && code="timeout (${MAX_TIME} s)" || code="HTTP $code"
      put "$scale" "$row" "**$code**"
      echo "  $row: $code" >&2
      return
    fi
    times+=("$t")
  done
  size=$(curl -s -o /dev/null --max-time "$MAX_TIME" -w '%{size_download}' "${auth[@]}" "$@" "$url" || echo 0)
  t=$(printf '%s\n' "${times[@]}" | median)
  put "$scale" "$row" "$(awk -v t="$t" 'BEGIN {printf "%.1f ms", t*1000}') · $(human_bytes "$size")"
}

locs() { grep -o '<loc>[^<]*</loc>' | sed -e 's/<loc>//' -e 's/<\/loc>//' -e 's/&amp;/\&/g'; }
# A sitemap's URLs as paths, following a sitemap index one level down.
sitemap_paths() { # base
  local base=$1 xml child
  xml=$(curl -s --max-time "$MAX_TIME" "$base/sitemap.xml")
  if grep -q '<sitemapindex' <<<"$xml"; then
    for child in $(locs <<<"$xml"); do
      curl -s --max-time "$MAX_TIME" "$base$(sed -E 's#^https?://[^/]+##' <<<"$child")" | locs
    done
  else
    locs <<<"$xml"
  fi | sed -E 's#^https?://[^/]+##'
}

# The orders' lists and one order, as the admin (signed in: `auth` set) and as the demo's
# buyer and supplier, whose own lists are short at every scale.
orders() { # scale base
  local scale=$1 base=$2 total last first supplier
  total=$(curl -s --max-time "$MAX_TIME" "${auth[@]}" "$base/api/v1/admin/orders?pageSize=20" |
    python3 -c 'import json, sys; print(json.load(sys.stdin).get("total", 0))' 2>/dev/null || echo 0)
  put "$scale" "orders (admin list's total)" "$total"
  last=$(((total + 19) / 20 > 0 ? (total + 19) / 20 : 1))
  measure "$scale" "admin orders, first page" "$base/api/v1/admin/orders?pageSize=20"
  measure "$scale" "admin orders, last page (pageSize=20)" "$base/api/v1/admin/orders?pageSize=20&page=$last"
  cell["$scale|admin orders, last page (pageSize=20)"]+=" (p. $last)"
  measure "$scale" "admin orders status=shipped" "$base/api/v1/admin/orders?status=shipped&pageSize=20"
  first=$(curl -s --max-time "$MAX_TIME" "${auth[@]}" "$base/api/v1/admin/orders?pageSize=1" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["data"][0]["_id"])' 2>/dev/null || true)
  supplier=$(curl -s --max-time "$MAX_TIME" "${auth[@]}" "$base/api/v1/vendor/getAllVendors?pageSize=1" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["vendors"][0]["_id"])' 2>/dev/null || true)
  if [ -n "$first" ]; then
    [ -n "$supplier" ] && measure "$scale" "admin orders of one supplier" "$base/api/v1/admin/orders?supplier=$supplier"
    measure "$scale" "an order (admin)" "$base/api/v1/admin/orders/$first"
    measure "$scale" "an order's proforma PDF" "$base/api/v1/admin/orders/$first/proforma.pdf"
  fi
  local saved=("${auth[@]}") who token
  for who in "user/login|buyer@tradehub.example|buyer123|user|buyer's orders" \
    "vendor/vendorLogin|vendor@tradehub.example|vendor123|vendor|supplier's orders"; do
    IFS='|' read -r path email password area row <<<"$who"
    token=$(curl -s --max-time "$MAX_TIME" -H 'Content-Type: application/json' \
      -d "{\"email\":\"$email\",\"password\":\"$password\"}" "$base/api/v1/$path" |
      python3 -c 'import json, sys; print(json.load(sys.stdin).get("token", ""))' 2>/dev/null || true)
    [ -n "$token" ] || { put "$scale" "$row" "**sign-in failed**"; continue; }
    auth=(-H "Authorization: Bearer $token")
    measure "$scale" "$row" "$base/api/v1/$area/orders"
  done
  auth=("${saved[@]}")
}

bench() { # scale [database-url]
  local scale=$1 url=${2:-} data="$work/$1" n=${PRODUCTS[$1]}
  [ -n "${KEEP:-}" ] && data="$KEEP/$scale" && mkdir -p "$data"
  local db=(--data-dir "$data")
  [ -n "$url" ] && db+=(--database-url "$url")
  echo "== $scale: $n generated products" >&2
  local t0 t1
  if [ -n "${KEEP:-}" ] && [ -f "$data.written" ]; then
    put "$scale" "write the data (tradehub demo)" "kept"
  else
    t0=$(now_ms)
    "$bin" demo "${db[@]}" --products "$n" >"$data.demo.log" 2>&1 || { cat "$data.demo.log"; exit 1; }
    t1=$(now_ms)
    put "$scale" "write the data (tradehub demo)" "$(awk -v ms=$((t1 - t0)) 'BEGIN {printf "%.1f s", ms/1000}')"
    tail -1 "$data.demo.log" >&2
    : >"$data.written"
  fi

  local port base
  port=$(python3 "$root/scripts/free-port.py")
  base="http://127.0.0.1:$port"
  t0=$(now_ms)
  "$bin" serve "${db[@]}" --migrate --no-html-cache --addr "127.0.0.1:$port" --static-dir "$root/static" "${ssr[@]}" \
    >"$data.serve.log" 2>&1 &
  server_pid=$!
  until curl -fs -o /dev/null "$base/readyz"; do
    kill -0 "$server_pid" 2>/dev/null || { tail -20 "$data.serve.log"; echo "server exited"; exit 1; }
    sleep 0.05
  done
  t1=$(now_ms)
  put "$scale" "start-up to /readyz" "$((t1 - t0)) ms"

  mapfile -t paths < <(sitemap_paths "$base")
  put "$scale" "URLs in the sitemap(s)" "${#paths[@]}"
  local product="" variety="" candidates
  mapfile -t candidates < <(printf '%s\n' "${paths[@]}" | grep -E '^/products/[^/?]+$' || true)
  [ ${#candidates[@]} -gt 0 ] && product=${candidates[$((${#candidates[@]} / 2))]}
  mapfile -t candidates < <(printf '%s\n' "${paths[@]}" | grep -E '^/products/[^/?]+/[^/?]+$' || true)
  [ ${#candidates[@]} -gt 0 ] && variety=${candidates[$((${#candidates[@]} / 2))]}

  auth=()
  measure "$scale" "/" "$base/"
  measure "$scale" "/products" "$base/products"
  measure "$scale" "/products?page=2" "$base/products?page=2"
  [ -n "$product" ] && measure "$scale" "a product page" "$base$product"
  [ -n "$variety" ] && measure "$scale" "a variety page" "$base$variety"
  measure "$scale" "/products?q=mango" "$base/products?q=mango"
  measure "$scale" "/products?q=alphonzo (typo)" "$base/products?q=alphonzo"
  measure "$scale" "/products?q=ma (two letters)" "$base/products?q=ma"
  measure "$scale" "/products?q=kesar+mango (two words)" "$base/products?q=kesar+mango"
  measure "$scale" "/products?q=zqxjv (no hit)" "$base/products?q=zqxjv"
  # The search alone: a page of one hit from the API, so that every scale reads and sends
  # one product (a search page at scale shows 24 cards where the demo's shows one to three).
  local q
  for q in "mango|one word" "alphonzo|a typo" "ma|two letters" "kesar+mango|two words"; do
    measure "$scale" "search alone: ${q#*|} (API, pageSize=1)" \
      "$base/api/v1/admin/product/getAllProducts?search=${q%%|*}&pageSize=1"
  done
  measure "$scale" "/sitemap.xml" "$base/sitemap.xml"
  local index
  index=$(curl -s --max-time "$MAX_TIME" "$base/sitemap.xml")
  if grep -q '<sitemapindex' <<<"$index"; then
    measure "$scale" "first file of the sitemap index" "$base$(locs <<<"$index" | head -1 | sed -E 's#^https?://[^/]+##')"
    local products_file
    products_file=$(locs <<<"$index" | grep -m1 '/products-' | sed -E 's#^https?://[^/]+##' || true)
    [ -n "$products_file" ] && measure "$scale" "first products file of the sitemap index" "$base$products_file"
  fi
  measure "$scale" "GET admin/product/getAllProducts" "$base/api/v1/admin/product/getAllProducts"
  local products_total products_last
  products_total=$(curl -s --max-time "$MAX_TIME" "$base/api/v1/admin/product/getAllProducts?pageSize=20" |
    python3 -c 'import json, sys; print(json.load(sys.stdin).get("total", 0))' 2>/dev/null || echo 0)
  products_last=$(((products_total + 19) / 20 > 0 ? (products_total + 19) / 20 : 1))
  measure "$scale" "getAllProducts, last page (pageSize=20)" "$base/api/v1/admin/product/getAllProducts?pageSize=20&page=$products_last"
  cell["$scale|getAllProducts, last page (pageSize=20)"]+=" (p. $products_last)"
  local list_last
  # The list's own page count (the API's total stops counting at 10,000).
  list_last=$(curl -s --max-time "$MAX_TIME" "$base/_data/products" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["data"]["pageCount"])' 2>/dev/null || echo 1)
  if [ "$list_last" -gt 1 ]; then
    measure "$scale" "/products, last page" "$base/products?page=$list_last"
  else
    measure "$scale" "/products, last page" "$base/products"
  fi
  cell["$scale|/products, last page"]+=" (p. $list_last)"

  local token total last
  token=$(curl -s --max-time "$MAX_TIME" -H 'Content-Type: application/json' \
    -d '{"email":"admin@tradehub.example","password":"admin123"}' "$base/api/v1/admin/adminLogin" |
    python3 -c 'import json, sys; print(json.load(sys.stdin).get("token", ""))' 2>/dev/null || true)
  if [ -n "$token" ]; then
    auth=(-H "Authorization: Bearer $token")
    for list in "vendorProduct/getAllProduct|admin listings" "user/enquiry|admin enquiries" "user/getAllUser|admin buyers"; do
      total=$(curl -s --max-time "$MAX_TIME" "${auth[@]}" "$base/api/v1/${list%%|*}?pageSize=20" |
        python3 -c 'import json, sys; print(json.load(sys.stdin).get("total", 0))' 2>/dev/null || echo 0)
      last=$(((total + 19) / 20 > 0 ? (total + 19) / 20 : 1))
      measure "$scale" "${list#*|}, last page (pageSize=20)" "$base/api/v1/${list%%|*}?pageSize=20&page=$last"
      cell["$scale|${list#*|}, last page (pageSize=20)"]+=" (p. $last)"
    done
    # The enquiry text filter: a word many rows have, and one none has.
    measure "$scale" "admin enquiries filtered by 'mango'" "$base/api/v1/user/enquiry?q=mango&pageSize=20"
    measure "$scale" "admin enquiries filtered by 'mango kesar' (two words)" "$base/api/v1/user/enquiry?q=mango+kesar&pageSize=20"
    measure "$scale" "admin enquiries filtered by a word no row has" "$base/api/v1/user/enquiry?q=zqxjv&pageSize=20"
    measure "$scale" "admin enquiries status=pending" "$base/api/v1/user/enquiry?status=pending&pageSize=20"
    orders "$scale" "$base"
    auth=()
  else
    put "$scale" "admin sign-in" "**failed**"
  fi

  # Every page of the sitemap once (evenly sampled down to CRAWL_MAX), then peak memory.
  local step=$(((${#paths[@]} + CRAWL_MAX - 1) / CRAWL_MAX)) i cfg="$data.crawl"
  [ "$step" -lt 1 ] && step=1
  : >"$cfg"
  for ((i = 0; i < ${#paths[@]}; i += step)); do
    printf 'url = "%s%s"\noutput = "/dev/null"\n' "$base" "${paths[$i]}" >>"$cfg"
  done
  local crawled statuses failed
  crawled=$(grep -c '^url' "$cfg" || true)
  t0=$(now_ms)
  statuses=$(curl -s --max-time "$MAX_TIME" -H "Accept-Encoding: $BROWSER" -K "$cfg" -w '%{http_code}\n' || true)
  t1=$(now_ms)
  failed=$(grep -vc '^200$' <<<"$statuses" || true)
  put "$scale" "sitemap crawl: pages, failures, mean time" \
    "$crawled, $failed, $(awk -v ms=$((t1 - t0)) -v n="$crawled" 'BEGIN {printf "%.1f ms", n ? ms/n : 0}')"
  [ "$failed" -gt 0 ] && echo "  crawl: $failed failures: $(grep -v '^200$' <<<"$statuses" | sort | uniq -c | tr '\n' ' ')" >&2
  local hwm
  hwm=$(awk '/VmHWM/ {print $2}' "/proc/$server_pid/status")
  put "$scale" "peak RSS after the crawl (VmHWM)" "$((hwm / 1024)) MB"
  stop_server
  local errors
  errors=$(grep -ciE '"level":"ERROR"| ERROR ' "$data.serve.log" || true)
  put "$scale" "ERROR lines in the server log" "$errors"
  rerenders "$scale" "$cfg" "${db[@]}"
}

# With the page cache on: warm it with the first WARM_MAX pages of the crawl (and the
# lists), change one price as its supplier would, and count the renders that follow
# (the renderer's debug line per render) until none has come for two seconds.
rerenders() { # scale crawl-config db-args...
  local scale=$1 cfg=$2 data="$work/$1"; shift 2
  local port base
  port=$(python3 "$root/scripts/free-port.py")
  base="http://127.0.0.1:$port"
  RUST_LOG="warn,server::ssr::renderer=debug" "$bin" serve "$@" --addr "127.0.0.1:$port" --static-dir "$root/static" \
    "${ssr[@]}" >"$data.cached.log" 2>&1 &
  server_pid=$!
  until curl -fs -o /dev/null "$base/readyz"; do
    kill -0 "$server_pid" 2>/dev/null || { tail -20 "$data.cached.log"; echo "server exited"; exit 1; }
    sleep 0.05
  done
  local warm="$data.warm"
  head -n $((2 * ${WARM_MAX:-500})) "$cfg" | sed -E "s#http://127.0.0.1:[0-9]+#$base#" >"$warm"
  for p in / /products "/products?page=2" "/products?q=mango"; do printf 'url = "%s%s"\noutput = "/dev/null"\n' "$base" "$p" >>"$warm"; done
  curl -s --max-time "$MAX_TIME" -K "$warm" || true
  sleep 1
  local before after changed
  before=$(grep -c 'rendered' "$data.cached.log" || true)
  changed=$(BASE="$base" python3 - <<'PY'
import json, os, urllib.request
base = os.environ["BASE"]
def call(method, path, body=None, token=None):
    req = urllib.request.Request(base + path, method=method, data=json.dumps(body).encode() if body is not None else None)
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)
login = call("POST", "/api/v1/vendor/vendorLogin", {"email": "vendor@tradehub.example", "password": "vendor123"})
listing = call("GET", f"/api/v1/vendorProduct/vendor/{login['id']}", token=login["token"])["listings"][0]
call("PUT", f"/api/v1/vendorProduct/{listing['_id']}", {
    "product": listing["product"]["_id"], "varietyId": listing["varietyId"], "price": listing["price"] + 1,
    "quantityAvailable": listing["quantityAvailable"], "minOrder": listing.get("minOrder"), "unit": listing["unit"],
    "packContent": listing.get("packContent"),
    "location": listing["location"], "notes": listing.get("notes"),
}, token=login["token"])
print(f"{listing['product']['title']} / {listing['variety']['title']}")
PY
  ) || changed=""
  if [ -z "$changed" ]; then
    put "$scale" "pages rendered again after one price change" "**price change failed**"
  else
    local quiet=0 last=-1
    while [ $quiet -lt 20 ]; do
      after=$(grep -c 'rendered' "$data.cached.log" || true)
      if [ "$after" = "$last" ]; then quiet=$((quiet + 1)); else quiet=0; last=$after; fi
      sleep 0.1
    done
    put "$scale" "pages rendered again after one price change" "$((after - before)) (of $(grep -c '^url' "$warm") cached)"
  fi
  stop_server
}

columns=()
for scale in $SCALES; do
  mkdir -p "$work/$scale"
  bench "$scale"
  columns+=("$scale")
done
if [ "${BENCH_MYSQL:-}" = 1 ]; then
  mysql_host=${MYSQL_URL#mysql://}
  mariadb_args=(-u "${mysql_host%%@*}" -h "$(cut -d: -f1 <<<"${mysql_host#*@}")" -P "$(cut -d: -f2 <<<"${mysql_host#*@}")" --protocol=tcp)
  export TRADEHUB_SECRET=${TRADEHUB_SECRET:-bench-scale-secret-$(date +%s)-0123456789abcdef}
  for scale in $MYSQL_SCALES; do
    # With KEEP, the database is kept under a fixed name for the next run, as a SQLite
    # scale's file is.
    name="tradehub_bench_scale_$$_${scale,,}"
    [ -n "${KEEP:-}" ] && name="tradehub_bench_scale_kept_${scale,,}"
    [ -n "${KEEP:-}" ] && [ -f "$KEEP/$scale-mariadb.written" ] ||
      mariadb "${mariadb_args[@]}" -e "DROP DATABASE IF EXISTS $name; CREATE DATABASE $name CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
    mkdir -p "$work/$scale-mariadb"
    bench "$scale-mariadb" "$MYSQL_URL/$name" || true
    [ -n "${KEEP:-}" ] || mariadb "${mariadb_args[@]}" -e "DROP DATABASE $name" || true
    columns+=("$scale-mariadb")
  done
fi

header="| measure |"
rule="| --- |"
for c in "${columns[@]}"; do
  [ "${PRODUCTS[$c]}" = 0 ] && header+=" $c (demo) |" || header+=" $c (N=${PRODUCTS[$c]}) |"
  rule+=" ---: |"
done
table() { # row names...
  local r c line
  echo
  echo "$header"
  echo "$rule"
  for r in "$@"; do
    line="| $r |"
    for c in "${columns[@]}"; do line+=" ${cell["$c|$r"]:-} |"; done
    echo "$line"
  done
}
table "${rows[@]}"
echo
echo "Times: median of $RUNS requests with Accept-Encoding: $BROWSER; sizes: uncompressed. Page cache off (--no-html-cache)."

# The lists that grow with the data, alone: the catalogue's scaling table.
table "admin enquiries filtered by 'mango'" "admin enquiries, last page (pageSize=20)" "admin enquiries status=pending" \
  "admin listings, last page (pageSize=20)" "getAllProducts, last page (pageSize=20)" "/products, last page" \
  "/products?q=mango" "/products?q=alphonzo (typo)" "/products?q=ma (two letters)" "/products?q=kesar+mango (two words)" \
  "search alone: one word (API, pageSize=1)" "search alone: a typo (API, pageSize=1)" \
  "search alone: two letters (API, pageSize=1)" "search alone: two words (API, pageSize=1)" \
  "admin enquiries filtered by 'mango kesar' (two words)" "start-up to /readyz" "peak RSS after the crawl (VmHWM)"
