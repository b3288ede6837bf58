//! The two shapes an allowance takes, apart from the counting, so the list of allowances
//! can name them without reaching into the folder's own file.

use std::time::Duration;

/// An allowance per account (lower while the account is young) and per address.
#[derive(Debug, Clone, Copy)]
pub struct Quota {
    /// Distinguishes this quota's counters from every other's.
    pub name: &'static str,
    /// What an account a day old or more may take per window.
    pub account: u32,
    /// What an account younger than a day may take per window.
    pub young_account: u32,
    /// What one address (an IPv6 /64) may take per window, whichever accounts use it.
    pub address: u32,
    pub window: Duration,
    /// The sentence a refusal says.
    pub refusal: &'static str,
}

/// One allowance of the whole site, whoever sends.
#[derive(Debug, Clone, Copy)]
pub struct SiteQuota {
    pub name: &'static str,
    pub max: u32,
    pub window: Duration,
    pub refusal: &'static str,
}
