//! The workbench's window on Windows: arbitre.exe under Wine, on Xvfb with Mesa's software
//! OpenGL, opens a case; a screenshot read by OCR (tesseract) shows its ruling. Run by
//! scripts/windows.sh (see tests/wine/mod.rs); the screenshot is kept for a person to look at.
mod common;
mod wine;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use wine::{Wine, ok, run, win_path};

/// A child process killed when the test ends, however it ends.
struct Killed(Child);

impl Drop for Killed {
    /// Asked to end first (Xvfb then removes its lock and socket), killed if it lingers.
    fn drop(&mut self) {
        let _ = Command::new("kill").arg(self.0.id().to_string()).status();
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            if let Ok(Some(_)) = self.0.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// An X display number nobody uses. The lock and socket of a server that is gone (killed,
/// say) are removed on the way: they would only make the display look taken, and the
/// socket look ready before the new server is.
fn free_display() -> u32 {
    (70..99)
        .find(|n| {
            let lock = format!("/tmp/.X{n}-lock");
            let socket = format!("/tmp/.X11-unix/X{n}");
            if let Ok(pid) = std::fs::read_to_string(&lock) {
                let gone = pid
                    .trim()
                    .parse::<u32>()
                    .is_ok_and(|pid| !Path::new(&format!("/proc/{pid}")).exists());
                if gone {
                    let _ = std::fs::remove_file(&lock);
                    let _ = std::fs::remove_file(&socket);
                }
            }
            !Path::new(&socket).exists() && !Path::new(&lock).exists()
        })
        .expect("a free X display between :70 and :98")
}

/// The words tesseract reads on the screen, twice enlarged for the small interface text.
fn screen_words(display: &str, width: u32, height: u32, png: &Path) -> String {
    let shot = format!(
        "xwd -root -silent -display {display} | /usr/bin/convert xwd:- -crop {width}x{height}+0+0 +repage {}",
        png.display()
    );
    ok(Command::new("bash").args(["-c", &shot]));
    let big = png.with_extension("ocr.png");
    ok(Command::new("/usr/bin/convert")
        .arg(png)
        .args(["-resize", "200%", "-colorspace", "Gray"])
        .arg(&big));
    let out = run(Command::new("tesseract").arg(&big).arg("stdout"));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Where the screenshot is kept: `ARBITRE_WINDOWS_SHOTS`, else the tests' own folder.
fn shots_dir() -> PathBuf {
    std::env::var_os("ARBITRE_WINDOWS_SHOTS")
        .map_or_else(|| PathBuf::from(env!("CARGO_TARGET_TMPDIR")), PathBuf::from)
}

#[test]
fn the_window_opens_a_case_and_shows_its_ruling() {
    let Some(w) = Wine::get() else { return };
    let Some(case) = common::case_path("06-equity-64c-restores-4s-made.toml") else {
        return;
    };
    let (width, height) = (1280, 720);
    let n = free_display();
    let display = format!(":{n}");
    // The screen is wider than the window, which opens at its top left: the pointer, in the
    // middle of the screen, is off the window; the window is cropped out.
    let _xvfb = Killed(
        Command::new("Xvfb")
            .arg(&display)
            .args(["-screen", "0", &format!("{}x{height}x24", width * 2 + 64)])
            .args(["-nolisten", "tcp"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb (package xvfb) starts"),
    );
    let socket = format!("/tmp/.X11-unix/X{n}");
    let start = Instant::now();
    while !Path::new(&socket).exists() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "Xvfb did not start"
        );
        std::thread::sleep(Duration::from_millis(200));
    }

    let config = tempfile::tempdir().unwrap();
    let mut app = w.arbitre();
    app.env("DISPLAY", &display)
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .env("ARBITRE_WINDOW_SIZE", format!("{width}x{height}"))
        .env("ARBITRE_CONFIG_DIR", win_path(config.path()))
        .args(["--lang", "en"])
        .arg(win_path(&case))
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    let _app = Killed(app.spawn().expect("wine starts arbitre.exe"));

    let dir = shots_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join("wine-window-1280x720.png");
    // The first frame takes a while under Wine and software OpenGL: look every few seconds.
    let mut words = String::new();
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(150) {
        std::thread::sleep(Duration::from_secs(5));
        words = screen_words(&display, width, height, &png);
        // Case 06's header, its revoke and its final score (OCR misreads the bold title).
        if ["Dealer: East", "Revoke 1", "Final", "NS +420"]
            .iter()
            .all(|w| words.contains(w))
        {
            println!("the window, read by OCR, is at {}", png.display());
            return;
        }
    }
    panic!(
        "the window did not show the ruling within 150 s (screenshot {}); OCR read:\n{words}",
        png.display()
    );
}
