//! The board's columns, a to h.

coordinate! {
    /// A column of the board, a to h.
    ///
    /// ```
    /// use chess_attacks::File;
    ///
    /// assert_eq!(File::ALL.len(), 8);
    /// assert_eq!(File::new(3), Some(File::D));
    /// assert_eq!("H".parse::<File>(), Ok(File::H)); // either case
    /// ```
    pub enum File { A = 'a', B = 'b', C = 'c', D = 'd', E = 'e', F = 'f', G = 'g', H = 'h' }
    each a "file" of the "files", read from "`a`–`h` or `A`–`H`", written as its "lowercase letter";
    offset "to the right (towards h)" by files; parse errors say File, "a letter a-h"
}
