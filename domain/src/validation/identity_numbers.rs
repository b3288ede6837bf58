//! The Indian identity and tax numbers of a supplier's registration (SPEC.md §5).

use super::form::Invalid;
use super::rules::messages;

/// Spaces and dashes people type inside the numbers are not part of them.
fn compact(value: Option<&str>) -> String {
    value.unwrap_or_default().chars().filter(|c| !matches!(c, ' ' | '-')).flat_map(char::to_uppercase).collect()
}

/// Aadhar: exactly 12 digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Aadhar(String);

impl Aadhar {
    pub fn parse(value: Option<&str>) -> Result<Self, Invalid> {
        let value = compact(value);
        if value.len() != 12 || !value.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Invalid::new(messages::AADHAR_INVALID));
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

fn is_pan(chars: &[char]) -> bool {
    chars.len() == 10
        && chars[..5].iter().all(char::is_ascii_uppercase)
        && chars[5..9].iter().all(char::is_ascii_digit)
        && chars[9].is_ascii_uppercase()
}

/// PAN: five letters, four digits, one letter (`ABCDE1234F`), upper-cased.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pan(String);

impl Pan {
    pub fn parse(value: Option<&str>) -> Result<Self, Invalid> {
        let value = compact(value);
        if !is_pan(&value.chars().collect::<Vec<_>>()) {
            return Err(Invalid::new(messages::PAN_INVALID));
        }
        Ok(Self(value))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

const BASE36: &str = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The GSTIN check character: a Luhn mod-36 sum over the first 14 characters.
fn gst_check_char(first14: &[char]) -> Option<char> {
    let mut sum = 0;
    for (i, c) in first14.iter().enumerate() {
        let value = BASE36.find(*c)?;
        let product = value * if i % 2 == 0 { 1 } else { 2 };
        sum += product / 36 + product % 36;
    }
    BASE36.chars().nth((36 - sum % 36) % 36)
}

/// GSTIN: state code (01–38, 97 other territory, 99 centre), the holder's PAN, an entity
/// number (1–9, A–Z), `Z`, and the check character.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gst(String);

impl Gst {
    pub fn parse(value: Option<&str>) -> Result<Self, Invalid> {
        let value = compact(value);
        let chars: Vec<char> = value.chars().collect();
        let valid = chars.len() == 15 && {
            let state: String = chars[..2].iter().collect();
            let state_ok = state.parse::<u8>().is_ok_and(|s| (1..=38).contains(&s) || s == 97 || s == 99)
                && chars[..2].iter().all(char::is_ascii_digit);
            state_ok
                && is_pan(&chars[2..12])
                && (chars[12].is_ascii_uppercase() || ('1'..='9').contains(&chars[12]))
                && chars[13] == 'Z'
                && gst_check_char(&chars[..14]) == Some(chars[14])
        };
        if !valid {
            return Err(Invalid::new(messages::GST_INVALID));
        }
        Ok(Self(value))
    }

    /// The PAN inside the GSTIN (a registration's PAN and GST must name the same holder).
    pub fn pan(&self) -> String {
        self.0.chars().skip(2).take(10).collect()
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aadhar_is_twelve_digits() {
        assert_eq!(Aadhar::parse(Some("1234 5678 9012")).unwrap().as_str(), "123456789012");
        for bad in ["12345678901", "1234567890123", "12345678901a", "", "१२३४५६७८९०१२"] {
            assert_eq!(Aadhar::parse(Some(bad)).unwrap_err().0, "Valid 12-digit Aadhar number required", "{bad}");
        }
    }

    #[test]
    fn pan_is_five_letters_four_digits_one_letter() {
        assert_eq!(Pan::parse(Some("abcde1234f")).unwrap().as_str(), "ABCDE1234F");
        for bad in ["ABCD1234F", "ABCDE12345", "1BCDE1234F", "ABCDÉ1234F", ""] {
            assert_eq!(Pan::parse(Some(bad)).unwrap_err().0, "Valid PAN number required (format: ABCDE1234F)", "{bad}");
        }
    }

    #[test]
    fn gst_numbers_carry_state_pan_and_check_character() {
        // Published example GSTINs and the demo suppliers'.
        for ok in ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "27AAKCK4821L1Z6", "32AADCM7315Q1Z7"] {
            assert!(Gst::parse(Some(ok)).is_ok(), "{ok}");
        }
        assert_eq!(Gst::parse(Some("27aapfu0939f1zv")).unwrap().pan(), "AAPFU0939F");
        let invalid = "Valid GST number required";
        for bad in [
            "27AAPFU0939F1ZW", // check character
            "00AAPFU0939F1ZV", // state code
            "45AAPFU0939F1ZV",
            "2712345678901ZV", // no PAN inside
            "27AAPFU0939F1YV", // 14th is always Z
            "27AAPFU0939F1Z",
            "27AAPFU0939F1ZVX",
            "27AAPFU0939F1Zé",
            "",
        ] {
            assert_eq!(Gst::parse(Some(bad)).unwrap_err().0, invalid, "{bad}");
        }
    }
}
