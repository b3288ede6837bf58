//! Like-for-like prices: every offer and quote priced per its variety's comparable unit
//! (kilogram, piece or metre). Weights convert by exact decimal factors; a unit measured
//! otherwise (a box, a packet, a roll sold by the piece) states what one of it holds.

use std::str::FromStr;

use rust_decimal::{Decimal, RoundingStrategy};

use crate::validation::{Form, Invalid};
use foundation::entities::codes::{ComparableUnit, Unit};
use foundation::entities::{varieties, vendor_listings};
use foundation::error::Error;

/// The most one pack may hold, in its comparable unit.
pub const PACK_CONTENT_MAX: i64 = 1_000_000;
pub const PACK_CONTENT_INVALID: &str =
    "Pack content must be a number greater than 0 with at most three decimals, up to 1,000,000";

/// The refusal of a pack without its content, in the form's words: "Say how many kg one box holds".
pub fn pack_content_required(unit: Unit, comparable: ComparableUnit) -> String {
    format!("Pack content is required: say how many {} one {} holds", plural(comparable), unit.as_str())
}

fn plural(unit: ComparableUnit) -> &'static str {
    match unit {
        ComparableUnit::Kg => "kg",
        ComparableUnit::Piece => "pieces",
        ComparableUnit::Metre => "metres",
    }
}

/// How many comparable units one `unit` is, when it is measured in them; `None` for a
/// unit that must state its content.
pub fn measure(unit: Unit, comparable: ComparableUnit) -> Option<Decimal> {
    match (comparable, unit) {
        (ComparableUnit::Kg, Unit::Kg) => Some(Decimal::ONE),
        (ComparableUnit::Kg, Unit::G) => Some(Decimal::new(1, 3)),
        (ComparableUnit::Kg, Unit::Quintal) => Some(Decimal::ONE_HUNDRED),
        (ComparableUnit::Kg, Unit::Ton) => Some(Decimal::ONE_THOUSAND),
        (ComparableUnit::Piece, Unit::Piece) | (ComparableUnit::Metre, Unit::Metre) => Some(Decimal::ONE),
        _ => None,
    }
}

/// What one pack holds, in thousandths of its comparable unit (exact, never a float).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackContent(i64);

impl PackContent {
    /// `text` is the decimal as sent ("5", "0.5", "3.25"); blank is none.
    pub fn parse(text: &str) -> Result<Option<Self>, Invalid> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let invalid = || Invalid::new(PACK_CONTENT_INVALID);
        if !text.chars().all(|c| c.is_ascii_digit() || c == '.') {
            return Err(invalid());
        }
        let amount = Decimal::from_str(text).map_err(|_| invalid())?.normalize();
        if amount <= Decimal::ZERO || amount.scale() > 3 || amount > Decimal::from(PACK_CONTENT_MAX) {
            return Err(invalid());
        }
        let milli = amount * Decimal::ONE_THOUSAND;
        i64::try_from(milli).map(|m| Some(Self(m))).map_err(|_| invalid())
    }

    pub fn from_milli(milli: i64) -> Self {
        Self(milli)
    }

    pub fn milli(self) -> i64 {
        self.0
    }

    pub fn amount(self) -> Decimal {
        Decimal::new(self.0, 3).normalize()
    }
}

/// The pack content a price in `unit` keeps: none for a unit measured in the comparable
/// unit (it needs none), the stated one otherwise, or the refusal when it is missing.
pub fn content_for(
    unit: Unit,
    comparable: ComparableUnit,
    stated: Option<PackContent>,
) -> Result<Option<PackContent>, Invalid> {
    match (measure(unit, comparable), stated) {
        (Some(_), _) => Ok(None),
        (None, Some(content)) => Ok(Some(content)),
        (None, None) => Err(Invalid(pack_content_required(unit, comparable))),
    }
}

/// Minor units (paise, cents) per comparable unit of a price of `price_minor` per `unit`,
/// rounded to the nearest one; `None` when the unit neither converts nor states a content.
pub fn per_comparable(
    price_minor: i64,
    unit: Unit,
    comparable: ComparableUnit,
    content: Option<PackContent>,
) -> Option<i64> {
    let per = measure(unit, comparable).or_else(|| content.map(PackContent::amount))?;
    let value = Decimal::from(price_minor).checked_div(per)?;
    i64::try_from(value.round_dp_with_strategy(0, RoundingStrategy::MidpointAwayFromZero)).ok()
}

/// How many of `quoted_unit` (holding `content` when a pack) make `quantity` of `unit`,
/// in the variety's `comparable` unit; `None` when the units do not convert.
pub fn units_for(
    quantity: f64,
    unit: Unit,
    quoted_unit: Unit,
    comparable: ComparableUnit,
    content: Option<PackContent>,
) -> Option<Decimal> {
    let quantity = Decimal::try_from(quantity).ok()?;
    if unit == quoted_unit {
        return Some(quantity);
    }
    let wanted = quantity.checked_mul(measure(unit, comparable)?)?;
    let per_unit = measure(quoted_unit, comparable).or_else(|| content.map(PackContent::amount))?;
    wanted.checked_div(per_unit)
}

/// A single field's refusal as a form's 400 (`errors` names the field).
pub fn refusal(field: &str, invalid: Invalid) -> Error {
    let mut form = Form::new();
    form.fail(field, invalid.0);
    form.finish().expect_err("a failed field fails the form")
}

/// The pack content (thousandths) and paise per comparable unit an offer of `variety`
/// at `price_paise` per `unit` keeps; 400 naming `packContent` when a pack does not say
/// what it holds.
pub fn offer_figures(
    price_paise: i64,
    unit: Unit,
    stated: Option<PackContent>,
    variety: &varieties::Model,
) -> Result<(Option<i64>, Option<i64>), Error> {
    let content = content_for(unit, variety.comparable_unit, stated).map_err(|e| refusal("packContent", e))?;
    Ok((content.map(PackContent::milli), per_comparable(price_paise, unit, variety.comparable_unit, content)))
}

/// A stored offer's price per comparable unit after its price changed to `price_paise`.
pub fn repriced(listing: &vendor_listings::Model, price_paise: i64, comparable: ComparableUnit) -> Option<i64> {
    let content = listing.pack_content_milli.map(PackContent::from_milli);
    per_comparable(price_paise, listing.unit, comparable, content)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_convert_exactly_to_kilograms() {
        let kg = ComparableUnit::Kg;
        assert_eq!(per_comparable(41_000_000, Unit::Ton, kg, None), Some(41_000));
        assert_eq!(per_comparable(1_000_001, Unit::Ton, kg, None), Some(1_000), "₹10,000.01 a ton is ₹10.00 a kg");
        assert_eq!(per_comparable(1_000_500, Unit::Ton, kg, None), Some(1_001), "half a paisa rounds away from zero");
        assert_eq!(per_comparable(265, Unit::G, kg, None), Some(265_000));
        assert_eq!(per_comparable(480_000, Unit::Quintal, kg, None), Some(4_800));
        assert_eq!(per_comparable(48_000, Unit::Kg, kg, None), Some(48_000));
        // 0.1 + 0.2 of a ton: decimal factors never drift the way floats would.
        assert_eq!(measure(Unit::G, kg).unwrap() * Decimal::from(300), Decimal::new(3, 1));
    }

    #[test]
    fn packs_divide_by_what_they_hold() {
        let five = PackContent::parse("5").unwrap();
        assert_eq!(per_comparable(138_000, Unit::Box, ComparableUnit::Kg, five), Some(27_600));
        let three = PackContent::parse("3").unwrap();
        assert_eq!(per_comparable(145_000, Unit::Box, ComparableUnit::Kg, three), Some(48_333));
        assert_eq!(per_comparable(152_500, Unit::Box, ComparableUnit::Kg, three), Some(50_833));
        let roll = PackContent::parse("50").unwrap();
        assert_eq!(per_comparable(925_000, Unit::Piece, ComparableUnit::Metre, roll), Some(18_500));
        assert_eq!(per_comparable(138_000, Unit::Box, ComparableUnit::Kg, None), None);
        assert_eq!(per_comparable(100, Unit::Kg, ComparableUnit::Metre, None), None);
    }

    #[test]
    fn a_pack_must_say_what_it_holds() {
        let kg = ComparableUnit::Kg;
        assert_eq!(content_for(Unit::Kg, kg, PackContent::parse("5").unwrap()), Ok(None));
        assert_eq!(content_for(Unit::Box, kg, PackContent::parse("5").unwrap()).unwrap().unwrap().milli(), 5_000);
        assert_eq!(
            content_for(Unit::Box, kg, None).unwrap_err().0,
            "Pack content is required: say how many kg one box holds"
        );
        assert_eq!(
            content_for(Unit::Box, ComparableUnit::Piece, None).unwrap_err().0,
            "Pack content is required: say how many pieces one box holds"
        );
    }

    #[test]
    fn pack_contents_are_exact_decimals() {
        assert_eq!(PackContent::parse("0.5").unwrap().unwrap().milli(), 500);
        assert_eq!(PackContent::parse(" 3.250 ").unwrap().unwrap().amount().to_string(), "3.25");
        assert_eq!(PackContent::parse("").unwrap(), None);
        for bad in ["0", "-5", "0.0001", "1e3", "abc", "1000000.001", "५", "99999999999999999999999999"] {
            assert_eq!(PackContent::parse(bad).unwrap_err().0, PACK_CONTENT_INVALID, "{bad}");
        }
    }

    #[test]
    fn totals_convert_weights_and_stated_packs() {
        let kg = ComparableUnit::Kg;
        let units = |q: f64, unit: Unit, quoted: Unit, content: Option<&str>| {
            let content = content.map(|c| PackContent::parse(c).unwrap().unwrap());
            units_for(q, unit, quoted, kg, content).map(|d| d.normalize().to_string())
        };
        assert_eq!(units(2.5, Unit::Ton, Unit::Kg, None).as_deref(), Some("2500"));
        assert_eq!(units(3.0, Unit::Kg, Unit::Quintal, None).as_deref(), Some("0.03"));
        assert_eq!(units(10.0, Unit::Box, Unit::Box, None).as_deref(), Some("10"));
        assert_eq!(units(1.0, Unit::Ton, Unit::Box, Some("5")).as_deref(), Some("200"), "a ton is 200 boxes of 5 kg");
        assert_eq!(units(10.0, Unit::Kg, Unit::Box, None), None, "a box that does not say what it holds");
        assert_eq!(units(10.0, Unit::Box, Unit::Kg, None), None);
        assert_eq!(units(f64::NAN, Unit::Kg, Unit::Kg, None), None);
    }
}
