//! Just enough HTTP/1.1 for the fake Discord: requests with a JSON body or a
//! multipart form (sized by Content-Length or chunked), kept-alive connections, and
//! JSON answers. Only ever spoken to by the bot under test, on 127.0.0.1.

use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// A file sent in a multipart request.
#[derive(Clone, Debug)]
pub struct File {
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// A request, read whole.
pub struct Request {
    pub method: String,
    pub path: String,
    headers: Vec<(String, String)>,
    /// The JSON body, or a multipart form's `payload_json`; `Null` if none.
    pub json: Value,
    pub files: Vec<File>,
}

impl Request {
    /// A header's value, by its name in any case.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

pub struct Connection {
    stream: BufReader<TcpStream>,
}

/// Bodies larger than this are refused (the pictures are tens of kilobytes).
const MAX_BODY: usize = 32 << 20;

impl Connection {
    pub fn new(stream: TcpStream) -> Connection {
        Connection {
            stream: BufReader::new(stream),
        }
    }

    /// The next request on the connection; `None` when the client closed it.
    pub async fn read_request(&mut self) -> std::io::Result<Option<Request>> {
        let mut line = String::new();
        if self.stream.read_line(&mut line).await? == 0 {
            return Ok(None);
        }
        let mut parts = line.split_whitespace();
        let method = parts.next().unwrap_or("").to_string();
        let path = parts.next().unwrap_or("").to_string();
        let mut headers = Vec::new();
        loop {
            let mut header = String::new();
            if self.stream.read_line(&mut header).await? == 0 {
                return Ok(None);
            }
            let header = header.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                headers.push((name.trim().to_string(), value.trim().to_string()));
            }
        }
        let mut request = Request {
            method,
            path,
            headers,
            json: Value::Null,
            files: Vec::new(),
        };
        let body = self.read_body(&request).await?;
        let content_type = request.header("content-type").unwrap_or("").to_string();
        if let Some(boundary) = content_type
            .strip_prefix("multipart/form-data")
            .and_then(|rest| rest.split("boundary=").nth(1))
        {
            let boundary = boundary.trim_matches('"').to_string();
            let (json, files) = multipart(&body, &boundary);
            request.json = json;
            request.files = files;
        } else {
            request.json = serde_json::from_slice(&body).unwrap_or(Value::Null);
        }
        Ok(Some(request))
    }

    async fn read_body(&mut self, request: &Request) -> std::io::Result<Vec<u8>> {
        let too_big = || std::io::Error::other("body too large");
        if let Some(length) = request.header("content-length") {
            let length: usize = length.parse().map_err(std::io::Error::other)?;
            if length > MAX_BODY {
                return Err(too_big());
            }
            let mut body = vec![0; length];
            self.stream.read_exact(&mut body).await?;
            return Ok(body);
        }
        let chunked = request
            .header("transfer-encoding")
            .is_some_and(|t| t.eq_ignore_ascii_case("chunked"));
        let mut body = Vec::new();
        if !chunked {
            return Ok(body);
        }
        loop {
            let mut size = String::new();
            self.stream.read_line(&mut size).await?;
            let size = usize::from_str_radix(size.trim().split(';').next().unwrap_or("0"), 16)
                .map_err(std::io::Error::other)?;
            if body.len() + size > MAX_BODY {
                return Err(too_big());
            }
            let start = body.len();
            body.resize(start + size, 0);
            self.stream.read_exact(&mut body[start..]).await?;
            let mut end = String::new();
            self.stream.read_line(&mut end).await?;
            if size == 0 {
                return Ok(body);
            }
        }
    }

    pub async fn write_response(
        &mut self,
        status: u16,
        body: Option<&Value>,
    ) -> std::io::Result<()> {
        let reason = match status {
            200 => "OK",
            201 => "Created",
            204 => "No Content",
            400 => "Bad Request",
            401 => "Unauthorized",
            413 => "Payload Too Large",
            500 => "Internal Server Error",
            502 => "Bad Gateway",
            403 => "Forbidden",
            _ => "Not Found",
        };
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let head = if status == 204 {
            format!("HTTP/1.1 204 {reason}\r\n\r\n")
        } else {
            format!(
                "HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
                body.len()
            )
        };
        let stream = self.stream.get_mut();
        stream.write_all(head.as_bytes()).await?;
        if status != 204 {
            stream.write_all(body.as_bytes()).await?;
        }
        stream.flush().await
    }
}

/// The parts of a multipart form: `payload_json` as JSON, the rest as files.
fn multipart(body: &[u8], boundary: &str) -> (Value, Vec<File>) {
    let delimiter = format!("--{boundary}");
    let mut json = Value::Null;
    let mut files = Vec::new();
    for part in split(body, delimiter.as_bytes()).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break;
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split_at) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split_at]).to_string();
        let content = &part[split_at + 4..];
        let disposition = head
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))
            .unwrap_or("");
        let field = |key: &str| {
            disposition
                .split(';')
                .map(str::trim)
                .find_map(|p| p.strip_prefix(&format!("{key}=")))
                .map(|v| v.trim_matches('"').to_string())
        };
        match (field("name").as_deref(), field("filename")) {
            (Some("payload_json"), _) => {
                json = serde_json::from_slice(content).unwrap_or(Value::Null);
            }
            (_, Some(filename)) => files.push(File {
                filename,
                bytes: content.to_vec(),
            }),
            _ => {}
        }
    }
    (json, files)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split<'a>(mut body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(i) = find(body, delimiter) {
        parts.push(&body[..i]);
        body = &body[i + delimiter.len()..];
    }
    parts.push(body);
    parts
}
