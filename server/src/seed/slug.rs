//! URL slugs. The server builds canonical URLs with these, and the catalogue stores them
//! (`products.slug`, `products.category_slug`, `varieties.slug`).

/// Lower-case ASCII letters and digits; every run of anything else becomes a single `-`,
/// with none at either end. `"Alphonso Mango (Ratnagiri)"` → `"alphonso-mango-ratnagiri"`.
pub fn slugify(s: &str) -> String {
    let mut slug = String::with_capacity(s.len());
    let mut gap = false;
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            if gap && !slug.is_empty() {
                slug.push('-');
            }
            gap = false;
            slug.push(c.to_ascii_lowercase());
        } else {
            gap = true;
        }
    }
    slug
}

#[cfg(test)]
mod tests {
    use super::slugify;

    #[test]
    fn words_are_joined_by_single_dashes() {
        assert_eq!(slugify("Alphonso Mango"), "alphonso-mango");
        assert_eq!(slugify("Fresh   Fruits & Vegetables"), "fresh-fruits-vegetables");
        assert_eq!(slugify("Fresh Fruits – Mango"), "fresh-fruits-mango");
    }

    #[test]
    fn ends_are_trimmed_and_case_folded() {
        assert_eq!(slugify("  --Tellicherry Extra Bold (TGEB)!  "), "tellicherry-extra-bold-tgeb");
        assert_eq!(slugify("MG-1"), "mg-1");
    }

    #[test]
    fn digits_stay_and_non_ascii_is_a_separator() {
        assert_eq!(slugify("8 mm Cardamom"), "8-mm-cardamom");
        assert_eq!(slugify("Crème brûlée"), "cr-me-br-l-e");
    }

    #[test]
    fn nothing_usable_gives_an_empty_slug() {
        assert_eq!(slugify(""), "");
        assert_eq!(slugify(" - / ₹ "), "");
    }

    #[test]
    fn a_slug_is_its_own_slug() {
        for s in ["alphonso-mango", "a", "x-1-y"] {
            assert_eq!(slugify(s), s);
        }
    }
}
