/**
 * TOTP as GoTrue does it (pquerna/otp's defaults): a 20-byte secret in unpadded base32, six
 * digits, a 30-second period, SHA-1, and codes accepted one step either side of now (RFC 6238
 * §5.2, GoTrue's `Skew: 1`). The otpauth:// URI is written in pquerna's form (label
 * `issuer:account`, query keys in alphabetical order) and the QR code is a plain SVG, as GoTrue's
 * `totp.qr_code` is (auth-js turns it into a data URI).
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32.replace(/=+$/, '');
}

export function totpUri(issuer: string, account: string, secret: string): string {
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD),
    secret,
  });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${query.toString()}`;
}

/**
 * The QR code of the URI as an SVG document. Colours are named, not `#rrggbb`: auth-js puts
 * the SVG into a `data:image/svg+xml;utf-8,` URI unescaped, where a `#` would end the image.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 2 });
  return svg.replace(/#ffffff(ff)?/gi, 'white').replace(/#000000(ff)?/gi, 'black');
}

/** Whether the code is the secret's code for this step or the one either side of it. */
export function totpCodeMatches(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD });
  return totp.validate({ token: code, window: 1 }) !== null;
}
