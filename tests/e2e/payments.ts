import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The mock's test card that pays (docs/qa.md "Test cards"). */
export const TEST_CARD = {
  number: '4111 1111 1111 1111',
  /** Typed as digits, as a shopper types it; the field shows 12/30. */
  expiryDigits: '1230',
  expiry: '12/30',
  cvc: '123',
  name: 'Ada Traveller',
} as const

/**
 * Fills the card form of checkout, top-up and credit; `number` picks another test card. On the
 * checkout it also ticks the consent to immediate delivery, as every buyer of an eSIM must.
 */
export async function fillCard(page: Page, number: string = TEST_CARD.number): Promise<void> {
  await page.locator('input[autocomplete="cc-number"]').fill(number)
  await page.locator('input[autocomplete="cc-exp"]').pressSequentially(TEST_CARD.expiryDigits)
  await page.locator('input[autocomplete="cc-csc"]').fill(TEST_CARD.cvc)
  await page.locator('input[autocomplete="cc-name"]').fill(TEST_CARD.name)
  if (await page.locator('#checkout-consent').count()) await agreeToDelivery(page)
}

/** Ticks the checkout's consent to immediate delivery (Pay stays disabled until then). */
export async function agreeToDelivery(page: Page): Promise<void> {
  await page.locator('#checkout-consent').check()
}

/** From the first-visit chooser (`/?login=0`) to a guest session, as a shopper would. */
export async function continueAsGuest(page: Page): Promise<void> {
  await page.goto('/?login=0')
  const chooser = page.getByRole('dialog', { name: 'How would you like to continue?' })
  await chooser.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(chooser).toBeHidden()
}
