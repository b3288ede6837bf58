//! The registration numbers of SPEC.md section 5 with its messages. Kept in one place so
//! they can move into the shared validation kit without touching the calls.

use crate::error::ApiError;

pub const AADHAR_INVALID: &str = "Valid 12-digit Aadhar number required";
pub const PAN_INVALID: &str = "Valid PAN number required (format: ABCDE1234F)";
pub const GST_INVALID: &str = "Valid GST number required";

fn invalid(message: &str) -> ApiError {
    ApiError::BadRequest(message.to_owned())
}

/// Exactly 12 digits; spaces between the groups of four are allowed and dropped.
pub fn aadhar(value: Option<&str>) -> Result<String, ApiError> {
    let digits: String = value.unwrap_or_default().chars().filter(|c| *c != ' ').collect();
    if digits.chars().count() == 12 && digits.chars().all(|c| c.is_ascii_digit()) {
        Ok(digits)
    } else {
        Err(invalid(AADHAR_INVALID))
    }
}

fn is_pan(value: &str) -> bool {
    let b = value.as_bytes();
    b.len() == 10
        && b[..5].iter().all(u8::is_ascii_uppercase)
        && b[5..9].iter().all(u8::is_ascii_digit)
        && b[9].is_ascii_uppercase()
}

/// Five letters, four digits, one letter (letters taken in either case, stored upper).
pub fn pan(value: Option<&str>) -> Result<String, ApiError> {
    let value = value.unwrap_or_default().trim().to_ascii_uppercase();
    if is_pan(&value) { Ok(value) } else { Err(invalid(PAN_INVALID)) }
}

const GST_ALPHABET: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The GSTIN check character: the base-36 Luhn scheme of the GST network.
fn gst_check_character(first14: &[u8]) -> Option<u8> {
    let mut sum = 0u32;
    for (i, c) in first14.iter().enumerate() {
        let value = GST_ALPHABET.iter().position(|a| a == c)? as u32;
        let product = value * if i % 2 == 0 { 1 } else { 2 };
        sum += product / 36 + product % 36;
    }
    Some(GST_ALPHABET[((36 - sum % 36) % 36) as usize])
}

/// 15 characters: a state code (01–38, 97 or 99), the holder's PAN, an entity number,
/// `Z`, and a check character.
pub fn gst(value: Option<&str>) -> Result<String, ApiError> {
    let value = value.unwrap_or_default().trim().to_ascii_uppercase();
    let b = value.as_bytes();
    // ASCII first, so the slices below fall on character boundaries.
    let valid = value.is_ascii()
        && b.len() == 15
        && b[..2].iter().all(u8::is_ascii_digit)
        && matches!(value[..2].parse::<u8>(), Ok(1..=38 | 97 | 99))
        && is_pan(&value[2..12])
        && (b[12].is_ascii_digit() && b[12] != b'0' || b[12].is_ascii_uppercase())
        && b[13] == b'Z'
        && gst_check_character(&b[..14]) == Some(b[14]);
    if valid { Ok(value) } else { Err(invalid(GST_INVALID)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_section_5() {
        assert_eq!(aadhar(Some("2345 6789 0123")).unwrap(), "234567890123");
        assert_eq!(aadhar(Some("23456789012")).unwrap_err().to_string(), AADHAR_INVALID);
        assert_eq!(aadhar(Some("२३४५६७८९०१२३")).unwrap_err().to_string(), AADHAR_INVALID);
        assert_eq!(aadhar(None).unwrap_err().to_string(), AADHAR_INVALID);
        assert_eq!(pan(Some("abcde1234f")).unwrap(), "ABCDE1234F");
        assert_eq!(pan(Some("ABCD1234F")).unwrap_err().to_string(), PAN_INVALID);
        assert_eq!(gst(Some("27AAPFU0939F1ZV")).unwrap(), "27AAPFU0939F1ZV");
        assert_eq!(gst(Some("27AAPFU0939F1ZW")).unwrap_err().to_string(), GST_INVALID, "check character");
        assert_eq!(gst(Some("40AAPFU0939F1ZV")).unwrap_err().to_string(), GST_INVALID, "state code");
        assert_eq!(gst(Some("27AAPFU0939F1Z")).unwrap_err().to_string(), GST_INVALID, "length");
        assert_eq!(gst(Some("27AAPFU0939F1ZVé")).unwrap_err().to_string(), GST_INVALID);
    }
}
