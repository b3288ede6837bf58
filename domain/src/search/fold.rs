//! Text as the index and the queries see it: ASCII words in lower case.

/// The words of `text`, transliterated to ASCII (deunicode, through `slug`), lower case,
/// split at anything that is not a letter or digit. "Crème BRÛLÉE" → ["creme", "brulee"].
/// "ph" is written "f" so that the usual spellings of one sound meet (Alphonso, Alfonso).
pub fn words(text: &str) -> Vec<String> {
    slug::slugify(text).split('-').filter(|w| !w.is_empty()).map(|w| w.replace("ph", "f")).collect()
}

/// The words joined by single spaces, as stored.
pub fn terms(text: &str) -> String {
    words(text).join(" ")
}

/// A family's key: its tag as a slug ("Fresh Fruits" → "fresh-fruits").
pub fn family(tag: Option<&str>) -> String {
    match tag.map(slug::slugify) {
        Some(s) if !s.is_empty() => s,
        _ => "other".to_owned(),
    }
}

/// The least string greater than every string that begins with `prefix`, among folded
/// words (digits, then letters: the order of both databases' collations); none when every
/// letter is the last one.
pub fn prefix_end(prefix: &str) -> Option<String> {
    let mut bytes = prefix.as_bytes().to_vec();
    while let Some(last) = bytes.pop() {
        let next = match last {
            b'0'..=b'8' | b'a'..=b'y' => last + 1,
            b'9' => b'a',
            _ => continue,
        };
        bytes.push(next);
        return String::from_utf8(bytes).ok();
    }
    None
}

/// The forms of `word` with one letter left out (distinct; empty for a one-letter word).
pub fn one_letter_less(word: &str) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    let mut out: Vec<String> = (0..chars.len())
        .filter(|_| chars.len() > 1)
        .map(|i| chars.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, c)| c).collect())
        .collect();
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_folded() {
        assert_eq!(words("Crème BRÛLÉE"), ["creme", "brulee"]);
        assert_eq!(words("ALPHONSO"), ["alfonso"]);
        assert_eq!(words("Tellicherry Extra Bold (TGEB)"), ["tellicherry", "extra", "bold", "tgeb"]);
        assert_eq!(words("  "), Vec::<String>::new());
        assert_eq!(family(Some("Fresh Fruits")), "fresh-fruits");
        assert_eq!(family(None), "other");
    }
}
