//! What each request adds to the metrics: its route template and status class pick a
//! series (found under a read lock, made once), whose counter and latency histogram take a
//! few atomic adds. The template is actix's pattern for a routed request (no raw path ever
//! becomes a label), the page's template for one the pages answered, or [`UNMATCHED`];
//! parameters are written `:name` (`/api/v1/vendorProduct/product/:productId`).

use std::collections::HashMap;
use std::future::{ready, Future, Ready};
use std::pin::Pin;
use std::rc::Rc;
use std::sync::{Arc, OnceLock, RwLock};
use std::task::{Context, Poll};
use std::time::Instant;

use actix_web::dev::{forward_ready, Service, ServiceRequest, ServiceResponse, Transform};
use actix_web::{Error, HttpRequest};
use prometheus::{Histogram, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, Opts, Registry};

/// The label of a request no route and no page took.
pub const UNMATCHED: &str = "(unmatched)";

const CLASSES: [&str; 5] = ["1xx", "2xx", "3xx", "4xx", "5xx"];

/// From a cached page's fraction of a millisecond to a slow render or upload.
const BUCKETS: [f64; 14] = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 5.0];

pub struct HttpSeries {
    requests: IntCounterVec,
    duration: HistogramVec,
    /// Each route's series by status class, made on first use. Bounded: the routes are the
    /// app's patterns and the pages' templates.
    routes: RwLock<HashMap<Box<str>, RouteSeries>>,
}

#[derive(Default)]
struct RouteSeries([OnceLock<(IntCounter, Histogram)>; 5]);

impl HttpSeries {
    pub fn register(registry: &Registry) -> prometheus::Result<Self> {
        let labels = ["route", "status"];
        let requests = IntCounterVec::new(
            Opts::new("tradehub_http_requests_total", "Requests answered, by route template and status class."),
            &labels,
        )?;
        let duration = HistogramVec::new(
            HistogramOpts::new(
                "tradehub_http_request_duration_seconds",
                "Time from a request's arrival to its answer's headers, by route template and status class.",
            )
            .buckets(BUCKETS.to_vec()),
            &labels,
        )?;
        registry.register(Box::new(requests.clone()))?;
        registry.register(Box::new(duration.clone()))?;
        Ok(Self { requests, duration, routes: RwLock::default() })
    }

    fn record(&self, route: &str, status: u16, seconds: f64) {
        let class = usize::from(status / 100).clamp(1, 5) - 1;
        {
            let routes = self.routes.read().unwrap_or_else(|e| e.into_inner());
            if let Some(series) = routes.get(route) {
                return self.add(series, route, class, seconds);
            }
        }
        let mut routes = self.routes.write().unwrap_or_else(|e| e.into_inner());
        let series = routes.entry(route.into()).or_default();
        self.add(series, route, class, seconds);
    }

    fn add(&self, series: &RouteSeries, route: &str, class: usize, seconds: f64) {
        let (count, duration) = series.0[class].get_or_init(|| {
            let route = label_of_pattern(route);
            let labels = [route.as_str(), CLASSES[class]];
            (self.requests.with_label_values(&labels), self.duration.with_label_values(&labels))
        });
        count.inc();
        duration.observe(seconds);
    }
}

/// The route template a request is counted under. A request actix routed has consumed its
/// whole path; one left with a path to match went to the default service (the pages).
fn route_of(req: &HttpRequest) -> RouteLabel {
    if !req.match_info().unprocessed().is_empty() {
        let page = (!req.path().starts_with("/api/")).then(|| crate::pages::route_template(req.path())).flatten();
        return RouteLabel::Fixed(page.unwrap_or(UNMATCHED));
    }
    match req.match_pattern() {
        Some(pattern) => RouteLabel::Pattern(pattern),
        None => RouteLabel::Fixed(UNMATCHED),
    }
}

/// A template as its label: each `{name}` or `{name:regex}` of actix's pattern written
/// `:name`, so the label holds no braces (which simple text-format readers mistake for the
/// end of the label set).
fn label_of_pattern(pattern: &str) -> String {
    let mut label = String::with_capacity(pattern.len());
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        label.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else { break };
        let inside = &rest[open + 1..open + close];
        label.push(':');
        label.push_str(inside.split(':').next().unwrap_or(inside));
        rest = &rest[open + close + 1..];
    }
    label.push_str(rest);
    label
}

enum RouteLabel {
    Fixed(&'static str),
    Pattern(String),
}

impl RouteLabel {
    fn as_str(&self) -> &str {
        match self {
            RouteLabel::Fixed(label) => label,
            RouteLabel::Pattern(pattern) => pattern,
        }
    }
}

/// The middleware counting every request; it passes requests through untouched when
/// metrics are off.
#[derive(Clone)]
pub struct TrackRequests(pub(super) Option<Arc<HttpSeries>>);

impl<S, B> Transform<S, ServiceRequest> for TrackRequests
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = Error>,
{
    type Response = ServiceResponse<B>;
    type Error = Error;
    type Transform = Tracking<S>;
    type InitError = ();
    type Future = Ready<Result<Self::Transform, Self::InitError>>;

    fn new_transform(&self, service: S) -> Self::Future {
        ready(Ok(Tracking { service, series: self.0.clone().map(Rc::new) }))
    }
}

/// The series as a worker holds them: an Rc, so that a request clones it without an atomic
/// operation, of the Arc the scrape shares.
#[allow(clippy::redundant_allocation)]
type WorkerSeries = Rc<Arc<HttpSeries>>;

pub struct Tracking<S> {
    service: S,
    series: Option<WorkerSeries>,
}

impl<S, B> Service<ServiceRequest> for Tracking<S>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = Error>,
{
    type Response = ServiceResponse<B>;
    type Error = Error;
    type Future = Tracked<S::Future>;

    forward_ready!(service);

    fn call(&self, req: ServiceRequest) -> Self::Future {
        let started = self.series.clone().map(|series| (series, Instant::now()));
        Tracked { inner: self.service.call(req), started }
    }
}

pin_project_lite::pin_project! {
    /// A request's answer, counted when it is ready.
    pub struct Tracked<F> {
        #[pin]
        inner: F,
        started: Option<(WorkerSeries, Instant)>,
    }
}

impl<F, B> Future for Tracked<F>
where
    F: Future<Output = Result<ServiceResponse<B>, Error>>,
{
    type Output = F::Output;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let answer = std::task::ready!(this.inner.poll(cx));
        if let Some((series, started)) = this.started.take() {
            let seconds = started.elapsed().as_secs_f64();
            match &answer {
                Ok(response) => {
                    let route = route_of(response.request());
                    series.record(route.as_str(), response.status().as_u16(), seconds);
                }
                Err(error) => series.record(UNMATCHED, error.as_response_error().status_code().as_u16(), seconds),
            }
        }
        Poll::Ready(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::label_of_pattern;

    #[test]
    fn parameters_are_written_with_a_colon() {
        assert_eq!(label_of_pattern("/api/v1/product/{productId}"), "/api/v1/product/:productId");
        assert_eq!(label_of_pattern("/_data{path:.*}"), "/_data:path");
        assert_eq!(label_of_pattern("/static/{path:.*}/x/{a}"), "/static/:path/x/:a");
        assert_eq!(label_of_pattern("/about"), "/about");
    }
}
