//! Text for head tags.

/// At most `max` characters of `text` for a meta description, cut at a word and marked
/// with an ellipsis when shortened; whitespace runs become single spaces.
pub fn summary(text: &str, max: usize) -> String {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= max {
        return flat;
    }
    let cut: String = flat.chars().take(max.saturating_sub(1)).collect();
    let at_word = match cut.rsplit_once(' ') {
        Some((head, _)) if head.chars().count() > max / 2 => head,
        _ => cut.as_str(),
    };
    format!("{}…", at_word.trim_end_matches([',', ';', ':', '.', ' ']))
}

/// The first text that is not blank.
pub fn first_filled<'a>(candidates: impl IntoIterator<Item = &'a str>) -> &'a str {
    candidates.into_iter().find(|t| !t.trim().is_empty()).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_kept_and_long_text_cut_at_a_word() {
        assert_eq!(summary("  Fresh\n mangoes  ", 160), "Fresh mangoes");
        let long = "word ".repeat(60);
        let s = summary(&long, 50);
        assert!(s.chars().count() <= 50, "{s}");
        assert!(s.ends_with("word…"));
    }

    #[test]
    fn first_filled_skips_blanks() {
        assert_eq!(first_filled(["", "  ", "b", "c"]), "b");
        assert_eq!(first_filled([""]), "");
    }
}
