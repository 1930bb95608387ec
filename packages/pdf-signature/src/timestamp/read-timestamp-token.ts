import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { toArrayBuffer } from '../pki/crypto.js';
import { OID } from '../cms/oids.js';
import { readSignedData } from '../cms/read-signed-data.js';

/** The SignedData and TSTInfo of a TimeStampToken; throws when the bytes are not one. */
export function readTimestampToken(token: Uint8Array): {
  signedData: pkijs.SignedData;
  tstInfo: pkijs.TSTInfo;
  tstInfoDer: Uint8Array;
} {
  const { signedData } = readSignedData(token);
  if (signedData.encapContentInfo.eContentType !== OID.tstInfo)
    throw new Error('The token does not hold a TSTInfo');
  const tstInfoDer = getEContent(signedData);
  if (!tstInfoDer) throw new Error('The token has no TSTInfo content');
  return { signedData, tstInfo: pkijs.TSTInfo.fromBER(toArrayBuffer(tstInfoDer)), tstInfoDer };
}

/** The bytes of a SignedData's encapsulated content (joined when BER splits the OCTET STRING), or null. */
export function getEContent(signedData: pkijs.SignedData): Uint8Array | null {
  const eContent = signedData.encapContentInfo.eContent;
  if (!eContent) return null;
  if (!eContent.idBlock.isConstructed) return new Uint8Array(eContent.valueBlock.valueHexView);
  const parts = (eContent.valueBlock as unknown as { value: asn1js.OctetString[] }).value;
  return new Uint8Array(Buffer.concat(parts.map((part) => part.valueBlock.valueHexView)));
}

/**
 * The status of a DER TimeStampResp and, when granted, its token's exact bytes (a token is handed on
 * as the TSA signed it, never re-encoded).
 */
export function readTimestampResponse(responseDer: Uint8Array): {
  status: number;
  failInfo: number[];
  statusText: string;
  token: Uint8Array | null;
} {
  const parsed = asn1js.fromBER(toArrayBuffer(responseDer));
  if (parsed.offset === -1) throw new Error('The timestamp reply is not DER');
  const response = new pkijs.TimeStampResp({ schema: parsed.result });
  const failInfo: number[] = [];
  const bits = response.status.failInfo?.valueBlock.valueHexView ?? new Uint8Array();
  bits.forEach((byte, index) => {
    for (let bit = 0; bit < 8; bit += 1) if (byte & (0x80 >> bit)) failInfo.push(index * 8 + bit);
  });
  const tokenBlock = (parsed.result as asn1js.Sequence).valueBlock.value[1];
  return {
    status: response.status.status,
    failInfo,
    statusText: (response.status.statusStrings ?? []).map((text) => text.valueBlock.value).join(' '),
    token: tokenBlock ? new Uint8Array(tokenBlock.valueBeforeDecodeView) : null,
  };
}
