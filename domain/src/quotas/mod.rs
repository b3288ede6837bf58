//! Quotas: how much one account, one address or the whole site may send in a window.
//! Every act that stores a file or mails the other side takes its share first, so that no
//! one account (nor a crowd of fresh accounts behind one address) can fill the disk or an
//! inbox. An account younger than a day has a lower allowance: sign-ups cost nothing, a
//! day of waiting does. Counting is the rate limits' (`auth::limits`): atomic, shared by
//! every app server, in sliding windows.

mod allowances;
mod kinds;

use std::net::IpAddr;

use chrono::Utc;
use sea_orm::{ConnectionTrait, EntityTrait};

use crate::auth::limits::{subscriber, Limit, Share};
pub use allowances::*;
use foundation::entities::{users, vendors};
use foundation::error::Error;
pub use kinds::{Quota, SiteQuota};

/// How long an account counts as young.
pub const YOUNG_FOR: chrono::Duration = chrono::Duration::hours(24);

/// Who sends: an account, how old it is, and the address it sends from.
#[derive(Debug, Clone)]
pub struct Sender {
    pub account: String,
    pub young: bool,
    pub address: Option<IpAddr>,
}

impl Sender {
    /// A buyer, its age read from its account.
    pub async fn buyer<C: ConnectionTrait>(db: &C, user_id: &str, address: Option<IpAddr>) -> Result<Self, Error> {
        let created = users::Entity::find_by_id(user_id.to_owned()).one(db).await?.map(|u| u.created_at);
        Ok(Self::made(format!("buyer:{user_id}"), created, address))
    }

    /// A supplier, its age read from its account.
    pub async fn supplier<C: ConnectionTrait>(db: &C, vendor_id: &str, address: Option<IpAddr>) -> Result<Self, Error> {
        let created = vendors::Entity::find_by_id(vendor_id.to_owned()).one(db).await?.map(|v| v.created_at);
        Ok(Self::made(format!("supplier:{vendor_id}"), created, address))
    }

    fn made(account: String, created: Option<chrono::DateTime<Utc>>, address: Option<IpAddr>) -> Self {
        // An account that cannot be read is taken for a young one.
        let young = created.is_none_or(|at| Utc::now() - at < YOUNG_FOR);
        Self { account, young, address }
    }
}

/// Shares taken so far, to give back when the work they were taken for does not happen.
#[derive(Debug, Default)]
pub struct Taken(Vec<(Limit, String, Share)>);

impl Taken {
    pub async fn give_back<C: ConnectionTrait>(self, db: &C) {
        for (limit, subject, share) in self.0 {
            if let Err(e) = limit.give_back(db, &subject, share).await {
                tracing::warn!(error = %e, quota = limit.name, "giving back a quota's share");
            }
        }
    }

    async fn take<C: ConnectionTrait>(
        &mut self,
        db: &C,
        limit: Limit,
        subject: String,
        n: u32,
        refusal: &str,
    ) -> Result<(), Error> {
        match limit.take(db, &subject, n).await? {
            Ok(share) => {
                self.0.push((limit, subject, share));
                Ok(())
            }
            Err(retry_after) => Err(Error::OverQuota { message: refusal.into(), retry_after }),
        }
    }
}

impl Quota {
    /// Takes `n` of the sender's account's allowance and of its address's, or none.
    pub async fn take<C: ConnectionTrait>(
        &self,
        db: &C,
        sender: &Sender,
        n: u32,
        taken: &mut Taken,
    ) -> Result<(), Error> {
        let account = if sender.young { self.young_account } else { self.account };
        let limit = Limit { name: self.name, max: account, window: self.window };
        taken.take(db, limit, format!("account {}", sender.account), n, self.refusal).await?;
        if let Some(address) = sender.address.map(subscriber) {
            let limit = Limit { name: self.name, max: self.address, window: self.window };
            taken.take(db, limit, format!("address {address}"), n, self.refusal).await?;
        }
        Ok(())
    }
}

impl SiteQuota {
    pub async fn take<C: ConnectionTrait>(&self, db: &C, n: u32, taken: &mut Taken) -> Result<(), Error> {
        let limit = Limit { name: self.name, max: self.max, window: self.window };
        taken.take(db, limit, "site".into(), n, self.refusal).await
    }
}

/// Takes `n` of `quota` for `sender` on its own: nothing else to give back with it.
pub async fn take<C: ConnectionTrait>(db: &C, quota: &Quota, sender: &Sender, n: u32) -> Result<Taken, Error> {
    let mut taken = Taken::default();
    if let Err(e) = quota.take(db, sender, n, &mut taken).await {
        taken.give_back(db).await;
        return Err(e);
    }
    Ok(taken)
}
