//! The ESS `signing-certificate-v2` attribute (RFC 5035), which PAdES B-B requires: the
//! SHA-256 hash of the signer's certificate, inside the signed attributes, so that the
//! certificate that travels with the signature cannot be swapped or edited.
//!
//! ```text
//! SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2, policies ... OPTIONAL }
//! ESSCertIDv2 ::= SEQUENCE {
//!     hashAlgorithm AlgorithmIdentifier DEFAULT { id-sha256 },
//!     certHash      OCTET STRING,
//!     issuerSerial  IssuerSerial OPTIONAL }
//! IssuerSerial ::= SEQUENCE { issuer GeneralNames, serialNumber CertificateSerialNumber }
//! ```

use super::SignError;
use super::cms::ID_SHA256;
use der::asn1::OctetString;
use der::{Any, Decode, Encode, Reader, SliceReader, Tag, Tagged};
use sha2::{Digest, Sha256};
use spki::AlgorithmIdentifierOwned;
use x509_cert::Certificate;
use x509_cert::ext::pkix::name::GeneralName;

fn crypto(e: impl std::fmt::Display) -> SignError {
    SignError::Crypto(e.to_string())
}

fn sequence(parts: &[&[u8]]) -> Result<Any, SignError> {
    Any::new(Tag::Sequence, parts.concat()).map_err(crypto)
}

/// The attribute's value for `certificate` (whose DER is `certificate_der`): one
/// `ESSCertIDv2` with the SHA-256 hash (the default algorithm, so not written) and the
/// issuer and serial number.
pub(crate) fn signing_certificate_v2(
    certificate: &Certificate,
    certificate_der: &[u8],
) -> Result<Any, SignError> {
    let hash = OctetString::new(Sha256::digest(certificate_der).to_vec()).map_err(crypto)?;
    let issuer = vec![GeneralName::DirectoryName(
        certificate.tbs_certificate.issuer.clone(),
    )];
    let issuer_serial = sequence(&[
        &issuer.to_der().map_err(crypto)?,
        &certificate
            .tbs_certificate
            .serial_number
            .to_der()
            .map_err(crypto)?,
    ])?;
    let cert_id = sequence(&[
        &hash.to_der().map_err(crypto)?,
        &issuer_serial.to_der().map_err(crypto)?,
    ])?;
    let certs = sequence(&[&cert_id.to_der().map_err(crypto)?])?;
    sequence(&[&certs.to_der().map_err(crypto)?])
}

/// What the attribute says, as `verify` needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Found {
    /// No `signing-certificate-v2` attribute.
    Missing,
    /// The attribute could not be read, or hashes with something else than SHA-256.
    Unreadable,
    /// The SHA-256 hash of the signer's certificate it names (the first `ESSCertIDv2`).
    Sha256([u8; 32]),
}

/// Reads the attribute's value.
pub(crate) fn read(value: &Any) -> Found {
    read_hash(value).unwrap_or(Found::Unreadable)
}

fn read_hash(value: &Any) -> Result<Found, der::Error> {
    if value.tag() != Tag::Sequence {
        return Ok(Found::Unreadable);
    }
    let mut outer = SliceReader::new(value.value())?;
    let certs: Any = outer.decode()?;
    if certs.tag() != Tag::Sequence {
        return Ok(Found::Unreadable);
    }
    let mut list = SliceReader::new(certs.value())?;
    let first: Any = list.decode()?;
    if first.tag() != Tag::Sequence {
        return Ok(Found::Unreadable);
    }
    let mut fields = SliceReader::new(first.value())?;
    let mut next: Any = fields.decode()?;
    if next.tag() == Tag::Sequence {
        let algorithm = AlgorithmIdentifierOwned::from_der(&next.to_der()?)?;
        if algorithm.oid != ID_SHA256 {
            return Ok(Found::Unreadable);
        }
        next = fields.decode()?;
    }
    if next.tag() != Tag::OctetString {
        return Ok(Found::Unreadable);
    }
    Ok(<[u8; 32]>::try_from(next.value()).map_or(Found::Unreadable, Found::Sha256))
}
