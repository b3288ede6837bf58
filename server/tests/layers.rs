//! The workspace's crates are the layers: foundation ← domain ← server (the web layer and
//! the binary). Cargo enforces the direction between them; this guard checks what it
//! cannot: that neither the foundation nor the domain crate depends on actix, deno_core or
//! the renderer (their manifests, as `cargo metadata` reads them, and every path their
//! sources name), and that within each crate the top-level modules form no import cycle.
//! It parses every source file (syn) and collects the `crate::<top>` paths each top-level
//! module names (in `use` trees, paths, macro and attribute tokens, and `super::` chains
//! that climb to the crate root). docs/layers.md describes the same floor plan.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// The crates that are the layers, bottom first. Cargo enforces that each depends only on
/// those below it; within one, top-level modules must not import each other in a cycle.
const CRATES: &[&str] = &["foundation", "domain", "server"];

/// Crates only the web crate may use.
const WEB_CRATES: &[&str] = &["actix-web", "actix-session", "actix-multipart", "deno_core", "ssr-bundle"];

fn src(krate: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(krate).join("src")
}

/// The top-level modules lib.rs declares.
fn declared_modules(krate: &str) -> BTreeSet<String> {
    let lib = syn::parse_file(&std::fs::read_to_string(src(krate).join("lib.rs")).unwrap()).unwrap();
    lib.items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(m) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path a file's items live in, from the crate root: `a/b.rs` and `a/b/mod.rs`
/// are `[a, b]`. A `#[path]` file (a test beside its module) counts as its folder's module
/// plus one level, which only matters for `super::` chains.
fn module_path(root: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(root).unwrap();
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" {
        parts.push(stem.to_owned());
    }
    parts
}

/// What one file names: top-level modules (`crate::x`) and external crates (first segments).
#[derive(Default)]
struct Names {
    modules: BTreeSet<String>,
    crates: BTreeSet<String>,
}

struct Collector {
    /// The module the visitor is in: the file's, plus inline `mod` blocks.
    here: Vec<String>,
    names: Names,
}

impl Collector {
    /// A path's leading segments, resolved from `crate`/`super`/`self` to a top-level module.
    fn segments(&mut self, idents: &[String]) {
        let Some(first) = idents.first() else { return };
        match first.as_str() {
            "crate" => {
                if let Some(top) = idents.get(1) {
                    self.names.modules.insert(top.clone());
                }
            }
            "super" | "self" => {
                let mut at = self.here.clone();
                let mut rest = idents;
                while let Some(seg) = rest.first() {
                    match seg.as_str() {
                        "super" => {
                            at.pop();
                        }
                        "self" => {}
                        _ => break,
                    }
                    rest = &rest[1..];
                }
                if at.is_empty() {
                    if let Some(top) = rest.first() {
                        self.names.modules.insert(top.clone());
                    }
                } else {
                    self.names.modules.insert(at[0].clone());
                }
            }
            other => {
                self.names.crates.insert(other.to_owned());
            }
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => self.leaf(prefix, n.ident.to_string()),
            syn::UseTree::Rename(r) => self.leaf(prefix, r.ident.to_string()),
            syn::UseTree::Glob(_) => {
                let whole = prefix.clone();
                self.segments(&whole);
            }
            syn::UseTree::Group(g) => {
                for item in &g.items {
                    self.use_tree(prefix, item);
                }
            }
        }
    }

    fn leaf(&mut self, prefix: &[String], name: String) {
        let mut whole = prefix.to_vec();
        // `use crate::x::{self}` names x itself.
        if name != "self" {
            whole.push(name);
        }
        self.segments(&whole);
    }

    /// Macro bodies and attribute arguments are not parsed as Rust: look for `crate :: x`,
    /// `super :: …` and `name ::` in their tokens.
    fn tokens(&mut self, stream: &TokenStream) {
        let trees: Vec<TokenTree> = stream.clone().into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            if let TokenTree::Group(g) = &trees[i] {
                self.tokens(&g.stream());
            }
            if let TokenTree::Ident(ident) = &trees[i] {
                let preceded_by_colons = i >= 1 && is_colon(&trees[i - 1]);
                let preceded_by_dollar = i >= 1 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
                if !preceded_by_colons && !preceded_by_dollar {
                    let mut idents = vec![ident.to_string()];
                    let mut j = i + 1;
                    while j + 1 < trees.len() && is_colon(&trees[j]) && is_colon(&trees[j + 1]) {
                        match trees.get(j + 2) {
                            Some(TokenTree::Ident(next)) => {
                                idents.push(next.to_string());
                                j += 3;
                            }
                            _ => break,
                        }
                    }
                    if idents.len() > 1 {
                        self.segments(&idents);
                    }
                }
            }
            i += 1;
        }
    }
}

fn is_colon(tree: &TokenTree) -> bool {
    matches!(tree, TokenTree::Punct(p) if p.as_char() == ':')
}

impl<'ast> Visit<'ast> for Collector {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut prefix = Vec::new();
        self.use_tree(&mut prefix, &item.tree);
        for attr in &item.attrs {
            self.visit_attribute(attr);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let idents: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if idents.len() > 1 || path.leading_colon.is_some() {
            self.segments(&idents);
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        self.here.push(item.ident.to_string());
        syn::visit::visit_item_mod(self, item);
        self.here.pop();
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(&mac.tokens);
        syn::visit::visit_macro(self, mac);
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        if let syn::Meta::List(list) = &attr.meta {
            self.tokens(&list.tokens);
        }
        syn::visit::visit_attribute(self, attr);
    }
}

/// Per top-level module of one crate: the other top-level modules it names (with one file
/// that does), and the web crates it uses.
struct Graph {
    edges: BTreeMap<String, BTreeMap<String, PathBuf>>,
    web_crates: BTreeMap<String, BTreeMap<String, PathBuf>>,
}

/// Files declared with `#[path = "…"]`, each with the file that declares it.
fn path_included(files: &[PathBuf]) -> BTreeMap<PathBuf, PathBuf> {
    let mut included = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(file).unwrap();
        for line in text.lines() {
            let Some(rest) = line.trim().strip_prefix("#[path = \"") else { continue };
            let Some(name) = rest.split('"').next() else { continue };
            included.insert(file.parent().unwrap().join(name), file.clone());
        }
    }
    included
}

fn graph(krate: &str, modules: &BTreeSet<String>) -> Graph {
    let root = src(krate);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    files.sort();
    let mut edges: BTreeMap<String, BTreeMap<String, PathBuf>> = BTreeMap::new();
    let mut web_crates: BTreeMap<String, BTreeMap<String, PathBuf>> = BTreeMap::new();
    let included = path_included(&files);
    for file in files {
        // A file pulled in with `#[path]` belongs to the module that declares it, wherever
        // it lies.
        let here = match included.get(&file) {
            Some(declaring) => {
                let mut here = module_path(&root, declaring);
                here.push(file.file_stem().unwrap().to_string_lossy().into_owned());
                here
            }
            None => module_path(&root, &file),
        };
        let top = here.first().cloned().unwrap_or_default();
        if !modules.contains(&top) {
            let rel = file.strip_prefix(&root).unwrap();
            assert!(rel == Path::new("lib.rs") || rel == Path::new("main.rs"), "{}: in no module", rel.display());
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let mut collector = Collector { here, names: Names::default() };
        collector.visit_file(&parsed);
        let rel = file.strip_prefix(&root).unwrap().to_path_buf();
        for to in collector.names.modules {
            if to != top && modules.contains(&to) {
                edges.entry(top.clone()).or_default().entry(to).or_insert_with(|| rel.clone());
            }
        }
        for name in collector.names.crates {
            if WEB_CRATES.iter().any(|w| w.replace('-', "_") == name) {
                web_crates.entry(top.clone()).or_default().entry(name).or_insert_with(|| rel.clone());
            }
        }
    }
    Graph { edges, web_crates }
}

/// A cycle among `edges`, if any (depth-first search).
fn find_cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_owned(), 1);
        stack.push(node.to_owned());
        for next in edges.get(node).into_iter().flatten() {
            match state.get(next.as_str()).copied().unwrap_or(0) {
                1 => {
                    let from = stack.iter().position(|n| n == next).unwrap();
                    let mut cycle = stack[from..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                0 => {
                    if let Some(cycle) = visit(next, edges, state, stack) {
                        return Some(cycle);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(node.to_owned(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in edges.keys() {
        if state.get(node.as_str()).copied().unwrap_or(0) == 0 {
            let mut stack = Vec::new();
            if let Some(cycle) = visit(node, edges, &mut state, &mut stack) {
                return Some(cycle);
            }
        }
    }
    None
}

#[test]
fn top_level_modules_form_no_cycle_in_any_crate() {
    for krate in CRATES {
        let g = graph(krate, &declared_modules(krate));
        let kept: BTreeMap<String, BTreeSet<String>> =
            g.edges.iter().map(|(from, tos)| (from.clone(), tos.keys().cloned().collect())).collect();
        if let Some(cycle) = find_cycle(&kept) {
            let shown: Vec<String> = cycle
                .windows(2)
                .map(|w| format!("{} -> {} ({})", w[0], w[1], g.edges[&w[0]][&w[1]].display()))
                .collect();
            panic!("{krate}: top-level modules import each other in a cycle:\n{}", shown.join("\n"));
        }
    }
}

/// Each workspace crate's name and the names of its dependencies, from `cargo metadata`.
fn manifests() -> BTreeMap<String, BTreeSet<String>> {
    let out = std::process::Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(out.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&out.stderr));
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let names = |v: &serde_json::Value| v["name"].as_str().unwrap().to_owned();
    let packages = meta["packages"].as_array().unwrap();
    packages.iter().map(|p| (names(p), p["dependencies"].as_array().unwrap().iter().map(names).collect())).collect()
}

#[test]
fn no_web_crate_below_the_web_crate() {
    let manifests = manifests();
    let mut found = Vec::new();
    for krate in ["foundation", "domain"] {
        for dep in &manifests[krate] {
            if WEB_CRATES.contains(&dep.as_str()) || dep == "server" {
                found.push(format!("{krate}/Cargo.toml depends on {dep}"));
            }
        }
        for (module, crates) in &graph(krate, &declared_modules(krate)).web_crates {
            for (name, file) in crates {
                found.push(format!("{krate}: {module} uses {name} in {}", file.display()));
            }
        }
    }
    assert!(found.is_empty(), "web crates below the web crate:\n{}", found.join("\n"));
}

/// The guard sees what it must: the walk finds `crate::` paths in use trees, in expressions
/// and in macro tokens, and follows `super::` to the crate root.
#[test]
fn the_collector_finds_paths_in_every_form() {
    let text = r#"
        use crate::{alpha, beta::{x, y as z}};
        use super::gamma::Thing;
        fn f() { crate::delta::run(); let _ = format!("{}", crate::epsilon::NAME); }
        #[schema(value_type = crate::zeta::Z)]
        struct S;
        mod inner { use super::super::eta; use actix_web::web; }
    "#;
    let file = syn::parse_file(text).unwrap();
    let mut c = Collector { here: vec!["top".into()], names: Names::default() };
    c.visit_file(&file);
    let got: Vec<&str> = c.names.modules.iter().map(String::as_str).collect();
    assert_eq!(got, ["alpha", "beta", "delta", "epsilon", "eta", "gamma", "zeta"]);
    assert!(c.names.crates.contains("actix_web"));
}
