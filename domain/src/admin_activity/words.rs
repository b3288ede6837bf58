//! An activity record in words, for the Activity screen: "FAQ updated: 'Who are we?'"
//! rather than `faq.update`. The one place where action codes become sentences.

/// The kind of record, as an admin calls it.
fn noun(entity: &str) -> &str {
    match entity {
        "faq" => "FAQ",
        "banner" => "Home banner",
        "logo" => "Logo",
        "footer" => "Footer",
        "reach" => "Reach item",
        "corevalue" => "Core value",
        "whychooseus" => "Why-choose-us entry",
        "service" => "Service",
        "additionalservice" => "Additional service",
        "testimonial" => "Testimonial",
        "product" => "Product",
        "listing" => "Supplier listing",
        "enquiry" => "Product enquiry",
        "general_enquiry" => "General enquiry",
        "vendor" => "Supplier",
        "user" => "Buyer",
        "registration" | "vendorRegistration" => "Supplier registration",
        other => other,
    }
}

/// What was done to it.
fn past(verb: &str) -> &str {
    match verb {
        "create" => "added",
        "update" => "updated",
        "delete" => "deleted",
        "status" => "status changed",
        "verify" => "verified",
        "unverify" => "unverified",
        "block" => "blocked",
        "unblock" => "unblocked",
        "activate" => "activated",
        "deactivate" => "deactivated",
        "reject" => "rejected",
        other => other,
    }
}

/// Records named by a title or question (the admin's own words): quoted.
fn quoted(entity: &str) -> bool {
    matches!(
        entity,
        "faq" | "reach" | "corevalue" | "whychooseus" | "service" | "additionalservice" | "testimonial" | "product"
    )
}

/// `action` (`entity.verb`) and the record's summary as one sentence.
pub fn sentence(action: &str, summary: Option<&str>) -> String {
    let (entity, verb) = action.rsplit_once('.').unwrap_or((action, ""));
    let mut out = format!("{} {}", noun(entity), past(verb)).trim_end().to_owned();
    let summary = summary.map(str::trim).filter(|s| !s.is_empty()).map(|s| {
        // Older summaries repeat the verb ("Name (e-mail): block", "Verified Name").
        let s = s.strip_suffix(&format!(": {verb}")).unwrap_or(s);
        match (entity, verb) {
            ("vendorRegistration", "verify") => s.strip_prefix("Verified ").unwrap_or(s),
            ("vendorRegistration", "reject") => s.strip_prefix("Rejected ").unwrap_or(s),
            _ => s,
        }
    });
    if let Some(summary) = summary {
        if quoted(entity) {
            out.push_str(&format!(": '{summary}'"));
        } else {
            out.push_str(&format!(": {summary}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::sentence;

    #[test]
    fn codes_become_sentences() {
        assert_eq!(sentence("faq.update", Some("Who are we?")), "FAQ updated: 'Who are we?'");
        assert_eq!(
            sentence("vendor.block", Some("Spice Traders (s@t.test): block")),
            "Supplier blocked: Spice Traders (s@t.test)"
        );
        assert_eq!(
            sentence("vendorRegistration.verify", Some("Verified Kaveri Weaves")),
            "Supplier registration verified: Kaveri Weaves"
        );
        // Only the review's own summaries repeat its verb: an admin's words keep theirs.
        assert_eq!(sentence("faq.update", Some("Verified suppliers only?")), "FAQ updated: 'Verified suppliers only?'");
        assert_eq!(sentence("logo.update", None), "Logo updated");
        assert_eq!(
            sentence("enquiry.status", Some("pending → completed")),
            "Product enquiry status changed: pending → completed"
        );
        assert_eq!(sentence("something.new", None), "something new");
    }
}
