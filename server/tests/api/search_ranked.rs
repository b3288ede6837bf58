//! A one-word search over the whole catalogue is read best first and stops at its page; a
//! search within families is grouped by the database. Within every family at once the two
//! ask the same question, so on a generated catalogue they must give the same hits, in the
//! same order, with the same scores and totals, page by page.

use domain::search::{search, Scope};
use sea_orm::{EntityTrait, QuerySelect};

use crate::helpers::{Backend, Spawn};
use crate::on_both_databases;

/// Words that reach every kind of match: the same word, words it begins, a word one letter
/// away, in titles, categories, varieties and tags; and words that match nothing.
const WORDS: [&str; 14] = [
    "mango", "man", "ma", "m", "alphonzo", "alphonso", "kesar", "spices", "pepper", "0012", "silk", "fruit", "zz",
    "qqqq",
];

on_both_databases!(one_word_search_answers_as_the_grouped_statement, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    domain::seed::scale::run(&app.db, 40).await.unwrap();
    let tags: Vec<Option<String>> = foundation::entities::products::Entity::find()
        .select_only()
        .column(foundation::entities::products::Column::Tag)
        .distinct()
        .into_tuple()
        .all(&app.db)
        .await
        .unwrap();
    let every_family = Scope { tags: Some(tags.into_iter().chain([None]).collect()) };
    let mut compared = 0;
    let mut scores = std::collections::BTreeSet::new();
    for word in WORDS {
        for (offset, limit) in [(0, 7), (7, 7), (3, 11), (0, 100), (45, 24), (500, 24)] {
            let ranked = search(&app.db, word, &Scope::default(), offset, limit).await.unwrap();
            let grouped = search(&app.db, word, &every_family, offset, limit).await.unwrap();
            assert_eq!(ranked.hits, grouped.hits, "{word} from {offset}, {limit}");
            assert_eq!(ranked.total, grouped.total, "{word}");
            compared += ranked.hits.len();
            if offset == 0 {
                // Past the count's bound neither reads a page; both still count.
                let deep = foundation::paging::COUNT_BOUND;
                let (r, g) = (
                    search(&app.db, word, &Scope::default(), deep, limit).await.unwrap(),
                    search(&app.db, word, &every_family, deep, limit).await.unwrap(),
                );
                assert!(r.hits.is_empty() && g.hits.is_empty(), "{word} past the bound");
                assert_eq!((r.total, g.total), (ranked.total, ranked.total), "{word} past the bound");
            }
            scores.extend(ranked.hits.iter().map(|h| h.score));
        }
    }
    assert!(compared > 200, "the words have hits to compare: {compared}");
    assert!(scores.len() >= 4, "hits of several scores: {scores:?}");
});
