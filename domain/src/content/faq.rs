//! FAQ items: a card section sent as JSON (question and answer), with no picture.

use sea_orm::Set;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::limits::{SUBTITLE_MAX, TEXT_MAX};
use super::section::{Column, Picture, Section, Submission};
use crate::uploads::Upload;
use crate::validation::{required, Form};
use foundation::entities::faqs;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Faq {
    #[serde(rename = "_id")]
    pub _id: String,
    pub question: String,
    pub answer: String,
}

impl From<faqs::Model> for Faq {
    fn from(f: faqs::Model) -> Self {
        Faq { _id: f.id, question: f.question, answer: f.answer }
    }
}

/// An FAQ item as the admin sends it (SPEC section 5: question and answer required).
#[derive(Debug, Deserialize, ToSchema)]
pub struct FaqInput {
    pub question: Option<String>,
    pub answer: Option<String>,
}

/// A JSON body carries no files.
impl Submission for FaqInput {
    fn upload(&self, _field: &str) -> Option<&Upload> {
        None
    }
}

impl Section for Faq {
    type Entity = faqs::Entity;
    type Model = faqs::Model;
    type Active = faqs::ActiveModel;
    type Sent = FaqInput;
    /// Question and answer.
    type Fields = (String, String);

    const ENTITY: &'static str = "faq";
    const NOT_FOUND: &'static str = "FAQ not found";
    const POSITION: Column<Self> = faqs::Column::Position;
    const SUMMARY: Column<Self> = faqs::Column::Question;
    const PICTURE: Option<Picture<Self>> = None;

    fn check(sent: &FaqInput, form: &mut Form) -> (String, String) {
        let question = form.check("question", required(sent.question.as_deref(), "Question", SUBTITLE_MAX));
        let answer = form.check("answer", required(sent.answer.as_deref(), "Answer", TEXT_MAX));
        (question.unwrap_or_default(), answer.unwrap_or_default())
    }

    fn fill(row: &mut faqs::ActiveModel, (question, answer): (String, String)) {
        row.question = Set(question);
        row.answer = Set(answer);
    }
}
