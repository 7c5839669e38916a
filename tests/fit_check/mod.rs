//! What the layout checks share (issue 26, point 4): a text is cut when egui elided it
//! ("Sectio…") or when part of it lies outside the rectangle it is clipped to, left or
//! right (a panel's edge, a scroll area's view); tabs on one line; where the panels end.
#![allow(dead_code)]

use arbitre::ui::app::Workbench;
use eframe::egui;
use egui::epaint::{Shape, TextShape};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The texts drawn last frame that are elided or cut at the left or right edge of their
/// clip rectangle: `"text" why`. A text scrolled out of view vertically is not cut (a
/// scroll area shows it when scrolled to); one off to the side is. What a text field
/// holds is not checked: a field scrolls its text as the cursor moves, as every field does.
pub fn cut_texts(h: &Harness<'_, Workbench>) -> Vec<String> {
    use egui::accesskit::Role;
    let typed: Vec<String> = h
        .query_all_by(|n| {
            matches!(
                n.role(),
                Role::TextInput | Role::MultilineTextInput | Role::PasswordInput
            )
        })
        .filter_map(|n| n.value())
        .filter(|v| !v.is_empty())
        .collect();
    let mut found = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, clipped.clip_rect, &mut found);
    }
    found.retain(|f| !typed.iter().any(|t| f.starts_with(&format!("{t:?} "))));
    found.dedup();
    found
}

fn walk(shape: &Shape, clip: egui::Rect, found: &mut Vec<String>) {
    match shape {
        Shape::Vec(shapes) => {
            for s in shapes {
                walk(s, clip, found);
            }
        }
        Shape::Text(t) => check_text(t, clip, found),
        _ => {}
    }
}

/// The visible texts drawn last frame, each with the part of it in view and the
/// rectangle it is clipped to.
fn visible_texts(shape: &Shape, clip: egui::Rect, out: &mut Vec<(String, egui::Rect, egui::Rect)>) {
    match shape {
        Shape::Vec(shapes) => {
            for s in shapes {
                visible_texts(s, clip, out);
            }
        }
        // Row by row: a wrapped text that starts after a label on its first line (a
        // law's number, then its words) covers that label only with its bounding box.
        Shape::Text(t) if !t.galley.text().trim().is_empty() && t.angle == 0.0 => {
            for row in &t.galley.rows {
                let bounds = row.row.visuals.mesh_bounds;
                if bounds.width() <= 0.0 {
                    continue;
                }
                let r = bounds
                    .translate(row.pos.to_vec2() + t.pos.to_vec2())
                    .intersect(clip);
                if r.width() > 0.0 && r.height() > 0.0 {
                    out.push((t.galley.text().to_owned(), r, clip));
                }
            }
        }
        _ => {}
    }
}

/// Pairs of texts drawn one over the other in the same pane (more than a quarter of the
/// smaller one covered): `"a" over "b"`. A dialog's texts lie over the window's by design.
pub fn overlapping_texts(h: &Harness<'_, Workbench>) -> Vec<String> {
    let mut texts = Vec::new();
    for clipped in &h.output().shapes {
        visible_texts(&clipped.shape, clipped.clip_rect, &mut texts);
    }
    let mut found = Vec::new();
    for (i, (a, ra, ca)) in texts.iter().enumerate() {
        for (b, rb, cb) in &texts[i + 1..] {
            if a == b || ca != cb {
                continue;
            }
            let common = ra.intersect(*rb);
            if common.width() <= 0.0 || common.height() <= 0.0 {
                continue;
            }
            let smaller = ra.area().min(rb.area());
            if common.area() > 0.25 * smaller {
                found.push(format!("{a:?} over {b:?} at {common:?}"));
            }
        }
    }
    found
}

fn check_text(t: &TextShape, clip: egui::Rect, found: &mut Vec<String>) {
    let text = t.galley.text();
    if text.trim().is_empty() || clip.width() <= 0.0 || clip.height() <= 0.0 {
        return;
    }
    let r = t.visual_bounding_rect();
    // Vertically in view, at least in part.
    if r.max.y <= clip.min.y + 1.0 || r.min.y >= clip.max.y - 1.0 {
        return;
    }
    if t.galley.elided {
        found.push(format!("{text:?} elided to {:.0} points", r.width()));
    } else if r.min.x < clip.min.x - 2.0 || r.max.x > clip.max.x + 2.0 {
        found.push(format!(
            "{text:?} at {:.0}..{:.0}, clipped to {:.0}..{:.0}",
            r.min.x, r.max.x, clip.min.x, clip.max.x
        ));
    }
}

/// Where the resizable panels end: the x of each vertical splitter, left to right.
pub fn splitters(h: &Harness<'_, Workbench>) -> Vec<f32> {
    let mut xs: Vec<f32> = h
        .query_all_by(|n| n.role() == egui::accesskit::Role::Splitter)
        .map(|n| n.rect())
        .filter(|r| r.height() > r.width())
        .map(|r| r.center().x.round())
        .collect();
    xs.sort_by(f32::total_cmp);
    xs
}

/// The tops of the tabs: one value when they stand on one line.
pub fn tab_rows(h: &Harness<'_, Workbench>) -> Vec<f32> {
    let mut ys: Vec<f32> = h
        .query_all_by(|n| n.role() == egui::accesskit::Role::Tab)
        .map(|n| n.rect().min.y.round())
        .collect();
    ys.sort_by(f32::total_cmp);
    ys.dedup_by(|a, b| (*a - *b).abs() < 2.0);
    ys
}

/// Clicks the widget labelled `label` (not a plain label), when there is one.
pub fn click(h: &Harness<'_, Workbench>, label: &str) -> bool {
    let node = h
        .query_all_by(|n| {
            n.label().as_deref() == Some(label) && n.role() != egui::accesskit::Role::Label
        })
        .next();
    node.map(|n| n.click()).is_some()
}
