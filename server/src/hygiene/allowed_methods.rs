//! A known API path asked with a method it does not take answers 405 with `Allow` (RFC 9110
//! 15.5.6), not 404: the path exists. The methods of each path come from the OpenAPI
//! document, which is generated from the handlers themselves.

use actix_web::dev::ResourceDef;
use actix_web::http::{header, Method};
use actix_web::HttpResponse;
use foundation::error::Error;

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
            if !methods.is_empty() {
                routes.push((ResourceDef::new(path.as_str()), methods));
            }
        }
        Self(routes)
    }

    /// The methods of the document's path for `path`, joined for `Allow`; `None` for an
    /// unknown path. Where several templates match (`admin/getFaq` is also `admin/{id}`),
    /// the path is the one with the most literal segments, as the document means it.
    pub fn allow(&self, path: &str) -> Option<String> {
        let literal = |pattern: &ResourceDef| literal_segments(pattern.pattern().unwrap_or_default());
        let matching: Vec<_> = self.0.iter().filter(|(pattern, _)| pattern.is_match(path)).collect();
        let most = matching.iter().map(|(pattern, _)| literal(pattern)).max()?;
        let mut methods: Vec<&Method> = Vec::new();
        for (_, taken) in matching.into_iter().filter(|(pattern, _)| literal(pattern) == most) {
            methods.extend(taken.iter().filter(|m| !methods.contains(m)).collect::<Vec<_>>());
        }
        Some(methods.iter().map(|m| m.as_str()).collect::<Vec<_>>().join(", "))
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
            None => actix_web::ResponseError::error_response(&ApiError(Error::NotFound("Not found".into()))),
        }
    }
}

/// How many segments of a path template are literal (`/api/v1/admin/{id}` has three).
fn literal_segments(template: &str) -> usize {
    template.split('/').filter(|segment| !segment.is_empty() && !segment.contains('{')).count()
}
