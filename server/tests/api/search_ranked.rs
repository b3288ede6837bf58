//! A one-word search over the whole catalogue is read best first and stops at its page; a
//! search within families is grouped by the database. Within every family at once the two
//! ask the same question, so on a generated catalogue they must give the same hits, in the
//! same order, with the same scores and totals, page by page.

use domain::search::{search, search_counting_up_to, Scope, SEARCH_COUNT_BOUND};
use foundation::paging::Total;
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
                let deep = SEARCH_COUNT_BOUND;
                let (r, g) = (
                    search(&app.db, word, &Scope::default(), deep, limit).await.unwrap(),
                    search(&app.db, word, &every_family, deep, limit).await.unwrap(),
                );
                assert!(r.hits.is_empty() && g.hits.is_empty(), "{word} past the bound");
                assert_eq!((r.total, g.total), (ranked.total, ranked.total), "{word} past the bound");
            }
            scores.extend(ranked.hits.iter().map(|h| h.score));
        }
        // A smaller bound, as the catalogue is small: the total stops at it, exact no more
        // past it, and pages from it are empty; the same for both ways.
        let full = search(&app.db, word, &Scope::default(), 0, 1).await.unwrap().total;
        for offset in [0, 5] {
            let ranked = search_counting_up_to(&app.db, word, &Scope::default(), offset, 3, 5).await.unwrap();
            let grouped = search_counting_up_to(&app.db, word, &every_family, offset, 3, 5).await.unwrap();
            assert_eq!(ranked, grouped, "{word} from {offset}, counted up to 5");
            assert_eq!(ranked.total, Total::of_bounded(full.rows, 5), "{word} counted up to 5");
            if offset == 5 {
                assert!(ranked.hits.is_empty(), "{word}: no page starts at the bound");
            }
        }
    }
    assert!(compared > 200, "the words have hits to compare: {compared}");
    assert!(scores.len() >= 4, "hits of several scores: {scores:?}");
});
