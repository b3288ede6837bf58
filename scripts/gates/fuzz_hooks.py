"""Loaded by schemathesis in the fuzz gate (SCHEMATHESIS_HOOKS). A document part's
encoding lists `application/pdf` beside the picture types; schemathesis has no serializer
of its own for it, and a value generated for such a part that is not bytes already could
not be sent at all ("Serialization not possible"). It goes out as raw bytes, as the other
file types do."""
import schemathesis

schemathesis.serializer.alias("application/pdf", "application/octet-stream")
