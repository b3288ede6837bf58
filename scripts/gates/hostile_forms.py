"""What the hostile gate needs to know about the API: the calls of the OpenAPI document,
which identity may make each one, and values each field accepts, so that a request with
one hostile part gets past all the others."""
import datetime
import json
import re
import uuid

MULTIPART = "multipart/form-data"
UUID_NAME = re.compile(r"^(public|private)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|pdf)$")

# Values the server's checks accept (SPEC.md section 7 formats; the GSTIN's check character
# is right). Any other text field gets a plain sentence.
PLAUSIBLE = {
    "email": "hostile.gate@example.test", "email2": "hostile.gate2@example.test",
    "phone": "+91 98765 43210", "phone2": "+91 98765 43211", "mobile": "9876543210",
    "gstNo": "27AAPFU0939F1ZV", "panNo": "AAPFU0939F", "aadharNo": "234567890124",
    "udhyamRegistrationNo": "UDYAM-MH-01-0000001", "msmeRegistrationNo": "MSME-0001",
    "rating": "5", "pincode": "400001", "zip": "400001", "country": "India",
    "mapLatitude": "19.066", "mapLongitude": "72.8677", "businessHours": "Mon-Fri: 9:00 AM-6:00 PM",
    "password": "Hostile123", "confirmPassword": "Hostile123", "kind": "packing_list",
}
# Form fields whose value is JSON text (the product form's lists).
JSON_TEXT = ("features", "specifications", "varieties")

# An edit call changes a record the gate reads first: (list call, key of the list or record,
# fields that carry the record's id). The record's own values fill the form, so that an
# edit keeps what it does not mean to change (a product keeps its varieties).
RECORDS = {
    "/api/v1/admin/product/{id}": ("/api/v1/admin/product/getAllProducts", "products", ()),
    "/api/v1/admin/whychooseus/{id}": ("/api/v1/admin/whychooseus/get", "data", ()),
    "/api/v1/admin/{id}": ("/api/v1/admin/getService", "data", ()),
    "/api/v1/admin/editReach": ("/api/v1/admin/getReach", "reach", ("reachId",)),
    "/api/v1/admin/editTestimonial": ("/api/v1/admin/getTestimonial", "testimonials", ("id",)),
    "/api/v1/admin/logoEdit": ("/api/v1/admin/getLogo", "logo", ("logo_id",)),
    "/api/v1/admin/editHomeBanner": ("/api/v1/admin/getHomeBanner", "banner", ("bannerId",)),
    "/api/v1/admin/editFooter": ("/api/v1/admin/getFooter", "footer", ()),
}


# A conversation's messages are written on an enquiry of the caller's own: the first of the
# demo buyer's enquiries, or of the demo supplier's inbox.
THREADS = {
    "/api/v1/user/enquiry/{id}/message": ("/api/v1/user/enquiry/user", "buyer"),
    "/api/v1/vendor/enquiry/{id}/message": ("/api/v1/vendor/enquiry", "vendor"),
    "/api/v1/user/orders/{id}/documents": ("/api/v1/user/orders", "buyer"),
    "/api/v1/vendor/orders/{id}/documents": ("/api/v1/vendor/orders", "vendor"),
}

# Files a call needs that its document cannot mark required: the product form is shared by
# create, where the main image is required, and update, where it is not.
REQUIRED_FILES = {"/api/v1/admin/product/createProduct": ("mainImage",)}


def required_files(path, schema):
    listed = [n for n in schema.get("required", []) if is_file(schema["properties"][n])]
    return listed + [n for n in REQUIRED_FILES.get(path, ()) if n not in listed]


def id_fields(path):
    return RECORDS.get(path, (None, None, ()))[2]


def point_at_file(values, field):
    """A repeated `varietyImages` file is refused unless a variety names it by `imageIndex`:
    the first variety (or a new one) names file 0."""
    if field == "varietyImages":
        varieties = json.loads(values.get("varieties") or "[]") or [{"title": "Hostile gate variety"}]
        varieties[0]["imageIndex"] = 0
        values["varieties"] = json.dumps(varieties)
    return values


def resolve(doc, schema):
    ref = schema.get("$ref")
    return doc["components"]["schemas"][ref.rsplit("/", 1)[1]] if ref else schema


def types(schema):
    t = schema.get("type", [])
    return set(t if isinstance(t, list) else [t])


def is_file(schema):
    return schema.get("format") == "binary" or schema.get("items", {}).get("format") == "binary"


def operations(doc, content_type):
    """(method, path, form schema) of every call whose body takes `content_type`."""
    out = []
    for path, item in doc["paths"].items():
        for method, op in item.items():
            content = op.get("requestBody", {}).get("content", {}) if isinstance(op, dict) else {}
            if content_type in content:
                out.append((method.upper(), path, resolve(doc, content[content_type]["schema"])))
    return out


class Multipart:
    """A multipart body built by hand: file names go out byte for byte, NULs and line
    breaks included, as a hostile client would send them."""
    BOUNDARY = "hostile-gate-" + uuid.UUID(int=7).hex

    def __init__(self):
        self.parts = []

    def text(self, name, value):
        self.parts.append((name, None, value.encode()))
        return self

    def file(self, name, file_name, data):
        self.parts.append((name, file_name, data))
        return self

    def encode(self):
        out = b""
        for name, file_name, data in self.parts:
            out += b"--" + self.BOUNDARY.encode() + b"\r\n"
            disposition = b'Content-Disposition: form-data; name="' + name.encode() + b'"'
            if file_name is not None:
                disposition += b'; filename="' + file_name.encode("utf-8", "surrogateescape") + b'"'
                disposition += b"\r\nContent-Type: application/octet-stream"
            out += disposition + b"\r\n\r\n" + data + b"\r\n"
        return out + b"--" + self.BOUNDARY.encode() + b"--\r\n"

    def headers(self):
        return {"Content-Type": f"{MULTIPART}; boundary={self.BOUNDARY}"}


class Api:
    """The running server with the gate's identities: the demo buyer, supplier and admin,
    and an applicant, a supplier signed up for the gate (the demo supplier is verified, and
    a verified supplier may not submit a registration)."""

    def __init__(self, server):
        self.server = server
        self.doc = json.loads(server.send("GET", "/api/openapi.json")[2])
        self.vendor = server.sign_in("vendor")
        self.tokens = {None: None, "buyer": server.sign_in("buyer")["token"], "vendor": self.vendor["token"],
                       "admin": server.sign_in("admin")["token"]}
        body = {"name": "Hostile Gate Exports", "email": "hostile.applicant@example.test", "mobile": "9876543210",
                "password": "Hostile123", "confirmPassword": "Hostile123"}
        server.call("POST", "/api/v1/vendor/register", body)
        self.applicant = server.call("POST", "/api/v1/vendor/vendorLogin", {"email": body["email"], "password": body["password"]})
        self.tokens["applicant"] = self.applicant["token"]
        self.counter = 0
        self.sent = 0
        self.place_order()

    def place_order(self):
        """An order of the demo buyer's, for the order calls to act on (the demo data has
        none): the demo supplier quotes one of its enquiries and the buyer accepts it."""
        until = (datetime.date.today() + datetime.timedelta(days=20)).isoformat()
        quote = {"price": 300, "unit": "kg", "minOrder": 500, "validUntil": until, "deliveryTerms": "12 days",
                 "message": "Grade A", "incoterm": "FOB", "namedPlace": "Nhava Sheva", "currency": "INR"}
        for enquiry in json.loads(self.send("GET", "/api/v1/vendor/enquiry", role="vendor")[2])["data"]:
            path = f"/api/v1/vendor/enquiry/{enquiry['_id']}"
            if self.send("PUT", path + "/quote", json_body=quote, role="vendor")[0] != 200:
                continue
            accept = f"/api/v1/user/enquiry/{enquiry['_id']}/accept"
            if self.send("POST", accept, json_body={"revision": 1}, role="buyer")[0] == 200:
                return
        raise RuntimeError("the gate could not place an order on the demo data")

    def send(self, method, path, form=None, json_body=None, role=None):
        """(status, headers, body) of one call as `role`. Each request comes from another
        loopback address, so that the per-address limits on public writes do not answer
        429 before the server's checks are reached."""
        self.sent += 1
        source = f"127.1.{self.sent // 250 % 250}.{self.sent % 250 + 1}"
        if form is not None:
            return self.server.send(method, path, form.encode(), form.headers(), self.tokens[role], source)
        body = json.dumps(json_body).encode() if json_body is not None else b""
        return self.server.send(method, path, body, {"Content-Type": "application/json"}, self.tokens[role], source)

    def role_for(self, method, path, roles, multipart=True):
        """The first of `roles`, from the least privileged, that the call does not turn
        away (401 or 403) when sent an empty body; a conversation's or an order's own side
        (another supplier is told there is no such order, 404, not 403)."""
        for template, (_, role) in THREADS.items():
            if re.fullmatch(re.sub(r"\\{id\\}", "[^/]+", re.escape(template)), path):
                return role
        for role in roles:
            body = {"form": Multipart()} if multipart else {"json_body": {}}
            if self.send(method, path, role=role, **body)[0] not in (401, 403):
                return role
        return roles[-1]

    def record(self, path):
        """The record an edit call changes (the first of its list), or None for other calls."""
        if path not in RECORDS:
            return None
        list_call, key, _ = RECORDS[path]
        found = json.loads(self.send("GET", list_call, role="admin")[2])[key]
        return found[0] if isinstance(found, list) else found

    def concrete(self, path):
        """The path with its `{id}` filled from the record it edits."""
        if path in THREADS:
            list_call, role = THREADS[path]
            enquiries = json.loads(self.send("GET", list_call, role=role)[2])["data"]
            return path.replace("{id}", enquiries[0]["_id"]) if enquiries else path
        record = self.record(path)
        return path.replace("{id}", record["_id"]) if record else path

    def plausible_texts(self, path, schema):
        """A value for every text field of a form that the server accepts; titles are made
        unique (a second product of the same title is a conflict)."""
        record = self.record(path) or {}
        ids = id_fields(path)
        self.counter += 1
        values = {}
        for name, field in schema.get("properties", {}).items():
            if is_file(field) or name in ("vendorId", "removeBrochure"):
                continue
            if name in ids:
                values[name] = record["_id"]
            elif name in JSON_TEXT and name in record:
                values[name] = json.dumps(record[name])
            elif isinstance(record.get(name), str) and not record[name].startswith("/"):
                values[name] = record[name]
            elif name in PLAUSIBLE:
                values[name] = PLAUSIBLE[name]
            elif name in schema.get("required", []) or name in ("reachName", "subtitle"):
                values[name] = f"Hostile gate {name} {self.counter}"
        if "reachName" in values and "coreValuesName" in values:
            del values["coreValuesName"]
        return values
