//! The reminder that a quote's validity ends within 48 hours: to both sides, once per
//! quote, however many instances share the database and however often they restart.

use domain::enquiries::thread::reminders::send_due;

use crate::helpers::{Backend, Spawn};
use crate::mail_support::mail_to;
use crate::on_both_databases;
use crate::thread_support::{enquire, new_variety, quote, send_quote, supplier_offering};

/// The mail of each reminder to `recipient`, once per reminder it holds: notices about one
/// enquiry are bundled, so one mail may hold a reminder beside other notices.
async fn reminders_to(app: &crate::helpers::TestApp, recipient: &str) -> Vec<String> {
    let mail = mail_to(app, recipient).await;
    let each = |m: &foundation::entities::mail_outbox::Model| {
        vec![m.text_body.clone(); m.text_body.lines().filter(|line| line.contains(" is valid until ")).count()]
    };
    mail.iter().flat_map(each).collect()
}

on_both_databases!(a_reminder_is_sent_once_across_two_instances, |backend: Backend| async move {
    let one = Spawn::new(backend).start().await.unwrap();
    let two = Spawn::new(backend).sharing_database_of(&one).start().await.unwrap();
    let offered = new_variety(&one).await;
    let (_, supplier, listing) = supplier_offering(&one, "remind@suppliers.test", &offered, 500).await;
    let (_, buyer) = one.buyer("remind@buyers.test").await;
    let due = enquire(&one, &buyer, &listing, "remind-1").await;
    let later = enquire(&one, &buyer, &listing, "remind-2").await;
    send_quote(&one, &supplier, &due, quote("500", 1)).await;
    send_quote(&one, &supplier, &later, quote("500", 20)).await;

    let (a, b) = tokio::join!(send_due(&one.db), send_due(&two.db));
    assert_eq!(a.unwrap() + b.unwrap(), 1, "one quote is due, claimed by one instance");
    let to_buyer = reminders_to(&one, "remind@buyers.test").await;
    let to_supplier = reminders_to(&one, "remind@suppliers.test").await;
    assert_eq!((to_buyer.len(), to_supplier.len()), (1, 1));
    assert!(to_buyer[0].contains(&format!("/profile/enquiries/{due}")), "{}", to_buyer[0]);
    assert!(to_supplier[0].contains(&format!("/vendor/enquiries/{due}")), "{}", to_supplier[0]);

    // Again on both, and on an instance started afterwards: nothing more.
    let (a, b) = tokio::join!(send_due(&one.db), send_due(&two.db));
    assert_eq!(a.unwrap() + b.unwrap(), 0);
    drop(two);
    let restarted = Spawn::new(backend).sharing_database_of(&one).start().await.unwrap();
    assert_eq!(send_due(&restarted.db).await.unwrap(), 0);
    assert_eq!(reminders_to(&one, "remind@buyers.test").await.len(), 1);

    // A revision to a new last day is a quote of its own, reminded once more.
    send_quote(&one, &supplier, &due, quote("490", 0)).await;
    assert_eq!(send_due(&restarted.db).await.unwrap(), 1);
    assert_eq!(reminders_to(&one, "remind@suppliers.test").await.len(), 2);
});
