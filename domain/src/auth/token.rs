//! Bearer tokens: HS256 JWTs naming one identity and its role, with an expiry.

use chrono::{Duration, Utc};
use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Admin,
    #[serde(rename = "vendor")]
    Supplier,
    #[serde(rename = "user")]
    Buyer,
}

impl Role {
    /// The session cookie key that holds this role's identity.
    pub fn session_key(self) -> &'static str {
        match self {
            Role::Admin => "admin_id",
            Role::Supplier => "vendor_id",
            Role::Buyer => "user_id",
        }
    }

    /// The stored name of the role (`auth_sessions.role`).
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Supplier => "vendor",
            Role::Buyer => "user",
        }
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: String,
    /// The server-side session (`auth_sessions.id`) this token belongs to.
    sid: String,
    role: Role,
    iat: i64,
    exp: i64,
}

/// How long a token is good for: a working day, or a month with "Remember me".
pub fn lifetime(remember: bool) -> Duration {
    if remember {
        Duration::days(30)
    } else {
        Duration::hours(12)
    }
}

pub fn issue(secret: &[u8], role: Role, id: &str, sid: &str, valid_for: Duration) -> String {
    let now = Utc::now();
    let claims = Claims {
        sub: id.to_owned(),
        sid: sid.to_owned(),
        role,
        iat: now.timestamp(),
        exp: (now + valid_for).timestamp(),
    };
    encode(&Header::new(Algorithm::HS256), &claims, &EncodingKey::from_secret(secret))
        .expect("HS256 signing cannot fail")
}

/// The (id, session id) in a valid, unexpired token of `role`; `None` for anything else.
/// Whether the session is still open is the session store's question.
pub fn verify(secret: &[u8], role: Role, token: &str) -> Option<(String, String)> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.leeway = 0;
    validation.set_required_spec_claims(&["exp", "sub"]);
    let data = decode::<Claims>(token, &DecodingKey::from_secret(secret), &validation).ok()?;
    (data.claims.role == role).then_some((data.claims.sub, data.claims.sid))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"0123456789abcdef0123456789abcdef";

    #[test]
    fn a_token_names_its_identity_for_its_role_only() {
        let token = issue(SECRET, Role::Buyer, "u1", "s1", Duration::minutes(5));
        assert_eq!(verify(SECRET, Role::Buyer, &token), Some(("u1".into(), "s1".into())));
        assert_eq!(verify(SECRET, Role::Admin, &token), None);
        assert_eq!(verify(SECRET, Role::Supplier, &token), None);
    }

    #[test]
    fn expired_tampered_or_foreign_tokens_are_refused() {
        let expired = issue(SECRET, Role::Buyer, "u1", "s1", Duration::seconds(-5));
        assert_eq!(verify(SECRET, Role::Buyer, &expired), None);
        let token = issue(SECRET, Role::Buyer, "u1", "s1", Duration::minutes(5));
        let mut parts: Vec<String> = token.split('.').map(str::to_owned).collect();
        parts[1] = parts[1].chars().rev().collect();
        assert_eq!(verify(SECRET, Role::Buyer, &parts.join(".")), None);
        assert_eq!(verify(b"another secret of enough length!!", Role::Buyer, &token), None);
        assert_eq!(verify(SECRET, Role::Buyer, "not.a.token"), None);
    }
}
