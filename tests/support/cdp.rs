//! A real browser for the web pages' tests: Debian's Chromium, headless, driven
//! through the DevTools protocol over its websocket (tokio-tungstenite, as the fake
//! Discord speaks). Only what the tests need: open a tab of a given size, go to an
//! address and wait for it to load, run an expression, press a key (a real key
//! event, through the browser's input), take a screenshot.
//!
//! Chromium is started with a fresh profile in a temporary folder and the flags
//! this machine needs (no sandbox as root, no GPU, no background networking), on
//! 127.0.0.1 only, and killed when the test is done. Where it is not installed
//! (`apt-get install chromium`; `.ci/run` does), [`Browser::launch`] says so
//! loudly and the browser tests are skipped.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

/// Where Debian puts Chromium (or `WASHOGI_TEST_CHROMIUM`).
fn chromium() -> Option<String> {
    if let Ok(path) = std::env::var("WASHOGI_TEST_CHROMIUM") {
        return Some(path);
    }
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())
        .map(str::to_string)
}

pub struct Browser {
    child: Child,
    ws: WebSocketStream<TcpStream>,
    next_id: u64,
    /// Events read while waiting for an answer, oldest first.
    events: Vec<Value>,
    _profile: tempfile::TempDir,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Browser {
    /// Start headless Chromium; `None` (said loudly) when it is not installed.
    pub async fn launch() -> Option<Browser> {
        let Some(binary) = chromium() else {
            eprintln!(
                "\n*** Chromium is not installed (apt-get install chromium): the browser tests are SKIPPED ***\n"
            );
            return None;
        };
        let profile = tempfile::tempdir().unwrap();
        let mut child = Command::new(&binary)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--disable-extensions",
                "--hide-scrollbars",
                "--mute-audio",
                "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("{binary} does not start: {e}"));
        // Its websocket's address, on standard error.
        let stderr = child.stderr.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut sent = false;
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(at) = line.find("ws://") {
                    if !sent {
                        let _ = tx.send(line[at..].trim().to_string());
                        sent = true;
                    }
                }
            }
        });
        let url = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("Chromium says where its DevTools listen");
        let host = url
            .trim_start_matches("ws://")
            .split('/')
            .next()
            .unwrap()
            .to_string();
        let stream = TcpStream::connect(&host).await.unwrap();
        let (ws, _) = tokio_tungstenite::client_async(url.as_str(), stream)
            .await
            .expect("the DevTools websocket");
        Some(Browser {
            child,
            ws,
            next_id: 0,
            events: Vec::new(),
            _profile: profile,
        })
    }

    /// Call a DevTools method (in a tab's session, or the browser's) and wait for
    /// its result; an error answer fails the test.
    pub async fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(s) = session {
            message["sessionId"] = json!(s);
        }
        self.ws
            .send(Message::Text(message.to_string()))
            .await
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let next = tokio::time::timeout(left, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("no answer to {method}"))
                .expect("the browser is there")
                .unwrap();
            let Message::Text(text) = next else { continue };
            let value: Value = serde_json::from_str(&text).unwrap();
            if value["id"].as_u64() == Some(id) {
                if let Some(error) = value.get("error") {
                    panic!("{method}: {error}");
                }
                return value["result"].clone();
            }
            if value.get("method").is_some() {
                self.events.push(value);
            }
        }
    }

    /// Wait for an event of a session (`None`: the time ran out).
    async fn event(&mut self, session: &str, method: &str, within: Duration) -> Option<Value> {
        let deadline = Instant::now() + within;
        loop {
            if let Some(i) = self
                .events
                .iter()
                .position(|e| e["method"] == method && e["sessionId"] == session)
            {
                return Some(self.events.remove(i));
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            let next = tokio::time::timeout(left, self.ws.next())
                .await
                .ok()??
                .ok()?;
            if let Message::Text(text) = next {
                let value: Value = serde_json::from_str(&text).unwrap();
                if value.get("method").is_some() {
                    self.events.push(value);
                }
            }
        }
    }

    /// A new tab, `width`×`height` CSS pixels (`mobile`: as a phone, at twice the
    /// pixels).
    pub async fn tab(&mut self, width: u32, height: u32, mobile: bool) -> Tab<'_> {
        let target = self
            .call(None, "Target.createTarget", json!({ "url": "about:blank" }))
            .await;
        let session = self
            .call(
                None,
                "Target.attachToTarget",
                json!({ "targetId": target["targetId"], "flatten": true }),
            )
            .await["sessionId"]
            .as_str()
            .unwrap()
            .to_string();
        for method in ["Page.enable", "Runtime.enable"] {
            self.call(Some(&session), method, json!({})).await;
        }
        self.call(
            Some(&session),
            "Emulation.setDeviceMetricsOverride",
            json!({
                "width": width,
                "height": height,
                "deviceScaleFactor": if mobile { 2 } else { 1 },
                "mobile": mobile,
            }),
        )
        .await;
        Tab {
            browser: self,
            session,
        }
    }
}

/// A tab of the browser.
pub struct Tab<'a> {
    browser: &'a mut Browser,
    session: String,
}

impl Tab<'_> {
    /// Go to `url` and wait until it has loaded.
    pub async fn open(&mut self, url: &str) {
        self.browser.events.clear();
        self.browser
            .call(Some(&self.session), "Page.navigate", json!({ "url": url }))
            .await;
        let loaded = self
            .browser
            .event(
                &self.session,
                "Page.loadEventFired",
                Duration::from_secs(60),
            )
            .await;
        assert!(loaded.is_some(), "{url} loads");
    }

    /// The value of a JavaScript expression in the page (promises awaited).
    pub async fn eval(&mut self, expression: &str) -> Value {
        let r = self
            .browser
            .call(
                Some(&self.session),
                "Runtime.evaluate",
                json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
            )
            .await;
        if let Some(e) = r.get("exceptionDetails") {
            panic!("{expression}: {e}");
        }
        r["result"]["value"].clone()
    }

    /// Wait until `expression` is true (20 s at most; `false` if it never is).
    pub async fn wait_for(&mut self, expression: &str) -> bool {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if self.eval(expression).await == json!(true) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }

    /// Press and release a key, as a person at the keyboard does (`ArrowRight`…).
    pub async fn press(&mut self, key: &str) {
        let code = match key {
            "ArrowLeft" => 37,
            "ArrowRight" => 39,
            "Home" => 36,
            "End" => 35,
            _ => 0,
        };
        for kind in ["rawKeyDown", "keyUp"] {
            self.browser
                .call(
                    Some(&self.session),
                    "Input.dispatchKeyEvent",
                    json!({
                        "type": kind,
                        "key": key,
                        "code": key,
                        "windowsVirtualKeyCode": code,
                        "nativeVirtualKeyCode": code,
                    }),
                )
                .await;
        }
    }

    /// A PNG of what the tab shows (`whole`: the page's full height).
    pub async fn screenshot(&mut self, whole: bool) -> Vec<u8> {
        let r = self
            .browser
            .call(
                Some(&self.session),
                "Page.captureScreenshot",
                json!({ "format": "png", "captureBeyondViewport": whole }),
            )
            .await;
        base64_decode(r["data"].as_str().unwrap())
    }
}

fn base64_decode(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for b in text.bytes() {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => continue,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}
