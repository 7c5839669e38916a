//! Right-to-left text in the report (names in Arabic, Persian or Hebrew): a PDF shows its
//! characters left to right, one glyph each, so the report writes such text as it is to be
//! seen. Arabic letters take the contextual form their neighbours ask for (isolated,
//! initial, medial, final: the presentation forms every Arabic font carries, lam-alef
//! joined), then the runs are put in visual order by the Unicode bidirectional algorithm,
//! the right-to-left ones reversed with their brackets mirrored. Text with no
//! right-to-left character is left as it is.

use std::borrow::Cow;
use unicode_bidi::BidiInfo;
use unicode_joining_type::{JoiningType, get_joining_type};

/// The text as it is to be drawn left to right.
pub(crate) fn visual(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_rtl) {
        return Cow::Borrowed(text);
    }
    let shaped = shape(text);
    let info = BidiInfo::new(&shaped, None);
    let mut out = String::with_capacity(shaped.len());
    for para in &info.paragraphs {
        let (levels, runs) = info.visual_runs(para, para.range.clone());
        for run in runs {
            let part = &shaped[run.clone()];
            if levels[run.start].is_rtl() {
                out.extend(part.chars().rev().map(mirror));
            } else {
                out.push_str(part);
            }
        }
    }
    Cow::Owned(out)
}

/// Whether a character belongs to a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
/// N'Ko... and their presentation forms).
fn is_rtl(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

/// A bracket's mirror image, as a right-to-left run shows it.
fn mirror(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        '{' => '}',
        '}' => '{',
        '<' => '>',
        '>' => '<',
        '«' => '»',
        '»' => '«',
        _ => c,
    }
}

/// The Arabic letters with presentation forms: `(letter, first form, forms)`, the forms in
/// the order isolated, final, initial, medial (two for letters that join only the letter
/// before them, one for hamza).
const FORMS: &[(char, u32, u8)] = &[
    ('\u{0621}', 0xFE80, 1),
    ('\u{0622}', 0xFE81, 2),
    ('\u{0623}', 0xFE83, 2),
    ('\u{0624}', 0xFE85, 2),
    ('\u{0625}', 0xFE87, 2),
    ('\u{0626}', 0xFE89, 4),
    ('\u{0627}', 0xFE8D, 2),
    ('\u{0628}', 0xFE8F, 4),
    ('\u{0629}', 0xFE93, 2),
    ('\u{062A}', 0xFE95, 4),
    ('\u{062B}', 0xFE99, 4),
    ('\u{062C}', 0xFE9D, 4),
    ('\u{062D}', 0xFEA1, 4),
    ('\u{062E}', 0xFEA5, 4),
    ('\u{062F}', 0xFEA9, 2),
    ('\u{0630}', 0xFEAB, 2),
    ('\u{0631}', 0xFEAD, 2),
    ('\u{0632}', 0xFEAF, 2),
    ('\u{0633}', 0xFEB1, 4),
    ('\u{0634}', 0xFEB5, 4),
    ('\u{0635}', 0xFEB9, 4),
    ('\u{0636}', 0xFEBD, 4),
    ('\u{0637}', 0xFEC1, 4),
    ('\u{0638}', 0xFEC5, 4),
    ('\u{0639}', 0xFEC9, 4),
    ('\u{063A}', 0xFECD, 4),
    ('\u{0641}', 0xFED1, 4),
    ('\u{0642}', 0xFED5, 4),
    ('\u{0643}', 0xFED9, 4),
    ('\u{0644}', 0xFEDD, 4),
    ('\u{0645}', 0xFEE1, 4),
    ('\u{0646}', 0xFEE5, 4),
    ('\u{0647}', 0xFEE9, 4),
    ('\u{0648}', 0xFEED, 2),
    ('\u{0649}', 0xFEEF, 2),
    ('\u{064A}', 0xFEF1, 4),
    // Persian and Urdu letters (Presentation Forms-A).
    ('\u{067E}', 0xFB56, 4),
    ('\u{0686}', 0xFB7A, 4),
    ('\u{0698}', 0xFB8A, 2),
    ('\u{06A9}', 0xFB8E, 4),
    ('\u{06AF}', 0xFB92, 4),
    ('\u{06CC}', 0xFBFC, 4),
];

const LAM: char = '\u{0644}';

/// Lam followed by an alef: the ligature's isolated form (its final form follows it).
fn lam_alef(alef: char) -> Option<u32> {
    match alef {
        '\u{0622}' => Some(0xFEF5),
        '\u{0623}' => Some(0xFEF7),
        '\u{0625}' => Some(0xFEF9),
        '\u{0627}' => Some(0xFEFB),
        _ => None,
    }
}

/// Whether a letter of this type joins the letter before it (logically), and the one after.
fn joins(t: JoiningType) -> (bool, bool) {
    match t {
        JoiningType::DualJoining | JoiningType::JoinCausing => (true, true),
        JoiningType::RightJoining => (true, false),
        JoiningType::LeftJoining => (false, true),
        _ => (false, false),
    }
}

/// Arabic letters in the contextual forms their neighbours ask for, in logical order.
fn shape(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let types: Vec<JoiningType> = chars.iter().map(|&c| get_joining_type(c)).collect();
    // The nearest letter before and after each character, marks (transparent) skipped.
    let letter = |from: usize, step: isize| -> Option<usize> {
        let mut i = from.checked_add_signed(step)?;
        while i < chars.len() {
            if types[i] != JoiningType::Transparent {
                return Some(i);
            }
            i = i.checked_add_signed(step)?;
        }
        None
    };
    let mut out = String::with_capacity(text.len() * 3 / 2);
    let mut skip = None;
    for (i, &c) in chars.iter().enumerate() {
        if skip == Some(i) {
            continue;
        }
        let Some(&(_, first, forms)) = FORMS.iter().find(|f| f.0 == c) else {
            out.push(c);
            continue;
        };
        let before = letter(i, -1).is_some_and(|j| joins(types[j]).1) && joins(types[i]).0;
        let next = letter(i, 1);
        if c == LAM
            && let Some(j) = next
            && let Some(iso) = lam_alef(chars[j])
        {
            // The ligature takes the lam's place, the marks between them after it.
            push(&mut out, iso + u32::from(before));
            skip = Some(j);
            continue;
        }
        let after = next.is_some_and(|j| joins(types[j]).0) && joins(types[i]).1;
        let form = match (before, after) {
            (false, false) => 0,
            (true, false) => 1,
            (false, true) => 2,
            (true, true) => 3,
        };
        // A form the letter lacks (it joins one side only) falls back to one it has.
        let form = if form < forms { form } else { form % 2 };
        push(&mut out, first + u32::from(form.min(forms - 1)));
    }
    out
}

fn push(out: &mut String, code: u32) {
    out.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(s: &str) -> Vec<u32> {
        s.chars().map(u32::from).collect()
    }

    #[test]
    fn latin_text_is_left_as_it_is() {
        assert!(matches!(visual("Board 3, N. Smith (NS)"), Cow::Borrowed(_)));
    }

    #[test]
    fn the_forms_table_ends_where_the_block_does() {
        // Yeh's four forms are the block's last single letters, before lam-alef.
        assert_eq!(
            FORMS.iter().find(|f| f.0 == '\u{064A}').map(|f| f.1),
            Some(0xFEF1)
        );
    }

    #[test]
    fn an_arabic_name_is_joined_and_reversed() {
        // محمد (Muhammad): meem initial, hah medial, meem medial, dal final; shown
        // right to left, so drawn from the dal.
        let v = visual("\u{0645}\u{062D}\u{0645}\u{062F}");
        assert_eq!(codes(&v), vec![0xFEAA, 0xFEE4, 0xFEA4, 0xFEE3]);
    }

    #[test]
    fn lam_alef_is_one_ligature() {
        // سلام (salam): seen initial, lam-alef final, meem isolated.
        let v = visual("\u{0633}\u{0644}\u{0627}\u{0645}");
        assert_eq!(codes(&v), vec![0xFEE1, 0xFEFC, 0xFEB3]);
    }

    #[test]
    fn a_letter_after_one_that_joins_only_before_starts_again() {
        // دار (dar): dal, alef and reh each join only the letter before them, so none
        // joins the next: three isolated forms.
        let v = visual("\u{062F}\u{0627}\u{0631}");
        assert_eq!(codes(&v), vec![0xFEAD, 0xFE8D, 0xFEA9]);
    }

    #[test]
    fn brackets_of_a_right_to_left_run_are_mirrored() {
        // (علي) shown right to left still opens on the right: drawn "(", the name, ")".
        let v = visual("(\u{0639}\u{0644}\u{064A})");
        assert!(v.starts_with('(') && v.ends_with(')'), "{v}");
    }

    #[test]
    fn digits_keep_their_order_inside_a_right_to_left_line() {
        // "علي 12" read right to left: the number stays as written, on the left.
        let v = visual("\u{0639}\u{0644}\u{064A} 12");
        let s: String = v.chars().filter(char::is_ascii).collect();
        assert_eq!(s, "12 ");
        assert!(v.starts_with("12"), "{v}");
    }

    #[test]
    fn a_right_to_left_name_in_a_latin_line_is_reversed_in_place() {
        let v = visual("N: \u{0639}\u{0644}\u{064A} (EW)");
        assert!(v.starts_with("N: "), "{v}");
        assert!(v.ends_with(" (EW)"), "{v}");
        // علي: ain initial, lam medial, yeh final, drawn from the yeh.
        let name: Vec<u32> = codes(&v[3..v.len() - 5]);
        assert_eq!(name, vec![0xFEF2, 0xFEE0, 0xFECB]);
    }
}
