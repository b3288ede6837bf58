//! Each global of `js/polyfills.js`, exercised inside the real engine.

use crate::engine::eval_with_polyfills as eval;

#[test]
fn text_encoder_writes_utf8() {
    let bytes = eval("Array.from(new TextEncoder().encode('aé€😀')).join(',')").unwrap();
    assert_eq!(bytes, "97,195,169,226,130,172,240,159,152,128");
}

#[test]
fn text_decoder_reads_what_the_encoder_wrote() {
    let text = eval("new TextDecoder().decode(new TextEncoder().encode('Grüße 😀'))").unwrap();
    assert_eq!(text, "Grüße 😀");
}

#[test]
fn url_parses_an_absolute_address() {
    let parts = eval(
        "const u = new URL('http://example.test:8080/products/a%20b?x=1&y=two+words#top');
         [u.protocol, u.hostname, u.port, u.pathname, u.search, u.hash,
          u.searchParams.get('y'), u.origin].join('|')",
    )
    .unwrap();
    assert_eq!(
        parts,
        "http:|example.test|8080|/products/a%20b|?x=1&y=two+words|#top|two words|http://example.test:8080"
    );
}

#[test]
fn url_resolves_paths_against_a_base() {
    let resolved = eval(
        "[new URL('/about?a=1', 'http://h/products/x').href,
          new URL('y', 'http://h/products/x').href,
          new URL('../z', 'http://h/products/x/').href].join(' ')",
    )
    .unwrap();
    assert_eq!(resolved, "http://h/about?a=1 http://h/products/y http://h/products/z");
}

#[test]
fn url_refuses_a_relative_address_without_base() {
    let err = eval("new URL('/no-base')").unwrap_err();
    assert!(err.to_string().contains("Invalid URL"), "{err}");
}

#[test]
fn url_search_params_round_trip() {
    let text = eval(
        "const p = new URLSearchParams('?a=1&b=x%26y'); p.append('c', 'd e'); p.set('a', '2');
         [p.toString(), p.get('b'), p.has('z')].join('|')",
    )
    .unwrap();
    assert_eq!(text, "b=x%26y&c=d+e&a=2|x&y|false");
}

#[test]
fn queue_microtask_defers_its_callback() {
    let order = eval(
        "globalThis.__order = []; queueMicrotask(() => __order.push('micro')); __order.push('sync');
         typeof queueMicrotask + ':' + __order.join(',')",
    )
    .unwrap();
    assert_eq!(order, "function:sync");
}

#[test]
fn timers_and_console_are_callable() {
    let text = eval(
        "const id = setTimeout(() => {}, 10); clearTimeout(id);
         const iv = setInterval(() => {}, 10); clearInterval(iv);
         console.log('x'); console.error('y'); console.warn({a: 1});
         typeof id + typeof iv",
    )
    .unwrap();
    assert_eq!(text, "numbernumber");
}
