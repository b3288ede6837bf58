"""Upload half of the hostile gate: every file field of every multipart call gets the
corpus of hostile_files.py while the form's other fields hold values the server accepts,
so that only the file is wrong."""
import json
import os

import hostile_files as files
from hostile_forms import MULTIPART, UUID_NAME, Multipart, id_fields, is_file, operations, point_at_file, required_files

REFUSALS = (400, 413, 415, 422)
PROFILE_BOMB = files.png_profile_bomb()


class Findings(list):
    def add(self, call, label, problem):
        self.append(f"{call} [{label}]: {problem}")


def stored(data_dir):
    """Every file under the store's folder, relative to it (the file count alone would miss
    a refused replacement that removed the old file)."""
    root = os.path.join(data_dir, "uploads")
    return {os.path.relpath(os.path.join(d, f), root) for d, _, names in os.walk(root) for f in names}


def json_error(body):
    try:
        return isinstance(json.loads(body), dict)
    except ValueError:
        return False


class UploadRun:
    def __init__(self, api):
        self.api = api
        self.data = api.server.data
        self.findings = Findings()
        self.figures = {"calls": 0, "fields": 0, "tried": 0, "refused": 0, "accepted-valid": 0, "names-accepted": 0}

    def form(self, method, path, schema, field, file_name, data, skip_text=None):
        """The call's form with plausible texts, a valid picture in every other required file
        field, and (file_name, data) in `field`."""
        form = Multipart()
        for name, value in point_at_file(self.api.plausible_texts(path, schema), field).items():
            if name != skip_text:
                form.text(name, value)
        for name in required_files(path, schema):
            if name != field:
                form.file(name, "valid.png", files.png())
        return form.file(field, file_name, data)

    def send(self, method, path, schema, role, field, label, file_name, data, skip_text=None):
        """One request; checks the disk before and after. Answers (status, body, new files)."""
        before = stored(self.data)
        form = self.form(method, path, schema, field, file_name, data, skip_text)
        status, headers, body = self.api.send(method, self.api.concrete(path), form, role=role)
        self.figures["tried"] += 1
        call = f"{method} {path} {field}"
        if status >= 500:
            self.findings.add(call, label, f"{status} {body[:300]!r}")
        if not self.api.server.alive():
            self.findings.add(call, label, "the server died")
            raise SystemExit("\n".join(self.findings))
        after = stored(self.data)
        new = after - before
        for name in new:
            if not UUID_NAME.match(name):
                self.findings.add(call, label, f"stored under a name the store did not make: {name!r}")
            with open(os.path.join(self.data, "uploads", name), "rb") as f:
                if b"<script" in f.read().lower():
                    self.findings.add(call, label, f"stored file {name} holds a script")
        if not 200 <= status < 300 and after != before:
            self.findings.add(call, label, f"refused with {status} but the store changed: +{sorted(new)} -{sorted(before - after)}")
        return status, headers, body

    def refused(self, call, label, status, headers, body):
        if status not in REFUSALS:
            self.findings.add(call, label, f"expected a refusal (400/413/415/422), got {status} {body[:200]!r}")
        elif not headers.get("content-type", "").startswith("application/json") or not json_error(body):
            self.findings.add(call, label, f"{status} without a JSON error body: {body[:200]!r}")
        else:
            self.figures["refused"] += 1

    def valid_kind(self, method, path, schema, role, field):
        """Whether the field takes documents (a PDF is accepted) or only pictures; sending
        the valid files is also the proof that the call works."""
        call = f"{method} {path} {field}"
        for document in (True, False):
            file_name, data = files.valid(document)
            status, _, body = self.send(method, path, schema, role, field, "valid " + file_name, file_name, data)
            if 200 <= status < 300:
                self.figures["accepted-valid"] += 1
                return document
        self.findings.add(call, "valid file", f"no valid file accepted: {status} {body[:300]!r}")
        return False

    def field(self, method, path, schema, role, field):
        call = f"{method} {path} {field}"
        document = self.valid_kind(method, path, schema, role, field)
        for label, file_name, data in files.refused(document):
            self.refused(call, label, *self.send(method, path, schema, role, field, label, file_name, data))
        # Valid content under a hostile name: refused, or stored under the store's own name.
        valid_name, valid_data = files.valid(document)
        extension = os.path.splitext(valid_name)[1]
        for label, name, marker in files.HOSTILE_NAMES:
            name = name.replace(".png", extension)
            status, headers, body = self.send(method, path, schema, role, field, label, name, valid_data)
            if 200 <= status < 300:
                self.figures["names-accepted"] += 1
                if marker in body:
                    self.findings.add(call, label, f"the answer repeats the client's file name: {body[:300]!r}")
            else:
                self.refused(call, label, status, headers, body)
        # Markup in an image's metadata: stored only once re-encoded without it.
        status, _, body = self.send(method, path, schema, role, field, "PNG with HTML in a text chunk", "x.png", files.tagged_png())
        if not 200 <= status < 300 and status not in REFUSALS:
            self.findings.add(call, "PNG with HTML in a text chunk", f"{status} {body[:200]!r}")
        # A colour profile that inflates to 1 GiB: stored without it, or refused, never inflated.
        label = "PNG with a 1 GiB colour profile"
        status, _, body = self.send(method, path, schema, role, field, label, "x.png", PROFILE_BOMB)
        if not 200 <= status < 300 and status not in REFUSALS:
            self.findings.add(call, label, f"{status} {body[:200]!r}")
        # A valid file in a form the server refuses for another reason must not stay behind.
        required_text = [n for n in schema.get("required", [])
                         if not is_file(schema["properties"][n]) and n not in id_fields(path)]
        if required_text:
            label = f"valid file, {required_text[0]} left out"
            self.refused(call, label, *self.send(method, path, schema, role, field, label, valid_name, valid_data, required_text[0]))

    def escaped(self):
        """No file outside the data folder's store, wherever a traversal name could point."""
        bases = [self.data, os.path.join(self.data, "uploads")] + [os.path.join(self.data, "uploads", d) for d in ("public", "private")]
        for _, name, _ in files.HOSTILE_NAMES:
            for ext in (".png", ".pdf"):
                target = name.replace(".png", ext).replace("\\", "/")
                for base in bases + [os.getcwd()]:
                    path = os.path.normpath(os.path.join(base, target))
                    if "hostile-gate" in path and os.path.exists(path):
                        self.findings.add("traversal", name, f"a file was written at {path}")
        top = {f for f in os.listdir(self.data) if os.path.isfile(os.path.join(self.data, f))}
        # The database, the page store beside it (each with SQLite's -wal and -shm), the key, the log.
        known = ("tradehub.db", "tradehub.pages.db", "secret.key", "server.log")
        unexpected = {f for f in top if not f.startswith(known)}
        if unexpected:
            self.findings.add("data folder", "top level", f"unexpected files {sorted(unexpected)}")
        for name in stored(self.data):
            if not UUID_NAME.match(name):
                self.findings.add("data folder", "uploads", f"unexpected file {name!r}")

    def run(self):
        for method, path, schema in operations(self.api.doc, MULTIPART):
            role = self.api.role_for(method, self.api.concrete(path), (None, "buyer", "applicant", "vendor", "admin"))
            self.figures["calls"] += 1
            for name, spec in schema.get("properties", {}).items():
                if is_file(spec):
                    self.figures["fields"] += 1
                    self.field(method, path, schema, role, name)
        self.escaped()
        return self.findings
