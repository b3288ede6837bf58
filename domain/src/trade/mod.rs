//! Comparing like for like: prices per a variety's comparable unit, trade terms as data,
//! and the exchange rates prices are shown in.

pub mod comparable;
pub mod figures;
pub mod label;
pub mod money;
pub mod rates;
pub mod terms;
