//! The PDF side of signing: an incremental update that adds a signature field whose `/Sig`
//! dictionary holds a `/ByteRange` over the whole file and the CMS in `/Contents`; and
//! reading it back for verification.

use super::SignError;
use lopdf::{Dictionary, Document, IncrementalDocument, Object, ObjectId, StringFormat};

/// Room for the CMS in `/Contents`, in bytes (written as twice as many hex digits).
pub(crate) const CONTENTS_BYTES: usize = 8192;
/// The `/ByteRange` placeholder: wide enough for any offset of a report.
const RANGE_PLACEHOLDER: i64 = 9_999_999_999;

fn pdf_err(e: impl std::fmt::Display) -> SignError {
    SignError::Pdf(e.to_string())
}

/// Parses a PDF; a parser panic on a malformed file becomes an error too.
fn load(pdf: &[u8]) -> Result<Document, SignError> {
    std::panic::catch_unwind(|| Document::load_mem(pdf))
        .map_err(|_| SignError::NotPdf)?
        .map_err(|_| SignError::NotPdf)
}

/// The PDF date of a time: `D:20261121235700Z`.
pub fn pdf_date(time: std::time::SystemTime) -> String {
    let secs = time
        .duration_since(std::time::SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let t = time::OffsetDateTime::from_unix_timestamp(i64::try_from(secs).unwrap_or(0))
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    format!(
        "D:{:04}{:02}{:02}{:02}{:02}{:02}Z",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second()
    )
}

/// What the signer puts in the `/Sig` dictionary besides the signature itself.
pub(crate) struct SigFields<'a> {
    pub name: &'a str,
    pub reason: &'a str,
    pub time: std::time::SystemTime,
}

/// Appends the signature field with a placeholder; returns the file and where the
/// `/Contents` hex string starts and ends (`<` .. after `>`).
pub(crate) fn prepare(
    pdf: &[u8],
    fields: &SigFields<'_>,
) -> Result<(Vec<u8>, usize, usize), SignError> {
    let doc = load(pdf)?;
    let root_id = doc
        .trailer
        .get(b"Root")
        .and_then(Object::as_reference)
        .map_err(pdf_err)?;
    let page_id = *doc
        .get_pages()
        .values()
        .next()
        .ok_or_else(|| SignError::Pdf("the document has no page".into()))?;
    let mut inc = IncrementalDocument::create_from(pdf.to_vec(), doc);

    let mut sig = Dictionary::new();
    sig.set("Type", Object::Name(b"Sig".to_vec()));
    sig.set("Filter", Object::Name(b"Adobe.PPKLite".to_vec()));
    sig.set("SubFilter", Object::Name(b"ETSI.CAdES.detached".to_vec()));
    sig.set(
        "ByteRange",
        Object::Array(vec![
            Object::Integer(0),
            Object::Integer(RANGE_PLACEHOLDER),
            Object::Integer(RANGE_PLACEHOLDER),
            Object::Integer(RANGE_PLACEHOLDER),
        ]),
    );
    sig.set(
        "Contents",
        Object::String(vec![0; CONTENTS_BYTES], StringFormat::Hexadecimal),
    );
    sig.set("M", Object::string_literal(pdf_date(fields.time)));
    sig.set("Name", text_string(fields.name));
    sig.set("Reason", text_string(fields.reason));
    let sig_id = inc.new_document.add_object(sig);

    let mut widget = Dictionary::new();
    widget.set("Type", Object::Name(b"Annot".to_vec()));
    widget.set("Subtype", Object::Name(b"Widget".to_vec()));
    widget.set("FT", Object::Name(b"Sig".to_vec()));
    widget.set("T", Object::string_literal("Arbitre signature"));
    widget.set(
        "Rect",
        Object::Array(vec![0.into(), 0.into(), 0.into(), 0.into()]),
    );
    // Print + Locked: an invisible signature.
    widget.set("F", Object::Integer(132));
    widget.set("V", Object::Reference(sig_id));
    widget.set("P", Object::Reference(page_id));
    let widget_id = inc.new_document.add_object(widget);

    add_annotation(&mut inc, page_id, widget_id)?;

    inc.opt_clone_object_to_new_document(root_id)
        .map_err(pdf_err)?;
    let catalog = inc
        .new_document
        .get_object_mut(root_id)
        .and_then(Object::as_dict_mut)
        .map_err(pdf_err)?;
    let mut form = Dictionary::new();
    form.set("Fields", Object::Array(vec![Object::Reference(widget_id)]));
    form.set("SigFlags", Object::Integer(3));
    catalog.set("AcroForm", Object::Dictionary(form));

    let mut out = Vec::with_capacity(pdf.len() + 2 * CONTENTS_BYTES + 2048);
    inc.save_to(&mut out).map_err(pdf_err)?;
    patch_byte_range(&mut out)
}

fn add_annotation(
    inc: &mut IncrementalDocument,
    page_id: ObjectId,
    widget_id: ObjectId,
) -> Result<(), SignError> {
    let existing = inc
        .get_prev_documents()
        .get_object(page_id)
        .and_then(Object::as_dict)
        .map_err(pdf_err)?
        .get(b"Annots")
        .ok()
        .cloned();
    let mut annots = match existing {
        Some(Object::Array(a)) => a,
        Some(Object::Reference(id)) => inc
            .get_prev_documents()
            .get_object(id)
            .and_then(Object::as_array)
            .cloned()
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    annots.push(Object::Reference(widget_id));
    inc.opt_clone_object_to_new_document(page_id)
        .map_err(pdf_err)?;
    inc.new_document
        .get_object_mut(page_id)
        .and_then(Object::as_dict_mut)
        .map_err(pdf_err)?
        .set("Annots", Object::Array(annots));
    Ok(())
}

/// A PDF text string: PDFDocEncoding when ASCII, else UTF-16BE with a BOM.
pub fn text_string(s: &str) -> Object {
    if s.is_ascii() {
        Object::string_literal(s)
    } else {
        let mut bytes = vec![0xFE, 0xFF];
        for unit in s.encode_utf16() {
            bytes.extend_from_slice(&unit.to_be_bytes());
        }
        Object::String(bytes, StringFormat::Literal)
    }
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn patch_byte_range(out: &mut [u8]) -> Result<(Vec<u8>, usize, usize), SignError> {
    let missing = || SignError::Pdf("signature placeholder not found".into());
    let mut hex = vec![b'0'; 2 * CONTENTS_BYTES];
    hex.insert(0, b'<');
    hex.push(b'>');
    let start = find(out, &hex, 0).ok_or_else(missing)?;
    let end = start + hex.len();
    let marker = format!("[0 {RANGE_PLACEHOLDER} {RANGE_PLACEHOLDER} {RANGE_PLACEHOLDER}]");
    let at = find(out, marker.as_bytes(), 0).ok_or_else(missing)?;
    let range = format!("[0 {start} {end} {}]", out.len() - end);
    if range.len() > marker.len() {
        return Err(SignError::Pdf("file too large to sign".into()));
    }
    let mut padded = range.into_bytes();
    padded.truncate(padded.len() - 1);
    padded.resize(marker.len() - 1, b' ');
    padded.push(b']');
    out[at..at + marker.len()].copy_from_slice(&padded);
    Ok((out.to_vec(), start, end))
}

/// Writes the CMS into the placeholder.
pub(crate) fn fill_contents(
    pdf: &mut [u8],
    start: usize,
    end: usize,
    cms: &[u8],
) -> Result<(), SignError> {
    if 2 * cms.len() > end - start - 2 {
        return Err(SignError::Pdf(
            "signature larger than its placeholder".into(),
        ));
    }
    let mut pos = start + 1;
    for byte in cms {
        let digits = format!("{byte:02X}");
        pdf[pos..pos + 2].copy_from_slice(digits.as_bytes());
        pos += 2;
    }
    Ok(())
}

/// A signature found in a file: its byte range, and the name its dictionary gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Found {
    /// The `/ByteRange`; `None` when the dictionary is there but its range cannot be read
    /// (a damaged signature).
    pub byte_range: Option<[usize; 4]>,
    /// The `/Name` of the dictionary, when it gives one.
    pub name: Option<String>,
}

/// Every signature of a PDF, in the order of the revisions they sign (the first, the
/// original signature, first; damaged ones last). They are found twice over: in the
/// objects the PDF's cross-reference tables name (the newest version of each), and in its
/// bytes, so that a signature whose dictionary a later update replaced or hid is still
/// found, and a file whose tables are broken is still judged. Only a file with neither a
/// signature nor a readable structure is an error.
///
/// # Errors
/// [`SignError::NotPdf`] when the file cannot be read as a PDF and holds no signature.
pub(crate) fn find_signatures(pdf: &[u8]) -> Result<Vec<Found>, SignError> {
    let loaded = load(pdf);
    let mut found: Vec<Found> = Vec::new();
    if let Ok(doc) = &loaded {
        for object in doc.objects.values() {
            let Ok(dict) = object.as_dict() else { continue };
            let typed_sig = dict
                .get(b"Type")
                .and_then(Object::as_name)
                .is_ok_and(|n| n == b"Sig" || n == b"DocTimeStamp");
            if !typed_sig && !dict.has(b"ByteRange") {
                continue;
            }
            let byte_range = dict
                .get(b"ByteRange")
                .and_then(Object::as_array)
                .ok()
                .and_then(|range| {
                    let numbers: Vec<usize> = range
                        .iter()
                        .map(|o| o.as_i64().ok().and_then(|n| usize::try_from(n).ok()))
                        .collect::<Option<_>>()?;
                    <[usize; 4]>::try_from(numbers).ok()
                });
            let name = dict.get(b"Name").ok().and_then(decode_text);
            found.push(Found { byte_range, name });
        }
    }
    let (ranges, unreadable) = raw_byte_ranges(pdf);
    for range in ranges {
        if !found.iter().any(|f| f.byte_range == Some(range)) {
            found.push(Found {
                byte_range: Some(range),
                name: None,
            });
        }
    }
    // A byte range too damaged to read counts only when nothing else was found (then the
    // file is a damaged signed file, not one without a signature); a key written in some
    // text of the document must not make a genuine report look damaged.
    if found.is_empty() && unreadable {
        found.push(Found {
            byte_range: None,
            name: None,
        });
    }
    if found.is_empty() {
        return match loaded {
            Ok(_) => Ok(found),
            Err(_) => Err(SignError::NotPdf),
        };
    }
    found.sort_by_key(|f| {
        f.byte_range
            .map_or((1, usize::MAX), |[_, _, c, d]| (0, c.saturating_add(d)))
    });
    found.dedup();
    Ok(found)
}

/// The `/ByteRange [a b c d]` arrays written in the file's bytes whose gap (`a + b` to `c`)
/// holds a hexadecimal string, as a signature's `/Contents` does: signatures, wherever a
/// cross-reference table says they are or not. Also whether a `/ByteRange` key was found
/// whose array cannot be read.
fn raw_byte_ranges(pdf: &[u8]) -> (Vec<[usize; 4]>, bool) {
    const KEY: &[u8] = b"/ByteRange";
    let mut ranges = Vec::new();
    let mut unreadable = false;
    let mut from = 0;
    while let Some(at) = find(pdf, KEY, from) {
        from = at + KEY.len();
        let Some(range) = read_int_array(pdf.get(from..).unwrap_or_default()) else {
            unreadable = true;
            continue;
        };
        let [a, b, c, _] = range;
        let gap = a.checked_add(b).and_then(|start| pdf.get(start..c));
        if gap.is_some_and(|g| g.len() >= 2 && g.first() == Some(&b'<') && g.last() == Some(&b'>'))
            && !ranges.contains(&range)
        {
            ranges.push(range);
        }
    }
    (ranges, unreadable)
}

/// Reads `[n n n n]` (PDF white space between) at the start of `bytes`, after white space.
fn read_int_array(bytes: &[u8]) -> Option<[usize; 4]> {
    let is_space = |b: &u8| matches!(b, b' ' | b'\t' | b'\r' | b'\n' | b'\x0C' | b'\0');
    let mut rest = bytes;
    let skip = |r: &mut &[u8]| {
        while r.first().is_some_and(is_space) {
            *r = &r[1..];
        }
    };
    skip(&mut rest);
    rest = rest.strip_prefix(b"[")?;
    let mut numbers = [0_usize; 4];
    for n in &mut numbers {
        skip(&mut rest);
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 15 {
            return None;
        }
        *n = std::str::from_utf8(&rest[..digits]).ok()?.parse().ok()?;
        rest = &rest[digits..];
    }
    skip(&mut rest);
    rest.starts_with(b"]").then_some(numbers)
}

/// The CMS bytes in a signature's gap (`<` hex digits `>`): `None` unless the gap holds
/// only upper-case hexadecimal digits, in pairs, as Arbitre writes them, so that one
/// signature has one spelling.
pub(crate) fn gap_bytes(gap: &[u8]) -> Option<Vec<u8>> {
    let hex = gap.strip_prefix(b"<")?.strip_suffix(b">")?;
    if hex.len() % 2 != 0 {
        return None;
    }
    let digit = |b: u8| match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    };
    hex.chunks_exact(2)
        .map(|pair| Some(digit(pair[0])? << 4 | digit(pair[1])?))
        .collect()
}

fn decode_text(o: &Object) -> Option<String> {
    let bytes = o.as_str().ok()?;
    if let Some(rest) = bytes.strip_prefix(&[0xFE, 0xFF]) {
        let units: Vec<u16> = rest
            .chunks_exact(2)
            .map(|c| u16::from_be_bytes([c[0], c[1]]))
            .collect();
        String::from_utf16(&units).ok()
    } else {
        Some(bytes.iter().map(|&b| char::from(b)).collect())
    }
}
