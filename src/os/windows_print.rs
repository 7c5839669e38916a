//! Windows: the system's printers (the spooler's list, the default first) and the shell's
//! print verb, as Explorer's "Print" uses it: the program the user set for PDF files prints.
use std::io;
use std::os::windows::ffi::OsStrExt as _;
use std::path::Path;
use std::ptr::{null, null_mut};
use windows_sys::Win32::Graphics::Printing::{
    EnumPrintersW, GetDefaultPrinterW, PRINTER_ENUM_CONNECTIONS, PRINTER_ENUM_LOCAL,
    PRINTER_INFO_4W,
};
use windows_sys::Win32::System::Com::{
    COINIT_APARTMENTTHREADED, COINIT_DISABLE_OLE1DDE, CoInitializeEx,
};
use windows_sys::Win32::UI::Shell::{
    ASSOCF_INIT_IGNOREUNKNOWN, ASSOCSTR_COMMAND, AssocQueryStringW, SEE_MASK_FLAG_NO_UI,
    SEE_MASK_NOASYNC, SHELLEXECUTEINFOW, ShellExecuteExW,
};
use windows_sys::Win32::UI::WindowsAndMessaging::SW_HIDE;

fn wide(text: &std::ffi::OsStr) -> Vec<u16> {
    text.encode_wide().chain(Some(0)).collect()
}

/// A NUL-terminated UTF-16 string as text.
///
/// # Safety
/// `p` is null or points to a NUL-terminated UTF-16 string.
unsafe fn text(p: *const u16) -> String {
    if p.is_null() {
        return String::new();
    }
    let mut len = 0;
    // SAFETY: the caller's promise: the string ends with a NUL.
    while unsafe { *p.add(len) } != 0 {
        len += 1;
    }
    // SAFETY: `len` characters before the NUL.
    String::from_utf16_lossy(unsafe { std::slice::from_raw_parts(p, len) })
}

/// The printers of this machine and the network ones the user connected, the default first.
pub(crate) fn printers() -> Vec<String> {
    let flags = PRINTER_ENUM_LOCAL | PRINTER_ENUM_CONNECTIONS;
    let (mut needed, mut count) = (0_u32, 0_u32);
    // SAFETY: asks the size only.
    unsafe {
        EnumPrintersW(
            flags,
            null(),
            4,
            null_mut(),
            0,
            &raw mut needed,
            &raw mut count,
        )
    };
    let mut buffer = vec![0_u64; (needed as usize).div_ceil(8).max(1)];
    let bytes = u32::try_from(buffer.len() * 8).unwrap_or(u32::MAX);
    // SAFETY: a buffer of `bytes` bytes, aligned for PRINTER_INFO_4W.
    let ok = unsafe {
        EnumPrintersW(
            flags,
            null(),
            4,
            buffer.as_mut_ptr().cast(),
            bytes,
            &raw mut needed,
            &raw mut count,
        )
    };
    if ok == 0 {
        return Vec::new();
    }
    let infos = buffer.as_ptr().cast::<PRINTER_INFO_4W>();
    let mut names: Vec<String> = (0..count as usize)
        // SAFETY: the spooler wrote `count` entries, their strings inside the buffer.
        .map(|i| unsafe { text((*infos.add(i)).pPrinterName) })
        .filter(|n| !n.is_empty())
        .collect();
    if let Some(default) = default_printer() {
        if let Some(at) = names.iter().position(|n| *n == default) {
            let name = names.remove(at);
            names.insert(0, name);
        }
    }
    names
}

fn default_printer() -> Option<String> {
    let mut len = 0_u32;
    // SAFETY: asks the size only.
    unsafe { GetDefaultPrinterW(null_mut(), &raw mut len) };
    if len == 0 {
        return None;
    }
    let mut buffer = vec![0_u16; len as usize];
    // SAFETY: a buffer of `len` characters.
    (unsafe { GetDefaultPrinterW(buffer.as_mut_ptr(), &raw mut len) } != 0)
        // SAFETY: the default printer's name, NUL-terminated.
        .then(|| unsafe { text(buffer.as_ptr()) })
}

/// `ERROR_NO_ASSOCIATION`: no program is set for this action on such files.
const ERROR_NO_ASSOCIATION: i32 = 1155;

/// Whether a program is set for `verb` on files of `file`'s type. Asked before the shell is,
/// because without one the shell's own answer varies (Windows says `ERROR_NO_ASSOCIATION`;
/// Wine tries to run the document and says "bad EXE format").
fn has_verb(file: &Path, verb: &[u16]) -> bool {
    let Some(extension) = file.extension() else {
        return false;
    };
    let mut dotted = std::ffi::OsString::from(".");
    dotted.push(extension);
    let kind = wide(&dotted);
    let mut len = 0_u32;
    // SAFETY: NUL-terminated strings; asks the command's length only (no buffer).
    let status = unsafe {
        AssocQueryStringW(
            ASSOCF_INIT_IGNOREUNKNOWN,
            ASSOCSTR_COMMAND,
            kind.as_ptr(),
            verb.as_ptr(),
            null_mut(),
            &raw mut len,
        )
    };
    // S_OK or S_FALSE (the length given) when a command is set.
    (status == 0 || status == 1) && len > 1
}

/// Prints `file` with the shell's `print` verb (`printto`, with the printer, when one is
/// named), without showing any window of the shell's; waits until the verb is started.
///
/// # Errors
/// The system's error: `ERROR_NO_ASSOCIATION` (1155) when no program prints such files.
pub(crate) fn shell_print(file: &Path, printer: Option<&str>) -> io::Result<()> {
    // The shell's verbs want COM on the calling thread (an apartment of its own; a thread
    // that already has one keeps it).
    // SAFETY: no reserved pointer; flags as documented.
    unsafe {
        CoInitializeEx(
            null(),
            (COINIT_APARTMENTTHREADED | COINIT_DISABLE_OLE1DDE).cast_unsigned(),
        )
    };
    let verb = wide(
        if printer.is_some() {
            "printto"
        } else {
            "print"
        }
        .as_ref(),
    );
    if !has_verb(file, &verb) {
        return Err(io::Error::from_raw_os_error(ERROR_NO_ASSOCIATION));
    }
    let path = wide(file.as_os_str());
    let params = printer.map(|p| wide(format!("\"{p}\"").as_ref()));
    let mut info = SHELLEXECUTEINFOW {
        cbSize: u32::try_from(std::mem::size_of::<SHELLEXECUTEINFOW>()).unwrap_or(0),
        fMask: SEE_MASK_NOASYNC | SEE_MASK_FLAG_NO_UI,
        lpVerb: verb.as_ptr(),
        lpFile: path.as_ptr(),
        lpParameters: params.as_ref().map_or(null(), |p| p.as_ptr()),
        nShow: SW_HIDE,
        ..Default::default()
    };
    // SAFETY: the structure and the strings it points to live across the call.
    if unsafe { ShellExecuteExW(&raw mut info) } == 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}
