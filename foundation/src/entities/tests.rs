//! Every entity against the real migrations: a row with every field filled goes in and
//! comes back unchanged, which catches any column whose name or type differs from the
//! entity. Runs on SQLite, and on MySQL too when `TEST_MYSQL_URL` is set.

use std::fmt::Debug;

use chrono::NaiveDate;
use sea_orm::{
    ActiveModelBehavior, ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, IntoActiveModel,
    ModelTrait, QueryFilter, Set,
};

use super::test_db;
use super::*;

/// Inserts `model` with every field set, then finds it among the rows read back.
async fn round_trip<M, A>(db: &DatabaseConnection, model: M) -> M
where
    M: ModelTrait + IntoActiveModel<A> + PartialEq + Debug + Clone,
    M::Entity: EntityTrait<Model = M>,
    A: ActiveModelTrait<Entity = M::Entity> + ActiveModelBehavior + Send,
{
    let inserted = model.clone().into_active_model().reset_all().insert(db).await.expect("insert");
    assert_eq!(inserted, model, "insert returned a different row");
    let rows = M::Entity::find().all(db).await.expect("select");
    assert!(rows.contains(&model), "row did not read back unchanged: {model:?}\namong {rows:?}");
    model
}

fn s(v: &str) -> String {
    v.to_owned()
}

fn some(v: &str) -> Option<String> {
    Some(v.to_owned())
}

async fn every_entity_round_trips(db: &DatabaseConnection) {
    let at = now();

    round_trip(
        db,
        admins::Model {
            id: new_id(),
            email: s("root@example.com"),
            password_hash: s("$2b$04$hash"),
            name: s("Root"),
            created_at: at,
        },
    )
    .await;

    let user = round_trip(
        db,
        users::Model {
            id: new_id(),
            name: s("Asha Rao"),
            email: s("asha@example.com"),
            password_hash: s("$2b$04$hash"),
            profile_photo: some("/uploads/a.png"),
            mobile: some("+91 98450 00000"),
            is_verified: true,
            is_blocked: false,
            is_active: true,
            created_at: at,
            updated_at: at,
        },
    )
    .await;
    round_trip(
        db,
        user_addresses::Model {
            id: new_id(),
            user_id: user.id.clone(),
            position: 0,
            label: s("Office"),
            street: s("12 MG Road"),
            city: s("Bengaluru"),
            state: s("Karnataka"),
            zip: s("560001"),
            country: s("India"),
        },
    )
    .await;

    let vendor = round_trip(
        db,
        vendors::Model {
            id: new_id(),
            name: s("Konkan Orchards"),
            email: s("sales@konkan.example"),
            mobile: s("+91 98200 00000"),
            password_hash: s("$2b$04$hash"),
            is_verified: true,
            is_blocked: false,
            is_active: true,
            has_submitted_registration: true,
            created_at: at,
            updated_at: at,
        },
    )
    .await;
    let registration = round_trip(
        db,
        vendor_registrations::Model {
            id: new_id(),
            vendor_id: vendor.id.clone(),
            name: s("Konkan Orchards"),
            email: s("sales@konkan.example"),
            phone: s("+91 98200 00000"),
            address: s("Plot 4, Ratnagiri, Maharashtra"),
            gst_no: s("27AAPFU0939F1ZV"),
            pan_no: s("AAPFU0939F"),
            aadhar_no: s("234567890123"),
            udhyam_registration_no: s("UDYAM-MH-33-0001234"),
            msme_registration_no: s("MH33D0001234"),
            is_verified: true,
            rejection_reason: None,
            rejected_at: None,
            pending_changes: None,
            created_at: at,
            updated_at: at,
        },
    )
    .await;
    round_trip(
        db,
        vendor_documents::Model {
            id: new_id(),
            registration_id: registration.id.clone(),
            kind: s("panFile"),
            stored_name: s("9f1c2d.pdf"),
            content_type: s("application/pdf"),
            size_bytes: 5_000_000_000,
            created_at: at,
        },
    )
    .await;

    let product = round_trip(
        db,
        products::Model {
            id: new_id(),
            title: s("Alphonso Mango"),
            slug: s("alphonso-mango"),
            category: s("Mangoes"),
            category_slug: s("mangoes"),
            tag: some("Fresh Fruits"),
            description: s("The king of mangoes."),
            details: s("Hand-picked, ripened naturally."),
            image: some("/static/images/products/mango.svg"),
            position: 3,
            created_at: at,
            updated_at: at,
        },
    )
    .await;
    round_trip(
        db,
        product_features::Model { id: new_id(), product_id: product.id.clone(), position: 0, text: s("GI tagged") },
    )
    .await;
    round_trip(
        db,
        product_specifications::Model {
            id: new_id(),
            product_id: product.id.clone(),
            position: 0,
            name: s("Shelf life"),
            value: s("2–3 weeks at 12 °C"),
        },
    )
    .await;
    let variety = round_trip(
        db,
        varieties::Model {
            id: new_id(),
            product_id: product.id.clone(),
            position: 0,
            title: s("Ratnagiri Alphonso"),
            slug: s("ratnagiri-alphonso"),
            description: some("Saffron flesh."),
            image: some("/static/images/products/mango.svg"),
            origin: some("Ratnagiri, India"),
            energy: some("60 kcal"),
            protein: some("0.8 g"),
            crude_fibre: some("1.6 g"),
            calcium: some("11 mg"),
            iron: some("0.2 mg"),
            packaging: some("Corrugated boxes of 3 kg"),
            packaging_material: some("5-ply carton"),
            supply_ability: some("20 tons per week"),
            container: some("40 ft reefer"),
            shipment_preparation_time: some("3 days"),
            delivery_time: some("7–10 days"),
            comparable_unit: codes::ComparableUnit::Kg,
        },
    )
    .await;
    let bare_variety = round_trip(
        db,
        varieties::Model {
            id: new_id(),
            product_id: product.id.clone(),
            position: 1,
            title: s("Devgad Alphonso"),
            slug: s("devgad-alphonso"),
            description: None,
            image: None,
            origin: None,
            energy: None,
            protein: None,
            crude_fibre: None,
            calcium: None,
            iron: None,
            packaging: None,
            packaging_material: None,
            supply_ability: None,
            container: None,
            shipment_preparation_time: None,
            delivery_time: None,
            comparable_unit: codes::ComparableUnit::Metre,
        },
    )
    .await;
    let listing = round_trip(
        db,
        vendor_listings::Model {
            id: new_id(),
            vendor_id: vendor.id.clone(),
            product_id: product.id.clone(),
            variety_id: variety.id.clone(),
            price_paise: 45_050,
            unit: codes::Unit::Box,
            location: s("Ratnagiri"),
            quantity_available: 1250.5,
            min_order: Some(50.0),
            notes: some("Season: April to June"),
            is_active: true,
            pack_content_milli: Some(3_000),
            comparable_paise: Some(15_017),
            incoterm: codes::Incoterm::Fob,
            named_place: some("Nhava Sheva"),
            created_at: at,
            updated_at: at,
        },
    )
    .await;
    round_trip(
        db,
        product_enquiries::Model {
            id: new_id(),
            user_id: Some(user.id.clone()),
            listing_id: Some(listing.id.clone()),
            vendor_id: Some(vendor.id.clone()),
            product_id: Some(product.id.clone()),
            variety_id: Some(variety.id.clone()),
            product_title: product.title.clone(),
            variety_title: variety.title.clone(),
            supplier_name: vendor.name.clone(),
            supplier_price_paise: listing.price_paise,
            supplier_unit: listing.unit,
            name: s("Asha Rao"),
            email: s("asha@example.com"),
            phone: s("+91 98450 00000"),
            company: some("Rao Foods"),
            address: s("12 MG Road"),
            city: s("Bengaluru"),
            state: s("Karnataka"),
            pincode: s("560001"),
            quantity: 2.5,
            unit: codes::Unit::Ton,
            urgency: codes::Urgency::VeryUrgent,
            delivery_date: NaiveDate::from_ymd_opt(2025, 5, 20),
            additional_requirements: some("Phytosanitary certificate"),
            packaging_preference: codes::PackagingPreference::EcoFriendly,
            payment_terms: codes::PaymentTerms::Advance,
            certification_required: true,
            samples_required: false,
            status: codes::EnquiryStatus::Processing,
            submission_key: some("form-7f3a"),
            supplier_reply: None,
            supplier_replied_at: None,
            created_at: at,
            updated_at: at,
            created_micros: 1_747_000_000_123_456,
            request_id: Some(new_id()),
            quote_outcome: Some(codes::QuoteOutcome::Accepted),
            first_answered_at: Some(at),
        },
    )
    .await;
    round_trip(
        db,
        general_enquiries::Model {
            id: new_id(),
            name: s("Li Wei"),
            email: s("li@example.cn"),
            phone: s("+86 10 0000 0000"),
            address: some("Beijing"),
            message: s("Do you ship turmeric to China?"),
            status: codes::GeneralEnquiryStatus::Close,
            created_at: at,
        },
    )
    .await;

    round_trip(
        db,
        home_banners::Model {
            id: new_id(),
            banner1_heading: s("One"),
            banner1_subtitle: s("First"),
            banner1_image: some("/a.svg"),
            banner2_heading: s("Two"),
            banner2_subtitle: s("Second"),
            banner2_image: None,
            banner3_heading: s("Three"),
            banner3_subtitle: s("Third"),
            banner3_image: some("/c.svg"),
            updated_at: at,
        },
    )
    .await;
    round_trip(db, logos::Model { id: new_id(), logo: some("/logo.svg"), updated_at: at }).await;
    round_trip(
        db,
        reach_items::Model {
            id: new_id(),
            reach_name: s("50+"),
            description: s("Countries"),
            image: None,
            position: 0,
        },
    )
    .await;
    round_trip(
        db,
        core_values::Model {
            id: new_id(),
            core_values_name: s("Integrity"),
            description: s("Fair dealing."),
            image: some("/i.svg"),
            position: 1,
        },
    )
    .await;
    round_trip(db, faqs::Model { id: new_id(), question: s("Who are you?"), answer: s("Exporters."), position: 2 })
        .await;
    round_trip(
        db,
        why_choose_us::Model {
            id: new_id(),
            title: s("Global Reach"),
            description: s("50+ countries."),
            image: some("/g.svg"),
            position: 0,
        },
    )
    .await;
    round_trip(
        db,
        services::Model {
            id: new_id(),
            title: s("Sourcing"),
            subtitle: s("Find suppliers"),
            description: s("We find them."),
            image: some("/s.svg"),
            position: 0,
        },
    )
    .await;
    round_trip(
        db,
        additional_services::Model {
            id: new_id(),
            title: s("Quality Control"),
            description: s("Inspections."),
            image: None,
            position: 0,
        },
    )
    .await;
    round_trip(
        db,
        testimonials::Model {
            id: new_id(),
            name: s("Maria Gomez"),
            course: s("Iberia Foods"),
            comment: s("On time."),
            rating: 4,
            profile: some("/m.svg"),
            position: 0,
        },
    )
    .await;
    round_trip(
        db,
        footer_settings::Model {
            id: new_id(),
            phone: s("+91 22 0000 0000"),
            address: s("Mumbai"),
            email: s("info@example.com"),
            brochure: None,
            updated_at: at,
            phone2: Some(s("+91 22 0000 0001")),
            email2: None,
            business_hours: Some(s("Mon-Fri: 9:00 AM-6:00 PM")),
            map_latitude: Some(19.066),
            map_longitude: Some(72.8677),
        },
    )
    .await;
    round_trip(
        db,
        visitor_feedback::Model {
            id: new_id(),
            feedback: s("Great site"),
            anonymous: true,
            email: None,
            created_at: at,
        },
    )
    .await;

    round_trip(
        db,
        exchange_rates::Model {
            currency: codes::Currency::Usd,
            rate_date: NaiveDate::from_ymd_opt(2026, 11, 27).unwrap(),
            inr_micros: 83_456_789,
            set_by: Some(new_id()),
            created_at: at,
        },
    )
    .await;

    round_trip(
        db,
        admin_activity::Model {
            id: new_id(),
            admin_id: new_id(),
            action: s("faq.update"),
            entity: s("faq"),
            record_id: some("4b0c"),
            summary: some("Who are we? → “Exporters” ₹"),
            ip: some("2001:db8::1"),
            created_at: at,
        },
    )
    .await;

    round_trip(
        db,
        slug_history::Model {
            id: new_id(),
            lookup_key: "a".repeat(64),
            kind: s("variety"),
            scope: new_id(),
            old_slug: "x".repeat(191),
            target_id: new_id(),
            created_at: at,
        },
    )
    .await;
    round_trip(
        db,
        mail_outbox::Model {
            id: new_id(),
            recipient: s("asha@example.com"),
            subject: s("Reset your password — ₹"),
            text_body: s("Hello\nworld"),
            html_body: s("<p>Hello</p>"),
            created_at: at,
            created_micros: 1_795_000_000_123_456,
            attempts: 2,
            next_attempt_at: at,
            claimed_by: some("worker-1"),
            claimed_until: Some(at),
            sent_at: Some(at),
            last_error: some("connection refused"),
            bundle_key: some(&"b".repeat(64)),
            bundle_lines: some("[\"Asha wrote to you — ₹\"]"),
        },
    )
    .await;
    round_trip(
        db,
        password_resets::Model {
            token_hash: s(&"a".repeat(64)),
            role: s("vendor"),
            account_id: new_id(),
            created_at: at,
            expires_at: at,
        },
    )
    .await;

    round_trip(
        db,
        variety_views::Model {
            variety_id: variety.id.clone(),
            day: NaiveDate::from_ymd_opt(2026, 11, 25).unwrap(),
            views: 20,
        },
    )
    .await;

    let version = content_version::Entity::find_by_id(content_version::ROW_ID).one(db).await.unwrap();
    assert_eq!(version.map(|v| v.version), Some(1), "the migration creates the content version row");

    deleting_keeps_enquiries_and_cascades_the_rest(db, &product, &bare_variety, &registration).await;
}

/// Deleting a product takes its details, varieties and listings along; its enquiries stay
/// readable and only lose their links.
async fn deleting_keeps_enquiries_and_cascades_the_rest(
    db: &DatabaseConnection,
    product: &products::Model,
    bare_variety: &varieties::Model,
    registration: &vendor_registrations::Model,
) {
    product.clone().delete(db).await.unwrap();
    assert!(varieties::Entity::find_by_id(bare_variety.id.clone()).one(db).await.unwrap().is_none());
    assert_eq!(vendor_listings::Entity::find().all(db).await.unwrap().len(), 0);
    assert_eq!(product_features::Entity::find().all(db).await.unwrap().len(), 0);
    let enquiry = product_enquiries::Entity::find().one(db).await.unwrap().expect("enquiry kept");
    assert_eq!((enquiry.product_id, enquiry.variety_id, enquiry.listing_id), (None, None, None));
    assert_eq!(enquiry.product_title, "Alphonso Mango");
    assert!(enquiry.vendor_id.is_some() && enquiry.user_id.is_some());

    vendors::Entity::delete_by_id(registration.vendor_id.clone()).exec(db).await.unwrap();
    assert!(vendor_registrations::Entity::find().one(db).await.unwrap().is_none());
    assert!(vendor_documents::Entity::find().one(db).await.unwrap().is_none());
}

/// `before_save` fills ids and timestamps and folds e-mails, so a case variant of an
/// existing e-mail is refused by the unique index on every backend.
async fn defaults_fill_in_and_emails_fold(db: &DatabaseConnection) {
    let vendor = vendors::ActiveModel {
        name: Set(s("Malabar Spice Co")),
        email: Set(s("  Trade@Malabar.Example ")),
        mobile: Set(s("+91 484 000 0000")),
        password_hash: Set(s("$2b$04$hash")),
        is_verified: Set(false),
        is_blocked: Set(false),
        is_active: Set(true),
        has_submitted_registration: Set(false),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    assert_eq!(vendor.id.len(), 36);
    assert_eq!(vendor.email, "trade@malabar.example");
    assert_eq!(vendor.created_at, vendor.updated_at);

    let mut twin = vendor.clone().into_active_model().reset_all();
    twin.id = Set(new_id());
    twin.email = Set(s("TRADE@malabar.example"));
    let err: DbErr = twin.insert(db).await.expect_err("duplicate e-mail in another case");
    assert!(err.to_string().to_lowercase().contains("unique") || err.to_string().contains("Duplicate"), "{err}");

    let later = vendor.created_at - chrono::Duration::days(1);
    let mut old = vendor.clone().into_active_model();
    old.updated_at = Set(later);
    old.update(db).await.unwrap();
    let mut blocked = vendors::Entity::find()
        .filter(vendors::Column::Email.eq("trade@malabar.example"))
        .one(db)
        .await
        .unwrap()
        .unwrap()
        .into_active_model();
    blocked.is_blocked = Set(true);
    let blocked = blocked.update(db).await.unwrap();
    assert!(blocked.updated_at > later, "an update moves updated_at");
    assert_eq!(blocked.created_at, vendor.created_at, "an update leaves created_at alone");
}

#[tokio::test]
async fn entities_match_the_migrations_on_sqlite() {
    let db = test_db::sqlite().await;
    every_entity_round_trips(&db).await;
    defaults_fill_in_and_emails_fold(&db).await;
}

#[tokio::test]
async fn entities_match_the_migrations_on_mysql() {
    let Some(mysql) = test_db::mysql("entities").await else {
        eprintln!("TEST_MYSQL_URL not set: MySQL entity test skipped");
        return;
    };
    every_entity_round_trips(&mysql.db).await;
    defaults_fill_in_and_emails_fold(&mysql.db).await;
    mysql.drop().await;
}

#[test]
fn normalize_email_trims_and_lowercases() {
    assert_eq!(normalize_email("  Buyer@TradeHub.Example\n"), "buyer@tradehub.example");
}

#[test]
fn now_has_whole_seconds() {
    assert_eq!(chrono::Timelike::nanosecond(&now()), 0);
}
