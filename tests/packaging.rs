//! The Debian package: build it from the test binary with `packaging/linux/build-deb.sh`,
//! unpack it, and check what a director's machine would get: control fields, a binary that
//! runs, and a desktop entry, AppStream metainfo and MIME types that the freedesktop
//! validators accept. Needs dpkg-dev, desktop-file-utils, appstream (and libxml2-utils for
//! xmllint), which `.ci/run` installs.
#![cfg(target_os = "linux")]

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ID: &str = "org.arbitre.Arbitre";

fn run(cmd: &mut Command) -> Output {
    cmd.output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e} (is its Debian package installed?)"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn ok(cmd: &mut Command) -> String {
    let shown = format!("{cmd:?}");
    let out = run(cmd);
    assert!(
        out.status.success(),
        "{shown} failed ({}):\nstdout:\n{}\nstderr:\n{}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
    text(&out.stdout)
}

fn has_tool(name: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {name}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

struct Unpacked {
    _dir: tempfile::TempDir,
    deb: PathBuf,
    root: PathBuf,
}

fn build_and_unpack() -> Unpacked {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let stdout = ok(Command::new("bash")
        .arg(manifest.join("packaging/linux/build-deb.sh"))
        .arg("--binary")
        .arg(env!("CARGO_BIN_EXE_arbitre"))
        .arg("--out")
        .arg(&out)
        // The debug binary is large: xz would spend most of the test's time on it.
        .env("ARBITRE_DEB_COMPRESSION", "gzip"));
    let deb = PathBuf::from(
        stdout
            .lines()
            .last()
            .expect("build-deb.sh printed the .deb path"),
    );
    assert!(
        deb.starts_with(&out),
        "{} is not under --out",
        deb.display()
    );
    let name = deb.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("arbitre_0.1.0-1_") && name.ends_with(".deb"),
        "unexpected package file name {name}"
    );
    let root = dir.path().join("root");
    ok(Command::new("dpkg-deb").arg("-x").arg(&deb).arg(&root));
    Unpacked {
        _dir: dir,
        deb,
        root,
    }
}

#[test]
fn deb_installs_a_working_desktop_application() {
    let p = build_and_unpack();

    // Control fields.
    let field = |f: &str| {
        ok(Command::new("dpkg-deb").arg("-f").arg(&p.deb).arg(f))
            .trim()
            .to_owned()
    };
    assert_eq!(field("Package"), "arbitre");
    assert_eq!(field("Version"), "0.1.0-1");
    assert_eq!(field("Section"), "games");
    let depends = field("Depends");
    for lib in [
        "libc6",
        "libgl1 | libegl1",
        "libxkbcommon0",
        "libx11-6",
        "libwayland-client0",
        "libfontconfig1",
    ] {
        assert!(depends.contains(lib), "Depends lacks {lib}: {depends}");
    }
    assert!(field("Installed-Size").parse::<u64>().unwrap() > 0);
    // A backend for the file dialogs (the desktop portal, else zenity).
    assert_eq!(field("Recommends"), "xdg-desktop-portal-gtk | zenity");

    // Every file where the desktop looks for it.
    let r = &p.root;
    for f in [
        "usr/bin/arbitre".to_owned(),
        format!("usr/share/applications/{ID}.desktop"),
        format!("usr/share/metainfo/{ID}.metainfo.xml"),
        format!("usr/share/mime/packages/{ID}.xml"),
        "usr/share/icons/hicolor/scalable/apps/arbitre.svg".to_owned(),
        "usr/share/doc/arbitre/copyright".to_owned(),
        "usr/share/doc/arbitre/LICENSE-DejaVu.txt".to_owned(),
    ] {
        assert!(r.join(&f).is_file(), "{f} is missing from the package");
    }
    for n in [16, 24, 32, 48, 64, 128, 256, 512] {
        let png = r.join(format!("usr/share/icons/hicolor/{n}x{n}/apps/arbitre.png"));
        let bytes = std::fs::read(&png).unwrap_or_else(|e| panic!("{}: {e}", png.display()));
        assert_eq!(
            &bytes[..8],
            b"\x89PNG\r\n\x1a\n",
            "{} is not a PNG",
            png.display()
        );
        let (w, h) = (
            u32::from_be_bytes(bytes[16..20].try_into().unwrap()),
            u32::from_be_bytes(bytes[20..24].try_into().unwrap()),
        );
        assert_eq!((w, h), (n, n), "{} has the wrong size", png.display());
    }
    let copyright = std::fs::read_to_string(r.join("usr/share/doc/arbitre/copyright")).unwrap();
    assert!(copyright.contains("License: Apache-2.0"));

    // The packaged binary runs.
    let bin = r.join("usr/bin/arbitre");
    let version = ok(Command::new(&bin).arg("--version"));
    assert_eq!(version.trim(), "arbitre 0.1.0");

    // Desktop entry, metainfo and MIME types pass the freedesktop validators.
    let desktop = r.join(format!("usr/share/applications/{ID}.desktop"));
    let out = run(Command::new("desktop-file-validate").arg(&desktop));
    assert!(
        out.status.success() && out.stdout.is_empty(),
        "desktop-file-validate: {}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let entry = std::fs::read_to_string(&desktop).unwrap();
    assert!(entry.contains("\nExec=arbitre %f\n"));
    for mime in [
        "application/x-pbn",
        "application/x-bridge-lin",
        "application/x-arbitre-case",
    ] {
        assert!(
            entry.contains(mime),
            "the desktop entry does not open {mime}"
        );
    }
    ok(Command::new("appstreamcli")
        .args(["validate", "--no-net", "--pedantic"])
        .arg(r.join(format!("usr/share/metainfo/{ID}.metainfo.xml"))));
    let mime_xml = r.join(format!("usr/share/mime/packages/{ID}.xml"));
    if has_tool("xmllint") {
        ok(Command::new("xmllint").arg("--noout").arg(&mime_xml));
    } else {
        eprintln!("note: xmllint is absent (Debian package libxml2-utils): MIME XML not checked");
    }
    // The MIME database compiles and maps the extensions to our types.
    if has_tool("update-mime-database") {
        let mime = p.root.join("usr/share/mime");
        ok(Command::new("update-mime-database").arg(&mime));
        let globs = std::fs::read_to_string(mime.join("globs2")).unwrap();
        for (glob, mime_type) in [
            ("*.pbn", "application/x-pbn"),
            ("*.lin", "application/x-bridge-lin"),
            ("*.arbitre", "application/x-arbitre-case"),
            ("*.revoke.toml", "application/x-arbitre-case"),
        ] {
            assert!(
                globs
                    .lines()
                    .any(|l| l.ends_with(&format!(":{mime_type}:{glob}"))),
                "globs2 does not map {glob} to {mime_type}:\n{globs}"
            );
        }
    }

    // The packaged binary reads a real PBN file (needs the `check` command).
    let Some(corpus) = common::corpus().map(|c| c.join("pbn/zdenecek__pbn-cpp/bigdeal.pbn")) else {
        return;
    };
    let out = run(Command::new(&bin)
        .args(["--lang", "en", "check"])
        .arg(&corpus));
    let stdout = text(&out.stdout);
    assert!(
        out.status.success(),
        "arbitre check {} failed ({}):\n{stdout}\n{}",
        corpus.display(),
        out.status,
        text(&out.stderr)
    );
    assert!(
        stdout
            .lines()
            .any(|l| l.contains("15") && l.to_lowercase().contains("game")),
        "arbitre check does not report 15 games:\n{stdout}"
    );
}
