-- A mixed workload for wrk: pages with a browser's Accept-Encoding, their data URLs,
-- catalogue reads, sign-ins, enquiry creations and listing edits, in fixed proportions.
-- The driver (load.py) fills in TOKENS and IDS below before running wrk.
local buyer = "@BUYER_TOKEN@"
local vendor = "@VENDOR_TOKEN@"
local listing_id = "@LISTING_ID@"
local listing_body = [==[@LISTING_BODY@]==]
local enquiry_body = [==[@ENQUIRY_BODY@]==]
local product_id = "@PRODUCT_ID@"

local browser = { ["Accept-Encoding"] = "gzip, deflate, br, zstd", ["Accept"] = "text/html" }
local plan = {}
local function add(weight, make) for _ = 1, weight do plan[#plan + 1] = make end end

for _, path in ipairs({ "/", "/products", "/products/mangoes", "/products/mango/alphonso", "/about", "/contact" }) do
  add(6, function() return wrk.format("GET", path, browser) end)
end
for _, path in ipairs({ "/_data/products", "/_data/products/mango/alphonso" }) do
  add(5, function() return wrk.format("GET", path) end)
end
add(4, function() return wrk.format("GET", "/api/v1/admin/product/getAllProducts") end)
add(4, function() return wrk.format("GET", "/api/v1/vendorProduct/product/" .. product_id) end)
add(2, function()
  return wrk.format("POST", "/api/v1/user/login", { ["Content-Type"] = "application/json" },
    '{"email":"buyer@tradehub.example","password":"buyer123"}')
end)
add(3, function()
  return wrk.format("POST", "/api/v1/user/enquiry/create",
    { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. buyer }, enquiry_body)
end)
add(3, function()
  return wrk.format("PUT", "/api/v1/vendorProduct/" .. listing_id,
    { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. vendor }, listing_body)
end)

local threads = {}
function setup(thread) threads[#threads + 1] = thread end

function init(args)
  counts = {}
  n = 0
  math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)") or "0", 16) % 1000)
end

function request()
  n = n + 1
  return plan[math.random(#plan)]()
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, t in ipairs(threads) do
    for status, c in pairs(t:get("counts")) do total[status] = (total[status] or 0) + c end
  end
  local parts = {}
  for status, c in pairs(total) do parts[#parts + 1] = status .. "=" .. c end
  table.sort(parts)
  local e = summary.errors
  io.write(string.format(
    "RESULT requests=%d seconds=%.2f p50_ms=%.2f p99_ms=%.2f max_ms=%.2f connect=%d read=%d write=%d timeout=%d statuses=%s\n",
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, e.connect, e.read, e.write, e.timeout, table.concat(parts, ",")))
end
