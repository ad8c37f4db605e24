//! build.rs's target policy (build/targets.rs, the one table of slider techniques): which techniques each
//! kind of target gets, the override values it accepts, and the cfg lines it gives cargo. The generated
//! tables themselves are checked against the reference by the crate's unit tests and tests/tables.rs.

#[path = "../build/targets.rs"]
mod targets;

use targets::{Choice, Slider, for_target, with_overrides};

/// The rook's, bishop's, queen's and `between`'s technique names in a choice.
fn names(choice: Choice) -> [&'static str; 4] {
    choice.map(|technique| technique.name)
}

#[test]
fn each_kind_of_target_gets_its_slider_techniques() {
    let kindergarten = ["kindergarten", "kindergarten", "rook_and_bishop", "rays"];
    let kindergarten_line = ["kindergarten", "kindergarten", "rook_and_bishop", "line"];
    let hyperbola = ["hyperbola_quintessence", "hyperbola_quintessence", "hyperbola_quintessence", "rays"];
    let halves = ["kindergarten_halves", "kindergarten_halves", "rook_and_bishop", "line"];
    let cases = [
        (("64", "x86_64"), kindergarten),
        (("32", "wasm32"), kindergarten_line),
        (("64", "aarch64"), hyperbola),
        (("64", "riscv64"), hyperbola),
        (("32", "arm"), halves),
        (("32", "riscv32"), halves),
        (("16", "msp430"), halves),
    ];
    for ((width, arch), expected) in cases {
        assert_eq!(names(for_target(width, arch)), expected, "{arch}");
    }
}

#[test]
fn each_technique_answers_its_own_slider() {
    for (width, arch) in [("64", "x86_64"), ("64", "aarch64"), ("32", "arm")] {
        let choice = for_target(width, arch);
        assert_eq!(choice.map(|technique| technique.slider), Slider::ALL, "{arch}");
    }
}

/// The overrides by the algorithm's name and by the older names, which tests/embedded/targets.sh and
/// benches/README.md's commands still use.
#[test]
fn overrides_accept_the_algorithm_names_and_the_older_ones() {
    let target = for_target("64", "x86_64");
    let cases = [
        ("CHESS_ATTACKS_ROOK", "wide", 0, "hyperbola_quintessence"),
        ("CHESS_ATTACKS_ROOK", "narrow", 0, "kindergarten_halves"),
        ("CHESS_ATTACKS_ROOK", "hyperbola_quintessence", 0, "hyperbola_quintessence"),
        ("CHESS_ATTACKS_BISHOP", "lanes", 1, "hyperbola_quintessence"),
        ("CHESS_ATTACKS_BISHOP", "fold", 1, "kindergarten_halves"),
        ("CHESS_ATTACKS_BISHOP", "kindergarten_halves", 1, "kindergarten_halves"),
        ("CHESS_ATTACKS_QUEEN", "pair", 2, "rook_and_bishop"),
        ("CHESS_ATTACKS_QUEEN", "lanes", 2, "hyperbola_quintessence"),
        ("CHESS_ATTACKS_BETWEEN", "line", 3, "line"),
    ];
    for (variable, value, slider, expected) in cases {
        let choice =
            with_overrides(target, |name| if name == variable { value.into() } else { String::new() });
        assert_eq!(choice[slider].name, expected, "{variable}={value}");
        // The others keep the target's.
        for other in (0..4).filter(|&other| other != slider) {
            assert_eq!(choice[other], target[other], "{variable}={value}");
        }
    }
    assert_eq!(with_overrides(target, |_| String::new()), target, "no override, the target's choice");
}

#[test]
#[should_panic(expected = "CHESS_ATTACKS_QUEEN=\"fold\": expected one of")]
fn an_unknown_override_fails_the_build() {
    let target = for_target("64", "aarch64");
    with_overrides(target, |name| if name == "CHESS_ATTACKS_QUEEN" { "fold".into() } else { String::new() });
}

#[test]
fn the_cfg_lines_declare_every_technique_and_set_the_chosen_ones() {
    let lines = targets::cfg_lines(for_target("32", "arm"));
    let expected = [
        r#"cargo::rustc-check-cfg=cfg(rook_technique, values("kindergarten", "hyperbola_quintessence", "kindergarten_halves"))"#,
        r#"cargo::rustc-check-cfg=cfg(bishop_technique, values("kindergarten", "hyperbola_quintessence", "kindergarten_halves"))"#,
        r#"cargo::rustc-check-cfg=cfg(queen_technique, values("rook_and_bishop", "hyperbola_quintessence"))"#,
        r#"cargo::rustc-check-cfg=cfg(between_technique, values("rays", "line"))"#,
        r#"cargo::rustc-check-cfg=cfg(technique_module, values("lanes", "rank"))"#,
        r#"cargo::rustc-cfg=rook_technique="kindergarten_halves""#,
        r#"cargo::rustc-cfg=bishop_technique="kindergarten_halves""#,
        r#"cargo::rustc-cfg=queen_technique="rook_and_bishop""#,
        r#"cargo::rustc-cfg=between_technique="line""#,
    ];
    assert_eq!(lines, expected, "the halves share no module's code");
}

/// The shared modules a build compiles are those its chosen techniques use: the first-rank code for the
/// kindergarten and hyperbola quintessence rooks, the lanes for the hyperbola quintessence bishop and queen.
#[test]
fn the_shared_modules_follow_the_techniques() {
    let modules = |width, arch| {
        targets::cfg_lines(for_target(width, arch))
            .into_iter()
            .filter_map(|line| line.strip_prefix("cargo::rustc-cfg=technique_module=").map(str::to_string))
            .collect::<Vec<_>>()
    };
    assert_eq!(modules("64", "x86_64"), [r#""rank""#]);
    assert_eq!(modules("64", "aarch64"), [r#""lanes""#, r#""rank""#]);
    assert_eq!(modules("32", "arm"), Vec::<String>::new());
}

/// Every rook reads the first-rank table, so it is generated on every target; the lanes only where a
/// hyperbola quintessence bishop or queen runs.
#[test]
fn the_tables_read_follow_the_techniques() {
    for (width, arch) in [("64", "x86_64"), ("64", "aarch64"), ("32", "arm")] {
        assert!(targets::reads(for_target(width, arch), "RANK_ATTACKS"), "{arch}");
    }
    assert!(targets::reads(for_target("64", "aarch64"), "LINE_LANES"));
    assert!(!targets::reads(for_target("64", "x86_64"), "LINE_LANES"));
    assert!(!targets::reads(for_target("32", "arm"), "LINE_LANES"));
}
