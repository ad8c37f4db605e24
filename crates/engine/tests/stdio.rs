//! The desktop shell on a process's real standard streams, as a GUI meets it: this test program starts
//! itself again as the engine (the variable `ENGINE` names what the child reads), writes commands to its
//! standard input and reads its standard output and error. `uci_loop` and `serve` write to the process's
//! own streams, which only another process can read.
//!
//! Run: `cargo test -p chess-attacks-engine --features std --test stdio`.

use std::io::{ErrorKind, Read, Write};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use chess_attacks_engine::desktop::{serve, uci_loop};
use chess_attacks_engine::uci::Identity;
use chess_attacks_engine::{Engine, Entry};
use chess_attacks_movegen::Root;

/// The variable that makes this program the engine, and what the engine reads.
const ENGINE: &str = "CHESS_ATTACKS_STDIO_ENGINE";

/// An input that fails: `Interrupted` once, then gives `then`, then ends; or breaks (`ErrorKind::Other`) for
/// ever.
struct Failing {
    interrupted_once: bool,
    then: &'static [u8],
    broken: bool,
}

impl Read for Failing {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        if self.interrupted_once {
            self.interrupted_once = false;
            return Err(std::io::Error::from(ErrorKind::Interrupted));
        }
        if self.broken {
            return Err(std::io::Error::other("the cable is out"));
        }
        let len = self.then.len().min(buffer.len());
        buffer[..len].copy_from_slice(&self.then[..len]);
        self.then = &self.then[len..];
        Ok(len)
    }
}

/// The engine's side: what the child process runs.
fn engine(input: &str) {
    let identity = Identity { name: "stdio test", default_hash_mib: 1, max_hash_mib: 1 };
    let mut engine = Engine::new([Entry::EMPTY; 1024]);
    match input {
        "stdin" => uci_loop::<Root>(std::io::stdin()),
        // A signal arrives during the first read, which is to be read again: the commands still arrive.
        "interrupted" => {
            let input = Failing { interrupted_once: true, then: b"isready\nquit\n", broken: false };
            serve(Root, identity, &mut engine, input);
        }
        // The input breaks for good: said once on standard error, and the session ends as at its end.
        "broken" => {
            serve(Root, identity, &mut engine, Failing { interrupted_once: false, then: b"", broken: true })
        }
        other => panic!("no input named {other:?}"),
    }
}

/// Runs this test (`test`) again as the engine reading `input`, writes `commands` to its standard input and
/// leaves it open, and returns what it wrote on standard output and error once it exits by itself.
fn run_engine(test: &str, input: &str, commands: &str) -> (String, String) {
    let mut child = Command::new(std::env::current_exe().expect("the test program's path"))
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(ENGINE, input)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the test program starts again");
    let mut stdin = child.stdin.take().expect("a pipe");
    stdin.write_all(commands.as_bytes()).expect("the engine reads its input");
    let (mut stdout, mut stderr) =
        (child.stdout.take().expect("a pipe"), child.stderr.take().expect("a pipe"));
    let out = thread::spawn(move || {
        let mut text = String::new();
        stdout.read_to_string(&mut text).map(|_| text)
    });
    let err = thread::spawn(move || {
        let mut text = String::new();
        stderr.read_to_string(&mut text).map(|_| text)
    });
    let deadline = Instant::now() + Duration::from_secs(30);
    while child.try_wait().expect("the engine's status").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the engine reading {input:?} did not exit within 30 seconds");
        }
        thread::sleep(Duration::from_millis(20));
    }
    drop(stdin);
    let out = out.join().expect("the reader of standard output").expect("text");
    let err = err.join().expect("the reader of standard error").expect("text");
    (out, err)
}

#[test]
fn uci_loop_answers_standard_input_on_standard_output_and_exits_at_quit() {
    if let Ok(input) = std::env::var(ENGINE) {
        return engine(&input);
    }
    let test = "uci_loop_answers_standard_input_on_standard_output_and_exits_at_quit";
    let (out, err) = run_engine(test, "stdin", "uci\nisready\ngo depth 2\nbogus\nquit\n");
    for answer in ["uciok\n", "readyok\n", "bestmove "] {
        assert!(out.contains(answer), "no {answer:?} in {out:?}");
    }
    assert!(err.contains("error: ") && err.contains("bogus"), "{err:?}");
}

#[test]
fn serve_reads_again_after_an_interruption_and_ends_when_its_input_breaks() {
    if let Ok(input) = std::env::var(ENGINE) {
        return engine(&input);
    }
    let test = "serve_reads_again_after_an_interruption_and_ends_when_its_input_breaks";
    let (out, err) = run_engine(test, "interrupted", "");
    assert!(out.contains("readyok\n"), "{out:?}");
    assert!(!err.contains("error"), "{err:?}");
    let (out, err) = run_engine(test, "broken", "");
    assert!(err.contains("error: reading standard input: the cable is out\n"), "{err:?}");
    assert_eq!(err.matches("error").count(), 1, "{err:?}");
    assert!(!out.contains("readyok"), "{out:?}");
}
