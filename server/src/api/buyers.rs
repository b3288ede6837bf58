//! Buyer calls: sign-up, sign-in, sign-out, the account, the profile and its addresses.

use actix_session::Session;
use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use foundation::error::Error;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiResult;
use crate::extractors::identity::refuse_foreign_origin;
use crate::extractors::identity::{AdminId, BuyerId};
use crate::extractors::sign_in;
use crate::extractors::write_allowance::PublicWrite;
use crate::state::AppState;
use domain::accounts::buyers::{self, AddressInput, BuyerView, ProfileInput, SignUpInput};
use domain::accounts::sign_in::LoginInput;
use domain::auth::identity::owner_or_admin;
use domain::auth::identity::BLOCKED;
use domain::auth::Role;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(signup)
        .service(login)
        .service(logout)
        .service(update_profile)
        .service(add_address)
        .service(update_address)
        .service(remove_address);
}

/// Registered last: `/user/{userId}` would otherwise shadow the fixed paths under /user.
pub fn configure_lookups(cfg: &mut ServiceConfig) {
    cfg.service(get_buyer);
}

#[derive(Serialize, ToSchema)]
pub struct BuyerResponse {
    success: bool,
    message: String,
    user: BuyerView,
}

/// Buyer sign-up with one address.
#[utoipa::path(tag = "accounts", request_body = SignUpInput, responses((status = 201, body = BuyerResponse), (status = 400), (status = 409), (status = 429)))]
#[post("/user/signup")]
async fn signup(_: PublicWrite, state: web::Data<AppState>, body: web::Json<SignUpInput>) -> ApiResult<HttpResponse> {
    let user = buyers::sign_up(&state.db, body.into_inner()).await?;
    Ok(HttpResponse::Created().json(BuyerResponse { success: true, message: "Signup successful".into(), user }))
}

#[derive(Serialize, ToSchema)]
pub struct SignedInBuyer {
    id: String,
    #[serde(rename = "_id")]
    _id: String,
    name: String,
    email: String,
}

#[derive(Serialize, ToSchema)]
pub struct BuyerLoginResponse {
    success: bool,
    message: String,
    token: String,
    user: SignedInBuyer,
}

/// Buyer sign-in: sets the session cookie and returns a bearer token for API clients.
#[utoipa::path(operation_id = "user_login", tag = "accounts", request_body = LoginInput, responses((status = 200, body = BuyerLoginResponse), (status = 400), (status = 401), (status = 403), (status = 429)))]
#[post("/user/login")]
async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<LoginInput>,
) -> ApiResult<web::Json<BuyerLoginResponse>> {
    let attempt = sign_in::attempt(&req, &state, Role::Buyer, &body)?;
    let found = domain::accounts::lookup::buyer_by_email(&state.db, attempt.email()).await?;
    let user = attempt.verify(found, |u| &u.password_hash).await?;
    if user.is_blocked {
        return Err(Error::Forbidden(BLOCKED.into()).into());
    }
    Ok(web::Json(BuyerLoginResponse {
        success: true,
        message: "Login successful".into(),
        token: sign_in::establish(&attempt, &session, &user.id).await?,
        user: SignedInBuyer { id: user.id.clone(), _id: user.id, name: user.name, email: user.email },
    }))
}

/// Ends the buyer's session only; a supplier or admin session in the same browser stays.
#[utoipa::path(operation_id = "user_logout", tag = "accounts", responses((status = 200, body = super::message::MessageResponse), (status = 403)))]
#[post("/user/logout")]
async fn logout(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
) -> ApiResult<web::Json<super::message::MessageResponse>> {
    refuse_foreign_origin(&req)?;
    crate::extractors::identity::sign_out(&req, &state, &session, Role::Buyer).await?;
    Ok(web::Json(super::message::MessageResponse::ok("Logout successful")))
}

#[derive(Serialize, ToSchema)]
pub struct AccountResponse {
    success: bool,
    user: BuyerView,
}

/// One buyer's account: that buyer or an admin only.
#[utoipa::path(operation_id = "get_user", tag = "accounts", params(("userId" = String, Path)), responses((status = 200, body = AccountResponse), (status = 401), (status = 403), (status = 404)))]
#[get("/user/{userId}")]
async fn get_buyer(
    state: web::Data<AppState>,
    path: web::Path<String>,
    user: Option<BuyerId>,
    admin: Option<AdminId>,
) -> ApiResult<web::Json<AccountResponse>> {
    let id = path.into_inner();
    owner_or_admin(&id, user.as_ref().map(|u| u.0.as_str()), admin.is_some())?;
    let user = buyers::view(&state.db, &id).await?.ok_or_else(|| Error::NotFound("User not found".into()))?;
    Ok(web::Json(AccountResponse { success: true, user }))
}

/// Name, e-mail and (with the current password) a new password of the signed-in buyer.
#[utoipa::path(tag = "accounts", request_body = ProfileInput, responses((status = 200, body = BuyerResponse), (status = 400), (status = 401), (status = 409), (status = 429)))]
#[put("/user/profile")]
async fn update_profile(
    req: HttpRequest,
    state: web::Data<AppState>,
    me: BuyerId,
    body: web::Json<ProfileInput>,
) -> ApiResult<web::Json<BuyerResponse>> {
    let keep = crate::extractors::identity::session_id(&req);
    let user = buyers::update_profile(&state.db, &me.0, body.into_inner(), keep.as_deref()).await?;
    Ok(web::Json(BuyerResponse { success: true, message: "Profile updated successfully".into(), user }))
}

async fn answer_with_account(state: &AppState, id: &str, created: bool) -> ApiResult<HttpResponse> {
    let user = buyers::view(&state.db, id).await?.ok_or_else(|| Error::NotFound("User not found".into()))?;
    let mut response = if created { HttpResponse::Created() } else { HttpResponse::Ok() };
    Ok(response.json(AccountResponse { success: true, user }))
}

/// Adds an address to the signed-in buyer's profile.
#[utoipa::path(tag = "accounts", request_body = AddressInput, responses((status = 201, body = AccountResponse), (status = 400), (status = 401), (status = 409)))]
#[post("/user/address")]
async fn add_address(
    state: web::Data<AppState>,
    me: BuyerId,
    body: web::Json<AddressInput>,
) -> ApiResult<HttpResponse> {
    buyers::add_address(&state.db, &me.0, &body).await?;
    answer_with_account(&state, &me.0, true).await
}

/// Changes one of the signed-in buyer's addresses.
#[utoipa::path(tag = "accounts", params(("addressId" = String, Path)), request_body = AddressInput, responses((status = 200, body = AccountResponse), (status = 400), (status = 401), (status = 404)))]
#[put("/user/address/{addressId}")]
async fn update_address(
    state: web::Data<AppState>,
    me: BuyerId,
    path: web::Path<String>,
    body: web::Json<AddressInput>,
) -> ApiResult<HttpResponse> {
    buyers::update_address(&state.db, &me.0, &path, &body).await?;
    answer_with_account(&state, &me.0, false).await
}

/// Removes one of the signed-in buyer's addresses.
#[utoipa::path(tag = "accounts", params(("addressId" = String, Path)), responses((status = 200, body = AccountResponse), (status = 401), (status = 404)))]
#[delete("/user/address/{addressId}")]
async fn remove_address(state: web::Data<AppState>, me: BuyerId, path: web::Path<String>) -> ApiResult<HttpResponse> {
    buyers::remove_address(&state.db, &me.0, &path).await?;
    answer_with_account(&state, &me.0, false).await
}
