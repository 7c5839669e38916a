//! The PDF ruling report.
