//! Web page markup and script in a PDF's text, strings and metadata (`pdf_markup`), in
//! documents written by lopdf as producers write them.

use lopdf::content::{Content, Operation};
use lopdf::{dictionary, Document, Object, ObjectId, Stream, StringFormat};

use super::*;
use crate::uploads::pdf_markup_text::in_chars;

/// A one-page document written by lopdf: each of `pages_content` is one content stream of
/// the page (Flate-compressed), showing text in Helvetica. `extra` changes the document
/// before it is saved, with object streams and an xref stream when `packed`.
fn written(pages_content: Vec<Vec<Operation>>, extra: impl FnOnce(&mut Document, ObjectId), packed: bool) -> Vec<u8> {
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font = doc.add_object(dictionary! { "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica" });
    let resources = doc.add_object(dictionary! { "Font" => dictionary! { "F1" => font } });
    let contents: Vec<Object> = pages_content
        .into_iter()
        .map(|operations| {
            let mut stream = Stream::new(dictionary! {}, Content { operations }.encode().unwrap());
            stream.compress().unwrap();
            doc.add_object(stream).into()
        })
        .collect();
    let page = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => contents, "Resources" => resources,
        "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
    });
    let pages = dictionary! { "Type" => "Pages", "Kids" => vec![page.into()], "Count" => 1 };
    doc.objects.insert(pages_id, Object::Dictionary(pages));
    let catalog = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog);
    extra(&mut doc, catalog);
    let mut out = Vec::new();
    match packed {
        true => doc.save_modern(&mut out).unwrap(),
        false => doc.save_to(&mut out).unwrap(),
    }
    out
}

/// Operations showing each of `lines` with `Tj`.
fn lines(lines: &[&[u8]]) -> Vec<Operation> {
    let mut operations = vec![Operation::new("BT", vec![]), Operation::new("Tf", vec!["F1".into(), 12.into()])];
    for line in lines {
        operations.push(Operation::new("Td", vec![0.into(), (-14).into()]));
        operations.push(Operation::new("Tj", vec![Object::string_literal(*line)]));
    }
    operations.push(Operation::new("ET", vec![]));
    operations
}

fn page_showing(text: &[&[u8]]) -> Vec<u8> {
    written(vec![lines(text)], |_, _| {}, false)
}

/// A document whose Info dictionary's `/Title` is `title`.
fn titled(title: Object, packed: bool) -> Vec<u8> {
    written(
        vec![lines(&[b"Invoice"])],
        |doc, _| {
            let info = doc.add_object(dictionary! { "Title" => title, "Producer" => "Scanner 2.1" });
            doc.trailer.set("Info", info);
        },
        packed,
    )
}

/// A document whose catalog's `/Metadata` is `packet`, as a stream with `dict`.
fn with_metadata(packet: &[u8], dict: lopdf::Dictionary, compress: bool) -> Vec<u8> {
    written(
        vec![lines(&[b"Invoice"])],
        |doc, catalog| {
            let mut stream = Stream::new(dict, packet.to_vec());
            if compress {
                stream.compress().unwrap();
            }
            let metadata = doc.add_object(stream);
            doc.get_object_mut(catalog).unwrap().as_dict_mut().unwrap().set("Metadata", metadata);
        },
        false,
    )
}

/// An XMP packet as producers write it, `title` and `tool` written into it as they are.
fn xmp(title: &str, tool: &str) -> Vec<u8> {
    format!(
        r#"<?xpacket begin="﻿" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Adobe XMP Core 5.6-c017">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="{tool}">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">{title}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>sales@example.com</rdf:li></rdf:Seq></dc:creator>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>"#
    )
    .into_bytes()
}

fn metadata_dict() -> lopdf::Dictionary {
    dictionary! { "Type" => "Metadata", "Subtype" => "XML" }
}

fn utf16be(text: &str) -> Vec<u8> {
    [0xFE, 0xFF].into_iter().chain(text.encode_utf16().flat_map(u16::to_be_bytes)).collect()
}

fn is_markup(result: Result<(), Refusal>) -> bool {
    matches!(result, Err(Refusal::Markup(_)))
}

#[test]
fn text_documents_without_markup_pass() {
    let plain: &[&[u8]] = &[
        b"Mangoes < 5 kg per crate; a <= b and x<y",
        b"Write to sales@example.com or <sales@example.com>",
        b"Catalogue: https://example.com/catalogue?grade=a&size=5",
        b"<Objectives> of the <embedded> team, <svgfile> and <html5 page>",
        b"definitions_name {<object definition>} and <embed code>",
        b"Onion=20 kg; price on=request; Delivery: 12 days",
        b"Data: text and JavaScript-free",
    ];
    assert_eq!(check(&page_showing(plain)), Ok(()));
    assert_eq!(check(&written(vec![lines(plain)], |_, _| {}, true)), Ok(()));
    assert_eq!(check(&titled(Object::string_literal("Mangoes < 5 kg"), false)), Ok(()));
    assert_eq!(
        check(&titled(Object::String(utf16be("Mangoes < 5 kg, ₹ 480"), StringFormat::Hexadecimal), true)),
        Ok(())
    );
    let packet = xmp("Mangoes &lt; 5 kg &amp; more", "Microsoft® Word for Microsoft 365");
    assert_eq!(check(&with_metadata(&packet, metadata_dict(), false)), Ok(()));
    assert_eq!(check(&with_metadata(&packet, metadata_dict(), true)), Ok(()));
    // Acrobat's rich-text comment (XHTML with a <body>) and a character map's hex codes.
    let rich = "<?xml version=\"1.0\"?><body xmlns=\"http://www.w3.org/1999/xhtml\" xfa:APIVersion=\"Acrobat:11.0.0\"><p dir=\"ltr\">Checked</p></body>";
    let cmap = b"/CIDInit /ProcSet findresource begin 1 begincodespacerange <00> <FF> endcodespacerange 1 beginbfchar <41> <0041> endbfchar end";
    let annotated = written(
        vec![lines(&[b"Invoice"])],
        |doc, _| {
            let note = dictionary! { "Type" => "Annot", "Subtype" => "Text", "Contents" => Object::string_literal("ok"), "RC" => Object::string_literal(rich) };
            doc.add_object(note);
            doc.add_object(Stream::new(dictionary! {}, cmap.to_vec()));
        },
        false,
    );
    assert_eq!(check(&annotated), Ok(()));
}

#[test]
fn markup_in_a_pages_text_is_refused() {
    for text in [
        &b"Dear buyer, <script>alert(1)</script>"[..],
        b"<IFRAME SRC=https://example.com>",
        b"<svg/onload=alert(1)>",
        b"<img src=x onerror=alert(1)>",
        b"<a href=\"x\" onclick = \"go()\">",
        b"<object data=x>",
        b"<embed type=image/svg+xml src=x.svg>",
    ] {
        assert!(is_markup(check(&page_showing(&[text]))), "{}", String::from_utf8_lossy(text));
    }
    // Split over text operators, as an extractor joins them.
    assert!(is_markup(check(&page_showing(&[b"<scr", b"ipt>alert(1)"]))));
    let kerned = vec![
        Operation::new("BT", vec![]),
        Operation::new(
            "TJ",
            vec![vec![Object::string_literal("<ht"), (-20).into(), Object::string_literal("ml>")].into()],
        ),
        Operation::new("ET", vec![]),
    ];
    assert!(is_markup(check(&written(vec![kerned], |_, _| {}, false))));
    // Over the two content streams of one page.
    assert!(is_markup(check(&written(vec![lines(&[b"<ifr"]), lines(&[b"ame src=x>"])], |_, _| {}, false))));
}

#[test]
fn links_that_run_script_in_a_pages_text_are_refused() {
    for text in [
        &b"Pay at javascript:alert(1)"[..],
        b"JAVASCRIPT:void(0)",
        b"vbscript:msgbox(1)",
        b"data:text/html;base64,PHNjcmlwdD4=",
        b"data: image/svg+xml,<x>",
    ] {
        assert_eq!(
            check(&page_showing(&[text])).map_err(|r| matches!(r, Refusal::Markup(_))),
            Err(true),
            "{}",
            String::from_utf8_lossy(text)
        );
    }
}

#[test]
fn markup_in_the_info_dictionary_is_refused() {
    assert_eq!(
        check(&titled(Object::string_literal("<script>alert(1)</script>"), false)),
        Err(Refusal::Markup("<script".into()))
    );
    let hex = Object::String(b"<iframe src=x>".to_vec(), StringFormat::Hexadecimal);
    assert!(is_markup(check(&titled(hex, false))));
    // An Info dictionary written into the trailer itself.
    let direct = written(
        vec![lines(&[b"Invoice"])],
        |doc, _| doc.trailer.set("Info", dictionary! { "Subject" => Object::string_literal("javascript:x") }),
        false,
    );
    assert!(is_markup(check(&direct)));
}

#[test]
fn markup_spelled_in_utf16_or_with_hidden_characters_is_found() {
    for title in [
        utf16be("<script>alert(1)</script>"),
        utf16be("<scr\u{200b}ipt>"),
        utf16be("java\u{ad}script:x"),
        b"<\0s\0c\0r\0i\0p\0t\0>\0".to_vec(),
        b"\0<\0S\0V\0G\0 \0o\0n\0l\0o\0a\0d\0=\0x\0>".to_vec(),
        b"java\tscript:alert(1)".to_vec(),
        b"<ScRiPt>".to_vec(),
        [0xFF, 0xFE].into_iter().chain("<embed src=x>".encode_utf16().flat_map(u16::to_le_bytes)).collect(),
    ] {
        let found = check(&titled(Object::String(title.clone(), StringFormat::Hexadecimal), false));
        assert!(is_markup(found), "{title:?}");
    }
}

#[test]
fn markup_in_xmp_metadata_is_refused() {
    let cases = [
        (xmp("&lt;script&gt;alert(1)&lt;/script&gt;", "Word"), "<script"),
        (xmp("&#60;iframe src=x&#62;", "Word"), "<iframe"),
        (xmp("Invoice", "&lt;img src=x onerror=alert(1)&gt;"), "on…="),
        (xmp("<![CDATA[<svg onload=alert(1)>]]>", "Word"), "<svg"),
        (xmp("java&#x0A;script:alert(1)", "Word"), "javascript:"),
        (xmp("Invoice</rdf:li><rdf:li>&lt;scr</rdf:li><rdf:li>ipt&gt;", "Word"), "<script"),
        (xmp("<h:script xmlns:h='http://www.w3.org/1999/xhtml'/>", "Word"), "<script"),
        // Not well formed (a NUL character reference): read whole, entities decoded.
        (xmp("&#0;&lt;html&gt;", "Word"), "<html"),
    ];
    for (packet, found) in cases {
        let expected = Err(Refusal::Markup(found.into()));
        assert_eq!(
            check(&with_metadata(&packet, metadata_dict(), false)),
            expected,
            "{}",
            String::from_utf8_lossy(&packet)
        );
        assert_eq!(check(&with_metadata(&packet, metadata_dict(), true)), expected);
        // Named only by the catalog's `/Metadata`, no `/Type` saying so.
        assert_eq!(check(&with_metadata(&packet, dictionary! {}, true)), expected);
    }
    let packet = String::from_utf8(xmp("&lt;script&gt;", "Word")).unwrap();
    assert!(is_markup(check(&with_metadata(&utf16be(&packet), metadata_dict(), false))));
}

#[test]
fn markup_in_object_streams_is_refused() {
    assert!(is_markup(check(&titled(Object::string_literal("<script>x</script>"), true))));
    let annotated = written(
        vec![lines(&[b"Invoice"])],
        |doc, _| {
            let note = dictionary! { "Type" => "Annot", "Subtype" => "Text", "Contents" => Object::string_literal("<svg onload=alert(1)>") };
            doc.add_object(note);
        },
        true,
    );
    assert!(is_markup(check(&annotated)));
    // Through a PNG predictor over the object stream's data: not in the file's bytes.
    let member = "<< /Title (<iframe src=x>) >>";
    let predicted = packed("", &[(4, member)], "/DecodeParms << /Predictor 12 /Columns 16 >>", |d| png_up(d, 16));
    assert!(!String::from_utf8_lossy(&predicted).contains("iframe"));
    assert_eq!(check(&predicted), Err(Refusal::Markup("<iframe".into())));
}

#[test]
fn pictures_and_font_programs_are_not_read_as_text() {
    let picture =
        stream("/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode", b"\xff\xd8<script>\xff\xd9");
    let font = stream("/Length1 14", b"<svg onload=x>");
    let profile = stream("/N 3 /Alternate /DeviceRGB", b"<html>");
    let descriptor = b"<< /Type /FontDescriptor /FontName /X /FontFile3 8 0 R >>".to_vec();
    let compact = stream("/Subtype /Type1C", b"<embed src=x>");
    let objects = [(4, picture), (5, font), (6, profile), (7, descriptor), (8, compact)];
    assert_eq!(check(&document("", &objects)), Ok(()));
    // Any other stream's data is text.
    assert!(is_markup(check(&document("", &[(4, stream("", b"<script>x</script>"))]))));
}

#[test]
fn active_content_is_named_before_markup() {
    let both = document(&format!("/OpenAction {SCRIPT}"), &[(4, b"(<script>alert(1)</script>)".to_vec())]);
    assert_eq!(check(&both), Err(Refusal::Active("JS".into())));
}

#[test]
fn the_matcher_reads_keywords_not_angle_brackets() {
    for text in ["<script", "<SCRIPT>", "x <iframe/src=y>", "<svg\n>", "<b onmouseover=x>", "<p title='>' onclick=x>"] {
        assert!(in_chars(text.chars()).is_some(), "{text:?}");
    }
    for text in [
        "<",
        "a < b",
        "<scripts>",
        "<b>bold</b> on=time",
        "<a href=x> onion=5",
        "data: text",
        "java script:",
        "<object id>",
    ] {
        assert_eq!(in_chars(text.chars()), None, "{text:?}");
    }
}
