//! "After this row" paging: a page's `next` names its last row by its sort key, and the
//! next page seeks to it through the list's index, so page 500 costs what page 1 does.
//!
//! A cursor is the key's values joined by `_`: integers and times as integers (times in
//! microseconds since the epoch), ids as they are. It is opaque to clients and checked
//! against the list's own key columns when used.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{ColumnType, SimpleExpr};
use sea_orm::{ColumnTrait, Condition, Order, Value};

use crate::error::Error;

pub const AFTER_INVALID: &str = "After must be the next value of an earlier page";
/// Longest cursor read: three keys of an id's width and a margin.
const CURSOR_MAX_CHARS: usize = 160;
const SEPARATOR: char = '_';

/// A checked cursor: its parts, each of digits, letters or hyphens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor(Vec<String>);

impl Cursor {
    pub fn parse(text: &str) -> Result<Self, Error> {
        let text = text.trim();
        let invalid = || Error::Refused(AFTER_INVALID.into());
        if text.is_empty() || text.chars().count() > CURSOR_MAX_CHARS {
            return Err(invalid());
        }
        let parts: Vec<String> = text.split(SEPARATOR).map(str::to_owned).collect();
        let plain = |p: &String| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
        if parts.len() > 4 || !parts.iter().all(plain) {
            return Err(invalid());
        }
        Ok(Self(parts))
    }

    /// The cursor naming a row whose key columns hold `values`.
    pub fn of(values: &[Value]) -> Option<String> {
        let parts: Option<Vec<String>> = values.iter().map(part_of).collect();
        parts.map(|p| p.join(&SEPARATOR.to_string()))
    }

    /// The rows after this cursor's row in the order of `columns` (all `order`): a range
    /// of their index. The first column's bound is stated on its own as well, so that both
    /// databases start the index range there instead of filtering from the top.
    pub fn condition<K: ColumnTrait>(&self, columns: &[K], order: Order) -> Result<Condition, Error> {
        if self.0.len() != columns.len() {
            return Err(Error::Refused(AFTER_INVALID.into()));
        }
        let values: Vec<Value> = columns.iter().zip(&self.0).map(|(c, p)| value_of(c, p)).collect::<Result<_, _>>()?;
        let past = |c: &K, v: &Value| -> SimpleExpr {
            match order {
                Order::Asc => c.gt(v.clone()),
                _ => c.lt(v.clone()),
            }
        };
        // Built from the last key back: k1 past v1 OR (k1 = v1 AND (k2 past v2 OR …)).
        let mut tail: Option<Condition> = None;
        for (column, value) in columns.iter().zip(&values).rev() {
            let mut any = Condition::any().add(past(column, value));
            if let Some(rest) = tail {
                any = any.add(Condition::all().add(column.eq(value.clone())).add(rest));
            }
            tail = Some(any);
        }
        let first = match order {
            Order::Asc => columns[0].gte(values[0].clone()),
            _ => columns[0].lte(values[0].clone()),
        };
        Ok(Condition::all().add(first).add(tail.unwrap_or_else(Condition::all)))
    }
}

fn part_of(value: &Value) -> Option<String> {
    match value {
        Value::String(Some(s)) => Some(s.to_string()),
        Value::BigInt(Some(n)) => Some(n.to_string()),
        Value::Int(Some(n)) => Some(n.to_string()),
        Value::ChronoDateTimeUtc(Some(t)) => Some(t.timestamp_micros().to_string()),
        _ => None,
    }
}

fn value_of<K: ColumnTrait>(column: &K, part: &str) -> Result<Value, Error> {
    let invalid = || Error::Refused(AFTER_INVALID.into());
    Ok(match column.def().get_column_type() {
        ColumnType::BigInteger | ColumnType::Integer => {
            let n: i64 = part.parse().map_err(|_| invalid())?;
            if matches!(column.def().get_column_type(), ColumnType::Integer) {
                Value::from(i32::try_from(n).map_err(|_| invalid())?)
            } else {
                Value::from(n)
            }
        }
        ColumnType::TimestampWithTimeZone | ColumnType::DateTime | ColumnType::Timestamp => {
            let micros: i64 = part.parse().map_err(|_| invalid())?;
            let at: DateTime<Utc> = DateTime::from_timestamp_micros(micros).ok_or_else(invalid)?;
            Value::from(at)
        }
        _ => Value::from(part.to_owned()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_is_plain_parts_and_nothing_else() {
        assert_eq!(Cursor::parse("17_abc-1").unwrap(), Cursor(vec!["17".into(), "abc-1".into()]));
        for bad in ["", "a__b", "a_b_c_d_e", "a b", "a'--", "₹", &"a".repeat(161)] {
            assert!(Cursor::parse(bad).is_err(), "{bad}");
        }
        let at = DateTime::from_timestamp_micros(1_735_689_600_000_001).unwrap();
        let text = Cursor::of(&[Value::from(at), Value::from("id-1".to_owned())]).unwrap();
        assert_eq!(text, "1735689600000001_id-1");
    }
}
