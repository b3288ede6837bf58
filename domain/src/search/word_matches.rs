//! A query word's matches in the index as SQL conditions, and by name, shared by the
//! readers `query` chooses between (`ranked`, `whole_words`, `grouped`).

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbBackend, DbErr, EntityTrait, QueryFilter, QuerySelect, Value};

use super::fold;
use foundation::entities::{search_deletes, search_terms};
use foundation::paging::count_up_to;

/// Words a range of words is named by at most (see [`WordMatches::look_up_begun`]).
pub const MAX_BEGUN: usize = 32;
/// Rows of `search_deletes` read to name a range's words.
const BEGUN_SCAN: u64 = 256;

/// How a term matches a query word: the same word, a word it begins, a word one letter
/// away; better first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchKind {
    Same,
    Begins,
    Near,
}

impl MatchKind {
    /// The match's part of a score, to be multiplied by the field's weight.
    pub fn score(self) -> i32 {
        match self {
            Self::Same => 3,
            Self::Begins => 2,
            Self::Near => 1,
        }
    }
}

/// One query word and the indexed words one letter away from it; and, when they are few
/// and were looked up, the longer indexed words it begins.
#[derive(Debug, Clone)]
pub struct WordMatches {
    pub word: String,
    near: Vec<String>,
    begun: Option<Vec<String>>,
}

impl WordMatches {
    pub fn of(word: String, near: Vec<String>) -> Self {
        Self { word, near, begun: None }
    }

    /// Looks up the longer indexed words this one begins, once, when there are at most
    /// [`MAX_BEGUN`]: in the list of every indexed word, `search_deletes`, where each word is
    /// filed under itself (every word a range can hold has three letters or more, so is
    /// filed) beside its forms with a letter left out. The range's rows are counted first,
    /// up to [`BEGUN_SCAN`]: a range with more (the numbers after "10") stays a range, as
    /// does one that names more than [`MAX_BEGUN`] words.
    pub async fn look_up_begun<C: ConnectionTrait>(&mut self, db: &C) -> Result<(), DbErr> {
        if self.begun.is_some() || !self.kinds().contains(&MatchKind::Begins) {
            return Ok(());
        }
        let mut range = search_deletes::Entity::find().filter(search_deletes::Column::Deleted.gt(self.word.as_str()));
        if let Some(end) = fold::prefix_end(&self.word) {
            range = range.filter(search_deletes::Column::Deleted.lt(end));
        }
        if !count_up_to(db, range.clone(), search_deletes::Column::Deleted, BEGUN_SCAN).await?.exact {
            return Ok(());
        }
        let found: Vec<String> = range
            .select_only()
            .column(search_deletes::Column::Term)
            .filter(Expr::col(search_deletes::Column::Deleted).equals(search_deletes::Column::Term))
            .limit(MAX_BEGUN as u64 + 1)
            .into_tuple()
            .all(db)
            .await?;
        if found.len() <= MAX_BEGUN {
            self.set_begun(found);
        }
        Ok(())
    }

    /// Names the longer indexed words this one begins.
    pub fn set_begun(&mut self, begun: Vec<String>) {
        self.begun = Some(begun);
    }

    /// The indexed words that match this word in one kind, when known by name: a range
    /// of words is named only once looked up ([`Self::look_up_begun`]).
    pub fn named(&self, kind: MatchKind) -> Option<&[String]> {
        match kind {
            MatchKind::Same => Some(std::slice::from_ref(&self.word)),
            MatchKind::Begins => self.begun.as_deref(),
            MatchKind::Near => Some(&self.near),
        }
    }

    /// The kinds of match this word can have: a one-letter word begins nothing worth a
    /// range, a short word has no near words.
    pub fn kinds(&self) -> Vec<MatchKind> {
        let mut kinds = vec![MatchKind::Same];
        if self.word.len() >= 2 {
            kinds.push(MatchKind::Begins);
        }
        if !self.near.is_empty() {
            kinds.push(MatchKind::Near);
        }
        kinds
    }

    /// Every indexed word this one matches, when all are named (see [`Self::named`]).
    pub fn all_named(&self) -> Vec<String> {
        self.kinds().into_iter().filter_map(|kind| self.named(kind)).flatten().cloned().collect()
    }

    /// How `term` matches this word, the best way first, as the conditions do; none when
    /// it does not.
    pub fn kind_of(&self, term: &str) -> Option<MatchKind> {
        let kinds = self.kinds();
        if term == self.word {
            Some(MatchKind::Same)
        } else if kinds.contains(&MatchKind::Begins) && term.len() > self.word.len() && term.starts_with(&self.word) {
            Some(MatchKind::Begins)
        } else if self.near.iter().any(|n| n == term) {
            Some(MatchKind::Near)
        } else {
            None
        }
    }

    /// The condition on `{alias}.term` of one kind of match, its values pushed to `values`;
    /// each a probe or a range of an index that leads with the term.
    pub fn condition(&self, kind: MatchKind, alias: &str, values: &mut Vec<Value>) -> String {
        let word = self.word.as_str();
        match kind {
            MatchKind::Same => {
                values.push(word.into());
                format!("{alias}.term = ?")
            }
            MatchKind::Begins => {
                values.push(word.into());
                match fold::prefix_end(word) {
                    Some(end) => {
                        values.push(end.into());
                        format!("({alias}.term > ? AND {alias}.term < ?)")
                    }
                    None => format!("{alias}.term > ?"),
                }
            }
            MatchKind::Near => {
                values.extend(self.near.iter().map(|n| Value::from(n.clone())));
                format!("{alias}.term IN ({})", placeholders(self.near.len()))
            }
        }
    }

    /// Any match of this word, on `{alias}.term`.
    pub fn any(&self, alias: &str, values: &mut Vec<Value>) -> String {
        let any: Vec<String> = self.kinds().into_iter().map(|k| self.condition(k, alias, values)).collect();
        format!("({})", any.join(" OR "))
    }
}

/// The index rows a search reads, as `t`. SQLite would take a word's range from the primary
/// key (term, product), which lacks the weight and the place, and read the table row of each
/// index entry; the ranked index holds them all. On MySQL the primary key is the table.
pub(super) fn terms(backend: DbBackend) -> String {
    match backend {
        DbBackend::Sqlite => format!("search_terms t INDEXED BY {}", search_terms::RANKED_INDEX),
        _ => "search_terms t".to_owned(),
    }
}

pub(super) fn placeholders(n: usize) -> String {
    vec!["?"; n].join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_matches_in_the_kinds_its_length_allows() {
        let m = |w: &str, near: &[&str]| WordMatches::of(w.into(), near.iter().map(|n| (*n).to_owned()).collect());
        assert_eq!(m("a", &[]).kinds(), [MatchKind::Same]);
        assert_eq!(m("ma", &[]).kinds(), [MatchKind::Same, MatchKind::Begins]);
        assert_eq!(m("mango", &["mangi"]).kinds(), [MatchKind::Same, MatchKind::Begins, MatchKind::Near]);
        let mut values = Vec::new();
        assert_eq!(
            m("mango", &["mangi"]).any("t", &mut values),
            "(t.term = ? OR (t.term > ? AND t.term < ?) OR t.term IN (?))"
        );
        assert_eq!(values.len(), 4);
    }
}
