//! Messages visitors send without an account: feedback from the home page dialog and the
//! contact form. Each is checked here (the spec's rules, plus length bounds) and stored
//! for the back office; neither changes a public page, so neither bumps the content
//! version.

pub mod contact;
pub mod feedback;
