//! A known API path asked with a method it does not take answers 405 with `Allow` (RFC 9110
//! 15.5.6), not 404: the path exists. The methods of each path come from the OpenAPI
//! document, which is generated from the handlers themselves.

use actix_web::dev::ResourceDef;
use actix_web::http::{header, Method};
use actix_web::HttpResponse;

use crate::error::{ApiError, ErrorBody};

pub const NOT_ALLOWED: &str = "This method is not allowed here";

/// Every documented API path and the methods it takes.
pub struct AllowedMethods(Vec<(ResourceDef, Vec<Method>)>);

impl AllowedMethods {
    pub fn from_openapi(doc: &utoipa::openapi::OpenApi) -> Self {
        let mut routes: Vec<(ResourceDef, Vec<Method>)> = Vec::new();
        for (path, item) in &doc.paths.paths {
            let mut methods: Vec<Method> = [
                (item.get.is_some(), Method::GET),
                (item.post.is_some(), Method::POST),
                (item.put.is_some(), Method::PUT),
                (item.patch.is_some(), Method::PATCH),
                (item.delete.is_some(), Method::DELETE),
            ]
            .into_iter()
            .filter_map(|(has, method)| has.then_some(method))
            .collect();
            if methods.contains(&Method::GET) {
                // HEAD is answered wherever GET is (`hygiene::head`).
                methods.insert(1, Method::HEAD);
            }
            routes.push((ResourceDef::new(path.as_str()), methods));
        }
        Self(routes)
    }

    /// The methods the path takes, joined for `Allow`; `None` for an unknown path.
    pub fn allow(&self, path: &str) -> Option<String> {
        let mut methods: Vec<&Method> = Vec::new();
        for (pattern, taken) in &self.0 {
            if pattern.is_match(path) {
                methods.extend(taken.iter().filter(|m| !methods.contains(m)).collect::<Vec<_>>());
            }
        }
        (!methods.is_empty()).then(|| methods.iter().map(|m| m.as_str()).collect::<Vec<_>>().join(", "))
    }

    /// The answer to an API request no handler took: 405 with `Allow` when the path is
    /// known, 404 when not.
    pub fn refuse(&self, path: &str) -> HttpResponse {
        match self.allow(path) {
            Some(allow) => HttpResponse::MethodNotAllowed().insert_header((header::ALLOW, allow)).json(ErrorBody {
                success: false,
                message: NOT_ALLOWED,
                errors: None,
            }),
            None => actix_web::ResponseError::error_response(&ApiError::NotFound("Not found".into())),
        }
    }
}
