// Authenticator-app codes: RFC 6238 TOTP through otplib 13 (ESM only, hence the dynamic import
// from this CommonJS build), and the otpauth:// QR code as a PNG through qrcode.
import type * as OtplibNamespace from 'otplib' with { 'resolution-mode': 'import' };
import QRCode from 'qrcode';

const ISSUER = 'Lifestyle Reality Check';
/** One 30-second step either side, for clocks that are a little off. */
const TOLERANCE_SECONDS = 30;

let otplib: Promise<typeof OtplibNamespace> | null = null;
const load = () => (otplib ??= import('otplib'));

export async function generateTotpSecret(): Promise<string> {
  return (await load()).generateSecret();
}

/** `epoch` (Unix seconds) lets tests use a fixed clock. */
export async function totpCode(secret: string, epoch?: number): Promise<string> {
  return (await load()).generate({ secret, ...(epoch === undefined ? {} : { epoch }) });
}

export async function verifyTotp(secret: string, token: string, epoch?: number): Promise<boolean> {
  if (!/^\d{6}$/.test(token)) return false;
  const { verify } = await load();
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS, ...(epoch === undefined ? {} : { epoch }) });
  return result.valid;
}

export async function totpQrPng(username: string, secret: string): Promise<Buffer> {
  const uri = (await load()).generateURI({ issuer: ISSUER, label: username, secret });
  return QRCode.toBuffer(uri, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
