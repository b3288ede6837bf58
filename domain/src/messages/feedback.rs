//! Feedback from the home page dialog (SPEC section 2): text required, e-mail optional
//! and dropped when the visitor asks to stay anonymous.

use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::validation::rules::messages::EMAIL_INVALID;
use crate::validation::rules::MESSAGE_MAX;
use crate::validation::{required, Email, Form, Invalid};
use foundation::entities::visitor_feedback;
use foundation::error::{Error, Result};

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct FeedbackInput {
    pub feedback: Option<String>,
    #[serde(default)]
    pub anonymous: bool,
    pub email: Option<String>,
}

#[derive(Debug, PartialEq, Eq)]
pub struct Feedback {
    pub feedback: String,
    pub anonymous: bool,
    pub email: Option<String>,
}

impl TryFrom<FeedbackInput> for Feedback {
    type Error = Error;

    fn try_from(input: FeedbackInput) -> Result<Self, Error> {
        let mut form = Form::new();
        let feedback = form.check("feedback", required(input.feedback.as_deref(), "Feedback", MESSAGE_MAX));
        // An address, when one is sent, must be one (a blank one too); anonymous feedback
        // keeps none, even if the form sent one.
        let email = match input.email.as_deref() {
            None => Some(None),
            Some(blank) if blank.trim().is_empty() => form.check("email", Err(Invalid::new(EMAIL_INVALID))),
            Some(email) => form.check("email", Email::parse(Some(email)).map(|e| Some(e.into_string()))),
        };
        let email = email.map(|e| e.filter(|_| !input.anonymous));
        match (feedback, email) {
            (Some(feedback), Some(email)) => Ok(Self { feedback, anonymous: input.anonymous, email }),
            _ => Err(form.finish().expect_err("a field failed")),
        }
    }
}

pub async fn store<C: ConnectionTrait>(db: &C, feedback: Feedback) -> Result<()> {
    visitor_feedback::ActiveModel {
        feedback: Set(feedback.feedback),
        anonymous: Set(feedback.anonymous),
        email: Set(feedback.email),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(feedback: &str, anonymous: bool, email: Option<&str>) -> FeedbackInput {
        FeedbackInput { feedback: Some(feedback.into()), anonymous, email: email.map(Into::into) }
    }

    #[test]
    fn anonymous_feedback_keeps_no_email() {
        let f = Feedback::try_from(input("Great", true, Some("a@b.example"))).unwrap();
        assert_eq!(f.email, None);
        assert!(f.anonymous);
    }

    #[test]
    fn email_is_optional_but_checked() {
        assert_eq!(Feedback::try_from(input("Great", false, None)).unwrap().email, None);
        for blank in ["", " "] {
            let refused = Feedback::try_from(input("Great", false, Some(blank))).unwrap_err();
            assert_eq!(refused.to_string(), "Email is invalid", "{blank:?}");
        }
        assert_eq!(
            Feedback::try_from(input("Great", false, Some("A@B.example"))).unwrap().email.as_deref(),
            Some("a@b.example")
        );
        assert!(Feedback::try_from(input("Great", false, Some("nope"))).is_err());
    }

    #[test]
    fn feedback_text_is_required() {
        assert_eq!(Feedback::try_from(input("  ", false, None)).unwrap_err().to_string(), "Feedback is required");
        assert!(Feedback::try_from(FeedbackInput::default()).is_err());
    }
}
