//! The tuner's command line: wrong arguments are answered with its usage and a failing exit status.

use std::process::Command;

#[test]
fn too_few_arguments_get_the_usage_and_exit_status_2() {
    let output = Command::new(env!("CARGO_BIN_EXE_chess-attacks-tune")).arg("data.txt").output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(message.starts_with("usage: chess-attacks-tune DATA OUTPUT [FEATURE...]"), "{message}");
}

#[test]
fn an_unknown_feature_is_named_and_fails() {
    let output = Command::new(env!("CARGO_BIN_EXE_chess-attacks-tune"))
        .args(["data.txt", "weights.rs", "Tmpo"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(message.starts_with("\"Tmpo\" is not a feature"), "{message}");
}
