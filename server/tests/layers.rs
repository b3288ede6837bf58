//! The workspace's crates are the layers: foundation ← domain ← server (the web layer and
//! the binary). Cargo enforces the direction between them; this guard checks what it
//! cannot: that neither the foundation nor the domain crate depends on actix, deno_core or
//! the renderer (their manifests, as `cargo metadata` reads them, and every path their
//! sources name), and that within every folder of every crate the modules form no import
//! circle and name nothing of the folder's own file above them.
//!
//! It walks each crate's module tree from lib.rs (following `mod` declarations and their
//! `#[path]`s), parses every file (syn) and collects the paths each module names (in `use`
//! trees, paths, macro and attribute tokens) that start at `crate`, `super` or `self`. A
//! path is followed through the `use`s and globs of the modules it passes to the module
//! that defines its item. docs/layers.md describes the same floor plan.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// The crates that are the layers, bottom first. Cargo enforces that each depends only on
/// those below it; within one, top-level modules must not import each other in a cycle.
const CRATES: &[&str] = &["foundation", "domain", "ops", "server"];

/// Every crate of the workspace: the folder check covers them all.
const ALL_CRATES: &[&str] = &["foundation", "domain", "ops", "server", "ssr-bundle", "migration"];

/// Crates only the web crate may use.
const WEB_CRATES: &[&str] = &["actix-web", "actix-session", "actix-multipart", "deno_core", "ssr-bundle"];

/// Circles not yet taken apart, each with the modules it holds: (crate, folder under
/// src, modules). Reported, not failed; a circle that takes in another module fails.
/// None is left: a circle found now fails.
const KNOWN_CIRCLES: &[(&str, &str, &[&str])] = &[];

/// Folders whose modules still take things of the folder's own file, with how many such
/// imports each may have: a folder not listed may have none, and a listed one no more.
/// None is left: every folder's children import from the sibling that defines an item.
const KNOWN_UPWARD: &[(&str, &str, usize)] = &[];

/// SeaORM's relation items: an entity names another's in `Related` and `Relation`, and
/// two tables that refer to each other are a circle the ORM asks for.
const SEA_ORM_ITEMS: &[&str] = &["Entity", "Column", "Relation", "Model", "ActiveModel", "PrimaryKey"];

fn src(krate: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(krate).join("src")
}

type ModPath = Vec<String>;

/// One module of a crate, as its file (or inline block) declares it.
#[derive(Default)]
struct Module {
    /// Child modules, by name.
    children: BTreeSet<String>,
    /// Items defined here (not imported).
    defined: BTreeSet<String>,
    /// `use` bindings: the name (`_` for a nameless one) and the path it names, as written.
    uses: Vec<(String, ModPath)>,
    /// `use …::*` sources, as written.
    globs: Vec<ModPath>,
    /// Compiled only for tests (`#[cfg(test)]` on it or on a parent).
    test: bool,
    /// Whether a folder of its own holds its children (lib.rs, mod.rs, or a file with a
    /// directory beside it).
    folder: bool,
}

/// A crate's modules, and the module each of its files holds.
#[derive(Default)]
struct Tree {
    modules: BTreeMap<ModPath, Module>,
    files: Vec<(PathBuf, ModPath)>,
}

fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        let syn::Meta::List(list) = &a.meta else { return false };
        let tokens = list.tokens.to_string();
        a.path().is_ident("cfg") && (tokens == "test" || tokens.starts_with("all (test"))
    })
}

fn path_attr(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|a| match &a.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

fn item_name(item: &syn::Item) -> Option<String> {
    let ident = match item {
        syn::Item::Const(i) => &i.ident,
        syn::Item::Enum(i) => &i.ident,
        syn::Item::Fn(i) => &i.sig.ident,
        syn::Item::Macro(i) => i.ident.as_ref()?,
        syn::Item::Static(i) => &i.ident,
        syn::Item::Struct(i) => &i.ident,
        syn::Item::Trait(i) => &i.ident,
        syn::Item::TraitAlias(i) => &i.ident,
        syn::Item::Type(i) => &i.ident,
        syn::Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

/// Where a module's `mod x;` children are looked for.
struct Place {
    /// Where `x.rs` or `x/mod.rs` would be.
    dir: PathBuf,
    /// The directory of the file the declaration is in, which `#[path]` is relative to.
    file_dir: PathBuf,
}

impl Tree {
    /// The tree from a crate root file (inline `mod` blocks included).
    fn of_crate(root: &Path) -> Self {
        let mut tree = Tree::default();
        tree.add_file(root, Vec::new(), false, true);
        tree
    }

    fn add_file(&mut self, file: &Path, path: ModPath, test: bool, mod_rs: bool) {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let file_dir = file.parent().unwrap().to_path_buf();
        // A non-mod-rs file `a/b.rs` keeps its children in `a/b/`.
        let dir = if mod_rs { file_dir.clone() } else { file_dir.join(file.file_stem().unwrap()) };
        self.files.push((file.to_path_buf(), path.clone()));
        let folder = mod_rs || dir.is_dir();
        self.add_module(&parsed.items, path, test, folder, &Place { dir, file_dir });
    }

    fn add_module(&mut self, items: &[syn::Item], path: ModPath, test: bool, folder: bool, place: &Place) {
        let mut module = Module { test, folder, ..Module::default() };
        for item in items {
            match item {
                syn::Item::Mod(m) => {
                    let name = m.ident.to_string();
                    module.children.insert(name.clone());
                    self.add_child(m, path.clone(), test || is_cfg_test(&m.attrs), place);
                }
                syn::Item::Use(u) => use_bindings(&u.tree, &mut Vec::new(), &mut module),
                other => module.defined.extend(item_name(other)),
            }
        }
        self.modules.insert(path, module);
    }

    fn add_child(&mut self, m: &syn::ItemMod, mut path: ModPath, test: bool, place: &Place) {
        let name = m.ident.to_string();
        path.push(name.clone());
        if let Some((_, items)) = &m.content {
            let inner = Place { dir: place.dir.join(&name), file_dir: place.file_dir.clone() };
            self.add_module(items, path, test, false, &inner);
            return;
        }
        if let Some(rel) = path_attr(&m.attrs) {
            self.add_file(&place.file_dir.join(rel), path, test, false);
            return;
        }
        let flat = place.dir.join(format!("{name}.rs"));
        if flat.exists() {
            self.add_file(&flat, path, test, false);
        } else {
            self.add_file(&place.dir.join(&name).join("mod.rs"), path, test, true);
        }
    }
}

/// The names a `use` tree binds in its module, and its globs.
fn use_bindings(tree: &syn::UseTree, prefix: &mut ModPath, module: &mut Module) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_bindings(&p.tree, prefix, module);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            let mut target = prefix.clone();
            if name == "self" {
                let Some(last) = prefix.last() else { return };
                module.uses.push((last.clone(), target));
            } else {
                target.push(name.clone());
                module.uses.push((name, target));
            }
        }
        syn::UseTree::Rename(r) => {
            let mut target = prefix.clone();
            if r.ident != "self" {
                target.push(r.ident.to_string());
            }
            module.uses.push((r.rename.to_string(), target));
        }
        syn::UseTree::Glob(_) => module.globs.push(prefix.clone()),
        syn::UseTree::Group(g) => {
            for item in &g.items {
                use_bindings(item, prefix, module);
            }
        }
    }
}

/// Where a path leads: the module that defines its item (or the module it names), and the
/// modules whose `use`s it went through on the way.
#[derive(Debug, PartialEq)]
struct Located {
    module: ModPath,
    /// The item of `module` the path names (none: the module itself).
    item: Option<String>,
    /// The modules whose `use` (or glob) the path went through, with the name it took.
    through: Vec<(ModPath, String)>,
}

impl Tree {
    /// A path as a module at `here` writes it, from the crate root; none for another crate.
    fn absolute(&self, here: &[String], written: &[String]) -> Option<ModPath> {
        let first = written.first()?;
        match first.as_str() {
            "crate" => Some(written[1..].to_vec()),
            "super" | "self" => {
                let mut at = here.to_vec();
                let mut rest = written;
                while let Some(seg) = rest.first() {
                    match seg.as_str() {
                        "super" => {
                            at.pop()?;
                        }
                        "self" => {}
                        _ => break,
                    }
                    rest = &rest[1..];
                }
                at.extend(rest.iter().cloned());
                Some(at)
            }
            name => {
                let module = self.modules.get(here)?;
                let local = module.children.contains(name)
                    || module.defined.contains(name)
                    || module.uses.iter().any(|(n, _)| n == name);
                local.then(|| here.iter().chain(written).cloned().collect())
            }
        }
    }

    /// Follows a path from the crate root to the module that defines what it names.
    fn locate(&self, path: &[String]) -> Located {
        self.locate_from(path, 0)
    }

    fn locate_from(&self, path: &[String], depth: usize) -> Located {
        let mut at: ModPath = Vec::new();
        for (i, seg) in path.iter().enumerate() {
            let Some(module) = self.modules.get(&at) else { break };
            if module.children.contains(seg) {
                at.push(seg.clone());
                continue;
            }
            let here = Located { module: at.clone(), item: Some(seg.clone()), through: Vec::new() };
            if module.defined.contains(seg) || depth > 16 {
                return here;
            }
            let rest = &path[i + 1..];
            let next = module.uses.iter().rev().find(|(n, _)| n == seg).and_then(|(_, t)| self.absolute(&at, t));
            let next = next.or_else(|| {
                self.glob_source(&at, seg).map(|mut g| {
                    g.push(seg.clone());
                    g
                })
            });
            let Some(mut next) = next else { return here };
            next.extend(rest.iter().cloned());
            let mut found = self.locate_from(&next, depth + 1);
            found.through.push((at, seg.clone()));
            return found;
        }
        Located { module: at, item: None, through: Vec::new() }
    }

    /// The module a glob import of `at` takes `name` from, if one does.
    fn glob_source(&self, at: &[String], name: &str) -> Option<ModPath> {
        let module = self.modules.get(at)?;
        module.globs.iter().filter_map(|g| self.absolute(at, g)).find(|source| self.has(source, name, 0))
    }

    /// Whether `name` can be taken from the module at `path`: defined, imported or taken
    /// by one of its globs.
    fn has(&self, path: &[String], name: &str, depth: usize) -> bool {
        let Some(m) = self.modules.get(path) else { return false };
        m.defined.contains(name)
            || m.children.contains(name)
            || m.uses.iter().any(|(n, _)| n == name)
            || (depth < 16
                && m.globs.iter().filter_map(|g| self.absolute(path, g)).any(|g| self.has(&g, name, depth + 1)))
    }

    fn is_test(&self, path: &[String]) -> bool {
        self.modules.get(path).is_some_and(|m| m.test)
    }
}

/// What one file names: paths from the crate root (with the module naming them and whether
/// the path is a glob) and external crates (first segments).
#[derive(Default)]
struct Names {
    paths: BTreeSet<(ModPath, ModPath, bool)>,
    crates: BTreeSet<String>,
}

struct Collector<'t> {
    tree: &'t Tree,
    /// The module the visitor is in: the file's, plus inline `mod` blocks.
    here: ModPath,
    names: Names,
}

impl Collector<'_> {
    /// A path that starts at `crate`, `super` or `self`, resolved; any other first segment
    /// is another crate (or a name in scope).
    fn segments(&mut self, idents: &[String], glob: bool) {
        let Some(first) = idents.first() else { return };
        if matches!(first.as_str(), "crate" | "super" | "self") {
            if let Some(abs) = self.tree.absolute(&self.here, idents) {
                self.names.paths.insert((self.here.clone(), abs, glob));
            }
        } else {
            self.names.crates.insert(first.clone());
        }
    }

    fn use_tree(&mut self, prefix: &mut ModPath, tree: &syn::UseTree) {
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
                self.segments(&whole, true);
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
        self.segments(&whole, false);
    }

    /// Macro bodies and attribute arguments are not parsed as Rust: look for `crate :: x`,
    /// `super :: …` and `name ::` in their tokens.
    fn tokens(&mut self, stream: &TokenStream) {
        let trees: Vec<TokenTree> = stream.clone().into_iter().collect();
        for (i, tree) in trees.iter().enumerate() {
            if let TokenTree::Group(g) = tree {
                self.tokens(&g.stream());
            }
            let TokenTree::Ident(ident) = tree else { continue };
            let preceded_by_colons = i >= 1 && is_colon(&trees[i - 1]);
            let preceded_by_dollar = i >= 1 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
            if preceded_by_colons || preceded_by_dollar {
                continue;
            }
            let mut idents = vec![ident.to_string()];
            let mut j = i + 1;
            while j + 1 < trees.len() && is_colon(&trees[j]) && is_colon(&trees[j + 1]) {
                let Some(TokenTree::Ident(next)) = trees.get(j + 2) else { break };
                idents.push(next.to_string());
                j += 3;
            }
            if idents.len() > 1 {
                self.segments(&idents, false);
            }
        }
    }
}

fn is_colon(tree: &TokenTree) -> bool {
    matches!(tree, TokenTree::Punct(p) if p.as_char() == ':')
}

impl<'ast> Visit<'ast> for Collector<'_> {
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
            self.segments(&idents, false);
        }
        syn::visit::visit_path(self, path);
    }

    /// `pub(in crate::x)` says who may see an item; it imports nothing.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

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

/// A crate's tree and what each of its files names.
struct Crate {
    tree: Tree,
    /// Per file (relative to src): the module it holds and the names it names.
    names: Vec<(PathBuf, ModPath, Names)>,
}

fn read_crate(krate: &str) -> Crate {
    let root = src(krate);
    let tree = Tree::of_crate(&root.join("lib.rs"));
    let mut names = Vec::new();
    for (file, here) in &tree.files {
        let parsed = syn::parse_file(&std::fs::read_to_string(file).unwrap()).unwrap();
        let mut collector = Collector { tree: &tree, here: here.clone(), names: Names::default() };
        collector.visit_file(&parsed);
        names.push((file.strip_prefix(&root).unwrap().to_path_buf(), here.clone(), collector.names));
    }
    Crate { tree, names }
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let entries = walkdir::WalkDir::new(dir).sort_by_file_name().into_iter().map(Result::unwrap);
    entries.map(walkdir::DirEntry::into_path).filter(|p| p.extension().is_some_and(|e| e == "rs")).collect()
}

/// A file no `mod` reaches is not compiled, so the guard would not see what it names.
#[test]
fn every_source_file_is_a_module() {
    for krate in ALL_CRATES {
        let root = src(krate);
        let tree = Tree::of_crate(&root.join("lib.rs"));
        let reached: BTreeSet<PathBuf> = tree.files.iter().map(|(f, _)| f.canonicalize().unwrap()).collect();
        let files = rust_files(&root);
        let missed: Vec<String> = files
            .iter()
            .filter(|f| !reached.contains(&f.canonicalize().unwrap()) && !f.ends_with("main.rs"))
            .map(|f| f.strip_prefix(&root).unwrap().display().to_string())
            .collect();
        assert!(missed.is_empty(), "{krate}: files in no module: {missed:?}");
    }
}

/// Per top-level module of one crate: the other top-level modules it names (with one file
/// that does), and the web crates it uses.
struct Graph {
    edges: BTreeMap<String, BTreeMap<String, PathBuf>>,
    web_crates: BTreeMap<String, BTreeMap<String, PathBuf>>,
}

fn graph(krate: &str) -> Graph {
    let read = read_crate(krate);
    let mut edges: BTreeMap<String, BTreeMap<String, PathBuf>> = BTreeMap::new();
    let mut web_crates: BTreeMap<String, BTreeMap<String, PathBuf>> = BTreeMap::new();
    for (rel, here, names) in &read.names {
        for (from, to, _) in &names.paths {
            let (Some(top), Some(target)) = (from.first(), to.first()) else { continue };
            if top != target && read.tree.modules[&Vec::new()].children.contains(target) {
                edges.entry(top.clone()).or_default().entry(target.clone()).or_insert_with(|| rel.clone());
            }
        }
        let Some(top) = here.first() else { continue };
        for name in &names.crates {
            if WEB_CRATES.iter().any(|w| w.replace('-', "_") == *name) {
                web_crates.entry(top.clone()).or_default().entry(name.clone()).or_insert_with(|| rel.clone());
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
        let g = graph(krate);
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

/// What one folder's modules import of each other and of the folder's own file.
#[derive(Default)]
struct Folder {
    /// Sibling → sibling, with one file that does.
    edges: BTreeMap<String, BTreeMap<String, PathBuf>>,
    /// Imports of what the folder's own file (lib.rs, mod.rs) defines or re-exports, or
    /// of all of it (`use super::*`): the importing file and the name.
    upward: BTreeSet<(PathBuf, String)>,
}

impl Folder {
    fn edge(&mut self, from: &str, to: &str, file: &Path) {
        if from != to {
            self.edges.entry(from.to_owned()).or_default().entry(to.to_owned()).or_insert_with(|| file.to_path_buf());
        }
    }
}

fn common_len(a: &[String], b: &[String]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// Every folder of a crate (keyed by its module path) with its arrows.
fn folders(krate: &str) -> BTreeMap<ModPath, Folder> {
    let read = read_crate(krate);
    let tree = &read.tree;
    let mut out: BTreeMap<ModPath, Folder> = BTreeMap::new();
    // Every directory is reported; a file's inline modules only when they draw an arrow.
    for (path, module) in &tree.modules {
        if module.folder {
            out.entry(path.clone()).or_default();
        }
    }
    for (rel, _, names) in &read.names {
        for (from, to, glob) in &names.paths {
            let found = tree.locate(to);
            for (folder, name) in upward(tree, from, &found, *glob) {
                out.entry(folder).or_default().upward.insert((rel.clone(), name));
            }
            let at = common_len(from, &found.module);
            if at < from.len() && at < found.module.len() && !sea_orm_relation(krate, &found.module[..at], &found) {
                out.entry(found.module[..at].to_vec()).or_default().edge(&from[at], &found.module[at], rel);
            }
        }
    }
    out
}

/// The folders above `from` whose own file a path takes something of: through a `use` of
/// theirs, or an item (or a glob of everything) they define. A folder's own tests may take
/// anything of it.
fn upward(tree: &Tree, from: &[String], found: &Located, glob: bool) -> Vec<(ModPath, String)> {
    let above = |folder: &[String]| {
        folder.len() < from.len() && from.starts_with(folder) && !tree.is_test(&from[..=folder.len()])
    };
    let mut out: Vec<(ModPath, String)> = found.through.iter().filter(|(via, _)| above(via)).cloned().collect();
    let item = found.item.clone().or_else(|| glob.then(|| "*".to_owned()));
    if let Some(item) = item.filter(|_| above(&found.module)) {
        out.push((found.module.clone(), item));
    }
    out
}

/// The one allowed circle: an entity naming another entity's relation items.
fn sea_orm_relation(krate: &str, folder: &[String], found: &Located) -> bool {
    krate == "foundation"
        && folder == ["entities"]
        && found.item.as_deref().is_some_and(|item| SEA_ORM_ITEMS.contains(&item))
}

/// The strongly connected parts of more than one module, each sorted.
fn circles(edges: &BTreeMap<String, BTreeMap<String, PathBuf>>) -> Vec<Vec<String>> {
    let reach = |start: &String| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![start.clone()];
        while let Some(node) = todo.pop() {
            for next in edges.get(&node).into_iter().flat_map(|m| m.keys()) {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> = edges.keys().map(|n| (n, reach(n))).collect();
    let mut out: Vec<Vec<String>> = Vec::new();
    for (node, seen) in &reached {
        if !seen.contains(*node) || out.iter().any(|c| c.contains(node)) {
            continue;
        }
        let part: Vec<String> =
            seen.iter().filter(|other| reached.get(other).is_some_and(|r| r.contains(*node))).cloned().collect();
        out.push(part);
    }
    out
}

/// How a folder is named in the report: its directory under the crate.
fn folder_name(krate: &str, path: &[String]) -> String {
    std::iter::once(format!("{krate}/src")).chain(path.iter().cloned()).collect::<Vec<_>>().join("/")
}

/// The same for a folder written as in the lists above (`mail/notices`, `` for src).
fn listed_name(krate: &str, folder: &str) -> String {
    if folder.is_empty() {
        format!("{krate}/src")
    } else {
        format!("{krate}/src/{folder}")
    }
}

/// One circle's arrows, each with a file that draws it.
fn show_circle(edges: &BTreeMap<String, BTreeMap<String, PathBuf>>, circle: &[String]) -> String {
    let mut shown = Vec::new();
    for from in circle {
        for (to, file) in edges.get(from).into_iter().flatten() {
            if circle.contains(to) {
                shown.push(format!("    {from} -> {to} ({})", file.display()));
            }
        }
    }
    shown.join("\n")
}

fn known_circle(name: &str, circle: &[String]) -> bool {
    KNOWN_CIRCLES.iter().any(|(krate, folder, members)| {
        listed_name(krate, folder) == name && circle.iter().all(|m| members.contains(&m.as_str()))
    })
}

fn upward_allowed(name: &str) -> usize {
    KNOWN_UPWARD.iter().find(|(krate, folder, _)| listed_name(krate, folder) == name).map_or(0, |(_, _, n)| *n)
}

/// One folder's line of the report, and what fails in it.
fn check_folder(name: &str, folder: &Folder, failures: &mut Vec<String>) {
    let found = circles(&folder.edges);
    let shown: Vec<String> = found.iter().map(|c| c.join(" <-> ")).collect();
    println!("{name}: {} upward, {} circles {shown:?}", folder.upward.len(), found.len());
    for circle in found.iter().filter(|c| !known_circle(name, c)) {
        failures.push(format!("{name}: a circle: {}\n{}", circle.join(", "), show_circle(&folder.edges, circle)));
    }
    let allowed = upward_allowed(name);
    if folder.upward.len() > allowed {
        let shown: Vec<String> =
            folder.upward.iter().map(|(file, item)| format!("    {} takes {item}", file.display())).collect();
        failures.push(format!(
            "{name}: {} imports of the folder's own file, {allowed} allowed:\n{}",
            folder.upward.len(),
            shown.join("\n")
        ));
    }
}

/// Within every folder of every crate the modules form a directed acyclic graph, and take
/// nothing of the folder's own file: prints each folder's upward imports and circles, and
/// fails on a circle or an upward import not known (`cargo test --test layers --
/// --nocapture` shows the report).
#[test]
fn modules_of_every_folder_form_no_circle() {
    let mut failures = Vec::new();
    for krate in ALL_CRATES {
        let tree_folders = folders(krate);
        for (path, folder) in &tree_folders {
            check_folder(&folder_name(krate, path), folder, &mut failures);
        }
    }
    assert!(failures.is_empty(), "modules import upward or in a circle:\n{}", failures.join("\n"));
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
    for krate in ["foundation", "domain", "ops"] {
        for dep in &manifests[krate] {
            // Operations stand beside the business rules: they know the foundation only.
            let beside = krate == "ops" && dep == "domain";
            if WEB_CRATES.contains(&dep.as_str()) || dep == "server" || beside {
                found.push(format!("{krate}/Cargo.toml depends on {dep}"));
            }
        }
        for (module, crates) in &graph(krate).web_crates {
            for (name, file) in crates {
                found.push(format!("{krate}: {module} uses {name} in {}", file.display()));
            }
        }
    }
    assert!(found.is_empty(), "web crates below the web crate:\n{}", found.join("\n"));
}

/// A crate of one file whose inline modules stand for files.
fn tree_of(text: &str) -> (Tree, syn::File) {
    let file = syn::parse_file(text).unwrap();
    let mut tree = Tree::default();
    let place = Place { dir: PathBuf::new(), file_dir: PathBuf::new() };
    tree.add_module(&file.items, Vec::new(), false, true, &place);
    (tree, file)
}

fn names_of(tree: &Tree, file: &syn::File, here: &[&str]) -> Names {
    let here = here.iter().map(|s| s.to_string()).collect();
    let mut c = Collector { tree, here, names: Names::default() };
    c.visit_file(file);
    c.names
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
        pub(in crate::theta) struct T;
        mod inner { use super::super::eta; use actix_web::web; }
    "#;
    let (tree, file) = tree_of(text);
    let names = names_of(&tree, &file, &["top"]);
    let got: BTreeSet<&str> = names.paths.iter().filter_map(|(_, to, _)| to.first().map(String::as_str)).collect();
    assert_eq!(got.into_iter().collect::<Vec<_>>(), ["alpha", "beta", "delta", "epsilon", "eta", "gamma", "zeta"]);
    assert!(names.crates.contains("actix_web"));
}

/// A path through re-exports (globs within globs) leads to the module that defines the
/// item, and counts as an import of the folder's own file, as an item the folder's file
/// defines does (but not for the folder's tests); siblings that import each other are a
/// circle.
#[test]
fn re_exports_lead_to_their_module_and_circles_are_found() {
    let text = r#"
        mod pages {
            pub use types::*;
            pub struct Defined;
            mod types { pub use page::*; mod page { pub struct Props; } }
            mod loader { use super::Props; use super::router::Outcome; }
            mod router { use super::loader; use super::Defined; }
            #[cfg(test)]
            mod tests { use super::Defined; }
        }
    "#;
    let (tree, _) = tree_of(text);
    let path = |p: &str| p.split("::").map(str::to_owned).collect::<Vec<_>>();
    let props = tree.locate(&path("pages::Props"));
    assert_eq!(props.module, path("pages::types::page"));
    assert!(props.through.contains(&(path("pages"), "Props".to_owned())));
    assert_eq!(upward(&tree, &path("pages::loader"), &props, false), [(path("pages"), "Props".to_owned())]);
    let defined = tree.locate(&path("pages::Defined"));
    assert_eq!((&defined.module, defined.item.as_deref()), (&path("pages"), Some("Defined")));
    assert_eq!(upward(&tree, &path("pages::router"), &defined, false), [(path("pages"), "Defined".to_owned())]);
    assert!(upward(&tree, &path("pages::tests"), &defined, false).is_empty());
    let mut edges = BTreeMap::new();
    for (from, to) in [("loader", "types"), ("loader", "router"), ("router", "loader")] {
        edges.entry(from.to_owned()).or_insert_with(BTreeMap::new).insert(to.to_owned(), PathBuf::new());
    }
    assert_eq!(circles(&edges), [vec!["loader".to_owned(), "router".to_owned()]]);
}
