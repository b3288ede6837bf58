"""Text half of the hostile gate: markup, SQL, format strings, template syntax and
invisible characters in every text field of every JSON and multipart call, with values the
server accepts elsewhere so that the writes succeed; then every public page and every
admin list must show what was stored as text, never as markup."""
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor

import hostile_files as files
from hostile_forms import MULTIPART, Multipart, id_fields, is_file, operations, required_files, types
from server import ROOT

PAYLOADS = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "</script><script>alert(1)</script>",
    "'; DROP TABLE users; --",
    "%s%s%n%x{0}{}",
    "${7*7}{{7*7}}",
    "javascript:alert(1)",
    "\u202eevil\u200b\u200d\ufeff text",
]
# What a page holds when a payload got out of its text: an element or attribute the
# browser would run, or a link to a script.
RAW = [
    re.compile(rb"<script>alert\(1\)"),
    re.compile(rb"<img src=x onerror", re.I),
    re.compile(rb"""(href|src|action|formaction)\s*=\s*["']?\s*javascript:""", re.I),
]
# The payload as a page shows it once escaped: proof the stored text reached the page.
ESCAPED = [b"&lt;script&gt;alert(1)", b"\\u003cscript>alert(1)", b"onerror=alert(1)&gt;", b"\\u003cimg src=x onerror"]
PROPS = re.compile(rb'<script id="__TRADEHUB_DATA__" type="application/json">(.*?)</script>', re.S)
PAGES = ["/", "/products", "/about", "/service", "/contact", "/certificates", "/became-a-supplier"]
# Calls whose plausible values would end the gate's own sessions or sign-ins.
LEFT_OUT = {"/api/v1/user/profile": ("currentPassword", "newPassword", "confirmPassword", "email")}
# Sign-ins name existing accounts: an unknown one costs a full-cost decoy hash check, over
# a second in a debug build. Eight wrong passwords stay under the slow-down threshold (10).
SIGN_IN_AS = {"/api/v1/user/login": "buyer@tradehub.example", "/api/v1/vendor/vendorLogin": "hostile.applicant@example.test",
              "/api/v1/admin/adminLogin": "admin@tradehub.example"}


class TextRun:
    def __init__(self, api):
        self.api = api
        self.findings = []
        self.figures = {"calls": 0, "fields filled": 0, "requests": 0, "writes accepted": 0,
                        "pages checked": 0, "pages showing payloads": 0, "admin lists checked": 0, "raw markup found": 0,
                        "screens rendered": 0, "screens showing payloads": 0}
        self.ids = self.discover()

    def discover(self):
        """Records the calls edit: the demo supplier's first listing and enquiry, a product
        enquiry, a contact message, an FAQ, the buyer's address, the applicant's registration."""
        api, get = self.api, lambda path, role: json.loads(self.api.send("GET", path, role=role)[2])
        listing = get(f"/api/v1/vendorProduct/vendor/{api.vendor['id']}", "vendor")["listings"][0]
        address = json.loads(api.send("POST", "/api/v1/user/address", json_body={
            "label": "Gate", "street": "1 Dock Road", "city": "Mumbai", "state": "MH", "zip": "400001",
            "country": "India"}, role="buyer")[2])["user"]["addresses"][-1]["_id"]
        # The applicant's own registration, never another's: an edit changes the supplier's
        # sign-in e-mail, and the browser check signs in as the demo supplier afterwards.
        registrations = get("/api/v1/vendorRegistration/get?tab=all&search=hostile.applicant&pageSize=100", "admin")["vendors"]
        registration = next(r for r in registrations if r["vendorId"] == api.applicant["id"])
        return {
            "listing": listing, "address": address, "registration": registration["_id"],
            "product enquiry": get("/api/v1/user/enquiry", "admin")["data"][0]["_id"],
            "supplier enquiry": get("/api/v1/vendor/enquiry", "vendor")["data"][0]["_id"],
            "contact message": get("/api/v1/admin/getEnquiry", "admin")["enqiury"][0]["_id"],
            "faq": get("/api/v1/admin/getFaq", None)["faqs"][0]["_id"],
        }

    def concrete(self, path):
        ids = self.ids
        by_path = {
            "/api/v1/user/enquiry/{id}/status": ids["product enquiry"],
            "/api/v1/vendor/enquiry/{id}/reply": ids["supplier enquiry"],
            "/api/v1/vendor/enquiry/{id}/status": ids["supplier enquiry"],
            "/api/v1/vendorRegistration/reject/{id}": self.api.applicant["id"],
            "/api/v1/vendorRegistration/update/{id}": ids["registration"],
        }
        if path in by_path:
            return path.replace("{id}", by_path[path])
        path = path.replace("{listingId}", ids["listing"]["_id"]).replace("{addressId}", ids["address"])
        return self.api.concrete(path)

    def plausible_json(self, path, schema):
        """A body the call accepts (as far as the gate knows its rules)."""
        self.api.counter += 1
        listing, n = self.ids["listing"], self.api.counter
        known = {
            "email": SIGN_IN_AS.get(path, f"hostile.gate.{n}@example.test"),
            "password": "Hostile123", "confirmPassword": "Hostile123",
            "phone": "+91 98765 43210", "mobile": f"98765{n % 100000:05d}", "pincode": "400001", "zip": "400001",
            "country": "India", "deliveryDate": "2030-01-15", "listingId": listing["_id"],
            "product": listing["product"]["_id"], "varietyId": listing["varietyId"], "unit": "kg",
            "urgency": "normal", "packagingPreference": "standard", "paymentTerms": "advance",
            "_id": self.ids["faq"], "id": self.ids["contact message"], "status": "Open",
        }
        body = {}
        for name, field in schema.get("properties", {}).items():
            kinds = types(field)
            if name in LEFT_OUT.get(path, ()) or name in ("vendor", "supplier", "submissionKey"):
                continue
            if name in known and (name != "product" or "string" in kinds):
                body[name] = known[name]
            elif kinds & {"number", "integer"} or name == "quantity":
                body[name] = 5
            elif "boolean" in kinds:
                body[name] = False
            elif "array" in kinds:
                body[name] = []
            elif "string" in kinds:
                body[name] = f"Hostile gate {name} {n}"
        return body

    def record(self, call, status, body):
        self.figures["requests"] += 1
        if status >= 500:
            self.findings.append(f"{call}: {status} {body[:300]!r}")
        elif 200 <= status < 300:
            self.figures["writes accepted"] += 1

    def fill_json(self, method, path, schema):
        role = self.api.role_for(method, self.concrete(path), (None, "buyer", "vendor", "admin"), multipart=False)
        for field, spec in schema.get("properties", {}).items():
            if "string" not in types(spec) or field in LEFT_OUT.get(path, ()):
                continue
            self.figures["fields filled"] += 1
            bodies = [dict(self.plausible_json(path, schema), **{field: payload}) for payload in PAYLOADS]
            target = self.concrete(path)
            # Side by side: a sign-in of an unknown account checks a decoy hash at full
            # cost, a second or more each in a debug build.
            with ThreadPoolExecutor(len(bodies)) as pool:
                answers = pool.map(lambda body: self.api.send(method, target, json_body=body, role=role), bodies)
                for status, _, answer in answers:
                    self.record(f"{method} {path} {field}", status, answer)

    @staticmethod
    def hostile_value(field, payload, n):
        """`payload` in a form field: the JSON list fields get it in every text of one row
        (product and variety pages show them); titles stay unique (a slug is)."""
        if field == "features":
            return json.dumps([payload])
        if field == "specifications":
            return json.dumps([{"name": payload, "value": payload}])
        if field == "varieties":
            return json.dumps([{"title": f"{payload} {n}", "description": payload, "origin": payload,
                                "additionalDescription": {"packaging": payload}}])
        return f"{payload} {n}" if field == "title" else payload

    def fill_form(self, method, path, schema):
        role = self.api.role_for(method, self.concrete(path), (None, "buyer", "applicant", "admin"))
        texts = [name for name, spec in schema.get("properties", {}).items()
                 if not is_file(spec) and name not in id_fields(path) + ("vendorId", "removeBrochure")]
        for field in texts:
            self.figures["fields filled"] += 1
            for payload in PAYLOADS:
                values = self.api.plausible_texts(path, schema)
                values[field] = self.hostile_value(field, payload, self.api.counter)
                form = Multipart()
                for name, value in values.items():
                    form.text(name, value)
                for name in required_files(path, schema):
                    form.file(name, "valid.png", files.png())
                status, _, answer = self.api.send(method, self.concrete(path), form=form, role=role)
                self.record(f"{method} {path} {field}", status, answer)

    def check_page(self, path, role=None):
        """(findings, raw markup count, whether the page shows a payload escaped)."""
        status, headers, body = self.api.send("GET", path, role=role)
        found = [f"page {path}: {status}"] if status >= 500 else []
        raw = 0
        for pattern in RAW:
            for hit in pattern.finditer(body):
                raw += 1
                around = body[max(0, hit.start() - 120):hit.end() + 60]
                found.append(f"page {path}: raw markup {hit.group(0)!r} in …{around!r}")
        for props in PROPS.findall(body):
            # The props must stay one JSON text: nothing in them may close the element.
            if b"<" in props:
                found.append(f"page {path}: the embedded props hold a raw '<'")
            try:
                json.loads(props)
            except ValueError:
                found.append(f"page {path}: the embedded props are not JSON")
        return found, raw, any(e in body for e in ESCAPED)

    def pages(self):
        """Every page of the sitemap and the fixed ones signed out, the fixed ones as the
        buyer too. Four at a time: server-side rendering is the slow part."""
        index = ET.fromstring(self.api.send("GET", "/sitemap.xml")[2])
        locs = []
        # The sitemap is an index of files; each file lists pages.
        for file in [e.text for e in index.iter() if e.tag.endswith("loc")]:
            sitemap = ET.fromstring(self.api.send("GET", re.sub(r"^https?://[^/]+", "", file))[2])
            locs += [e.text for e in sitemap.iter() if e.tag.endswith("loc")]
        paths = sorted(set(PAGES) | {re.sub(r"^https?://[^/]+", "", loc) for loc in locs})
        visits = [(path, None) for path in paths] + [(path, "buyer") for path in PAGES]
        showing = []
        with ThreadPoolExecutor(4) as pool:
            for (path, _), (found, raw, shows) in zip(visits, pool.map(lambda visit: self.check_page(*visit), visits)):
                self.findings += found
                self.figures["pages checked"] += 1
                self.figures["raw markup found"] += raw
                self.figures["pages showing payloads"] += shows
                showing += [path] * (shows and path not in PAGES)
        return showing

    def screens(self, showing):
        """The same stored text as the browser renders it: the fixed pages, the first four
        catalogue pages that show payloads, every admin screen and the supplier portal."""
        script = os.path.join(ROOT, "scripts/gates/hostile_screens.mjs")
        chromium = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
        if not os.path.exists(chromium) or not os.path.isdir(os.path.join(ROOT, "frontend/node_modules/playwright-core")):
            print("hostile gate [screens]: skipped: no Chromium (WITH_TESTS=1 scripts/install-deps.sh installs it)")
            return
        out = subprocess.run(["node", script, self.api.server.base, *PAGES[:4], *showing[:4]],
                             capture_output=True, text=True, timeout=600)
        if out.returncode != 0:
            self.findings.append(f"the browser check failed: {out.stderr[-2000:]}")
            return
        result = json.loads(out.stdout.strip().splitlines()[-1])
        self.findings += result["findings"]
        self.figures["screens rendered"] = result["screens"]
        self.figures["screens showing payloads"] = result["showingPayloads"]

    def admin_lists(self):
        """Every list call without path parameters, as the admin: JSON answers, typed so
        that no browser reads them as a page."""
        for path, item in self.api.doc["paths"].items():
            if "get" not in item or "{" in path or path.endswith((".csv", "brochure")):
                continue
            status, headers, body = self.api.send("GET", path, role="admin")
            self.figures["admin lists checked"] += 1
            if status >= 500:
                self.findings.append(f"GET {path}: {status}")
            if not headers.get("content-type", "").startswith("application/json") or headers.get("x-content-type-options") != "nosniff":
                self.findings.append(f"GET {path}: answered as {headers.get('content-type')!r} without nosniff")

    def run(self):
        for method, path, schema in operations(self.api.doc, "application/json"):
            self.figures["calls"] += 1
            self.fill_json(method, path, schema)
        for method, path, schema in operations(self.api.doc, MULTIPART):
            self.figures["calls"] += 1
            self.fill_form(method, path, schema)
        self.screens(self.pages())
        self.admin_lists()
        return self.findings
