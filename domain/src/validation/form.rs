//! A failed check, and the per-field collection a form answers with.

use std::collections::BTreeMap;

use foundation::error::Error;

/// One check that failed, in the words the form shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invalid(pub String);

impl Invalid {
    pub fn new(message: impl Into<String>) -> Self {
        Self(message.into())
    }
}

impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A single value checked outside a form: a plain 400 with its message.
impl From<Invalid> for Error {
    fn from(err: Invalid) -> Self {
        Error::Refused(err.0)
    }
}

/// Checks every field of a form and answers with all failures at once: the first one (in
/// the form's order) is the `message`, each one is under its field in `errors`.
#[derive(Debug, Default)]
pub struct Form {
    first: Option<String>,
    errors: BTreeMap<String, String>,
}

impl Form {
    pub fn new() -> Self {
        Self::default()
    }

    /// Keeps the value, or records the failure under `field` (the API's field name).
    pub fn check<T>(&mut self, field: &str, result: Result<T, Invalid>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(Invalid(message)) => {
                self.fail(field, message);
                None
            }
        }
    }

    /// Records a failure found by the caller (a rule across fields); the first one per field stays.
    pub fn fail(&mut self, field: &str, message: impl Into<String>) {
        let message = message.into();
        self.first.get_or_insert_with(|| message.clone());
        self.errors.entry(field.to_owned()).or_insert(message);
    }

    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }

    /// Uses `message` as the summary instead of the first field's (the enquiry form's alert).
    pub fn summary(&mut self, message: &str) {
        if !self.errors.is_empty() {
            self.first = Some(message.to_owned());
        }
    }

    /// `Ok(())` when every field passed.
    pub fn finish(self) -> Result<(), Error> {
        match self.first {
            None => Ok(()),
            Some(message) => Err(Error::Invalid { message, errors: self.errors }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_failure_is_kept_and_the_first_is_the_message() {
        let mut form = Form::new();
        assert_eq!(form.check("a", Ok::<_, Invalid>(1)), Some(1));
        assert_eq!(form.check::<()>("name", Err(Invalid::new("Name is required"))), None);
        form.fail("email", "Email is invalid");
        form.fail("email", "second message for the same field is dropped");
        match form.finish().unwrap_err() {
            Error::Invalid { message, errors } => {
                assert_eq!(message, "Name is required");
                assert_eq!(errors.len(), 2);
                assert_eq!(errors["email"], "Email is invalid");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_clean_form_finishes() {
        assert!(Form::new().finish().is_ok());
    }
}
