//! "Open the PDF": the file goes to the platform's opener (`xdg-open` here, a fake one first
//! on `PATH`), and an opener that fails or is missing gives a message naming the file.
#![cfg(all(unix, not(target_os = "macos")))]

use arbitre::i18n::{Lang, Tr};
use arbitre::report::open::{OpenError, open};
use std::os::unix::fs::PermissionsExt as _;

#[test]
fn the_pdf_goes_to_xdg_open_and_a_failure_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let bin = dir.path().join("bin");
    std::fs::create_dir(&bin).unwrap();
    let log = dir.path().join("opened.txt");
    let fake = bin.join("xdg-open");
    std::fs::write(
        &fake,
        format!(
            "#!/bin/sh\nprintf '%s\\n' \"$@\" > '{}'\n[ -f \"$1\" ] || exit 2\n",
            log.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let pdf = dir.path().join("ruling board 6.pdf");
    std::fs::write(&pdf, b"%PDF-1.7\n").unwrap();

    // The only test of this file changes PATH, so no other test sees it.
    let old = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![bin.clone()];
    paths.extend(std::env::split_paths(&old));
    // SAFETY: this test binary runs this one test; nothing else reads the environment now.
    unsafe { std::env::set_var("PATH", std::env::join_paths(paths).unwrap()) };

    open(&pdf).unwrap();
    assert_eq!(
        std::fs::read_to_string(&log).unwrap(),
        format!("{}\n", pdf.display()),
        "one argument: the file, spaces and all"
    );

    // The opener refuses a file that is not there: the message names it and the opener.
    let missing = dir.path().join("gone.pdf");
    let err = open(&missing).unwrap_err();
    assert!(matches!(err, OpenError::Refused { .. }), "{err:?}");
    let text = Tr::new(Lang::En).msg(&err.msg(&missing));
    assert!(
        text.contains("gone.pdf") && text.contains("xdg-open"),
        "{text}"
    );
    assert!(text.contains('2'), "the opener's status: {text}");

    // No opener at all.
    // SAFETY: as above.
    unsafe { std::env::set_var("PATH", dir.path().join("nowhere")) };
    let err = open(&pdf).unwrap_err();
    assert!(matches!(err, OpenError::Spawn { .. }), "{err:?}");
    let fr = Tr::new(Lang::Fr).msg(&err.msg(&pdf));
    assert!(fr.contains("n'a pas pu être ouvert avec xdg-open"), "{fr}");
    // SAFETY: as above.
    unsafe { std::env::set_var("PATH", old) };
}
