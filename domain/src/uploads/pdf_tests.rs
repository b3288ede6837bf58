use std::io::Write;

use super::*;

/// A PDF of `objects` (number, what goes between `obj` and `endobj`) with a cross-reference
/// table giving each of `indexed` the offset of its first `N 0 obj` in the file, wherever
/// that is (also inside another object's stream data).
fn pdf_with_index(objects: &[(u32, Vec<u8>)], indexed: &[u32]) -> Vec<u8> {
    let mut out = b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n".to_vec();
    for (number, body) in objects {
        out.extend_from_slice(format!("{number} 0 obj\n").as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    }
    let size = indexed.iter().max().copied().unwrap_or(0) + 1;
    let xref = out.len();
    let mut table = format!("xref\n0 {size}\n0000000000 65535 f \n");
    for number in 1..size {
        let header = format!("{number} 0 obj");
        let at = indexed.contains(&number).then(|| out.windows(header.len()).position(|w| w == header.as_bytes()));
        match at.flatten() {
            Some(offset) => table.push_str(&format!("{offset:010} 00000 n \n")),
            None => table.push_str("0000000000 65535 f \n"),
        }
    }
    out.extend_from_slice(table.as_bytes());
    out.extend_from_slice(format!("trailer\n<< /Size {size} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n").as_bytes());
    out
}

fn pdf(objects: &[(u32, Vec<u8>)]) -> Vec<u8> {
    let numbers: Vec<u32> = objects.iter().map(|(n, _)| *n).collect();
    pdf_with_index(objects, &numbers)
}

/// Catalog (1) with `extra` entries, page tree (2), one page (3), and `more` objects.
fn document(extra: &str, more: &[(u32, Vec<u8>)]) -> Vec<u8> {
    let mut objects = vec![
        (1, format!("<< /Type /Catalog /Pages 2 0 R {extra} >>").into_bytes()),
        (2, b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec()),
        (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec()),
    ];
    for (number, body) in more {
        match objects.iter_mut().find(|(n, _)| n == number) {
            Some(slot) => slot.1 = body.clone(),
            None => objects.push((*number, body.clone())),
        }
    }
    pdf(&objects)
}

fn stream(dict: &str, data: &[u8]) -> Vec<u8> {
    let mut out = format!("<< {dict} /Length {} >>\nstream\n", data.len()).into_bytes();
    out.extend_from_slice(data);
    out.extend_from_slice(b"\nendstream");
    out
}

fn deflate(data: &[u8]) -> Vec<u8> {
    let mut zip = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    zip.write_all(data).unwrap();
    zip.finish().unwrap()
}

/// An object stream holding `members` (number, object text), Flate-compressed.
fn object_stream(members: &[(u32, &str)], extra_dict: &str, encode: impl Fn(&[u8]) -> Vec<u8>) -> Vec<u8> {
    let mut header = String::new();
    let mut body = String::new();
    for (number, text) in members {
        header.push_str(&format!("{number} {} ", body.len()));
        body.push_str(text);
        body.push(' ');
    }
    let data = format!("{header}{body}");
    let dict = format!("/Type /ObjStm /N {} /First {} /Filter /FlateDecode {extra_dict}", members.len(), header.len());
    stream(&dict, &deflate(&encode(data.as_bytes())))
}

/// A PDF 1.5 file whose members of an object stream are found through an xref stream.
fn packed(
    catalog_extra: &str,
    members: &[(u32, &str)],
    extra_dict: &str,
    encode: impl Fn(&[u8]) -> Vec<u8>,
) -> Vec<u8> {
    packed_indexing(catalog_extra, members, members.len(), extra_dict, encode)
}

/// As [`packed`], the xref stream naming only the first `indexed` members.
fn packed_indexing(
    catalog_extra: &str,
    members: &[(u32, &str)],
    indexed: usize,
    extra_dict: &str,
    encode: impl Fn(&[u8]) -> Vec<u8>,
) -> Vec<u8> {
    let objstm = object_stream(members, extra_dict, encode);
    let mut out = b"%PDF-1.5\n".to_vec();
    let mut offsets = Vec::new();
    let plain = [
        (1u32, format!("<< /Type /Catalog /Pages 2 0 R {catalog_extra} >>").into_bytes()),
        (2, b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec()),
        (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec()),
        (10, objstm),
    ];
    for (number, body) in &plain {
        offsets.push((*number, out.len()));
        out.extend_from_slice(format!("{number} 0 obj\n").as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    }
    // The xref stream (object 11): type 1 entries for the plain objects, type 2 for members.
    let size = 12u32;
    let mut rows = vec![[0u8, 0, 0, 0, 0xff]; size as usize];
    for (number, offset) in &offsets {
        rows[*number as usize] = [1, (offset >> 16) as u8, (offset >> 8) as u8, *offset as u8, 0];
    }
    for (index, (number, _)) in members.iter().enumerate().take(indexed) {
        rows[*number as usize] = [2, 0, 0, 10, index as u8];
    }
    let xref_at = out.len();
    rows[11] = [1, (xref_at >> 16) as u8, (xref_at >> 8) as u8, xref_at as u8, 0];
    let data: Vec<u8> = rows.concat();
    let dict = format!("/Type /XRef /Size {size} /W [1 3 1] /Root 1 0 R /Filter /FlateDecode");
    out.extend_from_slice(b"11 0 obj\n");
    out.extend_from_slice(&stream(&dict, &deflate(&data)));
    out.extend_from_slice(format!("\nendobj\nstartxref\n{xref_at}\n%%EOF\n").as_bytes());
    out
}

/// PNG predictor "Up" (filter type 2) over rows of `columns` bytes, as `/Predictor 12`.
fn png_up(data: &[u8], columns: usize) -> Vec<u8> {
    let mut padded = data.to_vec();
    padded.resize(data.len().div_ceil(columns) * columns, b' ');
    let mut out = Vec::new();
    let mut previous = vec![0u8; columns];
    for row in padded.chunks(columns) {
        out.push(2);
        out.extend(row.iter().zip(&previous).map(|(b, p)| b.wrapping_sub(*p)));
        previous = row.to_vec();
    }
    out
}

const SCRIPT: &str = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";

#[test]
fn passive_documents_pass() {
    assert_eq!(check(&document("/OpenAction [3 0 R /Fit]", &[])), Ok(()));
    let link = document(
        "",
        &[(4, b"<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com/) >> >>".to_vec())],
    );
    assert_eq!(check(&link), Ok(()));
    let benign = packed(
        "",
        &[(4, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /JSON (a name we do not look for) >>")],
        "",
        <[u8]>::to_vec,
    );
    assert_eq!(check(&benign), Ok(()));
    let predicted =
        packed("", &[(4, "<< /Producer (scanner) >>")], "/DecodeParms << /Predictor 12 /Columns 16 >>", |d| {
            png_up(d, 16)
        });
    assert_eq!(check(&predicted), Ok(()));
}

#[test]
fn scripts_launches_and_other_files_are_found() {
    let plain = document(&format!("/OpenAction {SCRIPT}"), &[]);
    assert_eq!(check(&plain), Err(Refusal::Active("JS".into())));
    let escaped = document("/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>", &[]);
    assert!(matches!(check(&escaped), Err(Refusal::Active(_))));
    let launch = document("/OpenAction << /S /Launch /F (calc.exe) >>", &[]);
    assert_eq!(check(&launch), Err(Refusal::Active("Launch".into())));
    let field = document("/AA << /WC 4 0 R >>", &[(4, b"<< /S /Named /N /Print >>".to_vec())]);
    assert_eq!(check(&field), Err(Refusal::Active("AA".into())));
    let gotor =
        document("/OpenAction << /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >>", &[]);
    assert_eq!(check(&gotor), Err(Refusal::Active("GoToR".into())));
    let unc = document(
        "",
        &[(4, b"<< /Type /Annot /Subtype /Link /A << /S /URI /URI (\\\\\\\\host\\\\share) >> >>".to_vec())],
    );
    assert_eq!(check(&unc), Err(Refusal::Active("URI".into())));
    let file = document("/OpenAction << /S /URI /URI (FILE:///C:/Windows/System32/calc.exe) >>", &[]);
    assert_eq!(check(&file), Err(Refusal::Active("URI".into())));
    let submit = document("/AcroForm << /Fields [] /XFA 4 0 R >>", &[(4, stream("", b"<xdp/>"))]);
    assert_eq!(check(&submit), Err(Refusal::Active("XFA".into())));
    let embedded = document("/Names << /EmbeddedFiles << /Names [] >> >>", &[]);
    assert_eq!(check(&embedded), Err(Refusal::Active("EmbeddedFiles".into())));
}

#[test]
fn scripts_in_object_streams_are_found_through_any_predictor() {
    let packed_js = packed("/OpenAction 4 0 R", &[(4, SCRIPT)], "", <[u8]>::to_vec);
    assert!(matches!(check(&packed_js), Err(Refusal::Active(_))));
    // The bypass: a PNG predictor over the object stream's data.
    let predicted =
        packed("/OpenAction 4 0 R", &[(4, SCRIPT)], "/DecodeParms << /Predictor 12 /Columns 16 >>", |d| png_up(d, 16));
    let raw = String::from_utf8_lossy(&predicted).into_owned();
    assert!(!raw.contains("JavaScript"), "the script is not in the file's bytes");
    assert!(matches!(check(&predicted), Err(Refusal::Active(_))));
    // A member the xref does not name is still read.
    let unnamed = packed_indexing("", &[(4, "<< >>"), (5, SCRIPT)], 1, "", <[u8]>::to_vec);
    assert!(matches!(check(&unnamed), Err(Refusal::Active(_))));
}

#[test]
fn scripts_inside_a_pictures_data_are_found() {
    // The xref points into the picture's data, where an object holds the script.
    let mut jpeg = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00".to_vec();
    jpeg.extend_from_slice(format!("\n4 0 obj\n{SCRIPT}\nendobj\n").as_bytes());
    jpeg.extend_from_slice(b"\xff\xd9");
    let picture = stream("/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode", &jpeg);
    let objects = [
        (1, b"<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>".to_vec()),
        (2, b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec()),
        (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec()),
        (5, picture),
    ];
    assert!(matches!(check(&pdf_with_index(&objects, &[1, 2, 3, 4, 5])), Err(Refusal::Active(_))));
    // Not named by the xref, still refused: a viewer rebuilding the table may find it.
    assert!(matches!(check(&pdf_with_index(&objects, &[1, 2, 3, 5])), Err(Refusal::Active(_))));
    // Names a picture spells by chance, outside any object definition, are not read.
    let chance = stream("/Type /XObject /Subtype /Image /Filter /DCTDecode", b"\xff\xd8 /JS \x01 /Launch \xff\xd9");
    assert_eq!(check(&document("", &[(5, chance)])), Ok(()));
}

#[test]
fn earlier_revisions_are_read() {
    // Revision 1 opens with a script; revision 2 replaces the catalog without it.
    let first = document(&format!("/OpenAction {SCRIPT}"), &[]);
    let xref = first.len();
    let mut updated = first.clone();
    updated.extend_from_slice(b"1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n");
    let prev = String::from_utf8_lossy(&first).rsplit_once("startxref\n").unwrap().1.lines().next().unwrap().to_owned();
    updated.extend_from_slice(
        format!("xref\n0 1\n0000000000 65535 f \n1 1\n{xref:010} 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R /Prev {prev} >>\nstartxref\n{}\n%%EOF\n", updated.len()).as_bytes(),
    );
    assert!(matches!(check(&updated), Err(Refusal::Active(_))));
}

#[test]
fn what_is_not_a_readable_pdf_is_refused() {
    let html = b"%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n";
    assert_eq!(check(html), Err(Refusal::NotPdf));
    assert_eq!(check(b"%PDF-1.4\n%%EOF\n"), Err(Refusal::NotPdf));
    let encrypted = document("", &[]);
    let encrypted = String::from_utf8_lossy(&encrypted)
        .replace("/Root 1 0 R", "/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>");
    assert_eq!(check(encrypted.as_bytes()), Err(Refusal::Encrypted));
}

#[test]
fn streams_that_cannot_be_read_are_refused() {
    let page = (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>".to_vec());
    let other_filter = document("", &[page, (4, stream("/Filter /NoSuchDecode", b"BT ET"))]);
    assert_eq!(check(&other_filter), Err(Refusal::Unreadable));
    // Forty megabytes of object stream in forty kilobytes of file.
    let bomb = packed("", &[(4, &" ".repeat(40 * 1024 * 1024))], "", <[u8]>::to_vec);
    assert_eq!(check(&bomb), Err(Refusal::Unreadable));
}

#[test]
fn dictionaries_in_page_content_are_walked() {
    let content = stream("/Filter /FlateDecode", &deflate(b"/OC << /JS (app.alert(1)) >> BDC 0 0 m EMC"));
    let page = (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>".to_vec());
    assert_eq!(check(&document("", &[page, (4, content)])), Err(Refusal::Active("JS".into())));
}

#[test]
fn objects_hidden_in_stream_data_are_read_to_the_end_of_the_data() {
    // A stream of nothing but `N 0 obj` headers and no `endobj` is read once.
    let data = b"1 0 obj ".repeat(128 * 1024);
    assert_eq!(hidden_objects(&data), Ok(()));
    // A definition's names are read past a string spelling `endobj` and past 64 KB.
    let mut data = b"1 0 obj << /Type /Page /Note (endobj) >> endobj\n".repeat(2000);
    data.extend_from_slice(b"2 0 obj << /S /JavaScript >> endobj");
    assert_eq!(hidden_objects(&data), Err(Refusal::Active("JavaScript".into())));
}

/// `depth` dictionaries (or arrays), one inside the other.
fn nested(depth: usize, arrays: bool) -> String {
    let (open, close) = if arrays { ("[", "]") } else { ("<< /A ", " >>") };
    format!("{} 0 {}", open.repeat(depth), close.repeat(depth))
}

#[test]
fn what_is_nested_deeper_than_the_parser_reads_is_refused() {
    // The script's action with one more key holding thousands of nested dictionaries (or
    // arrays): the parser stops at a hundred, so the object cannot be walked.
    for (depth, arrays) in [(8_000, false), (40_000, true), (101, false)] {
        let action = format!("<< /S /JavaScript /Deep {} /JS (app.alert\\(1\\)) >>", nested(depth, arrays));
        let hidden = document("/OpenAction 4 0 R", &[(4, action.into_bytes())]);
        assert_eq!(check(&hidden), Err(Refusal::Unreadable), "{depth}");
        // Without the script, the same depth is still refused: it cannot be checked.
        let plain = document("", &[(4, format!("<< /Deep {} >>", nested(depth, arrays)).into_bytes())]);
        assert_eq!(check(&plain), Err(Refusal::Unreadable), "{depth}");
    }
    // Within the parser's depth, the walk finds the script wherever it is.
    let action = format!("<< /S /Named /Deep {} >>", nested(50, false).replacen(" 0 ", " 0 /JS (x) ", 1));
    assert_eq!(check(&document("/OpenAction 4 0 R", &[(4, action.into_bytes())])), Err(Refusal::Active("JS".into())));
    // In an object stream, a member the parser skips is not passed.
    let deep = format!("<< /S /JavaScript /Deep {} /JS (x) >>", nested(500, false));
    let packed_deep = packed("/OpenAction 4 0 R", &[(4, deep.as_str()), (5, "<< >>")], "", <[u8]>::to_vec);
    assert_eq!(check(&packed_deep), Err(Refusal::Unreadable));
    // Two members under one number: the parser keeps one, a viewer may read the other.
    let twice = packed("/OpenAction 4 0 R", &[(4, SCRIPT), (4, "<< >>")], "", <[u8]>::to_vec);
    assert_eq!(check(&twice), Err(Refusal::Unreadable));
    // Page content the parser stops reading part way.
    let content = stream("", format!("/OC {} BDC 0 0 m EMC /OC << /JS (x) >> BDC EMC", nested(500, false)).as_bytes());
    let page = (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>".to_vec());
    assert_eq!(check(&document("", &[page, (4, content)])), Err(Refusal::Unreadable));
}

#[test]
fn links_that_run_scripts_or_carry_pages_are_refused() {
    let link = |target: &str| {
        let annotation = format!("<< /Type /Annot /Subtype /Link /A << /S /URI /URI ({target}) >> >>");
        document("", &[(4, annotation.into_bytes())])
    };
    for target in ["javascript:app.alert\\(1\\)", "JAVASCRIPT:x", "vbscript:msgbox", "data:text/html,<b>x</b>"] {
        assert_eq!(check(&link(target)), Err(Refusal::Active("URI".into())), "{target}");
    }
    // Spelled in escapes, the parsed string is what is read.
    assert_eq!(check(&link("\\152avascript:x")), Err(Refusal::Active("URI".into())));
    assert_eq!(check(&link("https://example.com/catalogue.pdf")), Ok(()));
    let open = document("/OpenAction << /S /URI /URI <6a6176617363726970743a78> >>", &[]);
    assert_eq!(check(&open), Err(Refusal::Active("URI".into())));
    // The target in an object of its own.
    let referenced = document("/OpenAction << /S /URI /URI 4 0 R >>", &[(4, b"(data:text/html,x)".to_vec())]);
    assert_eq!(check(&referenced), Err(Refusal::Active("URI".into())));
    let benign = document("/OpenAction << /S /URI /URI 4 0 R >>", &[(4, b"(https://example.com/)".to_vec())]);
    assert_eq!(check(&benign), Ok(()));
}

#[test]
fn only_a_section_with_its_own_startxref_is_a_revision() {
    let mut file = b"%PDF-1.4\n1 0 obj\n<< /Length 5 >>\nstream\n%%EOF\nendstream\nendobj\n".to_vec();
    file.extend_from_slice(b"xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n60\n%%EOF\n");
    let first = file.len();
    file.extend_from_slice(&b"%%EOF\n".repeat(20));
    assert_eq!(revision_ends(&file), [first - 1]);
}

#[path = "pdf_markup_tests.rs"]
mod markup;
