//! The CMS `SignedData` (RFC 5652) of a detached PDF signature: built over SHA-256 with an
//! ECDSA P-256 key as CAdES for PAdES B-B (the ESS `signing-certificate-v2` attribute binds
//! the signer's certificate), and read back for `arbitre verify`.

use super::{SignError, ess};
use cms::cert::{CertificateChoices, IssuerAndSerialNumber};
use cms::content_info::{CmsVersion, ContentInfo};
use cms::signed_data::{
    CertificateSet, EncapsulatedContentInfo, SignedData, SignerIdentifier, SignerInfo, SignerInfos,
};
use der::asn1::{ObjectIdentifier, OctetString, SetOfVec, UtcTime};
use der::{Any, Decode, Encode, Reader, SliceReader};
use p256::ecdsa::signature::{Signer, Verifier};
use p256::ecdsa::{DerSignature, SigningKey, VerifyingKey};
use sha2::{Digest, Sha256};
use spki::AlgorithmIdentifierOwned;
use std::time::{Duration, SystemTime};
use x509_cert::Certificate;
use x509_cert::attr::Attribute;

const ID_DATA: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.7.1");
const ID_SIGNED_DATA: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.7.2");
const ID_CONTENT_TYPE: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.9.3");
const ID_MESSAGE_DIGEST: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.9.4");
const ID_SIGNING_TIME: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.9.5");
pub(crate) const ID_SHA256: ObjectIdentifier =
    ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.1");
pub(crate) const ECDSA_WITH_SHA256: ObjectIdentifier =
    ObjectIdentifier::new_unwrap("1.2.840.10045.4.3.2");
/// ESS `id-aa-signingCertificateV2` (RFC 5035).
const ID_SIGNING_CERTIFICATE_V2: ObjectIdentifier =
    ObjectIdentifier::new_unwrap("1.2.840.113549.1.9.16.2.47");

fn crypto(e: impl std::fmt::Display) -> SignError {
    SignError::Crypto(e.to_string())
}

fn algorithm(oid: ObjectIdentifier) -> AlgorithmIdentifierOwned {
    AlgorithmIdentifierOwned {
        oid,
        parameters: None,
    }
}

fn attribute(oid: ObjectIdentifier, value: Any) -> Result<Attribute, SignError> {
    let mut values = SetOfVec::new();
    values.insert(value).map_err(crypto)?;
    Ok(Attribute { oid, values })
}

/// The DER of a CMS `ContentInfo` holding a detached `SignedData` over `data`.
/// `chain` holds the issuers' certificates (DER) that travel with the signer's. Without
/// `signing_certificate`, the ESS attribute is left out (only tests do that).
pub(crate) fn sign_detached(
    data_digest: &[u8; 32],
    key: &SigningKey,
    certificate_der: &[u8],
    chain: &[Vec<u8>],
    time: SystemTime,
    signing_certificate: bool,
) -> Result<Vec<u8>, SignError> {
    let certificate = Certificate::from_der(certificate_der).map_err(crypto)?;
    let since_epoch = time
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_err(crypto)?;
    let signing_time =
        UtcTime::from_unix_duration(Duration::from_secs(since_epoch.as_secs())).map_err(crypto)?;

    let mut attrs = SetOfVec::new();
    attrs
        .insert(attribute(
            ID_CONTENT_TYPE,
            Any::encode_from(&ID_DATA).map_err(crypto)?,
        )?)
        .map_err(crypto)?;
    attrs
        .insert(attribute(
            ID_SIGNING_TIME,
            Any::encode_from(&signing_time).map_err(crypto)?,
        )?)
        .map_err(crypto)?;
    let digest = OctetString::new(data_digest.to_vec()).map_err(crypto)?;
    attrs
        .insert(attribute(
            ID_MESSAGE_DIGEST,
            Any::encode_from(&digest).map_err(crypto)?,
        )?)
        .map_err(crypto)?;
    if signing_certificate {
        attrs
            .insert(attribute(
                ID_SIGNING_CERTIFICATE_V2,
                ess::signing_certificate_v2(&certificate, certificate_der)?,
            )?)
            .map_err(crypto)?;
    }
    // The signature covers the DER of the attributes as a SET OF (RFC 5652, 5.4).
    let signed_bytes = attrs.to_der().map_err(crypto)?;
    let signature: DerSignature = key.try_sign(&signed_bytes).map_err(crypto)?;

    let signer = SignerInfo {
        version: CmsVersion::V1,
        sid: SignerIdentifier::IssuerAndSerialNumber(IssuerAndSerialNumber {
            issuer: certificate.tbs_certificate.issuer.clone(),
            serial_number: certificate.tbs_certificate.serial_number.clone(),
        }),
        digest_alg: algorithm(ID_SHA256),
        signed_attrs: Some(attrs),
        signature_algorithm: algorithm(ECDSA_WITH_SHA256),
        signature: OctetString::new(signature.as_bytes().to_vec()).map_err(crypto)?,
        unsigned_attrs: None,
    };
    let mut digest_algorithms = SetOfVec::new();
    digest_algorithms
        .insert(algorithm(ID_SHA256))
        .map_err(crypto)?;
    let mut certificates = SetOfVec::new();
    certificates
        .insert(CertificateChoices::Certificate(certificate))
        .map_err(crypto)?;
    for der in chain {
        let issuer = Certificate::from_der(der).map_err(crypto)?;
        // A SET OF holds each certificate once.
        let _ = certificates.insert(CertificateChoices::Certificate(issuer));
    }
    let mut signer_infos = SetOfVec::new();
    signer_infos.insert(signer).map_err(crypto)?;
    let signed_data = SignedData {
        version: CmsVersion::V1,
        digest_algorithms,
        encap_content_info: EncapsulatedContentInfo {
            econtent_type: ID_DATA,
            econtent: None,
        },
        certificates: Some(CertificateSet(certificates)),
        crls: None,
        signer_infos: SignerInfos(signer_infos),
    };
    ContentInfo {
        content_type: ID_SIGNED_DATA,
        content: Any::encode_from(&signed_data).map_err(crypto)?,
    }
    .to_der()
    .map_err(crypto)
}

/// What a CMS signature holds, read but not yet judged (see `verify`).
pub(crate) struct Parsed {
    /// Only zero bytes follow the CMS structure in its placeholder.
    pub padded_with_zeros: bool,
    /// The signer's certificate: the one its issuer and serial number name.
    pub certificate: Certificate,
    /// Every certificate the CMS carries (the signer's among them).
    pub certificates: Vec<Certificate>,
    /// The signing time from the signed attributes, if given.
    pub signing_time: Option<SystemTime>,
    /// The message digest attribute, if given.
    pub message_digest: Option<Vec<u8>>,
    /// The ESS `signing-certificate-v2` attribute.
    pub signing_certificate: ess::Found,
    /// The signature over the signed attributes is valid for the certificate's key.
    pub signature_ok: bool,
}

/// Reads a CMS `ContentInfo` (trailing zero padding allowed) and checks the signature over
/// its signed attributes.
pub(crate) fn parse(cms_bytes: &[u8]) -> Result<Parsed, SignError> {
    let mut reader = SliceReader::new(cms_bytes).map_err(crypto)?;
    let info: ContentInfo = reader.decode().map_err(crypto)?;
    let consumed = usize::try_from(reader.position()).map_err(crypto)?;
    let padded_with_zeros = cms_bytes
        .get(consumed..)
        .is_some_and(|rest| rest.iter().all(|&b| b == 0));
    if info.content_type != ID_SIGNED_DATA {
        return Err(SignError::Crypto("not a CMS SignedData".into()));
    }
    let signed: SignedData = info.content.decode_as().map_err(crypto)?;
    let signer = signed
        .signer_infos
        .0
        .iter()
        .next()
        .ok_or_else(|| SignError::Crypto("no signer".into()))?;
    if signer.digest_alg.oid != ID_SHA256 {
        return Err(SignError::Crypto(format!(
            "unsupported digest algorithm {}",
            signer.digest_alg.oid
        )));
    }
    let certificates: Vec<Certificate> = signed
        .certificates
        .as_ref()
        .map(|set| {
            set.0
                .iter()
                .filter_map(|c| match c {
                    CertificateChoices::Certificate(cert) => Some(cert.clone()),
                    CertificateChoices::Other(_) => None,
                })
                .collect()
        })
        .unwrap_or_default();
    // The certificate the signer names; else one with its serial number, so that an edited
    // certificate is found, and then rejected by the signing-certificate-v2 check.
    let SignerIdentifier::IssuerAndSerialNumber(id) = &signer.sid else {
        return Err(SignError::Crypto("signer named by key identifier".into()));
    };
    let certificate = certificates
        .iter()
        .find(|cert| {
            id.serial_number == cert.tbs_certificate.serial_number
                && id.issuer == cert.tbs_certificate.issuer
        })
        .or_else(|| {
            certificates
                .iter()
                .find(|cert| id.serial_number == cert.tbs_certificate.serial_number)
        })
        .cloned()
        .ok_or_else(|| SignError::Crypto("no signer certificate".into()))?;
    let attrs = signer
        .signed_attrs
        .as_ref()
        .ok_or_else(|| SignError::Crypto("no signed attributes".into()))?;
    let mut message_digest = None;
    let mut signing_time = None;
    let mut signing_certificate = ess::Found::Missing;
    for attr in attrs.iter() {
        let Some(value) = attr.values.iter().next() else {
            continue;
        };
        if attr.oid == ID_MESSAGE_DIGEST {
            let digest: OctetString = value.decode_as().map_err(crypto)?;
            message_digest = Some(digest.as_bytes().to_vec());
        } else if attr.oid == ID_SIGNING_TIME {
            if let Ok(t) = value.decode_as::<UtcTime>() {
                signing_time = Some(t.to_system_time());
            } else if let Ok(t) = value.decode_as::<der::asn1::GeneralizedTime>() {
                signing_time = Some(t.to_system_time());
            }
        } else if attr.oid == ID_SIGNING_CERTIFICATE_V2 {
            signing_certificate = ess::read(value);
        }
    }
    let signed_bytes = attrs.to_der().map_err(crypto)?;
    let public_key = certificate
        .tbs_certificate
        .subject_public_key_info
        .subject_public_key
        .raw_bytes();
    let signature_ok = signer.signature_algorithm.oid == ECDSA_WITH_SHA256
        && VerifyingKey::from_sec1_bytes(public_key).is_ok_and(|vk| {
            DerSignature::from_bytes(signer.signature.as_bytes())
                .is_ok_and(|sig| vk.verify(&signed_bytes, &sig).is_ok())
        });
    Ok(Parsed {
        padded_with_zeros,
        certificate,
        certificates,
        signing_time,
        message_digest,
        signing_certificate,
        signature_ok,
    })
}

/// SHA-256 of the concatenated parts.
pub(crate) fn digest_parts(parts: &[&[u8]]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part);
    }
    hasher.finalize().into()
}
