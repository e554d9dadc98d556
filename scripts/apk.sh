#!/usr/bin/env bash
# Builds the Android package (Skald.apk) with Fyne's packager, with the build
# tags every Skald build needs (sqlite_fts5) and the one that lets Android's
# screen reader read the app's labels (accessibility).
#
# It needs the Android NDK: ANDROID_NDK_HOME naming its folder, or
# ANDROID_HOME holding it as ndk-bundle (where Fyne's packager looks). When
# it is missing, this says what is missing and where, and builds nothing.
# It never installs the NDK.
#
# NOTE: packaging bumps Build in FyneApp.toml; commit that change on purpose.
# CI never runs this.
set -euo pipefail

cd "$(dirname "$0")/.."

TAGS=${TAGS:-sqlite_fts5,accessibility}
missing() {
	echo "apk: $*" >&2
	echo "apk: install the Android NDK (r19c or newer, e.g. with Android Studio's SDK Manager or" >&2
	echo "apk: sdkmanager 'ndk;<version>'), then: export ANDROID_NDK_HOME=/path/to/android-ndk" >&2
	echo "apk: nothing was built." >&2
	exit 1
}

command -v go >/dev/null || { echo "apk: go is not on PATH" >&2; exit 1; }
case "$(uname -m)" in
x86_64 | amd64) host=$(uname -s | tr '[:upper:]' '[:lower:]')-x86_64 ;;
*) host=$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m) ;;
esac

ndk=
if [[ -n "${ANDROID_NDK_HOME:-}" ]]; then
	[[ -d "$ANDROID_NDK_HOME" ]] || missing "ANDROID_NDK_HOME is $ANDROID_NDK_HOME, which is not a folder"
	ndk=$ANDROID_NDK_HOME
elif [[ -n "${ANDROID_HOME:-}" && -d "$ANDROID_HOME/ndk-bundle" ]]; then
	ndk=$ANDROID_HOME/ndk-bundle
elif [[ -n "${ANDROID_HOME:-}" ]]; then
	missing "ANDROID_NDK_HOME is not set and $ANDROID_HOME/ndk-bundle does not exist"
else
	missing "the Android NDK is not installed here: neither ANDROID_NDK_HOME nor ANDROID_HOME is set"
fi
bin=$ndk/toolchains/llvm/prebuilt/$host/bin
compgen -G "$bin/*-linux-android*-clang" >/dev/null ||
	missing "$ndk is not a usable Android NDK: no Android clang in $bin"

echo "apk: NDK $ndk"
echo "apk: go tool fyne package -os android -icon assets/icon.png --tags $TAGS"
ANDROID_NDK_HOME=$ndk go tool fyne package -os android -icon assets/icon.png --tags "$TAGS"
ls -l ./*.apk
