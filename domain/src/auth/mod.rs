//! Three separate identities (admin, supplier, buyer): passwords, bearer tokens, the
//! server-side session store, reset tokens and attempt limits. Reading them from a request
//! (bearer token or session cookie) is the web layer's (`extractors`).

pub mod identity;
pub mod limits;
pub mod password;
pub mod reset_tokens;
pub mod session_store;
pub mod token;

use sea_orm::{ConnectionTrait, DbErr};

pub use token::Role;

/// Ends what an account's old credentials opened: every session but `keep` (the caller's
/// own) and every reset link mailed to it. After a password reset, and after the sign-in
/// e-mail changes hands.
pub async fn end_sign_ins<C: ConnectionTrait>(
    conn: &C,
    role: Role,
    account_id: &str,
    keep: Option<&str>,
) -> Result<(), DbErr> {
    reset_tokens::revoke_all(conn, role, account_id).await?;
    session_store::revoke_all(conn, role, account_id, keep).await?;
    Ok(())
}
