//! Discord's limits on what a bot sends. Every reply of an interaction is fitted to
//! them where it is rendered (`render.rs`), every list of autocomplete choices where
//! it is answered (`handler.rs`), a thread's name where the thread is opened
//! (`answer.rs`), and each message builder holds them again for whatever it is given
//! (a notice, an edit).

/// A message's content.
pub const CONTENT: usize = 2000;
/// An embed's description.
pub const EMBED_DESCRIPTION: usize = 4096;
/// Autocomplete choices in one answer.
pub const CHOICES: usize = 25;
/// A choice's name and its string value.
pub const CHOICE_NAME: usize = 100;
pub const CHOICE_VALUE: usize = 100;
/// A button's label.
pub const BUTTON_LABEL: usize = 80;
/// Buttons in one action row.
pub const BUTTONS_PER_ROW: usize = 5;
/// A button's custom id.
pub const CUSTOM_ID: usize = 100;
/// A thread's name.
pub const THREAD_NAME: usize = 100;
/// A file's size without a server's boosts ("Uploading Files"), where an
/// interaction does not say its `attachment_size_limit`.
pub const DEFAULT_UPLOAD: usize = 10 * 1024 * 1024;
/// Action rows in a message (components/reference.mdx, "Legacy Message Component
/// Behavior"): a select menu fills a row of its own.
pub const ROWS: usize = 5;
/// A string select (components/reference.mdx, "String Select"): at most 25
/// options; an option's label, value and description at most 100 characters
/// each; the placeholder at most 150; its custom id at most 100, as a button's.
pub const MENU_OPTIONS: usize = 25;
pub const MENU_LABEL: usize = 100;
pub const MENU_VALUE: usize = 100;
pub const MENU_DESCRIPTION: usize = 100;
pub const MENU_PLACEHOLDER: usize = 150;
/// A modal's title: at most 45 characters (receiving-and-responding.mdx, "Modal").
pub const MODAL_TITLE: usize = 45;
/// A move form's field: as long as `/move`'s option.
pub const FORM_MOVE: u16 = 64;

// The service's own bounds are within these: the lists it sums up or pages are
// never cut again on the way out.
const _: () = assert!(
    crate::game::reply::MESSAGE_CHARS <= CONTENT
        && crate::game::reply::MAX_CHOICES <= CHOICES
        && crate::game::reply::MENU_OPTIONS <= MENU_OPTIONS
);
