//! Databases for the tests: SQLite in a temporary folder, and PostgreSQL — a real
//! server from Debian's package (`pg_config --bindir`), started once per test binary
//! in a temporary folder on a free 127.0.0.1 port, each test in a database of its
//! own, and stopped (its folder removed) when the test binary exits. Where no
//! PostgreSQL is installed, the PostgreSQL half is skipped with a loud message.
//!
//! `both!(test_a, test_b)` runs each `async fn test_a(db: TestDb)` once on each.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A fresh, empty database for one test.
pub struct TestDb {
    pub url: String,
    pub backend: Backend,
    _dir: Option<tempfile::TempDir>,
}

/// A new database on `backend`; `None` when PostgreSQL is not installed (said once,
/// loudly).
pub async fn fresh(backend: Backend) -> Option<TestDb> {
    match backend {
        Backend::Sqlite => {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite://{}", dir.path().join("test.db").display());
            Some(TestDb {
                url,
                backend,
                _dir: Some(dir),
            })
        }
        Backend::Postgres => {
            let server = postgres_server()?;
            let url = server.new_database().await;
            Some(TestDb {
                url,
                backend,
                _dir: None,
            })
        }
    }
}

/// Run tests written as `async fn name(db: TestDb)` once on SQLite and once on
/// PostgreSQL: `both!(name, …)` makes `sqlite::name` and `postgres::name`.
#[macro_export]
macro_rules! both {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    let db = super::support_db::fresh(super::support_db::Backend::Sqlite)
                        .await
                        .unwrap();
                    super::$name(db).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    match super::support_db::fresh(super::support_db::Backend::Postgres).await {
                        Some(db) => super::$name(db).await,
                        None => eprintln!("SKIPPED on PostgreSQL (not installed): {}", stringify!($name)),
                    }
                }
            )*
        }
    };
}

/// A PostgreSQL server for this test binary.
pub struct PgServer {
    pub port: u16,
}

static SERVER: OnceLock<Option<PgServer>> = OnceLock::new();
static DATABASES: AtomicU32 = AtomicU32::new(0);

/// The server, started on first use; `None` when PostgreSQL is not installed.
pub fn postgres_server() -> Option<&'static PgServer> {
    SERVER
        .get_or_init(|| match pg_bindir() {
            Some(bin) => Some(PgServer::start(&bin)),
            None => {
                eprintln!(
                    "\n*** PostgreSQL is not installed (no `pg_config --bindir`, no \
                     /usr/lib/postgresql/*/bin): every PostgreSQL test in this binary is \
                     SKIPPED. Install Debian's `postgresql` package to run them. ***\n"
                );
                None
            }
        })
        .as_ref()
}

fn pg_bindir() -> Option<PathBuf> {
    if let Ok(dir) = std::env::var("WASHOGI_PG_BINDIR") {
        return Some(PathBuf::from(dir));
    }
    let from_pg_config = Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    let candidates = from_pg_config.into_iter().chain(
        std::fs::read_dir("/usr/lib/postgresql")
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path().join("bin")),
    );
    candidates
        .into_iter()
        .find(|dir| dir.join("initdb").exists() && dir.join("postgres").exists())
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// A shell command as the user who runs the server: PostgreSQL refuses to run as
/// root, so as root it runs as Debian's `postgres` user.
fn as_server_user(script: &str) -> Command {
    let mut cmd = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--", "sh", "-c", script]);
        c
    } else {
        let mut c = Command::new("sh");
        c.args(["-c", script]);
        c
    };
    cmd.stdin(Stdio::null());
    cmd
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl PgServer {
    fn start(bin: &Path) -> PgServer {
        let dir = tempfile::Builder::new()
            .prefix("washogi-pg-")
            .tempdir()
            .unwrap()
            .keep();
        if is_root() {
            let status = Command::new("chown")
                .args(["-R", "postgres"])
                .arg(&dir)
                .status()
                .unwrap();
            assert!(status.success(), "chown the PostgreSQL folder");
        }
        let data = dir.join("data");
        let initdb = as_server_user(&format!(
            "'{}' -D '{}' -A trust -U washogi -E UTF8 --no-sync >/dev/null",
            bin.join("initdb").display(),
            data.display()
        ))
        .status()
        .expect("initdb runs");
        assert!(initdb.success(), "initdb failed");
        let port = free_port();
        // The server lives as long as this test binary: a watchdog stops it and
        // removes its folder when the binary's process is gone.
        let script = format!(
            "'{postgres}' -D '{data}' -p {port} -k '{dir}' -c listen_addresses=127.0.0.1 \
             -c fsync=off -c synchronous_commit=off -c full_page_writes=off \
             -c max_connections=300 >'{dir}/log' 2>&1 & pg=$!; \
             while [ -d /proc/{parent} ] && kill -0 $pg 2>/dev/null; do sleep 0.5; done; \
             kill -INT $pg 2>/dev/null; wait $pg; rm -rf '{dir}'",
            postgres = bin.join("postgres").display(),
            data = data.display(),
            dir = dir.display(),
            parent = std::process::id(),
        );
        // Never waited for: it outlives every test and ends with the binary.
        let watchdog = as_server_user(&script)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("postgres starts");
        std::mem::forget(watchdog);
        let deadline = Instant::now() + Duration::from_secs(60);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                Instant::now() < deadline,
                "PostgreSQL did not start; see {}/log",
                dir.display()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        PgServer { port }
    }

    /// A URL of the server's maintenance database.
    pub fn admin_url(&self) -> String {
        format!("postgres://washogi@127.0.0.1:{}/postgres", self.port)
    }

    /// A new empty database; its URL.
    pub async fn new_database(&self) -> String {
        use sqlx::Connection;
        let name = format!(
            "t{}_{}",
            std::process::id(),
            DATABASES.fetch_add(1, Ordering::SeqCst)
        );
        let deadline = Instant::now() + Duration::from_secs(30);
        let mut admin = loop {
            match sqlx::PgConnection::connect(&self.admin_url()).await {
                Ok(c) => break c,
                Err(e) if Instant::now() < deadline => {
                    let _ = e;
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(e) => panic!("cannot reach the test PostgreSQL: {e}"),
            }
        };
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await
            .unwrap();
        format!("postgres://washogi@127.0.0.1:{}/{name}", self.port)
    }
}

impl TestDb {
    /// Run one statement of literal SQL on the test's database (to put a game into a
    /// state no command makes, as an older version or another process might).
    pub async fn exec(&self, sql: &str) {
        use sqlx::Connection;
        match self.backend {
            Backend::Sqlite => {
                let mut c = sqlx::SqliteConnection::connect(&self.url).await.unwrap();
                sqlx::query(sql).execute(&mut c).await.unwrap();
            }
            Backend::Postgres => {
                let mut c = sqlx::PgConnection::connect(&self.url).await.unwrap();
                sqlx::query(sql).execute(&mut c).await.unwrap();
            }
        }
    }
}
