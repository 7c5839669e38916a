//! A small page composer: text runs, lines and shaded boxes placed from the top of the
//! page down, with word wrapping and page breaks. `pdf.rs` turns its pages into PDF.

use super::fonts::Face;

/// A colour as RGB in 0..1.
pub(crate) type Rgb = (f32, f32, f32);

pub(crate) const BLACK: Rgb = (0.0, 0.0, 0.0);
pub(crate) const RED: Rgb = (0.78, 0.0, 0.0);
pub(crate) const GREY: Rgb = (0.35, 0.35, 0.35);
pub(crate) const SHADE: Rgb = (0.92, 0.92, 0.92);
pub(crate) const MARK: Rgb = (1.0, 0.86, 0.86);

/// Something drawn on a page; `y` is measured from the top of the page, in points.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Item {
    /// Text whose baseline is at `y`.
    Text {
        face: Face,
        size: f32,
        x: f32,
        y: f32,
        color: Rgb,
        text: String,
    },
    /// A straight line.
    Line {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        width: f32,
        color: Rgb,
    },
    /// A filled rectangle whose top-left corner is at (`x`, `y`).
    Fill {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        color: Rgb,
    },
}

impl Item {
    /// The same item moved down by `dy` points (a second copy on the same sheet).
    pub(crate) fn shifted(&self, dy: f32) -> Self {
        let mut item = self.clone();
        match &mut item {
            Self::Text { y, .. } | Self::Fill { y, .. } => *y += dy,
            Self::Line { y1, y2, .. } => {
                *y1 += dy;
                *y2 += dy;
            }
        }
        item
    }
}

/// The page composer.
pub(crate) struct Canvas {
    pub width: f32,
    pub height: f32,
    pub margin: f32,
    /// Room kept at the foot of each page for the footer.
    pub foot: f32,
    pub pages: Vec<Vec<Item>>,
    /// The current position, from the top of the page.
    pub y: f32,
    /// Characters of the text that no font could print (drawn as `?`).
    pub missing: std::collections::BTreeSet<char>,
}

impl Canvas {
    pub(crate) fn new(width: f32, height: f32) -> Self {
        let margin = 42.0;
        Self {
            width,
            height,
            margin,
            foot: 30.0,
            pages: vec![Vec::new()],
            y: margin,
            missing: std::collections::BTreeSet::new(),
        }
    }

    /// The left edge of the text block.
    pub(crate) const fn left(&self) -> f32 {
        self.margin
    }

    /// The width of the text block.
    pub(crate) fn measure(&self) -> f32 {
        self.width - 2.0 * self.margin
    }

    fn bottom(&self) -> f32 {
        self.height - self.margin - self.foot
    }

    /// Starts a new page.
    pub(crate) fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = self.margin;
    }

    /// Makes sure `h` points fit below the current position, else starts a new page.
    pub(crate) fn ensure(&mut self, h: f32) {
        if self.y + h > self.bottom() && self.y > self.margin {
            self.new_page();
        }
    }

    fn push(&mut self, item: Item) {
        if let Some(page) = self.pages.last_mut() {
            page.push(item);
        }
    }

    /// Text at a point (baseline `y`), in black.
    pub(crate) fn text(&mut self, face: Face, size: f32, x: f32, y: f32, text: &str) {
        self.text_color(face, size, x, y, BLACK, text);
    }

    /// Text at a point, in a colour.
    pub(crate) fn text_color(
        &mut self,
        face: Face,
        size: f32,
        x: f32,
        y: f32,
        color: Rgb,
        text: &str,
    ) {
        if text.is_empty() {
            return;
        }
        // Runs of characters by the face that draws them: DejaVu, or a fallback font of
        // the machine for other scripts; `?` (and a note of it) when no font has one.
        let mut runs: Vec<(Face, String)> = Vec::new();
        let text = super::bidi::visual(text);
        for c in text.chars().map(|c| if c.is_control() { ' ' } else { c }) {
            let (run_face, c) = match face.for_char(c) {
                Some(f) => (f, c),
                None => {
                    self.missing.insert(c);
                    (face, '?')
                }
            };
            match runs.last_mut() {
                Some((f, run)) if *f == run_face => run.push(c),
                _ => runs.push((run_face, c.to_string())),
            }
        }
        let mut x = x;
        for (run_face, text) in runs {
            let advance = run_face.drawn_width(&text, size);
            self.push(Item::Text {
                face: run_face,
                size,
                x,
                y,
                color,
                text,
            });
            x += advance;
        }
    }

    /// Text ending at `right`.
    pub(crate) fn text_right(&mut self, face: Face, size: f32, right: f32, y: f32, text: &str) {
        let x = right - face.width(text, size);
        self.text(face, size, x, y, text);
    }

    /// Text centred on `centre`.
    pub(crate) fn text_centre(&mut self, face: Face, size: f32, centre: f32, y: f32, text: &str) {
        let x = centre - face.width(text, size) / 2.0;
        self.text(face, size, x, y, text);
    }

    /// A line.
    pub(crate) fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width: f32) {
        self.push(Item::Line {
            x1,
            y1,
            x2,
            y2,
            width,
            color: GREY,
        });
    }

    /// A filled box.
    pub(crate) fn fill(&mut self, x: f32, y: f32, w: f32, h: f32, color: Rgb) {
        self.push(Item::Fill { x, y, w, h, color });
    }

    /// Vertical space.
    pub(crate) fn gap(&mut self, h: f32) {
        self.y += h;
    }

    /// Wraps `text` to `width` points: the lines.
    pub(crate) fn wrap(face: Face, size: f32, width: f32, text: &str) -> Vec<String> {
        let mut lines = Vec::new();
        for paragraph in text.split('\n') {
            let mut line = String::new();
            for word in paragraph.split_whitespace() {
                let candidate = if line.is_empty() {
                    word.to_owned()
                } else {
                    format!("{line} {word}")
                };
                if face.width(&candidate, size) <= width {
                    line = candidate;
                    continue;
                }
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                // A word wider than the line is cut where it must be.
                for c in word.chars() {
                    line.push(c);
                    if face.width(&line, size) > width && line.chars().count() > 1 {
                        let last = line.pop().unwrap_or(' ');
                        lines.push(std::mem::take(&mut line));
                        line.push(last);
                    }
                }
            }
            lines.push(line);
        }
        lines
    }

    /// A wrapped paragraph from `x` to the right margin, advancing the position.
    pub(crate) fn paragraph(&mut self, face: Face, size: f32, x: f32, text: &str) {
        let width = self.width - self.margin - x;
        let leading = size * 1.35;
        for line in Self::wrap(face, size, width, text) {
            self.ensure(leading);
            self.y += leading;
            self.text(face, size, x, self.y - size * 0.3, &line);
        }
    }

    /// A section heading with a rule under it.
    pub(crate) fn heading(&mut self, text: &str) {
        // A heading keeps at least a few lines of its section with it.
        self.ensure(100.0);
        self.gap(10.0);
        self.y += 13.0;
        let y = self.y;
        self.text(Face::Bold, 11.5, self.left(), y, text);
        self.y += 4.0;
        let (x1, x2, y) = (self.left(), self.width - self.margin, self.y);
        self.line(x1, y, x2, y, 0.6);
        self.y += 2.0;
    }

    /// A label and its value side by side; both wrap within their columns.
    pub(crate) fn field(&mut self, label: &str, value: &str, label_width: f32) {
        let size = 9.5;
        let leading = size * 1.35;
        let x = self.left() + label_width;
        let labels = Self::wrap(Face::Bold, size, label_width - 8.0, label);
        let values = Self::wrap(Face::Regular, size, self.width - self.margin - x, value);
        let lines = labels.len().max(values.len());
        // Keep short fields on one page.
        if lines <= 4 {
            self.ensure(leading * lines as f32);
        }
        for i in 0..lines {
            self.ensure(leading);
            self.y += leading;
            let y = self.y - size * 0.3;
            if let Some(l) = labels.get(i) {
                let left = self.left();
                self.text_color(Face::Bold, size, left, y, GREY, l);
            }
            if let Some(v) = values.get(i) {
                self.text(Face::Regular, size, x, y, v);
            }
        }
    }
}
