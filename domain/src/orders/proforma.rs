//! A proforma invoice as a PDF, from figures already worked out and formatted by the
//! caller (amounts through `trade::money::Money::text`): this module only lays them out.
//!
//! The PDF uses the standard Helvetica fonts, which every reader has, so no font file is
//! embedded; their WinAnsi encoding covers Latin-1 and a few more (€, curly quotes, dashes)
//! but not ₹, Devanagari or emoji, so those are replaced by a readable stand-in ("Rs.",
//! other scripts in Latin letters). The text is user data: every string goes into the content as a lopdf string
//! object (lopdf escapes `(`, `)` and `\`), `<` and `>` become `‹` and `›` so that no
//! markup survives in it (the upload checks refuse PDFs whose strings hold some), and
//! the content streams are compressed so that no user text can read as a PDF object to a
//! reader that scans the file. Rendering reads no clock: the same proforma gives the same
//! bytes.

use std::io::Write;

use flate2::write::ZlibEncoder;
use flate2::Compression;
use lopdf::content::{Content, Operation};
use lopdf::xref::XrefType;
use lopdf::{dictionary, Document, Object, ObjectId, Stream, StringFormat};

/// A side of the trade, as printed in its block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Party {
    pub name: String,
    pub company: Option<String>,
    pub address: Vec<String>,
    pub email: String,
    pub phone: Option<String>,
    pub tax_id: Option<String>,
}

/// A row of the goods table; figures come formatted, amounts with their currency sign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub description: String,
    pub quantity: String,
    pub unit_price: String,
    pub amount: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proforma {
    /// The order's number, e.g. "TH-2026-000123".
    pub number: String,
    pub issued: chrono::NaiveDate,
    pub seller: Party,
    pub buyer: Party,
    pub lines: Vec<Line>,
    /// Formatted with its currency sign, e.g. "US$35,000.00".
    pub total: String,
    /// ISO code, e.g. "USD".
    pub currency: String,
    /// e.g. "CIF Jebel Ali (Incoterms 2020)".
    pub incoterm: String,
    /// One entry per instalment, e.g. "30% advance, US$10,500.00, due 7 Dec 2026".
    pub payment_terms: Vec<String>,
    pub validity: String,
    pub notes: Vec<String>,
}

pub const FOOTER: &str = "Issued through Tradehub. This proforma is not a tax invoice.";

/// A4 in points.
const PAGE_WIDTH: f32 = 595.0;
const PAGE_HEIGHT: f32 = 842.0;
const MARGIN: f32 = 50.0;
const RIGHT: f32 = PAGE_WIDTH - MARGIN;
const TOP: f32 = PAGE_HEIGHT - MARGIN;
/// Lowest a body line may go: the footer's two lines sit below it.
const BOTTOM: f32 = MARGIN + 30.0;
const BODY_SIZE: f32 = 10.0;
const LEADING: f32 = 13.0;

/// The goods table's columns: (left edge, width).
const DESCRIPTION: (f32, f32) = (MARGIN, 220.0);
const QUANTITY: (f32, f32) = (280.0, 60.0);
const UNIT_PRICE: (f32, f32) = (350.0, 90.0);
const AMOUNT: (f32, f32) = (450.0, RIGHT - 450.0);
/// The label column of the terms (Incoterm, payment terms…) and the value column after it.
const LABEL: (f32, f32) = (MARGIN, 95.0);
const VALUE: (f32, f32) = (150.0, RIGHT - 150.0);
/// The two party blocks side by side.
const LEFT_HALF: (f32, f32) = (MARGIN, 235.0);
const RIGHT_HALF: (f32, f32) = (310.0, RIGHT - 310.0);

/// The proforma as a PDF document.
pub fn render(p: &Proforma) -> Vec<u8> {
    let mut pages = Pages::new();
    heading(&mut pages, p);
    parties(&mut pages, &p.seller, &p.buyer);
    goods(&mut pages, p);
    terms(&mut pages, p);
    assemble(p, pages.finish())
}

fn heading(pages: &mut Pages, p: &Proforma) {
    pages.block(&[Cell::new((MARGIN, RIGHT - MARGIN), Font::Bold, 18.0, Align::Left, &["PROFORMA INVOICE"])], 24.0);
    pages.gap(4.0);
    let date = p.issued.format("%-d %B %Y").to_string();
    for (label, value) in [("Number", p.number.as_str()), ("Date", &date), ("Currency", &p.currency)] {
        pages.block(
            &[label_cell(label), Cell::new((MARGIN + 70.0, 300.0), Font::Regular, BODY_SIZE, Align::Left, &[value])],
            LEADING,
        );
    }
    pages.gap(14.0);
}

/// Seller and buyer side by side: heading, name in bold, then the rest of each block.
fn parties(pages: &mut Pages, seller: &Party, buyer: &Party) {
    let bold = |column, text: &str| Cell::new(column, Font::Bold, BODY_SIZE, Align::Left, &[text]);
    pages.block(&[bold(LEFT_HALF, "Seller"), bold(RIGHT_HALF, "Buyer")], LEADING);
    pages.block(&[bold(LEFT_HALF, &seller.name), bold(RIGHT_HALF, &buyer.name)], LEADING);
    let regular = |column, party: &Party| {
        let texts = party_details(party);
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        Cell::new(column, Font::Regular, BODY_SIZE, Align::Left, &texts)
    };
    pages.block(&[regular(LEFT_HALF, seller), regular(RIGHT_HALF, buyer)], LEADING);
    pages.gap(16.0);
}

/// A party's lines under its name, those it has.
fn party_details(party: &Party) -> Vec<String> {
    let mut lines: Vec<String> = party.company.iter().cloned().collect();
    lines.extend(party.address.iter().cloned());
    lines.push(format!("Email: {}", party.email));
    lines.extend(party.phone.as_ref().map(|phone| format!("Phone: {phone}")));
    lines.extend(party.tax_id.as_ref().map(|tax_id| format!("Tax ID: {tax_id}")));
    lines
}

/// The goods table and its total; its head is drawn again on each page it runs onto.
fn goods(pages: &mut Pages, p: &Proforma) {
    // A head alone at the foot of a page helps nobody: it goes with its first row.
    pages.room_for(3.0 * LEADING);
    pages.in_table = true;
    table_head(pages);
    for line in &p.lines {
        let regular = |column, text: &str, align| Cell::new(column, Font::Regular, BODY_SIZE, align, &[text]);
        pages.block(
            &[
                regular(DESCRIPTION, &line.description, Align::Left),
                regular(QUANTITY, &line.quantity, Align::Right),
                regular(UNIT_PRICE, &line.unit_price, Align::Right),
                regular(AMOUNT, &line.amount, Align::Right),
            ],
            LEADING,
        );
        pages.gap(3.0);
    }
    pages.in_table = false;
    // The rule and the total below it stay together.
    pages.room_for(LEADING + 4.0);
    pages.rule(0.5);
    let label = format!("Total ({})", p.currency);
    let total_label = (QUANTITY.0, UNIT_PRICE.0 + UNIT_PRICE.1 - QUANTITY.0);
    pages.block(
        &[
            Cell::new(total_label, Font::Bold, BODY_SIZE, Align::Right, &[&label]),
            Cell::new(AMOUNT, Font::Bold, BODY_SIZE, Align::Right, &[&p.total]),
        ],
        LEADING,
    );
    pages.gap(18.0);
}

fn table_head(pages: &mut Pages) {
    let bold = |column, text: &str, align| Cell::new(column, Font::Bold, BODY_SIZE, align, &[text]);
    pages.block(
        &[
            bold(DESCRIPTION, "Description", Align::Left),
            bold(QUANTITY, "Quantity", Align::Right),
            bold(UNIT_PRICE, "Unit price", Align::Right),
            bold(AMOUNT, "Amount", Align::Right),
        ],
        LEADING,
    );
    pages.rule(0.5);
}

/// Incoterm, payment terms, validity and notes, each under its label.
fn terms(pages: &mut Pages, p: &Proforma) {
    let bullets: Vec<String> = p.payment_terms.iter().map(|term| format!("• {term}")).collect();
    let rows: [(&str, Vec<&str>); 4] = [
        ("Incoterm", vec![p.incoterm.as_str()]),
        ("Payment terms", bullets.iter().map(String::as_str).collect()),
        ("Validity", vec![p.validity.as_str()]),
        ("Notes", p.notes.iter().map(String::as_str).collect()),
    ];
    for (label, texts) in rows.iter().filter(|(_, texts)| !texts.is_empty()) {
        pages.block(&[label_cell(label), Cell::new(VALUE, Font::Regular, BODY_SIZE, Align::Left, texts)], LEADING);
        pages.gap(6.0);
    }
}

fn label_cell(label: &str) -> Cell {
    Cell::new(LABEL, Font::Bold, BODY_SIZE, Align::Left, &[label])
}

/// The document around the pages' content: fonts, page tree, catalog and Info.
fn assemble(p: &Proforma, pages: Vec<Vec<Operation>>) -> Vec<u8> {
    let mut doc = Document::with_version("1.4");
    let pages_id = doc.new_object_id();
    let font = |base: &str| {
        dictionary! { "Type" => "Font", "Subtype" => "Type1", "BaseFont" => base, "Encoding" => "WinAnsiEncoding" }
    };
    let regular = doc.add_object(font("Helvetica"));
    let bold = doc.add_object(font("Helvetica-Bold"));
    let count = pages.len();
    let mut kids = Vec::with_capacity(count);
    for (index, mut operations) in pages.into_iter().enumerate() {
        footer(&mut operations, &p.number, index + 1, count);
        let content_id = doc.add_object(content_stream(operations));
        let page: ObjectId =
            doc.add_object(dictionary! { "Type" => "Page", "Parent" => pages_id, "Contents" => content_id });
        kids.push(Object::Reference(page));
    }
    let pages_dict = dictionary! {
        "Type" => "Pages",
        "Kids" => kids,
        "Count" => i64::try_from(count).unwrap_or(i64::MAX),
        "Resources" => dictionary! { "Font" => dictionary! { Font::Regular.resource() => regular, Font::Bold.resource() => bold } },
        "MediaBox" => vec![0.into(), 0.into(), PAGE_WIDTH.into(), PAGE_HEIGHT.into()],
    };
    doc.objects.insert(pages_id, Object::Dictionary(pages_dict));
    let catalog = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    let info = doc.add_object(dictionary! {
        "Title" => Object::string_literal(ascii_title(&p.number)),
        "Producer" => Object::string_literal("Tradehub"),
    });
    doc.trailer.set("Root", catalog);
    doc.trailer.set("Info", info);
    // A classic cross-reference table, as PDF 1.4 has it: every reader reads one.
    doc.reference_table.cross_reference_type = XrefType::CrossReferenceTable;
    let mut bytes = Vec::new();
    doc.save_to(&mut bytes).expect("a document built here writes to memory");
    bytes
}

/// A page's content, compressed whatever its size: user text such as "1 0 obj << /JS …"
/// then cannot read as an object to a reader (or the upload checks) scanning the file's
/// bytes, as one does when it rebuilds a damaged file's table.
fn content_stream(operations: Vec<Operation>) -> Stream {
    let plain = Content { operations }.encode().expect("operations built here encode");
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::default());
    let compressed = encoder.write_all(&plain).and_then(|()| encoder.finish()).expect("compressing in memory");
    Stream::new(dictionary! { "Filter" => "FlateDecode" }, compressed)
}

/// The footer of every page, below the body: the notice, then the number and the page.
fn footer(operations: &mut Vec<Operation>, number: &str, page: usize, count: usize) {
    let mut foot = Pages { ops: std::mem::take(operations), ..Pages::new() };
    let line = format!("Proforma invoice {number}, page {page} of {count}");
    for (text, y) in [(FOOTER, MARGIN + 10.0), (line.as_str(), MARGIN)] {
        foot.text(MARGIN, y, Font::Regular, 8.0, &encode(text));
    }
    *operations = foot.ops;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Font {
    Regular,
    Bold,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Align {
    Left,
    Right,
}

/// Helvetica's and Helvetica-Bold's advance widths (thousandths of the size) of the
/// printable ASCII characters, from their AFM files; enough to wrap and right-align.
const REGULAR_WIDTHS: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584,
];
const BOLD_WIDTHS: [u16; 95] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
    556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
    280, 389, 584,
];

impl Font {
    fn resource(self) -> &'static str {
        match self {
            Font::Regular => "F1",
            Font::Bold => "F2",
        }
    }

    /// The width of a WinAnsi byte at `size`. Beyond ASCII the widest glyphs (…, ‰, Œ, —,
    /// ™, Æ) count as a full em and the rest as the wide letters: a little wide at worst,
    /// so text never runs into the next column.
    fn width(self, byte: u8, size: f32) -> f32 {
        let table = if self == Font::Bold { &BOLD_WIDTHS } else { &REGULAR_WIDTHS };
        let thousandths = match byte {
            0x20..=0x7E => table[usize::from(byte - 0x20)],
            0x85 | 0x89 | 0x8C | 0x97 | 0x99 | 0xC6 => 1000,
            _ => 722,
        };
        f32::from(thousandths) * size / 1000.0
    }

    fn text_width(self, bytes: &[u8], size: f32) -> f32 {
        bytes.iter().map(|&b| self.width(b, size)).sum()
    }
}

/// One column of a block: where it sits and the lines its texts wrap to.
struct Cell {
    x: f32,
    width: f32,
    font: Font,
    size: f32,
    align: Align,
    lines: Vec<Vec<u8>>,
}

impl Cell {
    /// Each text encoded and wrapped to the column on its own, one after the other.
    fn new(column: (f32, f32), font: Font, size: f32, align: Align, texts: &[&str]) -> Cell {
        let (x, width) = column;
        let lines = texts.iter().flat_map(|text| wrap(&encode(text), font, size, width)).collect();
        Cell { x, width, font, size, align, lines }
    }

    fn x_of(&self, line: &[u8]) -> f32 {
        match self.align {
            Align::Left => self.x,
            Align::Right => self.x + self.width - self.font.text_width(line, self.size),
        }
    }
}

/// The pages' content as it is laid, top to bottom: the page being filled, the cursor's
/// height on it, and whether a goods table runs (its head then starts each new page).
struct Pages {
    done: Vec<Vec<Operation>>,
    ops: Vec<Operation>,
    y: f32,
    in_table: bool,
}

impl Pages {
    fn new() -> Pages {
        Pages { done: Vec::new(), ops: Vec::new(), y: TOP, in_table: false }
    }

    /// Cells side by side, line by line. A block that fits on a page is kept whole; a
    /// taller one (a very long address) runs on over pages, line by line.
    fn block(&mut self, cells: &[Cell], leading: f32) {
        let rows = cells.iter().map(|cell| cell.lines.len()).max().unwrap_or(0);
        let height = rows as f32 * leading;
        if height <= TOP - BOTTOM - 3.0 * LEADING {
            self.room_for(height);
        }
        for row in 0..rows {
            self.room_for(leading);
            self.y -= leading;
            // The baseline sits above the line's foot by about a descender.
            let baseline = self.y + 0.25 * leading;
            for cell in cells {
                if let Some(line) = cell.lines.get(row) {
                    self.text(cell.x_of(line), baseline, cell.font, cell.size, line);
                }
            }
        }
    }

    fn text(&mut self, x: f32, y: f32, font: Font, size: f32, line: &[u8]) {
        self.ops.extend([
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec![Object::Name(font.resource().into()), size.into()]),
            Operation::new("Td", vec![x.into(), y.into()]),
            Operation::new("Tj", vec![Object::String(line.to_vec(), StringFormat::Literal)]),
            Operation::new("ET", vec![]),
        ]);
    }

    /// A thin horizontal line across the body, a little below the cursor.
    fn rule(&mut self, width: f32) {
        self.room_for(4.0);
        self.y -= 2.0;
        self.ops.extend([
            Operation::new("w", vec![width.into()]),
            Operation::new("m", vec![MARGIN.into(), self.y.into()]),
            Operation::new("l", vec![RIGHT.into(), self.y.into()]),
            Operation::new("S", vec![]),
        ]);
        self.y -= 2.0;
    }

    fn gap(&mut self, height: f32) {
        self.y = (self.y - height).max(BOTTOM);
    }

    /// A new page when less than `height` is left on this one.
    fn room_for(&mut self, height: f32) {
        if self.y - height < BOTTOM {
            self.new_page();
        }
    }

    fn new_page(&mut self) {
        self.done.push(std::mem::take(&mut self.ops));
        self.y = TOP;
        if self.in_table {
            // Drawn with the flag off: the head's own room check must not draw another head.
            self.in_table = false;
            table_head(self);
            self.in_table = true;
        }
    }

    fn finish(mut self) -> Vec<Vec<Operation>> {
        self.done.push(self.ops);
        self.done
    }
}

/// The WinAnsi bytes of a text, as the standard fonts show it. Characters they lack get a
/// stand-in: "Rs." for the rupee sign, a space for any space, "-" for other hyphens,
/// nothing for invisible and combining marks, Latin letters for other scripts.
/// `<` and `>` become `‹` and `›`: no markup is left in the document's strings. Line
/// breaks are kept, for `wrap` to start a new line there.
fn encode(text: &str) -> Vec<u8> {
    let out = encode_chars(text);
    // A link that runs script (`javascript:`, `data:text/html`) is text the upload checks
    // refuse, as they refuse any PDF that holds one: a space before its colon leaves the
    // words readable and the link dead.
    if crate::uploads::markup_in(out.iter().map(|&b| char::from(b))).is_none() {
        return out;
    }
    out.iter().flat_map(|&b| if b == b':' { vec![b' ', b':'] } else { vec![b] }).collect()
}

fn encode_chars(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push(0x8B),
            '>' => out.push(0x9B),
            '\n' => out.push(b'\n'),
            '₹' => out.extend_from_slice(b"Rs."),
            '\u{AD}' | '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{FE00}'..='\u{FE0F}' => {}
            '\u{300}'..='\u{36F}' => {}
            c if c.is_whitespace() => out.push(b' '),
            c if c.is_control() => {}
            '\u{2010}'..='\u{2012}' | '\u{2212}' => out.push(b'-'),
            c => match win_ansi(c) {
                Some(byte) => out.push(byte),
                None => transliterate(c, &mut out),
            },
        }
    }
    out
}

/// A character the standard fonts lack, in Latin letters ("Д" → "D", "北" → "Bei "), so a
/// name in any script stays readable; nothing for a mark with no reading of its own (a
/// virama), "?" for a sign with none.
fn transliterate(c: char, out: &mut Vec<u8>) {
    let latin = match deunicode::deunicode_char(c) {
        Some(latin) => latin,
        None if is_mark(c) => "",
        None => "?",
    };
    for b in latin.bytes() {
        out.push(match b {
            b'<' => 0x8B,
            b'>' => 0x9B,
            b if b.is_ascii_graphic() || b == b' ' => b,
            _ => b'?',
        });
    }
}

/// Whether `c` is a vowel sign or virama of the Indic scripts, which only change the letter
/// before them.
fn is_mark(c: char) -> bool {
    matches!(u32::from(c), 0x0900..=0x0DFF) && !c.is_alphanumeric()
}

/// The WinAnsi byte of a character the standard fonts have a glyph for.
fn win_ansi(c: char) -> Option<u8> {
    // The 27 characters WinAnsi puts in 0x80–0x9F, where Latin-1 has control codes.
    const HIGH: [(char, u8); 27] = [
        ('€', 0x80),
        ('‚', 0x82),
        ('ƒ', 0x83),
        ('„', 0x84),
        ('…', 0x85),
        ('†', 0x86),
        ('‡', 0x87),
        ('ˆ', 0x88),
        ('‰', 0x89),
        ('Š', 0x8A),
        ('‹', 0x8B),
        ('Œ', 0x8C),
        ('Ž', 0x8E),
        ('‘', 0x91),
        ('’', 0x92),
        ('“', 0x93),
        ('”', 0x94),
        ('•', 0x95),
        ('–', 0x96),
        ('—', 0x97),
        ('˜', 0x98),
        ('™', 0x99),
        ('š', 0x9A),
        ('›', 0x9B),
        ('œ', 0x9C),
        ('ž', 0x9E),
        ('Ÿ', 0x9F),
    ];
    match u32::from(c) {
        0x20..=0x7E | 0xA1..=0xFF => u8::try_from(u32::from(c)).ok(),
        _ => HIGH.iter().find(|&&(high, _)| high == c).map(|&(_, byte)| byte),
    }
}

/// Encoded text in lines no wider than `width`: words as they fit, a word wider than a
/// line cut between characters (every character is one byte once encoded), a line
/// break in the text kept. Blank lines are dropped.
fn wrap(text: &[u8], font: Font, size: f32, width: f32) -> Vec<Vec<u8>> {
    let space = font.width(b' ', size);
    let mut lines = Vec::new();
    for paragraph in text.split(|&b| b == b'\n') {
        let mut line: Vec<u8> = Vec::new();
        let mut used = 0.0;
        for word in paragraph.split(|&b| b == b' ').filter(|word| !word.is_empty()) {
            let word_width = font.text_width(word, size);
            if !line.is_empty() && used + space + word_width <= width {
                line.push(b' ');
                line.extend_from_slice(word);
                used += space + word_width;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                used = 0.0;
            }
            for &byte in word {
                let w = font.width(byte, size);
                if !line.is_empty() && used + w > width {
                    lines.push(std::mem::take(&mut line));
                    used = 0.0;
                }
                line.push(byte);
                used += w;
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
    }
    lines
}

/// The Info dictionary's title in printable ASCII, `<` and `>` included as "?": a plain
/// literal string then, never a hex one (`<FEFF…>`) that a markup check might misread.
fn ascii_title(number: &str) -> String {
    let number: String = number
        .chars()
        .map(|c| if c.is_ascii_graphic() && c != '<' && c != '>' || c == ' ' { c } else { '?' })
        .collect();
    format!("Proforma invoice {number}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uploads::{check_named, Accepts, FileRule};

    fn party(name: &str, company: &str, city: &str) -> Party {
        Party {
            name: name.into(),
            company: Some(company.into()),
            address: vec!["Plot 14, Industrial Area".into(), city.into()],
            email: format!("{}@example.com", name.to_lowercase().replace(' ', ".")),
            phone: Some("+91 98765 43210".into()),
            tax_id: Some("27AAPFU0939F1ZV".into()),
        }
    }

    fn line(description: &str, amount: &str) -> Line {
        Line {
            description: description.into(),
            quantity: "10 ton".into(),
            unit_price: "US$3,500.00".into(),
            amount: amount.into(),
        }
    }

    fn typical() -> Proforma {
        Proforma {
            number: "TH-2026-000123".into(),
            issued: chrono::NaiveDate::from_ymd_opt(2026, 11, 30).expect("a valid date"),
            seller: party("Asha Patil", "Sahyadri Agro Exports Pvt Ltd", "Nashik 422007, Maharashtra, India"),
            buyer: party("Omar Haddad", "Gulf Foods Trading LLC", "Jebel Ali Free Zone, Dubai, UAE"),
            lines: vec![line("Basmati rice, 1121 steam, 25 kg bags", "US$35,000.00")],
            total: "US$35,000.00".into(),
            currency: "USD".into(),
            incoterm: "CIF Jebel Ali (Incoterms 2020)".into(),
            payment_terms: vec![
                "30% advance, US$10,500.00, due 7 Dec 2026".into(),
                "70% against documents, US$24,500.00".into(),
            ],
            validity: "Valid until 14 December 2026".into(),
            notes: vec!["Packed in 25 kg PP bags, 1,000 bags per container.".into()],
        }
    }

    /// The upload checks a document goes through, as for a file a person sends.
    fn assert_accepted(bytes: &[u8]) {
        let rule = FileRule { field: "proforma", label: "Proforma", accepts: Accepts::Document };
        if let Err(refusal) = check_named(rule, Some("proforma.pdf"), bytes) {
            panic!("the upload checks refuse the proforma: {refusal:?}");
        }
    }

    /// Page count and text, as lopdf reads the file back.
    fn read_back(bytes: &[u8]) -> (Document, String) {
        let doc = Document::load_mem(bytes).expect("lopdf reads the proforma");
        let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
        let text = doc.extract_text(&pages).expect("its text extracts");
        (doc, text)
    }

    #[test]
    fn a_typical_proforma_reads_back_with_its_figures_and_passes_the_upload_checks() {
        let bytes = render(&typical());
        assert!(bytes.starts_with(b"%PDF-1.4"));
        assert_accepted(&bytes);
        let (doc, text) = read_back(&bytes);
        assert_eq!(doc.get_pages().len(), 1);
        for expected in [
            "PROFORMA INVOICE",
            "TH-2026-000123",
            "30 November 2026",
            "Asha Patil",
            "Sahyadri Agro Exports Pvt Ltd",
            "Omar Haddad",
            "Gulf Foods Trading LLC",
            "Tax ID: 27AAPFU0939F1ZV",
            "Basmati rice, 1121 steam, 25 kg bags",
            "Total (USD)",
            "US$35,000.00",
            "CIF Jebel Ali (Incoterms 2020)",
            "• 30% advance, US$10,500.00, due 7 Dec 2026",
            "Valid until 14 December 2026",
            FOOTER,
            "Proforma invoice TH-2026-000123, page 1 of 1",
        ] {
            assert!(text.contains(expected), "{expected:?} is missing from:\n{text}");
        }
        let info = doc.trailer.get(b"Info").and_then(Object::as_reference).expect("an Info dictionary");
        let info = doc.get_dictionary(info).expect("Info is a dictionary");
        assert_eq!(info.get(b"Title").and_then(Object::as_str).ok(), Some(&b"Proforma invoice TH-2026-000123"[..]));
        assert_eq!(info.get(b"Producer").and_then(Object::as_str).ok(), Some(&b"Tradehub"[..]));
    }

    #[test]
    fn sixty_lines_run_onto_more_pages_each_with_the_table_head_and_footer() {
        let mut p = typical();
        p.lines = (1..=60).map(|i| line(&format!("Item {i:02}: sugar, ICUMSA 45, 50 kg bags"), "US$583.33")).collect();
        let bytes = render(&p);
        assert_accepted(&bytes);
        let (doc, text) = read_back(&bytes);
        let count = doc.get_pages().len();
        assert!(count >= 2, "60 lines fit on {count} page(s)");
        for i in 1..=60 {
            assert!(text.contains(&format!("Item {i:02}: sugar")), "item {i} is missing");
        }
        assert_eq!(text.matches(FOOTER).count(), count);
        assert_eq!(text.matches("Unit price").count(), count, "the table head starts every page it runs onto");
        assert!(text.contains(&format!("page {count} of {count}")));
        assert!(text.contains("US$35,000.00") && text.contains("Valid until 14 December 2026"));
    }

    #[test]
    fn a_very_long_address_runs_over_pages_and_stays_readable() {
        let mut p = typical();
        p.buyer.address = (1..=90).map(|i| format!("Address line {i} of a buyer who writes a great deal")).collect();
        let bytes = render(&p);
        assert_accepted(&bytes);
        let (doc, text) = read_back(&bytes);
        assert!(doc.get_pages().len() >= 2);
        assert!(text.contains("Address line 90 of a buyer") && text.contains("US$35,000.00"));
    }

    #[test]
    fn hostile_text_is_escaped_neutralised_and_still_passes_the_checks() {
        let long_word = "W".repeat(400);
        let mut p = typical();
        p.number = "TH-2026-<b>9</b>".into();
        p.buyer.name = "राम कुमार (Ram) \\ back\\slash ) unbalanced (".into();
        p.buyer.address = vec![long_word.clone(), "Café Zürich — 😀👨‍👩‍👧 ok".into()];
        p.lines = vec![
            line("Drum (200 L) <script>alert(1)</script>", "₹3,10,000.00"),
            line("1 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj javascript:alert(1)", "€12.00"),
        ];
        p.total = "₹3,10,000.00".into();
        let bytes = render(&p);
        assert_accepted(&bytes);
        assert!(!bytes.windows(7).any(|w| w.eq_ignore_ascii_case(b"<script")));
        // The object-like text sits only in compressed content, never in the file's bytes.
        assert!(!bytes.windows(11).any(|w| w == b"/JavaScript"));
        let (doc, text) = read_back(&bytes);
        assert_eq!(doc.get_pages().len(), 1);
        for expected in [
            "Drum (200 L) ‹script›alert(1)‹/script›",
            "Rs.3,10,000.00",
            "€12.00",
            "raam kumaar (Ram) \\ back\\slash ) unbalanced (",
            "Café Zürich — grinning man woman girl ok",
            "TH-2026-‹b›9‹/b›",
            "/JS (app.alert(1))",
        ] {
            assert!(text.contains(expected), "{expected:?} is missing from:\n{text}");
        }
        assert!(!text.contains('<') && !text.contains('>'));
        let info = doc.trailer.get(b"Info").and_then(Object::as_reference).expect("an Info dictionary");
        let title = doc.get_dictionary(info).and_then(|info| info.get(b"Title")).expect("a title");
        assert_eq!(title, &Object::string_literal("Proforma invoice TH-2026-?b?9?/b?"));
        // The long word is cut over lines, every character kept.
        assert_eq!(text.matches('W').count(), 400);
    }

    #[test]
    fn the_same_proforma_renders_to_the_same_bytes() {
        let mut p = typical();
        p.lines = (1..=60).map(|i| line(&format!("Item {i}"), "US$1.00")).collect();
        assert_eq!(render(&p), render(&p));
        assert_ne!(render(&p), render(&typical()));
    }

    #[test]
    fn characters_the_standard_fonts_lack_get_readable_stand_ins() {
        assert_eq!(encode("é€£"), vec![0xE9, 0x80, 0xA3]);
        assert_eq!(encode("₹5"), b"Rs.5".to_vec());
        assert_eq!(String::from_utf8(encode("नमस्ते")).unwrap().trim(), "nmste");
        assert_eq!(String::from_utf8(encode("Дмитрий 北京")).unwrap(), "Dmitrii Bei Jing ");
        assert_eq!(encode("a\u{202F}b\tc\u{200B}d\u{2011}e"), b"a b cd-e".to_vec());
        assert_eq!(encode("e\u{301}"), b"e".to_vec());
        assert_eq!(encode("<x>"), vec![0x8B, b'x', 0x9B]);
        assert!(!encode("😀\u{FE0F}").is_empty());
    }

    #[test]
    fn wrapped_lines_keep_within_their_width_and_lose_no_character() {
        let text = encode("A short one, then Supercalifragilisticexpialidocious-and-then-some-more-text and\nnew line");
        for width in [30.0, 60.0, 120.0] {
            let lines = wrap(&text, Font::Regular, BODY_SIZE, width);
            assert!(lines.iter().all(|l| Font::Regular.text_width(l, BODY_SIZE) <= width), "{lines:?}");
            let kept: Vec<u8> = lines.concat().into_iter().filter(|b| *b != b' ').collect();
            let sent: Vec<u8> = text.iter().copied().filter(|b| *b != b' ' && *b != b'\n').collect();
            assert_eq!(kept, sent);
        }
    }
}
