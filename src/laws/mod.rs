//! The law engine: Laws 61-64 applied to a case.
pub mod ruling;
