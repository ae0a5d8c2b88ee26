//! Every `§` reference in the sources, the README and the docs names a section of
//! docs/rules.md, so a newcomer can follow each one inside the repository.

use std::collections::BTreeSet;
use std::path::Path;

/// Section numbers of docs/rules.md headings: `## 4. Tamerlane…` gives "4", `### 4.2 …` "4.2".
fn sections() -> BTreeSet<String> {
    let text = std::fs::read_to_string("docs/rules.md").expect("docs/rules.md");
    text.lines()
        .filter(|l| l.starts_with('#'))
        .filter_map(|l| {
            let number: String = l
                .trim_start_matches('#')
                .trim_start()
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            let number = number.trim_end_matches('.').to_string();
            (!number.is_empty()).then_some(number)
        })
        .collect()
}

/// The section numbers cited as `§4.2` (or `§ 4.2`) in `text`. A `§` right after the name of
/// another document (`performance.md §2`) is that document's and not counted.
fn citations(text: &str) -> Vec<String> {
    let parts: Vec<&str> = text.split('§').collect();
    parts
        .windows(2)
        .filter(|w| {
            let before = w[0].trim_end();
            !before.ends_with(".md") || before.ends_with("rules.md")
        })
        .map(|w| w[1])
        .filter_map(|rest| {
            let number: String = rest
                .trim_start_matches(' ')
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            let number = number.trim_end_matches('.').to_string();
            (!number.is_empty()).then_some(number)
        })
        .collect()
}

fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable dir") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            files(&path, out);
        } else if path
            .extension()
            .is_some_and(|e| e == "rs" || e == "md" || e == "perft")
        {
            out.push(path);
        }
    }
}

#[test]
fn the_rules_doc_has_the_numbered_sections() {
    let s = sections();
    for want in [
        "1", "1.1", "2", "2.1", "2.2", "2.3", "3", "3.1", "3.5", "4", "4.1", "4.2", "4.6", "5",
        "6", "6.1", "6.2", "6.3", "7", "8",
    ] {
        assert!(s.contains(want), "docs/rules.md lacks section {want}");
    }
    assert_eq!(citations("see §4.2 and § 6.1, §5."), ["4.2", "6.1", "5"]);
    assert_eq!(citations("docs/rules.md §4.4, notes.md §9"), ["4.4"]);
}

#[test]
fn every_section_cited_in_the_repository_exists() {
    let s = sections();
    let mut paths = vec!["README.md".into(), "docs/rules.md".into()];
    for dir in ["src", "tests", "benches", "crates"] {
        if Path::new(dir).exists() {
            files(Path::new(dir), &mut paths);
        }
    }
    let mut missing = Vec::new();
    let mut cited = 0;
    for path in &paths {
        let text = std::fs::read_to_string(path).expect("readable");
        for c in citations(&text) {
            cited += 1;
            if !s.contains(&c) {
                missing.push(format!("{}: §{c}", path.display()));
            }
        }
    }
    assert!(
        cited > 100,
        "only {cited} citations found; is the scan broken?"
    );
    assert!(
        missing.is_empty(),
        "sections missing from docs/rules.md: {missing:?}"
    );
}
