// Authenticator-app codes: RFC 6238 TOTP through otplib 13 (ESM only, hence the dynamic import
// from this CommonJS build), and the otpauth:// QR code as a PNG through qrcode.
import type * as OtplibNamespace from 'otplib' with { 'resolution-mode': 'import' };
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import QRCode from 'qrcode';
import type { Database } from '../db/schema';

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
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(epoch === undefined ? {} : { epoch }),
  });
  return result.valid;
}

/**
 * The time step the code belongs to, or null. Codes at or before afterTimeStep are refused
 * (RFC 6238 §5.2: a code is accepted once; also an older code after a newer one).
 */
export async function acceptTotp(
  secret: string,
  token: string,
  afterTimeStep: number | null,
  epoch?: number,
): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  const { verify } = await load();
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
    ...(epoch === undefined ? {} : { epoch }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Checks an authenticator code of this user and records its time step, atomically, so two
 * instances (or two tabs) cannot both accept the same code.
 */
export async function consumeTotp(
  db: Kysely<Database>,
  user: { id: number; google_secret: string | null; totp_last_step: number | null },
  token: string,
): Promise<boolean> {
  if (!user.google_secret) return false;
  const step = await acceptTotp(user.google_secret, token, user.totp_last_step);
  if (step === null) return false;
  const stored = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}

export async function totpQrPng(username: string, secret: string): Promise<Buffer> {
  const uri = (await load()).generateURI({ issuer: ISSUER, label: username, secret });
  return QRCode.toBuffer(uri, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
