//! The target policy, in one place: every technique for the sliders and `between` (`TECHNIQUES`) and
//! which of them each kind of target gets (`TARGETS`). The cfgs that select a technique's module in
//! src/lib.rs and the shared modules it uses, their check-cfg lines, the environment overrides and which
//! derived tables are generated all come from these two tables.
//!
//! A technique is named by its algorithm, and that name is the cfg value and its module in
//! src/rook/, src/bishop/ or src/queen/. Why each kind of target gets what it gets is in docs/design.md
//! ("One technique per piece and target"), with the whole-program figures it links.

/// A lookup chosen per target: the three sliding pieces, and `between`. Each has one technique per build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slider {
    /// `rook_attacks`.
    Rook,
    /// `bishop_attacks`.
    Bishop,
    /// `queen_attacks`.
    Queen,
    /// `between`, the squares between two aligned squares (src/attacks.rs).
    Between,
}

impl Slider {
    /// Every lookup chosen per target, in the order a [`Choice`] holds them.
    pub const ALL: [Slider; 4] = [Slider::Rook, Slider::Bishop, Slider::Queen, Slider::Between];

    /// The cfg whose value names the slider's technique, as src/lib.rs reads it.
    pub fn cfg(self) -> &'static str {
        match self {
            Slider::Rook => "rook_technique",
            Slider::Bishop => "bishop_technique",
            Slider::Queen => "queen_technique",
            Slider::Between => "between_technique",
        }
    }

    /// The environment variable that overrides the slider's technique: for measuring one technique on
    /// another target (tests/embedded/targets.sh does), not for production. An unknown value fails the build.
    pub fn override_variable(self) -> &'static str {
        match self {
            Slider::Rook => "CHESS_ATTACKS_ROOK",
            Slider::Bishop => "CHESS_ATTACKS_BISHOP",
            Slider::Queen => "CHESS_ATTACKS_QUEEN",
            Slider::Between => "CHESS_ATTACKS_BETWEEN",
        }
    }
}

/// One slider technique.
#[derive(Debug, PartialEq, Eq)]
pub struct Technique {
    /// The piece it answers.
    pub slider: Slider,
    /// The algorithm: the cfg value, the override value and the module in src/<slider>/.
    pub name: &'static str,
    /// Older override values that still select it, named by register width or code shape.
    pub aliases: &'static [&'static str],
    /// The derived tables (build/catalogue.rs) it reads itself.
    pub reads: &'static [&'static str],
    /// The modules of code it shares with other techniques (src/<module>.rs), compiled when it is chosen.
    pub uses: &'static [&'static str],
}

/// The modules of code that several techniques share, each compiled when a chosen technique uses it.
pub const SHARED_MODULES: [&str; 2] = ["lanes", "rank"];

/// Every slider technique there is.
pub const TECHNIQUES: &[Technique] = &[
    // One multiply gathers the file's inner squares into an index into a-file attacks; the rank's inner
    // squares index the first-rank table (src/rank.rs).
    Technique {
        slider: Slider::Rook,
        name: "kindergarten",
        aliases: &[],
        reads: &["A_FILE_ATTACKS", "RANK_ATTACKS"],
        uses: &["rank"],
    },
    // Hyperbola quintessence on the file, the first-rank table on the rank.
    Technique {
        slider: Slider::Rook,
        name: "hyperbola_quintessence",
        aliases: &["wide"],
        reads: &["DOUBLED_SQUARES", "DOUBLED_MIRRORED_SQUARES", "FILES", "RANK_ATTACKS", "RANK_A_SQUARES"],
        uses: &["rank"],
    },
    // The kindergarten rook on two 32-bit halves: no 64-bit shift anywhere.
    Technique {
        slider: Slider::Rook,
        name: "kindergarten_halves",
        aliases: &["narrow"],
        reads: &["RANK_ATTACKS", "FILE_ATTACKS"],
        uses: &[],
    },
    // One multiply per diagonal into the fill-up table.
    Technique {
        slider: Slider::Bishop,
        name: "kindergarten",
        aliases: &[],
        reads: &["FILL_UP_ATTACKS"],
        uses: &[],
    },
    // Both diagonals as lanes of hyperbola quintessence (src/lanes.rs).
    Technique {
        slider: Slider::Bishop,
        name: "hyperbola_quintessence",
        aliases: &["lanes"],
        reads: &["LINE_LANES"],
        uses: &["lanes"],
    },
    // Each diagonal folded into a byte by 32-bit multiplies, answered by the first-rank table.
    Technique {
        slider: Slider::Bishop,
        name: "kindergarten_halves",
        aliases: &["fold"],
        reads: &["RANK_ATTACKS", "DIAGONAL_HALVES"],
        uses: &[],
    },
    // The target's rook and bishop side by side: it reads what they read.
    Technique { slider: Slider::Queen, name: "rook_and_bishop", aliases: &["pair"], reads: &[], uses: &[] },
    // The file and both diagonals as lanes of hyperbola quintessence, the rank from the first-rank table.
    Technique {
        slider: Slider::Queen,
        name: "hyperbola_quintessence",
        aliases: &["lanes"],
        reads: &["LINE_LANES", "RANK_ATTACKS"],
        uses: &["lanes", "rank"],
    },
    // The eight public ray tables: a ray from one square meets the opposite ray from the other exactly
    // when the two are aligned, with no branch on the direction.
    Technique { slider: Slider::Between, name: "rays", aliases: &[], reads: &[], uses: &[] },
    // The public line table and two shifts: the line's squares whose index lies between the two squares'.
    Technique { slider: Slider::Between, name: "line", aliases: &[], reads: &[], uses: &[] },
];

/// One kind of target and the technique names it gets: rook, bishop, queen and `between`.
pub struct TargetKind {
    /// The kind, in words.
    pub kind: &'static str,
    /// Whether a target is of this kind, from its pointer width and architecture as cargo names them.
    pub matches: fn(pointer_width: &str, arch: &str) -> bool,
    /// The rook's, the bishop's, the queen's and `between`'s technique.
    pub techniques: [&'static str; 4],
}

/// Which techniques each kind of target gets; the first kind that matches applies.
pub const TARGETS: &[TargetKind] = &[
    // On x86-64 the whole programs ran faster on these sliders than on hyperbola quintessence, and the
    // perft example faster with `between` from the rays, where bytes are cheap.
    TargetKind {
        kind: "x86-64",
        matches: |_, arch| arch == "x86_64",
        techniques: ["kindergarten", "kindergarten", "rook_and_bishop", "rays"],
    },
    // wasm32 has no byte swap, so x86-64's sliders; its pointers are 32 bits wide, and the line and two
    // shifts take no more instructions than the rays and link 4,096 bytes less.
    TargetKind {
        kind: "wasm32",
        matches: |_, arch| arch == "wasm32",
        techniques: ["kindergarten", "kindergarten", "rook_and_bishop", "line"],
    },
    // A byte swap is one instruction: as few instructions per lookup as kindergarten, on fewer bytes.
    TargetKind {
        kind: "other 64-bit targets",
        matches: |pointer_width, _| pointer_width == "64",
        techniques: ["hyperbola_quintessence", "hyperbola_quintessence", "hyperbola_quintessence", "rays"],
    },
    // Neither a 64-bit shift nor a byte swap, which such cores spell with several instructions.
    TargetKind {
        kind: "32-bit and smaller cores",
        matches: |_, _| true,
        techniques: ["kindergarten_halves", "kindergarten_halves", "rook_and_bishop", "line"],
    },
];

/// The techniques of one build: the rook's, the bishop's, the queen's and `between`'s, in [`Slider::ALL`]'s
/// order.
pub type Choice = [&'static Technique; 4];

/// The technique of `slider` named `name` or one of its aliases.
pub fn technique(slider: Slider, name: &str) -> Option<&'static Technique> {
    TECHNIQUES.iter().find(|technique| {
        technique.slider == slider && (technique.name == name || technique.aliases.contains(&name))
    })
}

/// The techniques a target gets, from its pointer width and architecture as cargo names them.
pub fn for_target(pointer_width: &str, arch: &str) -> Choice {
    let target = TARGETS
        .iter()
        .find(|target| (target.matches)(pointer_width, arch))
        .expect("the last kind matches all");
    Slider::ALL.map(|slider| {
        let name = target.techniques[slider as usize];
        technique(slider, name).unwrap_or_else(|| panic!("{}: no {slider:?} technique {name:?}", target.kind))
    })
}

/// The target's techniques with the overrides applied: `variable` reads an environment variable, empty
/// when unset.
///
/// # Panics
///
/// If an override names no technique of its slider.
pub fn with_overrides(target: Choice, variable: impl Fn(&str) -> String) -> Choice {
    Slider::ALL.map(|slider| {
        let value = variable(slider.override_variable());
        if value.is_empty() {
            return target[slider as usize];
        }
        technique(slider, &value).unwrap_or_else(|| {
            panic!("{}={value:?}: expected one of {}", slider.override_variable(), names(slider).join(", "))
        })
    })
}

/// The names of `slider`'s techniques, quoted, aliases after the name they stand for.
fn names(slider: Slider) -> Vec<String> {
    TECHNIQUES
        .iter()
        .filter(|technique| technique.slider == slider)
        .flat_map(|technique| {
            let aliases = technique.aliases.iter().map(|alias| format!("{alias:?} (= {:?})", technique.name));
            std::iter::once(format!("{:?}", technique.name)).chain(aliases)
        })
        .collect()
}

/// Whether one of `choice` reads the derived table `table`.
pub fn reads(choice: Choice, table: &str) -> bool {
    choice.iter().any(|technique| technique.reads.contains(&table))
}

/// Whether one of `choice` uses the shared module `module`.
pub fn uses(choice: Choice, module: &str) -> bool {
    choice.iter().any(|technique| technique.uses.contains(&module))
}

/// The lines that tell cargo which cfg values exist and which ones this build has: each lookup's
/// technique, and `technique_module` for each shared module a chosen technique uses.
pub fn cfg_lines(choice: Choice) -> Vec<String> {
    let check = Slider::ALL.map(|slider| {
        let values: Vec<String> = TECHNIQUES
            .iter()
            .filter(|technique| technique.slider == slider)
            .map(|technique| format!("{:?}", technique.name))
            .collect();
        format!("cargo::rustc-check-cfg=cfg({}, values({}))", slider.cfg(), values.join(", "))
    });
    let modules: Vec<String> = SHARED_MODULES.iter().map(|module| format!("{module:?}")).collect();
    let check_modules =
        format!("cargo::rustc-check-cfg=cfg(technique_module, values({}))", modules.join(", "));
    let set = Slider::ALL
        .map(|slider| format!("cargo::rustc-cfg={}={:?}", slider.cfg(), choice[slider as usize].name));
    let used = SHARED_MODULES
        .iter()
        .filter(|module| uses(choice, module))
        .map(|module| format!("cargo::rustc-cfg=technique_module={module:?}"));
    check.into_iter().chain([check_modules]).chain(set).chain(used).collect()
}
