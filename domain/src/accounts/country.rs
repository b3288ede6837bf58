//! The countries an address may name, as a schema in the OpenAPI document, so that the
//! frontend's country list is checked against the server's by the compiler.

use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub enum Country {
    India,
    #[serde(rename = "United States")]
    UnitedStates,
    #[serde(rename = "United Kingdom")]
    UnitedKingdom,
    Canada,
    Australia,
}

#[cfg(test)]
mod tests {
    use super::Country::*;

    #[test]
    fn the_schema_names_the_countries_the_server_accepts() {
        let names: Vec<String> = [India, UnitedStates, UnitedKingdom, Canada, Australia]
            .iter()
            .map(|c| serde_json::to_value(c).unwrap().as_str().unwrap().to_owned())
            .collect();
        assert_eq!(names, crate::validation::rules::COUNTRIES);
    }
}
