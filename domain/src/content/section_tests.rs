//! The sections' shared check, tried on real sections: a sibling of them all rather than
//! part of `section`, which the sections themselves build on.

use super::faq::{Faq, FaqInput};
use super::section::checked;
use super::testimonials::Testimonial;
use super::why_choose_us::WhyChooseUs;
use crate::uploads::{FileFormat, Form, Upload};
use foundation::error::Error;

fn errors(result: Result<impl Sized, Error>) -> (String, Vec<String>) {
    match result {
        Err(Error::Invalid { message, errors }) => (message, errors.into_keys().collect()),
        Err(other) => panic!("{other:?}"),
        Ok(_) => panic!("the form passed"),
    }
}

fn form(texts: &[(&str, &str)]) -> Form {
    let texts = texts.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Form { texts, ..Form::default() }
}

#[test]
fn a_required_picture_is_asked_for_when_adding_only_and_after_the_fields() {
    let (message, fields) = errors(checked::<WhyChooseUs>(&form(&[("description", "Fast")]), true));
    assert_eq!(message, "Title is required");
    assert_eq!(fields, ["image", "title"]);
    let (message, _) = errors(checked::<WhyChooseUs>(&form(&[("title", "T"), ("description", "D")]), true));
    assert_eq!(message, "Image is required");
    assert!(checked::<WhyChooseUs>(&form(&[("title", "T"), ("description", "D")]), false).is_ok());

    let mut sent = form(&[("title", "T"), ("description", "D")]);
    let png = Upload { bytes: Default::default(), format: FileFormat::Png, size: Some((1, 1)) };
    sent.files.insert("image", png);
    assert!(checked::<WhyChooseUs>(&sent, true).is_ok());
}

#[test]
fn an_optional_picture_or_none_is_never_asked_for() {
    assert!(checked::<Testimonial>(&form(&[("name", "Asha"), ("comment", "Good")]), true).is_ok());
    let faq = FaqInput { question: Some("Why?".into()), answer: Some("Because.".into()) };
    assert!(checked::<Faq>(&faq, true).is_ok());
    let (message, fields) = errors(checked::<Faq>(&FaqInput { question: None, answer: None }, true));
    assert_eq!(message, "Question is required");
    assert_eq!(fields, ["answer", "question"]);
}
