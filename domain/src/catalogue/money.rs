//! Rupee amounts: stored as whole paise, shown as decimal rupees. Never floats. The
//! conversions live beside the check of the amounts sent (`validation::money`).
