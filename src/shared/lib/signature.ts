import hmacSHA256 from 'crypto-js/hmac-sha256'
import sha256 from 'crypto-js/sha256'

/** HMAC-SHA256 (hex) over the exact request body string; client and mock share it. */
export function signBody(body: string, key: string): string {
  return hmacSHA256(body, key).toString()
}

/** requestId: a hash of the time plus the email (SPEC 7.1). */
export function requestIdFor(currentTime: number, email: string): string {
  return sha256(`${currentTime}${email}`).toString()
}
