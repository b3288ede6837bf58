//! `/service`: core services and specialized solutions, from their admin-managed tables.

use sea_orm::DatabaseConnection;

use super::props::{Meta, PageData, PageName, PageProps, ServiceData, SiteProps};
use crate::error::ApiResult;
use domain::content::section::list;
use domain::content::services::{AdditionalService, Service};

pub async fn load(db: &DatabaseConnection, site: SiteProps) -> ApiResult<PageProps> {
    let (core, additional) = tokio::try_join!(list::<Service>(db), list::<AdditionalService>(db))?;
    Ok(PageProps {
        page: PageName::Service,
        status: 200,
        meta: Meta::new(
            "Our Global Services | Tradehub",
            "Sourcing, logistics, marketing, financing and consulting for international trade, plus product development, quality control and complete IT setup.",
            "/service",
        ),
        site,
        data: PageData::Service(ServiceData { services: core, additional_services: additional }),
    })
}
