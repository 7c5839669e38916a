//! Revoke cases: the model and the `revoke-case/1` file.
pub mod model;
pub use model::*;
