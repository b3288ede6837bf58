//! `GET /metrics` on its own address, apart from the site: a scraper reaches it on the
//! private network while the public listener never answers it.

use std::net::{SocketAddr, TcpListener};
use std::sync::Arc;

use actix_web::dev::ServerHandle;
use actix_web::{web, App, HttpResponse, HttpServer};
use anyhow::Context;

use super::registry::Metrics;

/// The running metrics listener; [`MetricsServer::stop`] ends it with the site.
pub struct MetricsServer {
    addr: SocketAddr,
    handle: ServerHandle,
}

impl MetricsServer {
    pub fn start(addr: SocketAddr, metrics: Metrics) -> anyhow::Result<Self> {
        let listener = TcpListener::bind(addr).with_context(|| format!("binding the metrics address {addr}"))?;
        let addr = listener.local_addr()?;
        let metrics = web::Data::from(Arc::new(metrics));
        let server =
            HttpServer::new(move || App::new().app_data(metrics.clone()).route("/metrics", web::get().to(scrape)))
                .workers(1)
                .disable_signals()
                .listen(listener)?
                .run();
        let handle = server.handle();
        tokio::spawn(server);
        Ok(Self { addr, handle })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    pub async fn stop(&self) {
        self.handle.stop(true).await;
    }
}

async fn scrape(metrics: web::Data<Metrics>) -> HttpResponse {
    HttpResponse::Ok().content_type(prometheus::TEXT_FORMAT).body(metrics.scrape().await)
}
