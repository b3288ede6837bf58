//! A one-word search over the whole catalogue is read best first and stops at its page; a
//! search within families is grouped by the database. Within every family at once the two
//! ask the same question, so on a generated catalogue they must give the same hits, in the
//! same order, with the same scores and totals, page by page.

use domain::search::whole_words;
use domain::search::{search, search_counting_up_to, word_matches, Scope, SEARCH_COUNT_BOUND};
use foundation::paging::Total;
use sea_orm::{EntityTrait, QuerySelect};

use crate::helpers::{Backend, Spawn};
use crate::on_both_databases;
use sea_orm::DatabaseConnection;

/// Words that reach every kind of match: the same word, words it begins, a word one letter
/// away, in titles, categories, varieties and tags; and words that match nothing. "001"
/// begins ten numbers of the generated titles, each read on its own; "00" begins forty,
/// more than are named, so read as one range.
const WORDS: [&str; 16] = [
    "mango", "man", "ma", "m", "alphonzo", "alphonso", "kesar", "spices", "pepper", "0012", "001", "00", "silk",
    "fruit", "zz", "qqqq",
];

on_both_databases!(one_word_search_answers_as_the_grouped_statement, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    domain::seed::scale::run(&app.db, 40).await.unwrap();
    let every_family = every_family(&app.db).await;
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

/// Every family and none: a scope that leaves no product out but is answered by the
/// grouped statement.
async fn every_family(db: &DatabaseConnection) -> Scope {
    let tags: Vec<Option<String>> = foundation::entities::products::Entity::find()
        .select_only()
        .column(foundation::entities::products::Column::Tag)
        .distinct()
        .into_tuple()
        .all(db)
        .await
        .unwrap();
    Scope { tags: Some(tags.into_iter().chain([None]).collect()) }
}

/// Several words: whole words of titles and categories, one that begins others, a typo,
/// words no product has together, and a word of a tag only.
const PHRASES: [&str; 8] = [
    "kesar mango",
    "alphonso mango",
    "mango fruits",
    "black pepper",
    "mango pepper",
    "man kesar",
    "alphonzo mango",
    "mango 0012",
];

on_both_databases!(whole_words_answer_as_the_grouped_statement, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    domain::seed::scale::run(&app.db, 40).await.unwrap();
    let every_family = every_family(&app.db).await;
    let mut by_probes = 0;
    for phrase in PHRASES {
        for (offset, limit) in [(0, 1), (1, 1), (0, 2), (0, 7), (3, 11), (0, 100), (500, 24)] {
            let answered = search(&app.db, phrase, &Scope::default(), offset, limit).await.unwrap();
            let grouped = search(&app.db, phrase, &every_family, offset, limit).await.unwrap();
            assert_eq!(answered, grouped, "{phrase} from {offset}, {limit}");
            let words = word_matches(&app.db, phrase).await.unwrap();
            if let Some(best) = whole_words::search(&app.db, &words, offset, limit, SEARCH_COUNT_BOUND).await.unwrap() {
                assert_eq!(best, grouped, "{phrase} from {offset}, {limit}, by probes");
                by_probes += 1;
            }
        }
    }
    assert!(by_probes >= 10, "some pages are answered by probes: {by_probes}");
});

on_both_databases!(the_best_matches_of_a_typo_and_a_word_are_read_first, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    domain::seed::scale::run(&app.db, 40).await.unwrap();
    let every_family = every_family(&app.db).await;
    // With a bound of one, more matches than the bound leave only the best-first read to
    // answer here: the few are not scored, and some do match.
    let mut best_first = Vec::new();
    for phrase in PHRASES {
        let words = word_matches(&app.db, phrase).await.unwrap();
        if let Some(best) = whole_words::search(&app.db, &words, 0, 1, 1).await.unwrap() {
            let grouped = search_counting_up_to(&app.db, phrase, &every_family, 0, 1, 1).await.unwrap();
            assert_eq!(best, grouped, "{phrase}, best first");
            if !best.hits.is_empty() {
                best_first.push(phrase);
            }
        }
    }
    assert!(best_first.contains(&"kesar mango"), "{best_first:?}");
    assert!(best_first.contains(&"alphonzo mango"), "a typo's one word is its best match: {best_first:?}");
});
