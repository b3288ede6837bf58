//! Loaders of the sign-in, registration and profile pages.

use foundation::error::Error;
use sea_orm::DatabaseConnection;

use super::props::{AccountKind, ForgotPasswordData, LoginData, ProfileData, ResetPasswordData};
use super::props::{Meta, Outcome, PageData, PageName, PageProps, SiteProps};
use crate::error::ApiResult;

/// A path on this site to return to after signing in; anything else is dropped, so the
/// login page cannot be used to send people to another site.
pub fn safe_return_path(query: &str) -> Option<String> {
    let raw = query_value(query, "redirect")?;
    let ok =
        raw.starts_with('/') && !raw.starts_with("//") && !raw.contains('\\') && !raw.chars().any(char::is_control);
    ok.then_some(raw)
}

/// One value of a URL query, percent-decoded.
pub fn query_value(query: &str, key: &str) -> Option<String> {
    form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == key).map(|(_, v)| v.into_owned())
}

pub fn login(site: SiteProps, query: &str) -> PageProps {
    PageProps {
        page: PageName::Login,
        status: 200,
        meta: Meta::new(
            "Sign in | Tradehub",
            "Sign in to Tradehub as a buyer to send enquiries, or as a supplier to manage your listings.",
            "/login",
        ),
        site,
        data: PageData::Login(LoginData { redirect: safe_return_path(query) }),
    }
}

fn account_kind(query: &str) -> AccountKind {
    match query_value(query, "role").as_deref() {
        Some("vendor") => AccountKind::Supplier,
        _ => AccountKind::Buyer,
    }
}

/// "Forgot password": the e-mail and the account kind. Not for search engines.
pub fn forgot_password(site: SiteProps, query: &str) -> PageProps {
    PageProps {
        page: PageName::ForgotPassword,
        status: 200,
        meta: Meta::new(
            "Forgot password | Tradehub",
            "Get a link to choose a new password for your Tradehub buyer or supplier account.",
            "/forgot-password",
        )
        .noindex(),
        site,
        data: PageData::ForgotPassword(ForgotPasswordData { role: account_kind(query) }),
    }
}

/// "Reset password": the mailed link lands here; its token is in the fragment, read by the
/// page in the browser. Not for search engines.
pub fn reset_password(site: SiteProps, query: &str) -> PageProps {
    PageProps {
        page: PageName::ResetPassword,
        status: 200,
        meta: Meta::new(
            "Choose a new password | Tradehub",
            "Choose a new password for your Tradehub account.",
            "/reset-password",
        )
        .noindex(),
        site,
        data: PageData::ResetPassword(ResetPasswordData { role: account_kind(query) }),
    }
}

pub fn buyer_register(site: SiteProps) -> PageProps {
    PageProps {
        page: PageName::BuyerRegister,
        status: 200,
        meta: Meta::new(
            "Create a buyer account | Tradehub",
            "Register as a buyer to compare verified suppliers' offers and send priced enquiries.",
            "/userRegister",
        ),
        site,
        data: PageData::None,
    }
}

pub fn supplier_register(site: SiteProps) -> PageProps {
    PageProps {
        page: PageName::SupplierRegister,
        status: 200,
        meta: Meta::new(
            "Register as a supplier | Tradehub",
            "Join Tradehub as a verified supplier and reach buyers from over 50 countries.",
            "/supplierRegister",
        ),
        site,
        data: PageData::None,
    }
}

/// The signed-in buyer's profile; anyone else is sent to sign in first.
pub async fn profile(db: &DatabaseConnection, site: SiteProps) -> ApiResult<Outcome> {
    let Some(viewer) = site.user.clone() else {
        return Ok(Outcome::Redirect { location: "/login?redirect=%2Fprofile".into(), permanent: false });
    };
    let user = domain::accounts::buyers::view(db, &viewer.id)
        .await?
        .ok_or_else(|| Error::NotFound("User not found".into()))?;
    Ok(Outcome::Page(PageProps {
        page: PageName::Profile,
        status: 200,
        meta: Meta::new("My profile | Tradehub", "Your Tradehub profile, addresses and enquiries.", "/profile"),
        site,
        data: PageData::Profile(ProfileData { user }),
    }))
}

#[cfg(test)]
mod tests {
    use super::safe_return_path;

    #[test]
    fn only_paths_on_this_site_are_kept() {
        assert_eq!(safe_return_path("redirect=%2Fenquiry").as_deref(), Some("/enquiry"));
        assert_eq!(safe_return_path("a=1&redirect=/products/x?y=1").as_deref(), Some("/products/x?y=1"));
        assert_eq!(safe_return_path("redirect=https://evil.test"), None);
        assert_eq!(safe_return_path("redirect=//evil.test"), None);
        assert_eq!(safe_return_path("redirect=%2F%2Fevil.test"), None);
        assert_eq!(safe_return_path("redirect=/%5Cevil.test"), None);
        assert_eq!(safe_return_path(""), None);
    }
}
