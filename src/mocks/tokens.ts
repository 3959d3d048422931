import hmacSHA256 from 'crypto-js/hmac-sha256'
import Base64 from 'crypto-js/enc-base64'
import type { TokenPayloadDto, TokenSubjectDto } from '../api/contract/account'

/**
 * The mock's session tokens: real JWTs (HS256), so the client's readTokenSubject and any JWT
 * debugger read them as they would the real backend's. The secret stays server-side: unlike the
 * request-signing key it never ships in the client bundle.
 */
const TOKEN_SECRET = 'roamwise-mock-token-secret'
const HEADER_PART = base64UrlOfText(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

/** 180 days, the same as the login cookie (SPEC 9), so the cookie never outlives its token. */
export const TOKEN_LIFETIME_S = 180 * 24 * 60 * 60

export function issueToken(subject: TokenSubjectDto, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000)
  const payload: TokenPayloadDto = {
    sub: JSON.stringify(subject),
    iat,
    exp: iat + TOKEN_LIFETIME_S,
    jti: Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join(''),
  }
  const unsigned = `${HEADER_PART}.${base64UrlOfText(JSON.stringify(payload))}`
  return `${unsigned}.${signatureOf(unsigned)}`
}

/** The payload of a token this server signed, or null for anything else (forged, opaque, torn). */
export function readVerifiedPayload(token: string): TokenPayloadDto | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, payload, signature] = parts as [string, string, string]
  if (signatureOf(`${header}.${payload}`) !== signature) return null
  try {
    const value = JSON.parse(textOfBase64Url(payload)) as Partial<TokenPayloadDto>
    return typeof value.sub === 'string' &&
      typeof value.iat === 'number' &&
      typeof value.exp === 'number'
      ? (value as TokenPayloadDto)
      : null
  } catch {
    return null
  }
}

export function isExpired(payload: TokenPayloadDto, nowMs: number): boolean {
  return payload.exp * 1000 <= nowMs
}

function signatureOf(unsigned: string): string {
  return toBase64Url(hmacSHA256(unsigned, TOKEN_SECRET).toString(Base64))
}

/** UTF-8 first: an email may hold characters btoa alone rejects. */
function base64UrlOfText(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return toBase64Url(btoa(binary))
}

function toBase64Url(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function textOfBase64Url(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}
