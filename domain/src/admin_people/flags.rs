//! The three account flags an admin switches (SPEC.md section 4), one at a time, the list
//! filters over them, and the status badge they give.

use sea_orm::{ColumnTrait, Condition};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::paging::{contains_any, FlagFilter};
use foundation::error::Error;

/// Filters and page of the supplier and buyer lists.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AccountFilters {
    /// all (default), yes or no.
    pub verified: Option<FlagFilter>,
    pub blocked: Option<FlagFilter>,
    pub active: Option<FlagFilter>,
    /// Part of the name or e-mail, any case.
    pub search: Option<String>,
    /// From 1 (default 1).
    pub page: Option<u64>,
    /// 1 to 100 (default 20).
    pub page_size: Option<u64>,
    /// The `next` of the page before: the page after that row (instead of `page`).
    pub after: Option<String>,
}

/// An account table's columns the filters read.
pub struct AccountColumns<K> {
    pub verified: K,
    pub blocked: K,
    pub active: K,
    /// Searched for part of the name or e-mail.
    pub searched: [K; 2],
}

impl AccountFilters {
    /// The rows the filters ask for; none when they ask for every row.
    pub fn condition<K: ColumnTrait>(&self, columns: AccountColumns<K>) -> Option<Condition> {
        let flags = [(self.verified, columns.verified), (self.blocked, columns.blocked), (self.active, columns.active)];
        let mut all = Condition::all();
        for (filter, column) in flags {
            if let Some(wanted) = filter.and_then(|f| f.wanted()) {
                all = all.add(column.eq(wanted));
            }
        }
        if let Some(search) = contains_any(self.search.as_deref(), &columns.searched) {
            all = all.add(search);
        }
        (!all.is_empty()).then_some(all)
    }
}

/// The switch an admin flipped: exactly one of the three, as the screen sends it.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountFlagInput {
    pub is_verified: Option<bool>,
    pub is_blocked: Option<bool>,
    pub is_active: Option<bool>,
}

pub const ONE_FLAG: &str = "Send exactly one of isVerified, isBlocked or isActive";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flag {
    Verified(bool),
    Blocked(bool),
    Active(bool),
}

impl Flag {
    pub fn parse(input: &AccountFlagInput) -> Result<Self, Error> {
        let given = [
            input.is_verified.map(Flag::Verified),
            input.is_blocked.map(Flag::Blocked),
            input.is_active.map(Flag::Active),
        ];
        let mut given = given.into_iter().flatten();
        match (given.next(), given.next()) {
            (Some(flag), None) => Ok(flag),
            _ => Err(Error::Refused(ONE_FLAG.into())),
        }
    }

    /// The verb of the activity record: `block`, `unblock`, `verify`, ….
    pub fn verb(self) -> &'static str {
        match self {
            Flag::Verified(true) => "verify",
            Flag::Verified(false) => "unverify",
            Flag::Blocked(true) => "block",
            Flag::Blocked(false) => "unblock",
            Flag::Active(true) => "activate",
            Flag::Active(false) => "deactivate",
        }
    }
}

/// The badge of section 4: Blocked if blocked, else Active if active, else Inactive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub enum AccountStatus {
    Blocked,
    Active,
    Inactive,
}

impl AccountStatus {
    pub fn of(is_blocked: bool, is_active: bool) -> Self {
        match (is_blocked, is_active) {
            (true, _) => AccountStatus::Blocked,
            (false, true) => AccountStatus::Active,
            (false, false) => AccountStatus::Inactive,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_one_flag() {
        let input = |v, b, a| AccountFlagInput { is_verified: v, is_blocked: b, is_active: a };
        assert_eq!(Flag::parse(&input(None, Some(true), None)).unwrap(), Flag::Blocked(true));
        assert_eq!(Flag::parse(&input(Some(false), None, None)).unwrap(), Flag::Verified(false));
        assert!(Flag::parse(&input(None, None, None)).is_err());
        assert!(Flag::parse(&input(Some(true), Some(true), None)).is_err());
    }

    #[test]
    fn status_badge_follows_section_4() {
        assert_eq!(AccountStatus::of(true, true), AccountStatus::Blocked);
        assert_eq!(AccountStatus::of(true, false), AccountStatus::Blocked);
        assert_eq!(AccountStatus::of(false, true), AccountStatus::Active);
        assert_eq!(AccountStatus::of(false, false), AccountStatus::Inactive);
    }
}
