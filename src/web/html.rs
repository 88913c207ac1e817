//! HTML written safely by construction: a page is an [`Html`], which grows only by
//! [`h!`] — a format string that must be a literal (the markup, written in this
//! crate) whose every argument is escaped — or by appending another [`Html`]. No
//! text from outside (names, tournament names) can become markup: there is no way
//! to append a plain string unescaped.
//!
//! Plain Rust formatting rather than a template crate: the pages are few and small,
//! and this keeps the escaping rule in one type, with nothing to compile.

use std::fmt::{self, Display, Write};

/// A piece of HTML.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Html(String);

impl Html {
    pub fn new() -> Html {
        Html(String::with_capacity(4096))
    }

    /// Append another piece of HTML.
    pub fn push(&mut self, other: &Html) {
        self.0.push_str(&other.0);
    }

    /// Append markup with its arguments escaped: only ever called by [`h!`], which
    /// escapes every argument.
    #[doc(hidden)]
    pub fn append_fmt(&mut self, args: fmt::Arguments<'_>) {
        let _ = self.0.write_fmt(args);
    }

    pub fn into_string(self) -> String {
        self.0
    }

    #[cfg(test)]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A value written escaped: `& < > " '` become entities, so it is safe in text and
/// in quoted attributes alike.
pub struct Esc<T>(pub T);

impl<T: Display> Display for Esc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Escaper<'a, 'b>(&'a mut fmt::Formatter<'b>);
        impl Write for Escaper<'_, '_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                let mut last = 0;
                for (i, b) in s.bytes().enumerate() {
                    let entity = match b {
                        b'&' => "&amp;",
                        b'<' => "&lt;",
                        b'>' => "&gt;",
                        b'"' => "&quot;",
                        b'\'' => "&#39;",
                        _ => continue,
                    };
                    self.0.write_str(&s[last..i])?;
                    self.0.write_str(entity)?;
                    last = i + 1;
                }
                self.0.write_str(&s[last..])
            }
        }
        write!(Escaper(f), "{}", self.0)
    }
}

/// `h!(html, "<a href=\"{}\">{}</a>", url, name)`: append the markup of a literal
/// format string, every argument escaped.
macro_rules! h {
    ($out:expr, $fmt:literal $(, $arg:expr)* $(,)?) => {
        $out.append_fmt(format_args!($fmt $(, $crate::web::html::Esc(&$arg))*))
    };
}
pub(crate) use h;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_escaped_and_markup_is_not() {
        let mut page = Html::new();
        let name = "<script>alert('x')</script> & \"friends\"";
        h!(page, "<p title=\"{}\">{}</p>", name, name);
        assert_eq!(
            page.as_str(),
            "<p title=\"&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;friends&quot;\">\
             &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;friends&quot;</p>"
        );
        let mut inner = Html::new();
        h!(inner, "<b>{}</b> {}", 42, "藤井 ▲７六歩");
        page.push(&inner);
        assert!(page.as_str().ends_with("<b>42</b> 藤井 ▲７六歩"));
    }
}
