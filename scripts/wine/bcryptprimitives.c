/* A stand-in for Windows' bcryptprimitives.dll, for running Arbitre under Wine 8 in CI only.
 *
 * Rust's standard library (for Windows 10 and later) takes its random bytes from
 * ProcessPrng in bcryptprimitives.dll. Every Windows 10 and 11 machine has that DLL; Debian
 * 12's Wine 8 does not, so without this stand-in no Rust program built for Windows starts
 * there. scripts/windows.sh builds it with mingw-w64 and puts it into the Wine prefix's
 * system32 that the checks use. It is never shipped: the MSI holds arbitre.exe alone.
 *
 * It serves ProcessPrng from RtlGenRandom (advapi32's SystemFunction036), which Wine has. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
