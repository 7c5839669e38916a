//! Windows: a protected access-control list with the current user's entry alone.
use std::ffi::c_void;
use std::io;
use std::os::windows::ffi::OsStrExt as _;
use std::path::Path;
use std::ptr::null_mut;
use windows_sys::Win32::Foundation::{CloseHandle, HANDLE, LocalFree};
use windows_sys::Win32::Security::Authorization::{GetNamedSecurityInfoW, SE_FILE_OBJECT};
use windows_sys::Win32::Security::{
    ACCESS_ALLOWED_ACE, ACE_HEADER, ACL, ACL_REVISION, ACL_SIZE_INFORMATION, AclSizeInformation,
    AddAccessAllowedAceEx, CONTAINER_INHERIT_ACE, DACL_SECURITY_INFORMATION, EqualSid, GetAce,
    GetAclInformation, GetLengthSid, GetTokenInformation, InitializeAcl,
    InitializeSecurityDescriptor, IsWellKnownSid, OBJECT_INHERIT_ACE,
    PROTECTED_DACL_SECURITY_INFORMATION, PSECURITY_DESCRIPTOR, PSID, SE_DACL_PROTECTED,
    SECURITY_DESCRIPTOR, SetFileSecurityW, SetSecurityDescriptorControl, SetSecurityDescriptorDacl,
    TOKEN_QUERY, TOKEN_USER, TokenUser, WinBuiltinAdministratorsSid, WinLocalSystemSid,
};
use windows_sys::Win32::Storage::FileSystem::FILE_ALL_ACCESS;
use windows_sys::Win32::System::Threading::{GetCurrentProcess, OpenProcessToken};

/// The descriptors' revision (`SECURITY_DESCRIPTOR_REVISION`).
const SECURITY_DESCRIPTOR_REVISION: u32 = 1;

/// `ACCESS_ALLOWED_ACE_TYPE`.
const ALLOWED: u8 = 0;

/// The path as Windows wants it: UTF-16, NUL-terminated.
fn wide(path: &Path) -> Vec<u16> {
    path.as_os_str().encode_wide().chain(Some(0)).collect()
}

/// The current user's SID, in a buffer that holds the token's `TOKEN_USER`.
struct User {
    buffer: Vec<u64>,
}

impl User {
    fn current() -> io::Result<Self> {
        let mut token: HANDLE = null_mut();
        // SAFETY: the pseudo-handle of this process, and a place for the token's handle.
        if unsafe { OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &raw mut token) } == 0 {
            return Err(io::Error::last_os_error());
        }
        let mut len = 0_u32;
        // SAFETY: asks the size only (no buffer).
        unsafe { GetTokenInformation(token, TokenUser, null_mut(), 0, &raw mut len) };
        let mut buffer = vec![0_u64; (len as usize).div_ceil(8).max(1)];
        let byte_len = u32::try_from(buffer.len() * 8).unwrap_or(u32::MAX);
        // SAFETY: a buffer of `byte_len` bytes, aligned for TOKEN_USER.
        let ok = unsafe {
            GetTokenInformation(
                token,
                TokenUser,
                buffer.as_mut_ptr().cast(),
                byte_len,
                &raw mut len,
            )
        };
        let error = io::Error::last_os_error();
        // SAFETY: the handle opened above.
        unsafe { CloseHandle(token) };
        if ok == 0 {
            return Err(error);
        }
        Ok(Self { buffer })
    }

    fn sid(&self) -> PSID {
        // SAFETY: the buffer holds the TOKEN_USER that GetTokenInformation wrote.
        unsafe { (*self.buffer.as_ptr().cast::<TOKEN_USER>()).User.Sid }
    }
}

pub(super) fn restrict_to_user(path: &Path) -> io::Result<()> {
    let user = User::current()?;
    // SAFETY: the SID from the token.
    let sid_len = unsafe { GetLengthSid(user.sid()) } as usize;
    let acl_len = std::mem::size_of::<ACL>() + std::mem::size_of::<ACCESS_ALLOWED_ACE>() + sid_len;
    let mut acl = vec![0_u64; acl_len.div_ceil(8)];
    let acl_ptr = acl.as_mut_ptr().cast::<ACL>();
    let acl_bytes = u32::try_from(acl.len() * 8).unwrap_or(u32::MAX);
    // SAFETY: a zeroed, aligned buffer of `acl_bytes` bytes for the list and its one entry.
    let ok = unsafe {
        InitializeAcl(acl_ptr, acl_bytes, ACL_REVISION) != 0
            && AddAccessAllowedAceEx(
                acl_ptr,
                ACL_REVISION,
                OBJECT_INHERIT_ACE | CONTAINER_INHERIT_ACE,
                FILE_ALL_ACCESS,
                user.sid(),
            ) != 0
    };
    if !ok {
        return Err(io::Error::last_os_error());
    }
    // A descriptor of our own, its list marked protected, set as it is: the parent folder's
    // entries are not inherited. (SetNamedSecurityInfoW would do the same on Windows, but
    // Wine merges the parent's entries into it even when told the list is protected.)
    // SAFETY: an all-zero SECURITY_DESCRIPTOR is a valid place for InitializeSecurityDescriptor.
    let mut descriptor: SECURITY_DESCRIPTOR = unsafe { std::mem::zeroed() };
    let sd: PSECURITY_DESCRIPTOR = (&raw mut descriptor).cast();
    // SAFETY: the descriptor above and the list built above, both living across the calls.
    let ok = unsafe {
        InitializeSecurityDescriptor(sd, SECURITY_DESCRIPTOR_REVISION) != 0
            && SetSecurityDescriptorDacl(sd, 1, acl_ptr, 0) != 0
            && SetSecurityDescriptorControl(sd, SE_DACL_PROTECTED, SE_DACL_PROTECTED) != 0
    };
    if !ok {
        return Err(io::Error::last_os_error());
    }
    let name = wide(path);
    // SAFETY: a NUL-terminated path and the descriptor built above.
    let set = unsafe {
        SetFileSecurityW(
            name.as_ptr(),
            DACL_SECURITY_INFORMATION | PROTECTED_DACL_SECURITY_INFORMATION,
            sd,
        )
    };
    if set == 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

pub(super) fn is_private(path: &Path) -> io::Result<bool> {
    let user = User::current()?;
    let name = wide(path);
    let mut dacl: *mut ACL = null_mut();
    let mut descriptor: PSECURITY_DESCRIPTOR = null_mut();
    // SAFETY: a NUL-terminated path; the descriptor is freed below with LocalFree.
    let status = unsafe {
        GetNamedSecurityInfoW(
            name.as_ptr(),
            SE_FILE_OBJECT,
            DACL_SECURITY_INFORMATION,
            null_mut(),
            null_mut(),
            &raw mut dacl,
            null_mut(),
            &raw mut descriptor,
        )
    };
    if status != 0 {
        return Err(io::Error::from_raw_os_error(status as i32));
    }
    // No list at all gives everyone every access.
    let private = !dacl.is_null() && only_user(dacl, user.sid());
    // SAFETY: the descriptor GetNamedSecurityInfoW allocated.
    unsafe { LocalFree(descriptor.cast()) };
    Ok(private)
}

/// Whether every allowing entry of the list is for `sid`, or for the system itself (the
/// `SYSTEM` account and the Administrators group, which every file of a Windows profile
/// allows, as root reads any file on Unix and the Unix check ignores it).
fn only_user(dacl: *mut ACL, sid: PSID) -> bool {
    let mut info = ACL_SIZE_INFORMATION {
        AceCount: 0,
        AclBytesInUse: 0,
        AclBytesFree: 0,
    };
    // SAFETY: a valid list, and a place of the size of ACL_SIZE_INFORMATION.
    let ok = unsafe {
        GetAclInformation(
            dacl,
            (&raw mut info).cast(),
            std::mem::size_of::<ACL_SIZE_INFORMATION>() as u32,
            AclSizeInformation,
        )
    };
    if ok == 0 {
        return false;
    }
    (0..info.AceCount).all(|i| {
        let mut ace: *mut c_void = null_mut();
        // SAFETY: i is below the list's count.
        if unsafe { GetAce(dacl, i, &raw mut ace) } == 0 || ace.is_null() {
            return false;
        }
        // SAFETY: every entry starts with its header.
        let header = unsafe { &*ace.cast::<ACE_HEADER>() };
        if header.AceType != ALLOWED {
            return true;
        }
        // SAFETY: an allowing entry is an ACCESS_ALLOWED_ACE, its SID from SidStart on.
        let entry_sid = unsafe { (&raw mut (*ace.cast::<ACCESS_ALLOWED_ACE>()).SidStart).cast() };
        // SAFETY: valid SIDs.
        unsafe {
            EqualSid(entry_sid, sid) != 0
                || IsWellKnownSid(entry_sid, WinLocalSystemSid) != 0
                || IsWellKnownSid(entry_sid, WinBuiltinAdministratorsSid) != 0
        }
    })
}
