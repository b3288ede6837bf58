//! The order calls of the three actors side by side: the buyer's (`buyer`), the
//! supplier's (`supplier`) and the back office's (`admin`). Handlers are thin: the rules,
//! rows and views are `domain::orders`'.

mod admin;
mod answers;
mod buyer;
mod supplier;

use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.configure(buyer::configure).configure(supplier::configure).configure(admin::configure);
}
