"""Strict DER check of CMS structures with Debian's python3-asn1crypto (a parser this project did not write).

Usage: strict-der.py KIND FILE...   KIND is content-info (a CMS ContentInfo: a PAdES signature or a
timestamp token) or timestamp-response (an RFC 3161 TimeStampResp).

Each file is loaded with strict=True (no trailing bytes), every nested value is parsed (the TSTInfo
inside a token, each signature-timestamp token of a signer's unsigned attributes), and the whole is
encoded again with dump(force=True), which writes DER (definite minimal lengths, primitive strings,
SET OF sorted, minimal integers). The file is DER only if those bytes are the file's bytes. Prints one
JSON line per file: {"file", "ok", "errors"}.
"""
import json
import sys

from asn1crypto import cms, core, tsp


# Note: dump(force=True) asks each constructed value whether it was mutated (a walk of its whole
# subtree) and then encodes its children again, at every level: exponential in the depth, minutes for a
# signature whose unsigned attributes hold a token. Nothing here mutates a loaded value, so the answer
# is no once it has contents; the forced dump still encodes every value once, from the bottom up.
core.Sequence._is_mutated = lambda self: self._contents is None
core.SequenceOf._is_mutated = lambda self: self._contents is None


class TimeStampResp(core.Sequence):
    """RFC 3161's TimeStampResp: asn1crypto's own forgets that a refusal carries no token."""
    _fields = [
        ('status', tsp.PKIStatusInfo),
        ('time_stamp_token', cms.ContentInfo, {'optional': True}),
    ]


def reencode(spec, data):
    value = spec.load(data, strict=True)
    visit(value)
    return value.dump(force=True)


def visit(value):
    """Parses every lazily kept nested structure so that dump(force=True) re-encodes it too."""
    if isinstance(value, TimeStampResp):
        token = value['time_stamp_token']
        if token.native is not None:
            visit(token)
        return
    if value['content_type'].native != 'signed_data':
        return
    signed_data = value['content']
    encap = signed_data['encap_content_info']
    if encap['content'].native is not None and encap['content_type'].native == 'tst_info':
        encap['content'].parsed.native  # noqa: B018 - parses the TSTInfo
    for signer_info in signed_data['signer_infos']:
        signer_info['signed_attrs'].native  # noqa: B018
        for attribute in signer_info['unsigned_attrs']:
            for token in attribute['values']:
                if isinstance(token, cms.ContentInfo):
                    visit(token)


def check(kind, path):
    spec = TimeStampResp if kind == 'timestamp-response' else cms.ContentInfo
    with open(path, 'rb') as handle:
        data = handle.read()
    errors = []
    try:
        again = reencode(spec, data)
        if again != data:
            first = next((i for i, (a, b) in enumerate(zip(data, again)) if a != b), min(len(data), len(again)))
            errors.append('not DER: re-encoding differs from byte %d (%d bytes, DER %d)' % (first, len(data), len(again)))
        nested = [] if kind == 'timestamp-response' else nested_tokens(spec.load(data, strict=True))
        for index, token in enumerate(nested):
            if reencode(cms.ContentInfo, token) != token:
                errors.append('signature timestamp token %d is not DER' % index)
    except Exception as error:  # asn1crypto raises ValueError, TypeError… on what it refuses
        errors.append('%s: %s' % (type(error).__name__, error))
    return {'file': path, 'ok': not errors, 'errors': errors}


def nested_tokens(content_info):
    if content_info['content_type'].native != 'signed_data':
        return []
    tokens = []
    for signer_info in content_info['content']['signer_infos']:
        for attribute in signer_info['unsigned_attrs']:
            if attribute['type'].native == 'signature_time_stamp_token':
                tokens.extend(token.dump() for token in attribute['values'])
    return tokens


if __name__ == '__main__':
    for file in sys.argv[2:]:
        print(json.dumps(check(sys.argv[1], file)))
