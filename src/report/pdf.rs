//! Writes the composed pages as a PDF: subset fonts, metadata (title, author, subject,
//! language, dates) and the case file as an embedded file attachment.

use super::canvas::{Canvas, GREY, Item, RED, Rgb};
use super::fonts::Face;
use super::{ATTACHMENT_NAME, Rendered, ReportError, ReportOptions};
use crate::case::Case;
use crate::i18n::Tr;
use lopdf::{Dictionary, Object, Stream, StringFormat};
use printpdf::{
    Color, Line, LinePoint, Op, PaintMode, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions,
    Point, Polygon, PolygonRing, Pt, TextItem, WindingOrder,
};
use std::collections::{BTreeMap, BTreeSet};

fn color(c: Rgb) -> Color {
    Color::Rgb(printpdf::Rgb::new(c.0, c.1, c.2, None))
}

fn point(height: f32, x: f32, y: f32) -> LinePoint {
    LinePoint {
        p: Point {
            x: Pt(x),
            y: Pt(height - y),
        },
        bezier: false,
    }
}

fn footers(canvas: &mut Canvas, title: &str, tr: Tr) {
    let total = canvas.pages.len();
    let (left, right, y) = (
        canvas.left(),
        canvas.width - canvas.margin,
        canvas.height - canvas.margin + 6.0,
    );
    for (i, page) in canvas.pages.iter_mut().enumerate() {
        let number = tr.t_args(
            "report-page",
            &[("page", (i + 1).into()), ("pages", total.into())],
        );
        page.push(Item::Line {
            x1: left,
            y1: y - 12.0,
            x2: right,
            y2: y - 12.0,
            width: 0.4,
            color: GREY,
        });
        page.push(Item::Text {
            face: Face::Regular,
            size: 7.5,
            x: left,
            y,
            color: GREY,
            text: title.to_owned(),
        });
        page.push(Item::Text {
            face: Face::Regular,
            size: 7.5,
            x: right - Face::Regular.width(&number, 7.5),
            y,
            color: GREY,
            text: number,
        });
    }
}

fn ops(page: &[Item], height: f32, fonts: &BTreeMap<Face, printpdf::FontId>) -> Vec<Op> {
    let mut ops = Vec::new();
    for item in page {
        match item {
            Item::Text {
                face,
                size,
                x,
                y,
                color: c,
                text,
            } => {
                let Some(id) = fonts.get(face) else { continue };
                ops.push(Op::StartTextSection);
                ops.push(Op::SetFillColor { col: color(*c) });
                ops.push(Op::SetFont {
                    font: PdfFontHandle::External(id.clone()),
                    size: Pt(*size),
                });
                ops.push(Op::SetTextCursor {
                    pos: Point {
                        x: Pt(*x),
                        y: Pt(height - y),
                    },
                });
                ops.push(Op::ShowText {
                    items: vec![TextItem::Text(text.clone())],
                });
                ops.push(Op::EndTextSection);
            }
            Item::Line {
                x1,
                y1,
                x2,
                y2,
                width,
                color: c,
            } => {
                ops.push(Op::SetOutlineColor { col: color(*c) });
                ops.push(Op::SetOutlineThickness { pt: Pt(*width) });
                ops.push(Op::DrawLine {
                    line: Line {
                        points: vec![point(height, *x1, *y1), point(height, *x2, *y2)],
                        is_closed: false,
                    },
                });
            }
            Item::Fill {
                x,
                y,
                w,
                h,
                color: c,
            } => {
                ops.push(Op::SetFillColor { col: color(*c) });
                ops.push(Op::DrawPolygon {
                    polygon: Polygon {
                        rings: vec![PolygonRing {
                            points: vec![
                                point(height, *x, *y),
                                point(height, x + w, *y),
                                point(height, x + w, y + h),
                                point(height, *x, y + h),
                            ],
                        }],
                        mode: PaintMode::Fill,
                        winding_order: WindingOrder::NonZero,
                    },
                });
            }
        }
    }
    ops
}

fn offset_time(time: std::time::SystemTime) -> printpdf::OffsetDateTime {
    let secs = time
        .duration_since(std::time::SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    printpdf::OffsetDateTime::from_unix_timestamp(i64::try_from(secs).unwrap_or(0))
        .or_else(|_| printpdf::OffsetDateTime::from_unix_timestamp(0))
        .unwrap_or_else(|_| printpdf::OffsetDateTime::now())
}

/// What the PDF says it is: its title and subject, and whether its pages have the footer
/// (title and page number).
pub(crate) struct Doc<'a> {
    pub title: &'a str,
    pub subject: &'a str,
    pub footer: bool,
}

/// "DRAFT, not signed" at the head of every page of an unsigned preview.
fn draft_marks(canvas: &mut Canvas, tr: Tr) {
    let text = tr.t("report-draft-mark");
    let size = 10.0;
    let x = (canvas.width - Face::Bold.width(&text, size)) / 2.0;
    let y = canvas.margin - 18.0;
    for page in &mut canvas.pages {
        page.push(Item::Text {
            face: Face::Bold,
            size,
            x,
            y,
            color: RED,
            text: text.clone(),
        });
    }
}

/// The PDF of the composed pages.
pub(crate) fn write(
    canvas: Canvas,
    doc_info: &Doc<'_>,
    tr: Tr,
    case: &Case,
    case_toml: &str,
    options: &ReportOptions,
) -> Result<Vec<u8>, ReportError> {
    write_checked(canvas, doc_info, tr, case, case_toml, options).map(|r| r.pdf)
}

/// The PDF of the composed pages, and the characters no font could print.
pub(crate) fn write_checked(
    mut canvas: Canvas,
    doc_info: &Doc<'_>,
    tr: Tr,
    case: &Case,
    case_toml: &str,
    options: &ReportOptions,
) -> Result<Rendered, ReportError> {
    let (title, subject) = (doc_info.title, doc_info.subject);
    if doc_info.footer {
        footers(&mut canvas, title, tr);
    }
    if options.draft {
        draft_marks(&mut canvas, tr);
    }
    let mut chars: BTreeMap<Face, BTreeSet<char>> = BTreeMap::new();
    for item in canvas.pages.iter().flatten() {
        if let Item::Text { face, text, .. } = item {
            chars.entry(*face).or_default().extend(text.chars());
        }
    }
    let mut doc = PdfDocument::new(title);
    let mut fonts = BTreeMap::new();
    for (face, set) in &chars {
        let parsed = face.subset(set)?;
        fonts.insert(*face, doc.add_font(&parsed));
    }
    let pages = canvas
        .pages
        .iter()
        .map(|page| {
            PdfPage::new(
                printpdf::Mm::from(Pt(canvas.width)),
                printpdf::Mm::from(Pt(canvas.height)),
                ops(page, canvas.height, &fonts),
            )
        })
        .collect();
    doc.with_pages(pages);
    let when = offset_time(options.time);
    let info = &mut doc.metadata.info;
    info.document_title = title.to_owned();
    info.author = options.director_name(case);
    info.subject = subject.to_owned();
    info.creator = "Arbitre".to_owned();
    info.producer = format!("Arbitre {}", env!("CARGO_PKG_VERSION"));
    info.creation_date = when;
    info.modification_date = when;
    info.metadata_date = when;

    let mut warnings = Vec::new();
    let mut pdf = doc.to_lopdf_document(&PdfSaveOptions::default(), &mut warnings);
    attach(&mut pdf, case_toml, tr, options)?;
    if let Ok(info) = pdf
        .trailer
        .get(b"Info")
        .and_then(Object::as_reference)
        .and_then(|id| pdf.get_object_mut(id))
        .and_then(Object::as_dict_mut)
    {
        // printpdf's custom conformance claims PDF/X; a ruling report makes no such claim.
        info.remove(b"GTS_PDFXVersion");
        info.remove(b"GTS_PDFXConformance");
        info.remove(b"Trapped");
    }
    pdf.version = "1.7".to_owned();
    pdf.compress();
    let mut out = Vec::new();
    pdf.save_to(&mut out)
        .map_err(|e| ReportError::Pdf(e.to_string()))?;
    Ok(Rendered {
        pdf: out,
        unprintable: std::mem::take(&mut canvas.missing),
    })
}

/// Sets the catalog's language and attaches the case file (EmbeddedFiles name tree and
/// the catalog's associated files).
fn attach(
    pdf: &mut lopdf::Document,
    case_toml: &str,
    tr: Tr,
    options: &ReportOptions,
) -> Result<(), ReportError> {
    let date = crate::sign::pdf_date(options.time);
    let mut params = Dictionary::new();
    params.set(
        "Size",
        Object::Integer(i64::try_from(case_toml.len()).unwrap_or(0)),
    );
    params.set("ModDate", Object::string_literal(date.as_str()));
    let mut stream_dict = Dictionary::new();
    stream_dict.set("Type", Object::Name(b"EmbeddedFile".to_vec()));
    stream_dict.set("Params", Object::Dictionary(params));
    let file_id = pdf.add_object(Stream::new(stream_dict, case_toml.as_bytes().to_vec()));

    let mut ef = Dictionary::new();
    ef.set("F", Object::Reference(file_id));
    ef.set("UF", Object::Reference(file_id));
    let mut spec = Dictionary::new();
    spec.set("Type", Object::Name(b"Filespec".to_vec()));
    spec.set("F", Object::string_literal(ATTACHMENT_NAME));
    spec.set("UF", Object::string_literal(ATTACHMENT_NAME));
    spec.set("EF", Object::Dictionary(ef));
    spec.set(
        "Desc",
        crate::sign::text_object(&tr.t("report-attachment-description")),
    );
    spec.set("AFRelationship", Object::Name(b"Source".to_vec()));
    let spec_id = pdf.add_object(spec);

    let mut tree = Dictionary::new();
    tree.set(
        "Names",
        Object::Array(vec![
            Object::String(ATTACHMENT_NAME.as_bytes().to_vec(), StringFormat::Literal),
            Object::Reference(spec_id),
        ]),
    );
    let mut names = Dictionary::new();
    names.set("EmbeddedFiles", Object::Dictionary(tree));
    let catalog = pdf
        .catalog_mut()
        .map_err(|e| ReportError::Pdf(e.to_string()))?;
    catalog.set("Names", Object::Dictionary(names));
    catalog.set("AF", Object::Array(vec![Object::Reference(spec_id)]));
    catalog.set("Lang", Object::string_literal(tr.lang().code()));
    Ok(())
}
