//! Unit tests of the claim engine.
