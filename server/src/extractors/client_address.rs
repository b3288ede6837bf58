//! The client's address as the limits see it. `X-Forwarded-For` is anyone's to write, so
//! it is read only when the connection comes from a proxy named by `--trusted-proxy`;
//! then the right-most entry that is not itself a trusted proxy is the client.

use std::future::{ready, Ready};
use std::net::IpAddr;

use actix_web::{dev::Payload, web, FromRequest, HttpRequest};

use crate::error::ApiError;
use crate::state::AppState;

/// The client's address, for the quotas a handler's work takes from.
pub struct ClientAddress(pub Option<IpAddr>);

impl FromRequest for ClientAddress {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let trusted = req.app_data::<web::Data<AppState>>().map(|s| s.trusted_proxies.clone());
        ready(Ok(Self(client_ip(req, trusted.as_deref().unwrap_or_default()))))
    }
}

pub fn client_ip(req: &HttpRequest, trusted: &[IpAddr]) -> Option<IpAddr> {
    let peer = req.peer_addr().map(|a| a.ip())?;
    if !trusted.contains(&peer) {
        return Some(peer);
    }
    let forwarded = req.headers().get_all("x-forwarded-for").filter_map(|v| v.to_str().ok());
    let hops: Vec<IpAddr> = forwarded.flat_map(|v| v.split(',')).filter_map(|h| h.trim().parse().ok()).collect();
    Some(hops.into_iter().rev().find(|ip| !trusted.contains(ip)).unwrap_or(peer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn req(peer: &str, xff: Option<&str>) -> HttpRequest {
        let mut r = TestRequest::default().peer_addr(format!("{peer}:5000").parse().unwrap());
        if let Some(v) = xff {
            r = r.insert_header(("x-forwarded-for", v));
        }
        r.to_http_request()
    }

    #[test]
    fn forwarded_for_is_ignored_unless_the_peer_is_trusted() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(client_ip(&req("10.0.0.9", Some("1.2.3.4")), &[]), Some(ip("10.0.0.9")));
        assert_eq!(client_ip(&req("10.0.0.9", Some("1.2.3.4")), &[ip("10.0.0.1")]), Some(ip("10.0.0.9")));
    }

    #[test]
    fn behind_a_trusted_proxy_the_rightmost_untrusted_hop_is_the_client() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let trusted = [ip("10.0.0.1"), ip("10.0.0.2")];
        // The left entry is the client's own claim and could be forged.
        let r = req("10.0.0.1", Some("6.6.6.6, 5.5.5.5, 10.0.0.2"));
        assert_eq!(client_ip(&r, &trusted), Some(ip("5.5.5.5")));
        assert_eq!(client_ip(&req("10.0.0.1", None), &trusted), Some(ip("10.0.0.1")));
    }
}
