//! The start of a rejected text, kept by value for an error's message: the crate does not allocate.

use core::fmt;

/// Up to [`Kept::BYTES`] bytes of a text, cut at a character boundary, and whether it was cut.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Kept {
    bytes: [u8; Kept::BYTES],
    len: u8,
    truncated: bool,
}

impl Kept {
    pub(crate) const BYTES: usize = 16;

    pub(crate) fn new(text: &str) -> Kept {
        let mut len = 0;
        for (at, character) in text.char_indices() {
            let end = at + character.len_utf8();
            if end > Kept::BYTES {
                break;
            }
            len = end;
        }
        let mut bytes = [0; Kept::BYTES];
        for (slot, byte) in bytes.iter_mut().zip(text.bytes().take(len)) {
            *slot = byte;
        }
        Kept { bytes, len: len as u8, truncated: len < text.len() }
    }

    /// The kept text.
    pub(crate) fn as_str(&self) -> &str {
        let kept = self.bytes.get(..usize::from(self.len)).unwrap_or(&[]);
        // `new` kept whole characters of a `&str`.
        core::str::from_utf8(kept).unwrap_or_default()
    }
}

impl fmt::Display for Kept {
    /// The kept text in quotes, with `…` where it was cut.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"")?;
        f.write_str(self.as_str())?;
        f.write_str(if self.truncated { "…\"" } else { "\"" })
    }
}

impl fmt::Debug for Kept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
