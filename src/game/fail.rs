//! Why a command did not go through: refusals (private, saying why, changing
//! nothing), a command overtaken by the clock, and store failures.

use crate::game::reply::Response;
use crate::i18n::{Lang, Msg};
use crate::store::StoreError;

/// Why a command did not go through.
pub(crate) enum Fail {
    /// A refusal for the caller, put in words in the caller's language.
    Refuse(Msg),
    /// A refusal already in words (in the caller's language).
    RefuseText(String),
    /// Something else happened first (the clock ended the game): say that instead.
    Overtaken(Box<Response>),
    Store(StoreError),
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Fail {
        Fail::Store(e)
    }
}

/// A refusal: a [`Msg`] (put in the caller's language later), or text already in
/// words (the ladder's, still English).
pub(crate) fn refuse<T>(why: impl Into<Refusal>) -> Result<T, Fail> {
    Err(match why.into() {
        Refusal(Ok(message)) => Fail::Refuse(message),
        Refusal(Err(text)) => Fail::RefuseText(text),
    })
}

/// What [`refuse`] takes.
pub(crate) struct Refusal(Result<Msg, String>);

impl From<Msg> for Refusal {
    fn from(m: Msg) -> Refusal {
        Refusal(Ok(m))
    }
}
impl From<String> for Refusal {
    fn from(t: String) -> Refusal {
        Refusal(Err(t))
    }
}
impl From<&str> for Refusal {
    fn from(t: &str) -> Refusal {
        Refusal(Err(t.to_string()))
    }
}

/// A refusal already in the caller's language.
pub(crate) fn refuse_text<T>(text: impl Into<String>) -> Result<T, Fail> {
    Err(Fail::RefuseText(text.into()))
}

impl Fail {
    /// What a refusal says, in English (for logs).
    pub(crate) fn log_text(&self) -> String {
        match self {
            Fail::Refuse(m) => m.text(Lang::En),
            Fail::RefuseText(t) => t.clone(),
            Fail::Overtaken(r) => r.text().to_string(),
            Fail::Store(e) => e.to_string(),
        }
    }
}

pub(crate) type Outcome = Result<Response, Fail>;
