//! The signed-in buyer a page is rendered for, from the session cookie.

use actix_session::SessionExt;
use actix_web::HttpRequest;
use sea_orm::{DatabaseConnection, DbErr};

use super::props::SiteBuyer;
use crate::extractors::session;
use domain::accounts::lookup;
use domain::auth::session_store::{self, Standing};
use domain::auth::Role;

pub async fn current(req: &HttpRequest, db: &DatabaseConnection) -> Result<Option<SiteBuyer>, DbErr> {
    let Some((id, sid)) = session::current(&req.get_session(), Role::Buyer) else {
        return Ok(None);
    };
    // Boxed: the database reads' state would otherwise be part of every page request's
    // future, and that future is moved on each request (most are anonymous).
    Box::pin(signed_in(db, id, sid)).await
}

async fn signed_in(db: &DatabaseConnection, id: String, sid: String) -> Result<Option<SiteBuyer>, DbErr> {
    if session_store::standing(db, Role::Buyer, &id, &sid).await? != Standing::Active {
        return Ok(None);
    }
    let user = lookup::buyer(db, id).await?;
    Ok(user.filter(|u| !u.is_blocked).map(|u| SiteBuyer { id: u.id, name: u.name }))
}
