//! `timur local` in the user's language: `--lang`, else `LC_ALL`, else `LANG`, else English.
//! The lines asserted here are local mode's own (locales/*/local.ftl); the announcements
//! come from the game layer's catalog.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `timur local` in `dir` with `args`, the environment variables `env` (the locale ones
/// cleared first) and the whole of `input`; its standard output and error.
fn local(
    dir: &std::path::Path,
    args: &[&str],
    env: &[(&str, &str)],
    input: &[u8],
) -> (bool, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_timur"));
    cmd.args(["local", "--db", "g.db", "--boards", "pics"])
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env_remove("LC_ALL")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn lines(out: &str) -> Vec<&str> {
    out.lines().collect()
}

#[test]
fn a_game_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, err) = local(
        dir.path(),
        &["--lang", "ru"],
        &[],
        b"e3-e4\nresign\nno\nexport html\nexport doc\npremove remove x\nquit\n",
    );
    assert!(ok, "{err}");
    let l = lines(&out);
    assert!(l.contains(&"Картинка: pics/default-g1-000.png"), "{out}");
    assert!(
        l.contains(&"Введите 'help', чтобы увидеть команды."),
        "{out}"
    );
    // The first move's board, then the question for Black, who is to move.
    assert!(l.contains(&"Картинка: pics/default-g1-001.png"), "{out}");
    assert!(
        l.contains(&"Вы действительно сдаётесь за чёрных? Это нельзя отменить. Введите 'да', чтобы сдаться; любой другой ввод продолжает партию."),
        "{out}"
    );
    assert!(l.contains(&"Вы не сдались; партия продолжается."), "{out}");
    assert!(l.contains(&"Экспортировано: pics/default-g1.html"), "{out}");
    assert!(
        l.contains(&"Неизвестный формат экспорта 'doc': используйте gif, html или pgn."),
        "{out}"
    );
    assert_eq!(
        l.last(),
        Some(&"Партия сохранена. Снова запустите `timur local`, чтобы продолжить.")
    );
    // The players of a game started in Russian are named in Russian, and the game's own
    // announcements (composed by the delivery worker) are Russian too.
    assert!(out.contains("Белые"), "{out}");
    assert!(out.contains("Партия начинается: Тамерлан"), "{out}");
    assert!(out.contains(", ваш ход."), "{out}");
    assert!(!out.contains("your move"), "{out}");
    assert!(!out.contains("Picture:"), "{out}");

    // Resumed (now from LANG), Black resigns with the Russian "да"; afterwards the game is over.
    let (ok, out, err) = local(
        dir.path(),
        &[],
        &[("LANG", "ru_RU.UTF-8")],
        b"resign\n\xd0\xb4\xd0\xb0\nmoves\nhelp\nquit\n",
    );
    assert!(ok, "{err}");
    let l = lines(&out);
    assert_eq!(l[0], "Продолжаем партию 'default' (Тамерлан).", "{out}");
    assert!(
        l.contains(
            &"Эта партия окончена (1-0). Введите 'new', чтобы начать другую, напр. new herat."
        ),
        "{out}"
    );
    assert!(l.contains(&"Команды:"), "{out}");
    assert!(
        l.contains(&"  quit          выйти (партия сохранена; снова запустите `timur local`, чтобы продолжить)"),
        "{out}"
    );
}

#[test]
fn the_flag_wins_over_lc_all_which_wins_over_lang() {
    let dir = tempfile::tempdir().unwrap();
    let last = |args: &[&str], env: &[(&str, &str)]| {
        let (ok, out, err) = local(dir.path(), args, env, b"quit\n");
        assert!(ok, "{err}");
        out.lines().last().unwrap().to_string()
    };
    let fr = "Partie enregistrée. Relancez `timur local` pour continuer.";
    let de = "Partie gespeichert. `timur local` erneut starten, um fortzusetzen.";
    let en = "Game saved. Run `timur local` again to continue.";
    assert_eq!(last(&[], &[("LANG", "fr_FR.UTF-8")]), fr);
    assert_eq!(
        last(&[], &[("LANG", "fr_FR.UTF-8"), ("LC_ALL", "de_DE.UTF-8")]),
        de
    );
    assert_eq!(
        last(&["--lang", "zh-TW"], &[("LC_ALL", "de_DE.UTF-8")]),
        "對局已儲存。再次執行 `timur local` 即可繼續。"
    );
    // A locale without a catalog (C, Japanese) looks further, then falls back to English.
    assert_eq!(last(&[], &[("LC_ALL", "C"), ("LANG", "de_AT.UTF-8")]), de);
    assert_eq!(last(&[], &[("LANG", "ja_JP.UTF-8")]), en);
    assert_eq!(last(&[], &[]), en);
}

#[test]
fn an_unknown_language_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, _, err) = local(dir.path(), &["--lang", "xx"], &[], b"quit\n");
    assert!(!ok);
    assert!(
        err.contains(
            "Unknown language 'xx': use one of en-US, zh-CN, zh-TW, ru, tr, fr, de, es-ES"
        ),
        "{err}"
    );
}

/// Found by a user of `timur local --lang ru`: the list of conditional moves was English.
#[test]
fn premove_lists_are_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, err) = local(
        dir.path(),
        &["--lang", "ru"],
        &[],
        b"premove list\npremove e3-e4 e8-e7\npremove list\nquit\n",
    );
    assert!(ok, "{err}");
    assert!(
        out.contains("\nУ вас нет сохранённых условных ходов в этой партии.\n"),
        "{out}"
    );
    assert_eq!(
        out.matches(
            "Ваши условные ходы в этой партии (1 из 16; видите только вы):\nЦепочка 1: 1. e3-e4 e8-e7\n"
        )
        .count(),
        2,
        "{out}"
    );
    assert!(!out.contains("conditional moves"), "{out}");
    let (ok, out, err) = local(dir.path(), &["--lang", "fr"], &[], b"premove list\nquit\n");
    assert!(ok, "{err}");
    assert!(
        out.contains("\nVos coups conditionnels dans cette partie (1 sur 16 ; vous seul les voyez) :\nLigne 1 : 1. e3-e4 e8-e7\n"),
        "{out}"
    );
}

/// `timur local` with `DATABASE_URL` naming `db` in `dir`, in language `lang`: (success,
/// stdout, stderr).
fn local_on(dir: &std::path::Path, db: &str, lang: &str) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_timur"))
        .args(["local", "--boards", "pics", "--lang", lang])
        .current_dir(dir)
        .env("DATABASE_URL", db)
        .env_remove("LC_ALL")
        .env_remove("LANG")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Found by a user of `timur local --lang fr`: a database that cannot be opened was refused
/// in English, in SQLite's words, because the refusal came before the language was chosen.
/// The player's sentence comes first; SQLite's cause follows for whoever runs the program.
#[test]
fn a_database_that_cannot_be_opened_is_refused_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("no-such-folder").join("g.db");
    let db = db.to_str().unwrap();
    let (ok, out, err) = local_on(dir.path(), db, "fr");
    assert!(!ok);
    assert_eq!(out, "");
    assert_eq!(
        err,
        format!(
            "La base de parties {db} ne peut être ni ouverte ni écrite, le mode local ne peut donc pas démarrer. Indiquez avec --db (ou DATABASE_URL) un fichier dans un dossier où vous pouvez écrire.\n\
             database failure: the database {db} cannot be written: unable to open database file\n"
        )
    );
    let (ok, _, err) = local_on(dir.path(), db, "en");
    assert!(!ok);
    assert_eq!(
        err.lines().next(),
        Some(format!("The game database {db} cannot be opened or written, so local mode cannot start. Give a file in a folder you can write to with --db (or DATABASE_URL).").as_str())
    );
    // A file that is not a database, in German.
    std::fs::write(dir.path().join("notes.txt"), "meine Notizen\n").unwrap();
    let (ok, _, err) = local_on(dir.path(), "notes.txt", "de");
    assert!(!ok);
    assert_eq!(
        err.lines().next(),
        Some("notes.txt ist keine Timur-Partiedatenbank, daher kann der lokale Modus nicht starten. Gib mit --db (oder DATABASE_URL) den Pfad einer Timur-Datenbank oder einen neuen Dateinamen an.")
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.txt")).unwrap(),
        "meine Notizen\n"
    );
}

/// Local mode names its players after their sides, in the language the game starts in; the
/// announcements said each side twice ("白方（白方）", "White (White)"), and a game resumed in
/// another language mixed the two ("Белые (White)"). Each player is named once, by the side's
/// name in the reader's language.
#[test]
fn players_named_after_their_sides_are_named_once_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, err) = local(dir.path(), &["--lang", "zh-CN"], &[], b"e3-e4\nquit\n");
    assert!(ok, "{err}");
    assert!(
        out.contains("\n白方走了 1. e3-e4。\n黑方，轮到你走棋。\n"),
        "{out}"
    );
    assert!(
        !out.contains("（白方）") && !out.contains("（黑方）"),
        "{out}"
    );
    let (ok, out, err) = local(dir.path(), &["--lang", "en"], &[], b"board\nquit\n");
    assert!(ok, "{err}");
    assert!(
        out.contains("Last move: e3-e4. Move 1, Black to move.\n"),
        "{out}"
    );
    assert!(!out.contains("黑方"), "{out}");
}

/// Found with the reports above: a variant or rule option local mode does not know (by flag
/// or by `new`) was refused in English whatever the language.
#[test]
fn an_unknown_variant_or_option_is_refused_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let variants = timur::rules::variant_list();
    let (ok, _, err) = local(
        dir.path(),
        &["--lang", "ru", "--variant", "chess"],
        &[],
        b"",
    );
    assert!(!ok);
    assert_eq!(
        err,
        format!("Неизвестный вариант 'chess': используйте один из {variants}\n")
    );
    let (ok, _, err) = local(
        dir.path(),
        &["--lang", "ru", "--option", "giraffe-min=9"],
        &[],
        b"",
    );
    assert!(!ok);
    assert!(
        err.starts_with(
            "«9» — недопустимое значение для giraffe-min. Допустимые опции для tamerlane: "
        ),
        "{err}"
    );
    let (ok, out, err) = local(
        dir.path(),
        &["--lang", "fr"],
        &[],
        b"resign\nyes\nnew chess\nquit\n",
    );
    assert!(ok, "{err}");
    assert!(
        out.contains(&format!(
            "\nVariante inconnue 'chess' : utilisez l'une de {variants}\n"
        )),
        "{out}"
    );
}

/// Found by a fresh user: the variant was named in English ("Reprise de la partie 'default'
/// (Tamerlane)", "(Herat)") when a game resumed or could not become another.
#[test]
fn a_resumed_game_names_its_variant_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, _, err) = local(dir.path(), &["--lang", "fr"], &[], b"e3-e4\nquit\n");
    assert!(ok, "{err}");
    let (ok, out, err) = local(dir.path(), &["--lang", "fr"], &[], b"quit\n");
    assert!(ok, "{err}");
    assert_eq!(lines(&out)[0], "Reprise de la partie 'default' (Tamerlan).");
    let (ok, _, err) = local(
        dir.path(),
        &["--lang", "ru", "--variant", "herat"],
        &[],
        b"quit\n",
    );
    assert!(!ok);
    assert_eq!(
        err,
        "Партия 'default' (Тамерлан, два игрока за одной клавиатурой, сыграно: 1 полуход) ещё идёт, поэтому она не может стать партией в Герат. Продолжите её без --variant, сдайте её или начните другую партию с --game ИМЯ.\n"
    );
}

/// Found by a fresh user: `premove remove` without a number was read as a line of moves
/// ("Move 1 of the line (your opponent's move): I could not read 'remove' as a move.").
#[test]
fn premove_remove_without_a_number_asks_for_one() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, err) = local(
        dir.path(),
        &["--lang", "fr"],
        &[],
        b"e3-e4\npremove remove\npremove remove 1 2\nquit\n",
    );
    assert!(ok, "{err}");
    let asked = "Indiquez le numéro de la ligne à retirer : premove remove <n> (premove list affiche les numéros).";
    assert_eq!(
        lines(&out).iter().filter(|l| l.ends_with(asked)).count(),
        2,
        "{out}"
    );
}

/// Found by a fresh user: a line that starts with the owner's own move was refused with "the
/// pawn of elephants on d3 is not yours", said to that pawn's owner.
#[test]
fn a_line_that_starts_with_your_own_move_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, err) = local(
        dir.path(),
        &["--lang", "fr"],
        &[],
        b"e3-e4\npremove d3-d4 k8-k7\nquit\n",
    );
    assert!(ok, "{err}");
    let said = "Le coup 1 de la ligne, d3-d4, déplace une de vos propres pièces : une ligne commence par le coup de votre adversaire, suivi de votre réponse.";
    assert!(lines(&out).iter().any(|l| l.ends_with(said)), "{out}");
    assert!(!out.contains("n’est pas à vous"), "{out}");
}

/// Found by a fresh user: Chinese sentences were joined with a space after 。
/// ("上一步：e3-e4。 第 1 回合"); Chinese puts none.
#[test]
fn chinese_sentences_are_joined_without_a_space() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, err) = local(
        dir.path(),
        &["--lang", "zh-CN"],
        &[],
        b"e3-e4\nboard\nquit\n",
    );
    assert!(ok, "{err}");
    assert!(
        lines(&out).contains(
            &"帖木儿象棋（默认规则）：白方 对 黑方。上一步：e3-e4。第 1 回合，轮到黑方走棋。"
        ),
        "{out}"
    );
    assert!(!out.contains("。 "), "{out}");
}
