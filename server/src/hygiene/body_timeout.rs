//! A request body must arrive within a time limit: a client that trickles its body (or
//! stops sending) would otherwise hold a worker's connection and memory indefinitely.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use actix_web::dev::{Payload, ServiceRequest};
use actix_web::error::PayloadError;
use actix_web::web::Bytes;
use actix_web::HttpMessage;
use futures_util::Stream;

pub const TOO_SLOW: &str = "The request took too long to arrive. Please try again.";

/// Whether a payload error is this module's time limit.
pub fn timed_out(err: &PayloadError) -> bool {
    matches!(err, PayloadError::Io(e) if e.kind() == std::io::ErrorKind::TimedOut)
}

/// Replaces the request's body with one that fails once `limit` has passed.
pub fn limit(req: &mut ServiceRequest, limit: Duration) {
    let inner = req.take_payload();
    let stream = Deadline { inner, sleep: Box::pin(tokio::time::sleep(limit)), done: false };
    req.set_payload(Payload::Stream { payload: Box::pin(stream) });
}

struct Deadline {
    inner: Payload,
    sleep: Pin<Box<tokio::time::Sleep>>,
    done: bool,
}

impl Stream for Deadline {
    type Item = Result<Bytes, PayloadError>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        if self.done {
            return Poll::Ready(None);
        }
        if let Poll::Ready(item) = Pin::new(&mut self.inner).poll_next(cx) {
            return Poll::Ready(item);
        }
        if self.sleep.as_mut().poll(cx).is_ready() {
            self.done = true;
            let err = std::io::Error::new(std::io::ErrorKind::TimedOut, "request body too slow");
            return Poll::Ready(Some(Err(PayloadError::Io(err))));
        }
        Poll::Pending
    }
}
