//! [`AdminActor`] from a request: the domain's record of who acted, filled by the web layer.

use std::future::Future;
use std::ops::Deref;
use std::pin::Pin;

use actix_web::{dev::Payload, web, FromRequest, HttpRequest};

use crate::error::ApiError;
use crate::extractors::client_address::client_ip;
use crate::extractors::identity::AdminId;
use crate::state::AppState;

/// The signed-in admin and the address it acts from; it reads as the domain's record.
pub struct AdminActor(domain::admin_activity::AdminActor);

impl Deref for AdminActor {
    type Target = domain::admin_activity::AdminActor;

    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl FromRequest for AdminActor {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    /// `AdminId`'s answers (401 for nobody, 403 for a buyer or supplier), plus the address.
    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let admin = AdminId::from_request(req, payload);
        let ip = req
            .app_data::<web::Data<AppState>>()
            .and_then(|state| client_ip(req, &state.trusted_proxies))
            .map(|ip| ip.to_string());
        Box::pin(async move {
            let admin_id = admin.await?.0;
            Ok(AdminActor(domain::admin_activity::AdminActor { admin_id, ip }))
        })
    }
}
