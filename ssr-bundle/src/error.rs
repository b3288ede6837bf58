use std::time::Duration;

#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum RenderError {
    #[error("the render queue is full")]
    Busy,
    #[error("the render used more than {0:?} of processor time and was stopped")]
    Timeout(Duration),
    #[error("the render threw: {0}")]
    Script(String),
    #[error("the bundle could not be loaded: {0}")]
    Bundle(String),
    #[error("the render returned something that is not a render result: {0}")]
    BadOutput(String),
    #[error("the renderer pool has stopped")]
    Stopped,
}
