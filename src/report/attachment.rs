//! Reading back what a report carries: the case file it was made from (the `case.toml`
//! attachment), so that an appeals committee works from the very case the director signed.

use super::{ATTACHMENT_NAME, ReportError};
use lopdf::{Dictionary, Document, Object};

fn pdf_err(what: &str) -> ReportError {
    ReportError::Pdf(what.to_owned())
}

fn dict<'a>(doc: &'a Document, object: &'a Object) -> Option<&'a Dictionary> {
    match object {
        Object::Dictionary(d) => Some(d),
        Object::Reference(id) => doc.get_dictionary(*id).ok(),
        _ => None,
    }
}

/// The bytes of the case file a report or notice carries.
///
/// # Errors
/// When the bytes are not a PDF, or the PDF carries no case file.
pub fn embedded_case(pdf: &[u8]) -> Result<Vec<u8>, ReportError> {
    let doc = std::panic::catch_unwind(|| Document::load_mem(pdf))
        .map_err(|_| pdf_err("malformed PDF"))?
        .map_err(|e| ReportError::Pdf(e.to_string()))?;
    let missing = || pdf_err("no case file is attached");
    let catalog = doc.catalog().map_err(|e| ReportError::Pdf(e.to_string()))?;
    let names = catalog
        .get(b"Names")
        .ok()
        .and_then(|o| dict(&doc, o))
        .ok_or_else(missing)?;
    let tree = names
        .get(b"EmbeddedFiles")
        .ok()
        .and_then(|o| dict(&doc, o))
        .ok_or_else(missing)?;
    let list = tree
        .get(b"Names")
        .ok()
        .and_then(|o| o.as_array().ok())
        .ok_or_else(missing)?;
    for pair in list.chunks(2) {
        let [Object::String(name, _), spec] = pair else {
            continue;
        };
        if name.as_slice() != ATTACHMENT_NAME.as_bytes() {
            continue;
        }
        let file = dict(&doc, spec)
            .and_then(|s| s.get(b"EF").ok())
            .and_then(|ef| dict(&doc, ef))
            .and_then(|ef| ef.get(b"F").ok())
            .and_then(|f| f.as_reference().ok())
            .and_then(|id| doc.get_object(id).ok())
            .and_then(|o| o.as_stream().ok())
            .ok_or_else(missing)?;
        return Ok(file
            .decompressed_content()
            .unwrap_or_else(|_| file.content.clone()));
    }
    Err(missing())
}

/// What the document says it is (its `/Subject`): a ruling report, or an appeals
/// committee's decision naming the report it decides on.
#[must_use]
pub fn subject(pdf: &[u8]) -> Option<String> {
    let doc = std::panic::catch_unwind(|| Document::load_mem(pdf))
        .ok()?
        .ok()?;
    let info = doc.trailer.get(b"Info").ok()?;
    let info = dict(&doc, info)?;
    lopdf::decode_text_string(info.get(b"Subject").ok()?).ok()
}

/// The program that wrote the document (its `/Producer`): `Arbitre 0.1.0` for Arbitre's.
#[must_use]
pub fn producer(pdf: &[u8]) -> Option<String> {
    let doc = std::panic::catch_unwind(|| Document::load_mem(pdf))
        .ok()?
        .ok()?;
    let info = doc.trailer.get(b"Info").ok()?;
    let info = dict(&doc, info)?;
    lopdf::decode_text_string(info.get(b"Producer").ok()?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn not_a_pdf_and_a_pdf_without_a_case_are_errors_not_panics() {
        assert!(embedded_case(b"").is_err());
        assert!(embedded_case(b"%PDF-1.7\n%%EOF").is_err());
        assert!(embedded_case(&[0xff; 64]).is_err());
    }
}
