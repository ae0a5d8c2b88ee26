//! Local mode's players are named after their sides (two at one keyboard: `White`, `Black`
//! in the session's language) or "you" (against the computer): the announcements name them
//! so grammatically in each language, and do not repeat "White: White, Black: Black".
//! Found by a user trying local mode in 8 languages.

/// What local mode printed, without the boards and the pictures' paths.
fn said(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| {
            !l.is_empty()
                && !l.starts_with(|c: char| c == ' ' || c.is_ascii_digit())
                && !l.contains("pics/")
        })
        .collect()
}

/// Two moves, the board on request and White's resignation, in `lang` (`yes` the word for yes).
fn two_players(lang: &str, yes: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let input = format!("e3-e4\ne8-e7\nboard\nresign\n{yes}\nquit\n");
    let out = crate::support::cli::local_ok(dir.path(), &["--lang", lang], input.as_bytes());
    said(&out).into_iter().map(str::to_string).collect()
}

#[test]
fn two_players_named_after_their_sides_in_english() {
    assert_eq!(
        two_players("en", "yes"),
        [
            "The game begins: Tamerlane (default rules).",
            "White, your move.",
            "Type 'help' for commands.",
            "White played 1. e3-e4.",
            "Black, your move.",
            "Black played 1... e8-e7.",
            "White, your move.",
            "Tamerlane (default rules): White vs Black. Last move: e8-e7. Move 2, White to move.",
            "Do you really want to resign as White? This cannot be undone. Type 'yes' to resign; anything else goes on with the game.",
            "Game over: White resigned; Black wins (0-1).",
            "Game saved. Run `timur local` again to continue.",
        ]
    );
}

#[test]
fn two_players_named_after_their_sides_in_russian() {
    assert_eq!(
        two_players("ru", "да"),
        [
            "Партия начинается: Тамерлан (стандартные правила).",
            "Белые, ваш ход.",
            "Введите 'help', чтобы увидеть команды.",
            "Белые сделали ход 1. e3-e4.",
            "Чёрные, ваш ход.",
            "Чёрные сделали ход 1... e8-e7.",
            "Белые, ваш ход.",
            "Тамерлан (стандартные правила): Белые против чёрных. Последний ход: e8-e7. Ход 2, ходят белые.",
            "Вы действительно сдаётесь за белых? Это нельзя отменить. Введите 'да', чтобы сдаться; любой другой ввод продолжает партию.",
            "Партия окончена: Белые сдались; чёрные победили (0-1).",
            "Партия сохранена. Снова запустите `timur local`, чтобы продолжить.",
        ]
    );
}

#[test]
fn two_players_named_after_their_sides_in_french() {
    assert_eq!(
        two_players("fr", "oui"),
        [
            "La partie commence : Tamerlan (règles par défaut).",
            "Aux Blancs de jouer.",
            "Tapez 'help' pour les commandes.",
            "Les Blancs ont joué 1. e3-e4.",
            "Aux Noirs de jouer.",
            "Les Noirs ont joué 1... e8-e7.",
            "Aux Blancs de jouer.",
            "Tamerlan (règles par défaut) : Blancs contre Noirs. Dernier coup : e8-e7. Coup 2, trait aux Blancs.",
            "Voulez-vous vraiment abandonner avec les Blancs ? C'est irréversible. Tapez 'oui' pour abandonner ; toute autre réponse poursuit la partie.",
            "Partie terminée : Les Blancs abandonnent ; les Noirs gagnent (0-1).",
            "Partie enregistrée. Relancez `timur local` pour continuer.",
        ]
    );
}

#[test]
fn the_sides_sentences_agree_in_spanish_and_chinese() {
    let es = two_players("es", "sí");
    for want in [
        "Las blancas jugaron 1. e3-e4.",
        "Mueven las negras.",
        "Partida terminada: Las blancas abandonaron; ganan las negras (0-1).",
    ] {
        assert!(es.iter().any(|l| l == want), "{want}: {es:?}");
    }
    let zh = two_players("zh-CN", "是");
    assert_eq!(zh[0], "对局开始：帖木儿象棋（默认规则）。");
    assert!(zh.iter().any(|l| l == "白方走了 1. e3-e4。"), "{zh:?}");
}

/// One move against the computer at level 1, the board on request and a resignation, in
/// `lang`: the lines that do not depend on the computer's reply.
fn against_computer(lang: &str, yes: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let input = format!("e3-e4\nresign\n{yes}\nquit\n");
    let out = crate::support::cli::local_ok(
        dir.path(),
        &["--lang", lang, "--against", "computer:1"],
        input.as_bytes(),
    );
    said(&out).into_iter().map(str::to_string).collect()
}

#[test]
fn against_the_computer_you_are_addressed_in_english() {
    let l = against_computer("en", "yes");
    assert_eq!(
        l[..4],
        [
            "Timur (computer, level 1) accepted your challenge: the game of Tamerlane (default rules) begins. White: You, Black: Timur (computer, level 1).",
            "Your move.",
            "Type 'help' for commands.",
            "You played 1. e3-e4.",
        ]
    );
    // The computer's reply follows; no one is told it is the computer's move.
    assert!(
        l[4].starts_with("Timur (computer, level 1) (Black) played 1... "),
        "{l:?}"
    );
    assert_eq!(l[5], "Your move.");
    assert!(!l.iter().any(|x| x.contains("(Black), your move")), "{l:?}");
    assert!(
        l.contains(&"Game over: You resigned; Timur (computer, level 1) wins (0-1).".to_string()),
        "{l:?}"
    );
}

#[test]
fn against_the_computer_you_are_addressed_in_russian() {
    let l = against_computer("ru", "да");
    assert_eq!(
        l[..4],
        [
            "Timur (компьютер, уровень 1) принимает ваш вызов: партия Тамерлан (стандартные правила) начинается. Белые: Вы, чёрные: Timur (компьютер, уровень 1).",
            "Ваш ход.",
            "Введите 'help', чтобы увидеть команды.",
            "Вы сделали ход 1. e3-e4.",
        ]
    );
    assert_eq!(l[5], "Ваш ход.");
    assert!(!l.iter().any(|x| x.contains("(чёрные), ваш ход")), "{l:?}");
    assert!(
        l.contains(
            &"Партия окончена: Вы сдались; побеждает Timur (компьютер, уровень 1) (0-1)."
                .to_string()
        ),
        "{l:?}"
    );
}
