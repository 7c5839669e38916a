#!/usr/bin/env bash
# Arbitre for Windows, made and checked on Linux: cross-builds arbitre.exe with mingw-w64,
# makes the MSI with wixl (msitools), and runs the Windows checks under Wine.
#
#   scripts/windows.sh                the CI build: profile `windows` (release without LTO,
#                                     parallel codegen), the MSI, and every check under Wine
#   scripts/windows.sh --full         the MSI to ship: profile `release` (with LTO; slower)
#   scripts/windows.sh --build-only   build and package, no Wine
#
# Writes target/windows/arbitre.exe, target/windows/arbitre-VERSION-x64.msi, and the Wine
# window's screenshot target/windows/wine-window-1280x720.png.
#
# It installs what a fresh Debian machine lacks (as root, or through sudo): the Rust target,
# the mingw-w64 compilers (the -posix ones: DDS uses C++ threads), wixl, Wine, Xvfb and
# tesseract. The C++ and GCC runtimes are linked into the .exe (-static), so it imports
# Windows' own DLLs only; the script checks that.
#
# Under Wine only: Debian 12's Wine 8 lacks bcryptprimitives.dll, which Rust's standard
# library imports (ProcessPrng) and every Windows 10 and 11 has. The checks build a stand-in
# from scripts/wine/bcryptprimitives.c into their own Wine prefix. It is never shipped.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=windows
check=1
for arg in "$@"; do
  case "$arg" in
    --full) profile=release ;;
    --build-only) check=0 ;;
    *) echo "usage: scripts/windows.sh [--full] [--build-only]" >&2; exit 2 ;;
  esac
done

target=x86_64-pc-windows-gnu
out=target/windows
mkdir -p "$out"
step() { printf '\n== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

step "what this machine lacks"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
pkgs=(gcc-mingw-w64-x86-64-posix g++-mingw-w64-x86-64-posix binutils-mingw-w64-x86-64 wixl msitools
      libclang-dev)
if [ "$check" = 1 ]; then
  pkgs+=(wine wine64 xvfb x11-apps imagemagick tesseract-ocr tesseract-ocr-eng poppler-utils
         libgl1-mesa-dri libgl1 fonts-wqy-microhei)
fi
need=()
for pkg in "${pkgs[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
rustup target list --installed | grep -qx "$target" || rustup target add "$target"

step "cross-build (profile $profile)"
# The compilers and the static C++ runtime: .cargo/config.toml and build.rs.
start=$(date +%s)
cargo build --locked --profile "$profile" --target "$target" --bin arbitre
cp "target/$target/$profile/arbitre.exe" "$out/arbitre.exe"
echo "built $out/arbitre.exe in $(( $(date +%s) - start )) s ($(du -h "$out/arbitre.exe" | cut -f1))"

step "the .exe imports Windows' own DLLs only"
dlls=$(x86_64-w64-mingw32-objdump -p "$out/arbitre.exe" | sed -n 's/^[[:space:]]*DLL Name: //p' | sort -u)
echo "$dlls" | tr '\n' ' '; echo
if echo "$dlls" | grep -qiE 'libstdc|libgcc|winpthread|libwinpthread'; then
  echo "error: arbitre.exe imports a mingw runtime DLL; it must be linked in" >&2
  exit 1
fi

step "the MSI"
version=$(sed -n 's/^version *= *"\(.*\)"/\1/p' Cargo.toml | head -n1)
msi="$out/arbitre-$version-x64.msi"
wixl -a x64 -D SourceDir=. -D "ExePath=$out/arbitre.exe" -D "Version=$version" \
  packaging/windows/arbitre.wxs -o "$msi"
echo "built $msi ($(du -h "$msi" | cut -f1))"

[ "$check" = 1 ] || exit 0

step "a Wine prefix for the checks"
export WINEPREFIX="$PWD/$out/wine-prefix"
export WINEDEBUG=-all
# No .NET or browser engine to install; no menu entries on this machine.
export WINEDLLOVERRIDES="mscoree,mshtml,winemenubuilder.exe="
wineserver -k 2>/dev/null || true
rm -rf "$WINEPREFIX"
# Wine links the Windows user's Documents, Desktop... to $HOME's: give the prefix a home of
# its own, so that the checks never write into the real one.
rm -rf "$PWD/$out/wine-home"
mkdir -p "$PWD/$out/wine-home"
HOME="$PWD/$out/wine-home" DISPLAY="" wineboot --init >/dev/null 2>&1
wineserver -w
x86_64-w64-mingw32-gcc-posix -O2 -shared -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  scripts/wine/bcryptprimitives.c scripts/wine/bcryptprimitives.def -ladvapi32

step "the checks under Wine"
export ARBITRE_WINDOWS_EXE="$PWD/$out/arbitre.exe"
export ARBITRE_WINDOWS_MSI="$PWD/$msi"
export ARBITRE_WINDOWS_SHOTS="$PWD/$out"
# The Linux binary the answers are compared with is the test build's (the same code).
cargo test --locked --no-fail-fast --test windows --test windows_msi --test windows_window -- --test-threads=2
wineserver -k 2>/dev/null || true
