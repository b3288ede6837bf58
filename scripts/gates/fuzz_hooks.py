"""Loaded by schemathesis in the fuzz gate (SCHEMATHESIS_HOOKS).

A document part's encoding lists `application/pdf` beside the picture types; schemathesis
has no serializer of its own for it, and a value generated for such a part that is not
bytes already could not be sent at all ("Serialization not possible"). It goes out as raw
bytes, as the other file types do.

hypothesis describes each filter lambda by parsing its source with `ast.parse`; with two
workers, two threads parse at once, and CPython 3.11's parser is not safe for that ("AST
constructor recursion depth mismatch", a crash of the tool, not a finding). The
descriptions are taken one at a time."""
import threading

import schemathesis
from hypothesis.internal import lambda_sources

schemathesis.serializer.alias("application/pdf", "application/octet-stream")

_describe = lambda_sources.lambda_description
_parsing = threading.Lock()


def _one_at_a_time(f):
    with _parsing:
        return _describe(f)


lambda_sources.lambda_description = _one_at_a_time
