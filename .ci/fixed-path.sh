# For the scripts that state a WebAssembly module's bytes (tests/embedded/targets.sh, web/build.sh): source
# it, then `fixed_path DIR` prints DIR's path through a link of one fixed name to this checkout.
#
# Cargo hashes a path dependency that lies outside the workspace being built (the crate at the root, for
# tests/embedded and web) by its absolute path, and that hash orders the module's functions: the same code
# built in two clones can differ by a few bytes. Built through the link, every clone's module is the same.
fixed_path() {
    local checkout link=/tmp/chess-attacks-checkout
    checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    ln -sfn "$checkout" "$link"
    echo "$link/$1"
}
