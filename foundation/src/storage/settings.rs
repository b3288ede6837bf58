//! Which backend the store uses.

#[derive(Debug, Clone, Default)]
pub enum StorageSettings {
    #[default]
    Local,
    S3(S3Settings),
}

#[derive(Debug, Clone)]
pub struct S3Settings {
    pub bucket: String,
    pub endpoint: Option<String>,
    pub region: Option<String>,
    pub prefix: String,
}
