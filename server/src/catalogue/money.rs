//! Rupee amounts: stored as whole paise, shown as decimal rupees. Never floats.

use rust_decimal::Decimal;

pub fn paise_to_rupees(paise: i64) -> Decimal {
    Decimal::new(paise, 2)
}

/// Rounds to whole paise; `None` when the amount does not fit.
pub fn rupees_to_paise(rupees: Decimal) -> Option<i64> {
    let paise = rupees.checked_mul(Decimal::ONE_HUNDRED)?;
    i64::try_from(paise.round_dp_with_strategy(0, rust_decimal::RoundingStrategy::MidpointAwayFromZero)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn rupees_and_paise_convert_exactly() {
        assert_eq!(paise_to_rupees(12_050).to_string(), "120.50");
        assert_eq!(rupees_to_paise(Decimal::from_str("0.1").unwrap() + Decimal::from_str("0.2").unwrap()), Some(30));
        assert_eq!(rupees_to_paise(Decimal::from_str("99.995").unwrap()), Some(10_000));
        assert_eq!(rupees_to_paise(Decimal::MAX), None);
    }
}
