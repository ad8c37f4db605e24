# Debian packages for the scripts that install what they need (tests/embedded/targets.sh, web/ci.sh): source
# it, then `apt_install PACKAGE…` installs those not installed yet. Needs apt-get and root, as CI has.

# Whether a Debian package is installed (not merely known, or removed with its configuration kept).
installed() { [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]; }

apt_install() {
    local missing=()
    for package in "$@"; do installed "$package" || missing+=("$package"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    printf '\n==> installing %s\n' "${missing[*]}" >&2
    apt-get update -qq
    # The QEMU system emulators must match the installed qemu-utils; when that came from backports, so
    # must they.
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; then
        local codename mirror
        codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
        # The mirror this machine already takes its release from, whichever that is.
        mirror=$(apt-get indextargets --format '$(REPO_URI)' "Codename: $codename" "Identifier: Packages" | head -n 1)
        [ -n "$mirror" ] || { echo "no apt source for $codename to take a backports mirror from" >&2; return 1; }
        echo "deb $mirror $codename-backports main" >/etc/apt/sources.list.d/backports.list
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -t "$codename-backports" "${missing[@]}" >/dev/null
    fi
}
