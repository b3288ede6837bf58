//! A domain write reports what it changed through its context's change sink, and nowhere
//! else: the domain does not name the page cache (the web layer's sink drops and renders
//! pages again; `page_cache.rs` tests that path).

use std::sync::{Arc, Mutex};

use domain::content_write::{ChangeSink, DomainContext};
use foundation::content_version::Topic;
use foundation::entities::vendor_listings;
use sea_orm::EntityTrait;

use crate::helpers::{Backend, Spawn};
use crate::on_both_databases;

/// A sink that keeps what it hears.
#[derive(Default)]
struct Heard(Mutex<Vec<Topic>>);

#[async_trait::async_trait]
impl ChangeSink for Heard {
    async fn changed(&self, topics: &[Topic]) {
        self.0.lock().unwrap().extend_from_slice(topics);
    }
}

on_both_databases!(a_domain_write_reports_its_topics_to_its_context_s_sink, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    let listing = vendor_listings::Entity::find().one(&app.db).await.unwrap().expect("the demo has listings");
    let heard = Arc::new(Heard::default());
    let domain = DomainContext { changes: heard.clone(), ..app.state.domain.clone() };

    assert!(domain::catalogue::offer_price::set(&domain, &listing.id, 12_345).await.unwrap());
    assert_eq!(*heard.0.lock().unwrap(), [Topic::Variety(listing.variety_id.clone())], "the write's one topic");

    // A write that changes nothing public reports nothing.
    assert!(!domain::catalogue::offer_price::set(&domain, "no-such-listing", 1).await.unwrap());
    assert_eq!(heard.0.lock().unwrap().len(), 1, "no report for a write that changed nothing");
});
